// Registers /sw.js (spec §4, §8): only in a secure context (https, or a loopback host for
// development), with the update flow of spec §4. When the build ships the kill switch, it
// removes any registration instead.
import { RUNTIME_CACHES } from "../../policy/files.ts";

export const INSECURE_MESSAGE = "Service workers can only be used over HTTPS, or on localhost for development";
export const OFFLINE_READY_MESSAGE = "Content is now available offline!";
export const REDUNDANT_MESSAGE = "The installing service worker became redundant.";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isSecureForServiceWorker(location: { protocol: string; hostname: string }): boolean {
  return location.protocol === "https:" || LOOPBACK.has(location.hostname);
}

let updated = false;
let resourcesFailed = false;

/** A newer worker took over: the next navigation must load the page in full. */
export function appUpdated(): boolean {
  return updated;
}

/** Page resources failed to load; an update then reloads at once (spec §4). */
export function markResourcesFailed(): void {
  resourcesFailed = true;
}

export interface SwEnv {
  location: { protocol: string; hostname: string; reload(): void };
  container: ServiceWorkerContainer | undefined;
  caches?: Pick<CacheStorage, "keys" | "delete">;
  log: Pick<Console, "log" | "error">;
}

export async function registerServiceWorker(env: SwEnv, enabled: boolean): Promise<ServiceWorkerRegistration | null> {
  // Browsers hide navigator.serviceWorker outside secure contexts: check the origin first.
  if (enabled && !isSecureForServiceWorker(env.location)) {
    env.log.error(INSECURE_MESSAGE);
    return null;
  }
  if (!env.container) return null;
  if (!enabled) {
    // Kill switch: the page removes the worker and its caches itself, in case the worker's own
    // clean-up (the kill-switch /sw.js) never gets to run.
    for (const registration of await env.container.getRegistrations()) await registration.unregister();
    if (env.caches) for (const key of await env.caches.keys()) await env.caches.delete(key);
    // A page still controlled by the old worker would refill the caches: load it once more
    // without the worker (uncontrolled after the unregistration, so this cannot loop).
    if (env.container.controller) env.location.reload();
    return null;
  }
  try {
    const registration = await env.container.register("/sw.js");
    if (!registration) return null; // a browser that blocks service workers
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed") {
          if (env.container?.controller) {
            updated = true;
            if (resourcesFailed) env.location.reload();
          } else {
            env.log.log(OFFLINE_READY_MESSAGE);
          }
        } else if (installing.state === "redundant") {
          env.log.error(REDUNDANT_MESSAGE);
        }
      });
    });
    return registration;
  } catch (error) {
    env.log.error("Error during service worker registration:", error);
    return null;
  }
}

/** After a build-hash mismatch: drop the cached HTML and page data of that path. */
export async function forgetCachedPage(pathname: string, pageDataUrl: string): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await Promise.all([
      (await caches.open(RUNTIME_CACHES.pages)).delete(pathname, { ignoreSearch: true }),
      (await caches.open(RUNTIME_CACHES.pageData)).delete(pageDataUrl),
    ]);
  } catch {
    // Cache storage may be unavailable (private modes): nothing to forget then.
  }
}

export function resetServiceWorkerState(): void {
  updated = false;
  resourcesFailed = false;
}
