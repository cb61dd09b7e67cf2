// /sw.js, written by workbox-build over the final output (spec §4, §7; README "Offline").
// Precaches the hashed assets and the offline page; HTML and page data are network-first with
// a short timeout and the cache as fallback; images are cache-first with an expiry; caches of
// older versions are removed on activation; nothing but a 200 is ever cached.
// SERVICE_WORKER=off at build time ships the kill switch instead: a worker that clears its
// caches and unregisters itself.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateSW } from "workbox-build";
import { RUNTIME_CACHES } from "../../policy/files.ts";

export type ServiceWorkerMode = "on" | "off";

export function serviceWorkerMode(env: Record<string, string | undefined> = process.env): ServiceWorkerMode {
  const value = (env.SERVICE_WORKER ?? "on").toLowerCase();
  if (value !== "on" && value !== "off") throw new Error(`SERVICE_WORKER must be "on" or "off", not "${env.SERVICE_WORKER}"`);
  return value;
}

export const KILL_SWITCH = `// Kill switch (SERVICE_WORKER=off): remove every cache of this site and this worker.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: "window" })) client.navigate(client.url);
  })());
});
`;

export async function writeServiceWorker(clientDir: string, mode: ServiceWorkerMode): Promise<{ precached: number; bytes: number }> {
  const swDest = join(clientDir, "sw.js");
  if (mode === "off") {
    writeFileSync(swDest, KILL_SWITCH);
    return { precached: 0, bytes: 0 };
  }
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ["assets/**/*.{js,css,woff2}", "offline.html", "de/offline.html", "manifest.webmanifest", "icons/*.png"],
    swDest,
    mode: "production",
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Hashed file names carry their version; no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkFirst",
        options: {
          cacheName: RUNTIME_CACHES.pages,
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          // The offline page in the page's language (scripts/build/offline-page.ts). workbox-build
          // copies this function into sw.js as source: it may use only the worker's globals.
          plugins: [
            {
              handlerDidError: async ({ request }: { request: Request }) => {
                const { pathname } = new URL(request.url);
                const german = pathname === "/de" || pathname.startsWith("/de/");
                return caches.match(german ? "/de/offline.html" : "/offline.html", { ignoreSearch: true });
              },
            },
          ],
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith("/page-data/") || url.pathname.startsWith("/slice-data/"),
        handler: "NetworkFirst",
        options: { cacheName: RUNTIME_CACHES.pageData, networkTimeoutSeconds: 3, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url }) => /\.(?:png|svg|webp|avif|jpg|jpeg)$/.test(url.pathname) && !url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: {
          cacheName: RUNTIME_CACHES.images,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  });
  if (warnings.length) throw new Error(`workbox-build: ${warnings.join("; ")}`);
  return { precached: count, bytes: size };
}
