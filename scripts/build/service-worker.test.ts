import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serviceWorkerMode, writeServiceWorker } from "./service-worker.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client folder as the build leaves it, with a few files of each kind. */
function clientDir(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "sw-"));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `/* ${file} */`);
  }
  return dir;
}

// workbox-build writes a real service worker: seconds on a busy machine.
describe("the service worker the build writes", { timeout: 60_000 }, () => {
  it("precaches hashed assets and the offline page, never pages or page data, and caches nothing but a 200", async () => {
    const dir = clientDir([
      "assets/entry.client-AbC123.js",
      "assets/site-Xy9.css",
      "offline.html",
      "de/offline.html",
      "manifest.webmanifest",
      "icons/icon-512.png",
      "crm.html",
      "page-data/crm/page-data.json",
      "images/hero.svg",
    ]);
    const { precached } = await writeServiceWorker(dir, "on");
    const sw = readFileSync(join(dir, "sw.js"), "utf8");
    expect(precached).toBe(6);
    expect(sw).toContain('"assets/entry.client-AbC123.js"');
    expect(sw).toContain('"offline.html"');
    expect(sw).toContain('"de/offline.html"');
    // The navigation handler's fallback picks the offline page of the address's language.
    expect(sw).toMatch(/handlerDidError.*\?"\/de\/offline\.html":"\/offline\.html"/s);
    expect(sw).not.toContain("crm.html");
    expect(sw).not.toContain("page-data/crm");
    expect(sw).not.toContain("images/hero.svg");
    expect(sw).toMatch(/statuses:\[200\]/);
    expect(sw).not.toMatch(/statuses:\[(?!200\])/);
    expect(sw).toMatch(/cleanupOutdatedCaches/);
  });

  it("is the kill switch with SERVICE_WORKER=off: it clears every cache and unregisters itself", async () => {
    const dir = clientDir(["assets/entry.client-AbC123.js"]);
    expect(await writeServiceWorker(dir, "off")).toEqual({ precached: 0, bytes: 0 });
    const sw = readFileSync(join(dir, "sw.js"), "utf8");
    expect(sw).toContain("caches.delete(key)");
    expect(sw).toContain("self.registration.unregister()");
    expect(sw).not.toContain("precache");
  });

  it("reads the setting strictly", () => {
    expect(serviceWorkerMode({})).toBe("on");
    expect(serviceWorkerMode({ SERVICE_WORKER: "off" })).toBe("off");
    expect(() => serviceWorkerMode({ SERVICE_WORKER: "disabled" })).toThrow('SERVICE_WORKER must be "on" or "off"');
  });
});
