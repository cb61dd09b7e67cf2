// Prefetch of links in view (spec §4, §9): a queue that waits PREFETCH_DELAY_MS, then loads
// pages in batches of PREFETCH_BATCH_SIZE with the same wait between batches; a link that
// leaves the view before its turn is dropped. Skipped on 2g, with data saver and for crawlers.
// Crawlers are told by isbot's short pattern (bot, crawl, spider, a URL in the user agent...):
// its full list costs 1.1 KB gzip on every page, and a crawler it misses only prefetches.
import { isbotNaive } from "isbot";
import { PREFETCH_BATCH_SIZE, PREFETCH_DELAY_MS } from "./constants.ts";

export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(nav: { userAgent: string; connection?: ConnectionLike }): boolean {
  const c = nav.connection;
  if (c?.saveData) return false;
  if (c?.effectiveType?.includes("2g")) return false;
  return !isbotNaive(nav.userAgent);
}

export interface QueueOptions {
  load: (path: string) => Promise<unknown>;
  isLoaded: (path: string) => boolean;
  delayMs?: number;
  batchSize?: number;
}

export class PrefetchQueue {
  private readonly waiting = new Set<string>();
  private readonly done = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<QueueOptions>;

  constructor(options: QueueOptions) {
    this.options = { delayMs: PREFETCH_DELAY_MS, batchSize: PREFETCH_BATCH_SIZE, ...options };
  }

  /** A link came into view. */
  add(path: string): void {
    if (this.done.has(path) || this.options.isLoaded(path)) return;
    this.waiting.add(path);
    this.schedule();
  }

  /** A link left the view before its turn. */
  remove(path: string): void {
    this.waiting.delete(path);
  }

  /** Hover or focus: load now, outside the queue. */
  now(path: string): void {
    this.waiting.delete(path);
    this.start(path);
  }

  get pending(): string[] {
    return [...this.waiting];
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => this.runBatch(), this.options.delayMs);
  }

  private runBatch(): void {
    this.timer = undefined;
    const batch = [...this.waiting].slice(0, this.options.batchSize);
    for (const path of batch) {
      this.waiting.delete(path);
      this.start(path);
    }
    if (this.waiting.size) this.schedule();
  }

  private start(path: string): void {
    if (this.done.has(path) || this.options.isLoaded(path)) return;
    this.done.add(path);
    this.options.load(path).catch(() => this.done.delete(path));
  }
}
