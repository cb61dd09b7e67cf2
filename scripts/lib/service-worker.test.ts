import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KILL_SWITCH, serviceWorkerMode, writeServiceWorker } from "./service-worker.ts";

describe("the service worker the build writes", () => {
  it("is the kill switch with SERVICE_WORKER=off: it clears every cache and unregisters itself", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sw-"));
    try {
      await writeServiceWorker(dir, "off");
      const sw = readFileSync(join(dir, "sw.js"), "utf8");
      expect(sw).toBe(KILL_SWITCH);
      expect(sw).toContain("caches.delete(key)");
      expect(sw).toContain("self.registration.unregister()");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the setting strictly", () => {
    expect(serviceWorkerMode({})).toBe("on");
    expect(serviceWorkerMode({ SERVICE_WORKER: "off" })).toBe("off");
    expect(() => serviceWorkerMode({ SERVICE_WORKER: "disabled" })).toThrow('SERVICE_WORKER must be "on" or "off"');
  });

  it("precaches hashed assets and the offline page, and caches nothing but a 200", async () => {
    const sw = readFileSync(join(import.meta.dirname, "../../build/client/sw.js"), "utf8");
    expect(sw).toMatch(/offline\.html/);
    expect(sw).toMatch(/assets\/entry\.client-[\w-]+\.js/);
    expect(sw).toMatch(/statuses:\[200\]/);
    expect(sw).toMatch(/cleanupOutdatedCaches/);
  });
});
