// The redirect map read from a real local KV: pointer key, sharded reads, isolate cache, fallbacks.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { buildShards, shardOf, snapshotOf, type ShardedMap } from "../../redirects/engine/shards.ts";
import type { LogEvent } from "../../worker/log.ts";
import { KV_RETRY_AFTER_MS, KV_TIMEOUT_MS, REDIRECT_CACHE_TTL_MS, RedirectStore } from "../../worker/redirect-store.ts";

const map = (text: string, version: string, shards = 4) => buildShards(parseRules(text, "t.txt").rules, version, { shardCount: shards });
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

  describe("a version whose shards are not what its meta says", () => {
    const v3 = map("/old /company/about\n/newer /crm\n", "v3");
    const oldShard = shardOf("/old", v3.meta.shardCount);
    const events = (log: ReturnType<typeof vi.fn>) => log.mock.calls.map(([e]) => (e as LogEvent).event);

    async function storeOnV2ThenPointAtV3(writeV3: () => Promise<void>) {
      await push(v2);
      const log = vi.fn<(event: LogEvent) => void>();
      const store = new RedirectStore(snapshot, log);
      expect(await store.find(env.REDIRECTS, "/old", 0)).toMatchObject({ rule: { toPath: "/services" }, source: "kv" });
      await writeV3();
      await env.REDIRECTS.put(POINTER_KEY, "v3");
      return { store, log };
    }

    it("names a shard that is not JSON as such, not as missing", async () => {
      const { store, log } = await storeOnV2ThenPointAtV3(async () => {
        await push({ ...v3, meta: { ...v3.meta } });
        await env.REDIRECTS.put(shardKey("v3", oldShard), '{"folded":{"/old"');
      });
      expect(await store.find(env.REDIRECTS, "/old", REDIRECT_CACHE_TTL_MS)).toMatchObject({ version: "v2", source: "stale" });
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-corrupt", detail: `shard ${oldShard}: not JSON` }));
    });

    it.each([
      [
        "a rule without a target",
        (shard: Record<string, Record<string, unknown>>) => ({ ...shard, folded: { "/old": { fromPath: "/old", toPath: null } } }),
      ],
      [
        "a rule stored as a string",
        (shard: Record<string, Record<string, unknown>>) => ({ ...shard, folded: { "/old": "/company/about" } }),
      ],
      ["a shard that is a list", () => ["/old", "/company/about"]],
    ])("sets the version aside for %s and answers from the last good one, without throwing", async (_, spoil) => {
      const { store, log } = await storeOnV2ThenPointAtV3(async () => {
        await push({ ...v3, meta: { ...v3.meta } });
        const shard = v3.shards[oldShard] as unknown as Record<string, Record<string, unknown>>;
        await env.REDIRECTS.put(shardKey("v3", oldShard), JSON.stringify(spoil(shard)));
      });
      await env.REDIRECTS.put(POINTER_KEY, "v3");
      expect(await store.find(env.REDIRECTS, "/old", REDIRECT_CACHE_TTL_MS)).toMatchObject({
        rule: { toPath: "/services" },
        version: "v2",
        source: "stale",
      });
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: "redirect-map-corrupt", badVersion: "v3", mapVersion: "v2" }));
    });

    it("finds a meta whose shard count disagrees with the shards written", async () => {
      const { store, log } = await storeOnV2ThenPointAtV3(async () => {
        // Shards written for four shards, meta saying two: rules would be looked for in the wrong shard.
        const two = map("/old /company/about\n/newer /crm\n", "v3", 2);
        for (const [i, shard] of v3.shards.entries()) await env.REDIRECTS.put(shardKey("v3", i), JSON.stringify(shard));
        await env.REDIRECTS.put(metaKey("v3"), JSON.stringify(two.meta));
      });
      for (const path of ["/old", "/newer"]) {
        const found = await store.find(env.REDIRECTS, path, REDIRECT_CACHE_TTL_MS);
        expect(found.version, path).toBe("v2");
      }
      expect(events(log)).toEqual(["redirect-map-corrupt"]);
    });

    it("logs recovered only once the missing shard of a partial push is there", async () => {
      const { store, log } = await storeOnV2ThenPointAtV3(async () => {
        for (const [i, shard] of v3.shards.entries()) if (i !== oldShard) await env.REDIRECTS.put(shardKey("v3", i), JSON.stringify(shard));
        await env.REDIRECTS.delete(shardKey("v3", oldShard));
        await env.REDIRECTS.put(metaKey("v3"), JSON.stringify(v3.meta));
      });
      for (let i = 1; i <= 3; i++) {
        expect(await store.find(env.REDIRECTS, "/old", i * REDIRECT_CACHE_TTL_MS)).toMatchObject({ version: "v2", source: "stale" });
        // Other shards of v3 read well meanwhile: still no recovery.
        await store.find(env.REDIRECTS, "/newer", i * REDIRECT_CACHE_TTL_MS + 1);
      }
      expect(events(log)).toEqual(["redirect-map-corrupt"]);
      await env.REDIRECTS.put(shardKey("v3", oldShard), JSON.stringify(v3.shards[oldShard]));
      expect(await store.find(env.REDIRECTS, "/old", 5 * REDIRECT_CACHE_TTL_MS)).toMatchObject({
        rule: { toPath: "/company/about" },
        version: "v3",
        source: "kv",
      });
      expect(events(log)).toEqual(["redirect-map-corrupt", "redirect-map-recovered"]);
    });
  });

  it("waits on a slow KV once, then answers at once until it tries KV again", async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const hanging = {
        get: () => {
          calls++;
          return new Promise(() => {});
        },
      } as unknown as KVNamespace;
      const log = vi.fn<(event: LogEvent) => void>();
      const store = new RedirectStore(snapshot, log);
      // A path with a trailing slash looks up two sources: still one wait.
      const first = store.find(hanging, "/old/", 0);
      await vi.advanceTimersByTimeAsync(KV_TIMEOUT_MS);
      expect(await first).toMatchObject({ source: "snapshot", rule: { toPath: "/crm" } });
      expect(calls).toBe(1);
      let answered = false;
      const second = store.find(hanging, "/old/", KV_TIMEOUT_MS + 10).then((found) => {
        answered = true;
        return found;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(answered).toBe(true);
      expect(await second).toMatchObject({ source: "snapshot" });
      expect(calls).toBe(1);
      expect(store.peek().source).toBe("snapshot");
      expect(log.mock.calls.map(([e]) => e.event)).toEqual(["redirect-map-unreadable"]);
      // After the pause KV is asked again.
      const third = store.find(hanging, "/old", KV_TIMEOUT_MS + KV_RETRY_AFTER_MS + 10);
      await vi.advanceTimersByTimeAsync(KV_TIMEOUT_MS);
      await third;
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says when the bundled snapshot holds only the map's first rules", async () => {
    const rules = "/old /crm\n/second /company/about\n/third /contacts\n";
    const partial = snapshotOf(
      map(rules, "full").shards.flatMap((s) => [...Object.values(s.folded)]),
      "full",
      1,
      [],
    );
    const log = vi.fn<(event: LogEvent) => void>();
    const store = new RedirectStore(partial, log);
    const empty = { get: async () => null } as unknown as KVNamespace;
    const found = await store.find(empty, "/nothing-here", 0);
    expect(found).toMatchObject({ version: "full-first1", source: "partial-snapshot" });
    await store.find(empty, "/old", REDIRECT_CACHE_TTL_MS);
    expect(log.mock.calls.map(([e]) => e.event).filter((e) => e === "redirect-map-snapshot-partial")).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ snapshotRules: 1, mapRules: 3 }));
  });
});
