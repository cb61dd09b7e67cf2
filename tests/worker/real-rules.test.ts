// Real entries of redirects/rules.txt, answered by the Worker in workerd: every example of
// spec §2.4, letter-case, slash and query variants, HEAD, page data, and a push and rollback.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/core/kv-layout.ts";
import { parseRules } from "../../redirects/core/rules.ts";
import { buildShards } from "../../redirects/core/shards.ts";
import { get } from "./helpers.ts";

afterEach(() => vi.useRealTimers());

const SPEC_EXAMPLES: Array<[string, string]> = [
  ["/services/data-analytics", "/data/analytics"],
  ["/services/crm", "/crm"],
  ["/services/salesforce", "/crm/salesforce"],
  ["/privacy-policy", "/privacy-notice"],
  ["/privacy_policy", "/privacy-notice"],
  ["/company", "/company/about"],
  ["/company/", "/company/about"],
  ["/de/privacy-notice", "/de/datenschutzhinweis"],
  ["/solutions", "/services"],
  ["/technologies", "/services"],
  ["/blog/blockchain-standards", "/blockchain"],
  ["/blog/embedded-analytics-integration-levels", "/business-intelligence"],
  ["/salesforce-real-estate", "/crm/salesforce/real-estate"],
  ["/services/mobile-app-development", "/services/application/development/mobile"],
  ["/company/career", "/careers"],
  ["/blog/advanced-human-machine-interfaces-in-the-industry-4-0-era", "/blog/human-machine-interfaces"],
  ["/industries/automotive", "/automotive"],
  ["/services/augmented-virtual-reality", "/services/virtual-reality"],
  ["/blog/operational-intelligence", "/business-intelligence/operational"],
  ["/portfolio/hipaa-compliant-app-development", "/portfolio/wellness-platform-development"],
  ["/services/blockchain-consulting", "/blockchain/consulting"],
  ["/blog/5-ways-big-data-can-destroy-or-save-your-business/", "/data/analytics"],
  ["/blog/5-ways-big-data-can-destroy-or-save-your-business", "/big-data"],
];

describe("the shipped redirect map", () => {
  it.each(SPEC_EXAMPLES)("sends %s to %s in one 301 (spec §2.4)", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
    const landed = await get(to.split("#")[0] ?? to);
    expect(landed.status, `${to} is a live page`).toBe(200);
  });

  it("covers each group of spec §2.4 with real rules", async () => {
    const groups: Array<[string, RegExp]> = [
      ["/blog/retrieval-augmented-generation-over-company-documents", /^\/ai\//],
      ["/technologies/angular", /^\/developers\/angular$/],
      ["/services/custom-software-development", /^\/software-development\/custom-software$/],
      ["/industries/telecom", /^\/telecom$/],
      ["/experts/petra-lindqvist", /^\/node\/\d+$/],
      ["/de/experten/sabine-hartmann", /^\/node\/\d+$/],
      ["/portfolio/crypto-wallet", /^\/portfolio$/],
      ["/blog/christmas-card-2020", /^\/blog$/],
      ["/blog/vienna-office-opening", /^\/company\/news\//],
      ["/welcome", /^\/$/],
    ];
    for (const [from, to] of groups) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location") ?? "", from).toMatch(to);
    }
  });

  it("folds letter case, trailing slashes and the query string into the same single answer", async () => {
    const variants = ["/services/crm", "/SERVICES/CRM", "/Services/Crm", "/services/crm/", "/SERVICES/CRM/"];
    for (const v of variants) {
      for (const query of ["", "?utm_source=mail&x=1"]) {
        const res = await get(`${v}${query}`);
        expect([res.status, res.headers.get("location")], `${v}${query}`).toEqual([301, `/crm${query}`]);
      }
    }
  });

  it("answers HEAD like GET", async () => {
    const res = await get("/Industries/Automotive/", { method: "HEAD" });
    expect([res.status, res.headers.get("location")]).toEqual([301, "/automotive"]);
  });

  it("answers the page data of an old address with a 301 to its target's page data", async () => {
    const res = await get("/page-data/industries/automotive/page-data.json");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/page-data/automotive/page-data.json"]);
    expect((await get("/page-data/automotive/page-data.json")).status).toBe(200);
  });

  it("sends visitors off the site only to the allowed hosts", async () => {
    const res = await get("/status");
    expect(res.headers.get("location")).toBe("https://status.northfold.example/");
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
    expect((await get("/services/crm")).headers.get("location")).toBe("/crm");

    await push("/services/crm /services\n", "after1");
    later();
    expect((await get("/services/crm")).headers.get("location")).toBe("/services");
    const version = (await (await get("/__version")).json()) as { redirectMapVersion: string; redirectMapSource: string };
    expect(version).toMatchObject({ redirectMapVersion: "after1", redirectMapSource: "kv" });

    await env.REDIRECTS.put(POINTER_KEY, "before1"); // what `npm run redirects -- rollback` writes
    later();
    expect((await get("/services/crm")).headers.get("location")).toBe("/crm");
  });
});
