// Remix's hand-off to the browser (`window.__remixContext`), which a pre-rendered page does not
// carry (docs/decisions/018-speed.md): the future flags the build uses (remix.config.js) and the
// browser's router starts with, and what a page's deferred script hands the entry instead
// (app/runtime/handoff.ts). The build checks that the entry rebuilds what Remix wrote
// (scripts/build/defer-hydration.ts).
export const REMIX_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_routeConfig: true,
  // Why route discovery stays off: docs/decisions/002-remix-vite-and-routes.md.
  v3_lazyRouteDiscovery: false,
} as const;

/** The settings part of Remix's hand-off (`window.__remixContext`), as Remix writes it. */
export const REMIX_HANDOFF_SETTINGS = {
  basename: "/",
  future: { ...REMIX_FUTURE, unstable_optimizeDeps: false },
  isSpaMode: false,
} as const;

/** Where a pre-rendered page's deferred script hands the entry what is the page's own. */
export const REMIX_HANDOFF = "__remixHandoff";

/** What a page's deferred script hands the entry under `window[REMIX_HANDOFF]`. */
export interface Handoff {
  /** The URL of Remix's manifest chunk. */
  manifest: string;
  /** The module URL of each route the page matched, by route id. */
  routes: Record<string, string>;
  /** Remix's single-fetch stream of the page's loader data, as its inline scripts enqueued it. */
  data: string;
}
