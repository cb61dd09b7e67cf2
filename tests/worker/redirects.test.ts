// The redirect engine in workerd, on the fixture site's rules (tests/fixtures/site/redirects):
// one 301 per request for every kind of rule, the query kept, HEAD, page data, hosts, and a
// push and rollback of the map in KV.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CANONICAL_REDIRECT_MAX_AGE, RULE_REDIRECT_MAX_AGE } from "../../redirects/engine/freshness.ts";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { buildShards } from "../../redirects/engine/shards.ts";
import { get, getJson } from "./helpers.ts";

afterEach(() => vi.useRealTimers());

async function answer(path: string, method = "GET"): Promise<[number, string | null]> {
  const res = await get(path, { method });
  return [res.status, res.headers.get("location")];
}

describe("the redirect engine", () => {
  it("folds letter case, trailing slashes and the query string into one 301", async () => {
    for (const variant of ["/services/crm", "/SERVICES/CRM", "/Services/Crm", "/services/crm/", "/SERVICES/CRM/"]) {
      for (const query of ["", "?utm_source=mail&x=1"])
        expect(await answer(`${variant}${query}`), `${variant}${query}`).toEqual([301, `/crm${query}`]);
    }
  });

  it("matches a rule marked exact only in its own letter case", async () => {
    expect(await answer("/Legacy/Exact")).toEqual([301, "/contacts"]);
    expect(await answer("/legacy/exact")).toEqual([404, null]);
  });

  it("tells /x/ from /x when both have rules, and falls back to /x for /x/ otherwise", async () => {
    expect(await answer("/old-guide/")).toEqual([301, "/crm/data-migration"]);
    expect(await answer("/old-guide")).toEqual([301, "/services"]);
    expect(await answer("/company/")).toEqual([301, "/company/about"]);
  });

  it("answers a chain with its last target in one hop", async () => {
    expect(await answer("/chain-start?ref=1")).toEqual([301, "/crm?ref=1"]);
    expect((await get("/crm")).status).toBe(200);
  });

  it("keeps a target's fragment", async () => {
    expect(await answer("/offices")).toEqual([301, "/contacts#offices"]);
  });

  it("sends visitors off the site only to the allowed hosts, keeping the query", async () => {
    expect(await answer("/status?from=footer")).toEqual([301, "https://status.fixture.example/?from=footer"]);
  });

  it("answers HEAD like GET", async () => {
    expect(await answer("/Services/CRM/", "HEAD")).toEqual([301, "/crm"]);
  });

  it("answers the page data of an old address with a 301 to its target's page data", async () => {
    expect(await answer("/page-data/services/crm/page-data.json")).toEqual([301, "/page-data/crm/page-data.json"]);
    expect(await answer("/page-data/chain-start/page-data.json")).toEqual([301, "/page-data/crm/page-data.json"]);
    expect((await get("/page-data/crm/page-data.json")).status).toBe(200);
  });

  it("answers the page data of an address whose target has a fragment with the target's page data, without the fragment", async () => {
    expect(await answer("/page-data/offices/page-data.json?ref=x")).toEqual([301, "/page-data/contacts/page-data.json"]);
    expect((await get("/page-data/contacts/page-data.json")).status).toBe(200);
    expect(await answer("/offices", "HEAD")).toEqual([301, "/contacts#offices"]);
  });

  it("lets browsers keep a rule's 301 for at most 5 minutes, and a letter-case or slash 301 for a day", async () => {
    const maxAge = async (path: string) => {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      return /^public, max-age=(\d+)$/.exec(res.headers.get("cache-control") ?? "")?.[1];
    };
    expect(RULE_REDIRECT_MAX_AGE).toBeLessThanOrEqual(300);
    // Rules: a page's address, an external target, and a rule answered through page data.
    for (const path of ["/services/crm", "/status", "/page-data/services/crm/page-data.json"])
      expect(Number(await maxAge(path)), path).toBe(RULE_REDIRECT_MAX_AGE);
    // Canonical: another letter case of a page, a trailing slash, and the page data of a case variant.
    for (const path of ["/CRM", "/crm/", "/page-data/CRM/page-data.json"])
      expect(Number(await maxAge(path)), path).toBe(CANONICAL_REDIRECT_MAX_AGE);
    expect(CANONICAL_REDIRECT_MAX_AGE).toBe(86_400);
  });

  it("serves a pushed map and, after a rollback, the previous answers again", async () => {
    async function push(text: string, version: string) {
      const map = buildShards(parseRules(text, "push.txt").rules, version);
      for (const [i, shard] of map.shards.entries()) await env.REDIRECTS.put(shardKey(version, i), JSON.stringify(shard));
      await env.REDIRECTS.put(metaKey(version), JSON.stringify(map.meta));
      await env.REDIRECTS.put(POINTER_KEY, version);
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    const later = () => vi.setSystemTime(Date.now() + 31_000); // past the Worker's 30 s pointer cache
    await push("/services/crm /crm\n", "before1");
    later();
    expect(await answer("/services/crm")).toEqual([301, "/crm"]);

    await push("/services/crm /services\n", "after1");
    later();
    expect(await answer("/services/crm")).toEqual([301, "/services"]);
    expect(await getJson("/__version")).toMatchObject({ redirectMapVersion: "after1", redirectMapSource: "kv" });

    await env.REDIRECTS.put(POINTER_KEY, "before1"); // what `npm run redirects -- rollback` writes
    later();
    expect(await answer("/services/crm")).toEqual([301, "/crm"]);
  });
});
