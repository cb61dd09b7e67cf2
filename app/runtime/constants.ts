// Numbers of spec §9, in one place.
/** Page-data and app-data requests: the first try plus this many retries (spec §4, §9). */
export const PAGE_DATA_RETRIES = 3;
/** Pause between two tries of a failed page-data request. */
export const RETRY_DELAY_MS = 250;
/** A navigation slower than this shows the loading indicator (spec §4, §9). */
export const DELAYED_LOAD_MS = 1000;
/** Prefetch: pages per batch, and the wait before the first batch and between batches (spec §9). */
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_DELAY_MS = 3000;
/** Session storage key of a page's scroll position (spec §2.3). */
export const scrollKey = (pathname: string) => `@@scroll|${pathname}`;
/** Session storage key that remembers the one forced reload after a build-hash mismatch. */
export const BUILD_RELOAD_KEY = "@@build-hash-reload";
