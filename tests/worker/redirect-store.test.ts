// The redirect map read from a real local KV: pointer key, sharded reads, isolate cache, fallbacks.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/core/kv-layout.ts";
import { parseRules } from "../../redirects/core/rules.ts";
import { buildShards, type ShardedMap } from "../../redirects/core/shards.ts";
import type { LogEvent } from "../../worker/log.ts";
import { REDIRECT_CACHE_TTL_MS, RedirectStore } from "../../worker/redirect-store.ts";

const map = (text: string, version: string, shards = 4) => buildShards(parseRules(text, "t.txt").rules, version, shards);
const snapshot = map("/old /crm\n", "snap", 1);
const v2 = map("/old /services\n/newer /crm\n", "v2");

async function push(m: ShardedMap) {
  for (const [i, shard] of m.shards.entries()) await env.REDIRECTS.put(shardKey(m.meta.version, i), JSON.stringify(shard));
  await env.REDIRECTS.put(metaKey(m.meta.version), JSON.stringify(m.meta));
  await env.REDIRECTS.put(POINTER_KEY, m.meta.version);
}

describe("RedirectStore", () => {
  it("answers from the bundled snapshot while KV is empty, and logs that once", async () => {
    const log = vi.fn<(event: LogEvent) => void>();
    const store = new RedirectStore(snapshot, log);
    for (let t = 0; t < 5; t++) {
      expect(await store.find(env.REDIRECTS, "/OLD/", t * REDIRECT_CACHE_TTL_MS)).toMatchObject({
        rule: { toPath: "/crm" },
        version: "snap",
        source: "snapshot",
      });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-empty", level: "error", mapVersion: "snap" }));
  });

  it("reads only the shards it needs, and keeps the version until the TTL passes", async () => {
    await push(v2);
    const get = vi.spyOn(env.REDIRECTS, "get");
    const store = new RedirectStore(snapshot, vi.fn());
    expect(await store.find(env.REDIRECTS, "/old", 0)).toMatchObject({ rule: { toPath: "/services" }, version: "v2", source: "kv" });
    const keys = get.mock.calls.map(([k]) => k);
    expect(keys.filter((k) => String(k).includes(":shard:"))).toHaveLength(1);
    await push(map("/old /company/about\n", "v3"));
    expect((await store.find(env.REDIRECTS, "/old", REDIRECT_CACHE_TTL_MS - 1)).version).toBe("v2");
    expect(await store.find(env.REDIRECTS, "/old", REDIRECT_CACHE_TTL_MS)).toMatchObject({
      rule: { toPath: "/company/about" },
      version: "v3",
    });
    get.mockRestore();
  });

  it("keeps answering from the last good version when a pushed payload is corrupt, logging once", async () => {
    await push(v2);
    const log = vi.fn<(event: LogEvent) => void>();
    const store = new RedirectStore(snapshot, log);
    await store.find(env.REDIRECTS, "/old", 0);
    await env.REDIRECTS.put(metaKey("broken"), "{not json");
    await env.REDIRECTS.put(POINTER_KEY, "broken");
    for (let i = 1; i <= 3; i++) {
      expect(await store.find(env.REDIRECTS, "/old", i * REDIRECT_CACHE_TTL_MS)).toMatchObject({
        rule: { toPath: "/services" },
        version: "v2",
        source: "stale",
      });
    }
    expect(log.mock.calls.map(([e]) => e.event)).toEqual(["redirect-map-corrupt"]);
    await env.REDIRECTS.put(POINTER_KEY, "v2");
    expect(await store.find(env.REDIRECTS, "/old", 10 * REDIRECT_CACHE_TTL_MS)).toMatchObject({ source: "kv", version: "v2" });
    expect(log.mock.calls.map(([e]) => e.event)).toEqual(["redirect-map-corrupt", "redirect-map-recovered"]);
  });

  it("answers from the snapshot when a shard is corrupt", async () => {
    await push(v2);
    for (let i = 0; i < v2.meta.shardCount; i++) await env.REDIRECTS.put(shardKey("v2", i), "[broken");
    const log = vi.fn<(event: LogEvent) => void>();
    const store = new RedirectStore(snapshot, log);
    expect(await store.find(env.REDIRECTS, "/old", 0)).toMatchObject({ rule: { toPath: "/crm" }, source: "snapshot" });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-corrupt" }));
  });

  it("falls back to the snapshot when KV throws or hangs", async () => {
    const failing = { get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace;
    const log = vi.fn<(event: LogEvent) => void>();
    const store = new RedirectStore(snapshot, log);
    expect(await store.find(failing, "/old", 0)).toMatchObject({ rule: { toPath: "/crm" }, source: "snapshot" });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-unreadable" }));
    vi.useFakeTimers();
    try {
      const hanging = { get: () => new Promise(() => {}) } as unknown as KVNamespace;
      const slow = new RedirectStore(snapshot, vi.fn());
      const pending = slow.find(hanging, "/old", 0);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await pending).toMatchObject({ source: "snapshot", rule: { toPath: "/crm" } });
    } finally {
      vi.useRealTimers();
    }
  });
});
