// The redirect map read from a real local KV: pointer key, isolate cache, fallbacks.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { compileMap } from "../../redirects/core/map.ts";
import { mapKey, POINTER_KEY } from "../../redirects/core/kv-layout.ts";
import { parseRules } from "../../redirects/core/rules.ts";
import { REDIRECT_CACHE_TTL_MS, RedirectStore } from "../../worker/redirect-store.ts";

const snapshot = compileMap(parseRules("/old /crm\n", "t.txt").rules, "snap");
const pushed = compileMap(parseRules("/old /services\n/newer /crm\n", "t.txt").rules, "v2");

async function push(map: typeof pushed) {
  await env.REDIRECTS.put(mapKey(map.version), JSON.stringify(map));
  await env.REDIRECTS.put(POINTER_KEY, map.version);
}

describe("RedirectStore", () => {
  it("answers from the bundled snapshot while KV is empty, and logs that once", async () => {
    const log = vi.fn();
    const store = new RedirectStore(snapshot, log);
    for (let t = 0; t < 5; t++) {
      const loaded = await store.get(env.REDIRECTS, t * REDIRECT_CACHE_TTL_MS);
      expect(loaded).toMatchObject({ source: "snapshot", map: { version: "snap" } });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-empty", level: "error", mapVersion: "snap" }));
  });

  it("reads the version the pointer names and keeps it in memory until the TTL passes", async () => {
    await push(pushed);
    const store = new RedirectStore(snapshot, vi.fn());
    expect(await store.get(env.REDIRECTS, 0)).toMatchObject({ source: "kv", map: { version: "v2" } });
    const v3 = compileMap(parseRules("/old /company/about\n", "t.txt").rules, "v3");
    await push(v3);
    expect((await store.get(env.REDIRECTS, REDIRECT_CACHE_TTL_MS - 1)).map.version).toBe("v2");
    expect((await store.get(env.REDIRECTS, REDIRECT_CACHE_TTL_MS)).map.version).toBe("v3");
  });

  it("keeps answering from the last good map when the pushed payload is corrupt, logging once", async () => {
    await push(pushed);
    const log = vi.fn();
    const store = new RedirectStore(snapshot, log);
    await store.get(env.REDIRECTS, 0);
    await env.REDIRECTS.put(mapKey("broken"), "{not json");
    await env.REDIRECTS.put(POINTER_KEY, "broken");
    for (let i = 1; i <= 3; i++) {
      expect(await store.get(env.REDIRECTS, i * REDIRECT_CACHE_TTL_MS)).toMatchObject({ source: "stale", map: { version: "v2" } });
    }
    expect(log.mock.calls.map(([e]) => e.event)).toEqual(["redirect-map-corrupt"]);
    await env.REDIRECTS.put(POINTER_KEY, "v2");
    expect(await store.get(env.REDIRECTS, 10 * REDIRECT_CACHE_TTL_MS)).toMatchObject({ source: "kv", map: { version: "v2" } });
    expect(log.mock.calls.map(([e]) => e.event)).toEqual(["redirect-map-corrupt", "redirect-map-recovered"]);
  });

  it("falls back to the snapshot when KV throws", async () => {
    const failing = { get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace;
    const log = vi.fn();
    const store = new RedirectStore(snapshot, log);
    expect(await store.get(failing, 0)).toMatchObject({ source: "snapshot" });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-unreadable" }));
  });
});
