import { describe, expect, it } from "vitest";
import { parseRules } from "./rules.ts";
import { buildShards, findInShards, isMeta, shardCountFor, shardOf, shardProblem, snapshotOf } from "./shards.ts";

const { rules } = parseRules(
  [
    "/services/crm /crm",
    "/blog/5-ways-big-data-can-destroy-or-save-your-business/ /data/analytics",
    "/blog/5-ways-big-data-can-destroy-or-save-your-business /blog",
    "/Exact/Case /company/about exact",
  ].join("\n"),
  "test.txt",
);

describe("sharded map", () => {
  for (const shardCount of [1, 4, 64]) {
    const map = buildShards(rules, "v1", { shardCount });
    describe(`with ${shardCount} shard(s)`, () => {
      it("ignores letter case for rules that ignore case", () => {
        expect(findInShards(map, "/Services/CRM")?.toPath).toBe("/crm");
        expect(findInShards(map, "/SERVICES/crm/")?.toPath).toBe("/crm");
      });
      it("matches exact rules only in their own letter case", () => {
        expect(findInShards(map, "/Exact/Case")?.toPath).toBe("/company/about");
        expect(findInShards(map, "/exact/case")).toBeUndefined();
      });
      it("tries the source with its trailing slash before the source without it", () => {
        expect(findInShards(map, "/blog/5-ways-big-data-can-destroy-or-save-your-business/")?.toPath).toBe("/data/analytics");
        expect(findInShards(map, "/blog/5-ways-big-data-can-destroy-or-save-your-business")?.toPath).toBe("/blog");
      });
      it("finds nothing for paths without a rule", () => {
        expect(findInShards(map, "/crm")).toBeUndefined();
      });
    });
  }

  it("puts a path and its other letter cases in the same shard", () => {
    expect(shardOf("/Services/CRM", 64)).toBe(shardOf("/services/crm", 64));
  });

  it("sizes shards to about 256 rules, in powers of two", () => {
    expect([0, 1, 256, 257, 1000, 100_000].map(shardCountFor)).toEqual([1, 1, 1, 2, 4, 512]);
  });

  it("spreads rules evenly across shards", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `/blog/post-${i}-about-topic-${i % 97}`);
    const counts = new Array(64).fill(0) as number[];
    for (const p of many) counts[shardOf(p, 64)]! += 1;
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThan(1.5);
  });

  it("describes each version: rules per shard and the hosts its targets may name", () => {
    const map = buildShards(rules, "v1", { shardCount: 4, externalHosts: ["jobs.northfold.example"] });
    expect(map.meta.shardSizes.reduce((a, b) => a + b)).toBe(4);
    expect(map.meta).toMatchObject({ ruleCount: 4, shardCount: 4, externalHosts: ["jobs.northfold.example"] });
    expect(isMeta(map.meta)).toBe(true);
    expect(isMeta({ ...map.meta, ruleCount: 5 })).toBe(false);
    expect(isMeta({ ...map.meta, shardSizes: [4] })).toBe(false);
    expect(isMeta({ version: "v1", shardCount: 4, ruleCount: 4 })).toBe(false);
  });

  it("finds what is wrong with a shard read back: shape, rule fields, keys, shard and count", () => {
    const map = buildShards(rules, "v1", { shardCount: 4 });
    const index = map.meta.shardSizes.findIndex((n) => n > 0);
    const shard = map.shards[index]!;
    const [key, rule] = Object.entries(shard.folded)[0] ?? Object.entries(shard.exact)[0]!;
    const table = key in shard.folded ? "folded" : "exact";
    expect(shardProblem(shard, map.meta, index)).toBeNull();
    expect(shardProblem("[]", map.meta, index)).toBe("not a shard");
    expect(shardProblem({ ...shard, [table]: { ...shard[table], [key]: { ...rule, toPath: null } } }, map.meta, index)).toMatch(
      /^malformed rule/,
    );
    expect(shardProblem({ ...shard, [table]: { ...shard[table], [key]: "/crm" } }, map.meta, index)).toMatch(/^malformed rule/);
    expect(shardProblem({ ...shard, [table]: { ...shard[table], "/elsewhere": rule } }, map.meta, index)).toMatch(/wrong key/);
    expect(shardProblem({ folded: {}, exact: {} }, map.meta, index)).toMatch(/^0 rules where the meta says/);
    // The same rules under a meta that claims another shard count: rules sit in the wrong shards.
    const other = buildShards(rules, "v1", { shardCount: 2 });
    const wrong = other.meta.shardSizes.map((_, i) =>
      shardProblem(other.shards[i], { ...map.meta, shardCount: 2, shardSizes: other.meta.shardSizes }, i),
    );
    expect(wrong.every((p) => p === null)).toBe(true);
    expect(
      map.shards.some((s, i) => shardProblem(s, { ...map.meta, shardCount: 8, shardSizes: [...map.meta.shardSizes, 0, 0, 0, 0] }, i)),
    ).toBe(true);
  });

  it("marks a snapshot that holds only the first rules, under a version of its own", () => {
    expect(snapshotOf(rules, "v1", 10, []).meta).toMatchObject({ version: "v1", ruleCount: 4 });
    expect(snapshotOf(rules, "v1", 10, []).meta.partialOf).toBeUndefined();
    expect(snapshotOf(rules, "v1", 2, ["a.example"]).meta).toMatchObject({
      version: "v1-first2",
      ruleCount: 2,
      partialOf: 4,
      externalHosts: ["a.example"],
    });
  });
});
