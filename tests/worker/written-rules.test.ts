// The rules `import` and `not-found --write` wrote (tests/fixtures/written-rules/, kept equal to
// the tools' output by tests/unit/written-rules.test.ts), published and answered by the Worker in
// workerd: every form a browser may send each address in reaches its rule (decision 030).
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import imported from "../fixtures/written-rules/imported.txt?raw";
import fromLog from "../fixtures/written-rules/from-404s.txt?raw";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { buildShards } from "../../redirects/engine/shards.ts";
import { get } from "./helpers.ts";

afterEach(() => vi.useRealTimers());

describe("rules the tools wrote", () => {
  it("answer 301 for each address in every form it is sent in", async () => {
    const rules = [...parseRules(imported, "imported.txt").rules, ...parseRules(fromLog, "from-404s.txt").rules];
    expect(rules).toHaveLength(5);
    const map = buildShards(rules, "written1");
    for (const [i, shard] of map.shards.entries()) await env.REDIRECTS.put(shardKey("written1", i), JSON.stringify(shard));
    await env.REDIRECTS.put(metaKey("written1"), JSON.stringify(map.meta));
    await env.REDIRECTS.put(POINTER_KEY, "written1");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000); // past the Worker's 30 s pointer cache

    const forms = (path: string) => [path, encodeURI(path), encodeURI(path.normalize("NFD"))];
    const expected: Array<[string, string]> = [
      ["/de/über-alt", "/crm"],
      ["/promo x", "/services"],
      ["/de/über-team", "/company/about"],
      ["/de/kontakt-für-sie", "/de/kontakt"],
      ["/crm/data migration", "/crm/data-migration"],
    ];
    for (const [path, target] of expected) {
      for (const sent of forms(path)) {
        const res = await get(sent);
        expect([res.status, res.headers.get("location")], sent).toEqual([301, target]);
      }
    }
  });
});
