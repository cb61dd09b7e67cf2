import { describe, expect, it } from "vitest";
import { parseRules } from "./rules.ts";
import { buildShards, findInShards, shardCountFor, shardOf } from "./shards.ts";

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
    const map = buildShards(rules, "v1", shardCount);
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
});
