import { describe, expect, it } from "vitest";
import { parseRules } from "./rules.ts";
import { buildShards, findInShards } from "./shards.ts";
import { decideRedirect } from "./decide.ts";
import { SiteIndex } from "../../policy/site-index.ts";

const rulesText =
  "/services/crm /crm\n/company /company/about\n/company/ /company/about\n/offices /contacts#offices\n/jobs https://jobs.northfold.example/open\n/evil https://evil.example/\n";
const map = buildShards(parseRules(rulesText, "t.txt").rules, "v1");
const external = new Set(["jobs.northfold.example"]);
const find = async (p: string) => ({ rule: findInShards(map, p), externalHosts: external });
const pages = new SiteIndex({
  buildHash: "h",
  pages: ["/", "/crm", "/company/about", "/contacts"],
  inline: { sources: [], files: {} },
  forms: {},
  held: { cap: 3, days: 7 },
});

function decide(raw: string, search = "") {
  return decideRedirect(raw, decodeURIComponent(raw), search, find, pages);
}

describe("decideRedirect", () => {
  it("answers a rule with one 301 to its target, keeping the query", async () => {
    expect(await decide("/Services/CRM/", "?a=1")).toEqual({
      location: "/crm?a=1",
      status: 301,
      reason: "rule",
      rule: expect.objectContaining({ fromPath: "/services/crm" }),
    });
    expect((await decide("/company/"))?.location).toBe("/company/about");
  });

  it("folds letter case and the trailing slash of a page into the same single 301", async () => {
    expect(await decide("/Company/About/", "?utm_source=x")).toMatchObject({ location: "/company/about?utm_source=x", reason: "case" });
    expect(await decide("/crm/")).toMatchObject({ location: "/crm", reason: "slash" });
    expect(await decide("/CRM")).toMatchObject({ location: "/crm", reason: "case" });
  });

  it("strips the trailing slash of unknown paths too (policy: never)", async () => {
    expect(await decide("/no-such-page/", "?q=1")).toMatchObject({ location: "/no-such-page?q=1", reason: "slash" });
  });

  it("leaves canonical pages, the root and files alone", async () => {
    for (const p of ["/crm", "/", "/Sitemap.XML", "/page-data/crm/page-data.json"]) expect(await decide(p), p).toBeNull();
  });

  it("answers the page data of a redirected path with the target's page data", async () => {
    expect(await decide("/page-data/services/crm/page-data.json")).toMatchObject({
      location: "/page-data/crm/page-data.json",
      reason: "rule",
    });
    expect(await decide("/page-data/company/page-data.json")).toMatchObject({ location: "/page-data/company/about/page-data.json" });
  });

  it("answers the page data of a page named in another letter case with the page's own", async () => {
    expect(await decide("/page-data/CRM/page-data.json")).toMatchObject({ location: "/page-data/crm/page-data.json", reason: "case" });
    expect(await decide("/page-data/Company/About/page-data.json")).toMatchObject({ location: "/page-data/company/about/page-data.json" });
    expect(await decide("/page-data/no-such/page-data.json")).toBeNull();
  });

  it("keeps a target's fragment after the query, and answers such a rule's page data with the target's page data", async () => {
    expect(await decide("/offices")).toMatchObject({ location: "/contacts#offices", reason: "rule" });
    expect(await decide("/offices", "?ref=mail")).toMatchObject({ location: "/contacts?ref=mail#offices" });
    expect(await decide("/page-data/offices/page-data.json", "?x=1")).toMatchObject({ location: "/page-data/contacts/page-data.json" });
  });

  it("keeps a target's own query, and the fragment last, on external targets too", async () => {
    const withQuery = buildShards(
      parseRules("/promo /crm?from=promo#offer\n/careers-portal https://jobs.northfold.example/list#top\n", "t.txt").rules,
      "v3",
    );
    const findIn = async (p: string) => ({ rule: findInShards(withQuery, p), externalHosts: external });
    expect((await decideRedirect("/promo", "/promo", "?ref=mail", findIn, pages))?.location).toBe("/crm?from=promo#offer");
    expect((await decideRedirect("/careers-portal", "/careers-portal", "?ref=mail", findIn, pages))?.location).toBe(
      "https://jobs.northfold.example/list?ref=mail#top",
    );
  });

  it("sends visitors off the site only to allowed external hosts", async () => {
    expect(await decide("/jobs", "?ref=x")).toMatchObject({ location: "https://jobs.northfold.example/open?ref=x", reason: "rule" });
    expect(await decide("/evil")).toBeNull();
    // The hosts come with the map version that answered, not with the Worker's bundle.
    const none = async (p: string) => ({ rule: findInShards(map, p), externalHosts: new Set<string>() });
    expect(await decideRedirect("/jobs", "/jobs", "", none, pages)).toBeNull();
  });

  it("never answers with a Location that leaves the site for a local-looking target", async () => {
    const evil = buildShards(parseRules("/go //evil.example/\n", "t.txt").rules, "v2");
    expect(
      await decideRedirect("/go", "/go", "", async (p) => ({ rule: findInShards(evil, p), externalHosts: external }), pages),
    ).toBeNull();
  });
});

describe("the status of a redirect", () => {
  it("is the rule's own, and 301 for a letter case or a trailing slash", async () => {
    const rules = parseRules("/summer /crm\n/partner https://jobs.northfold.example/\n", "t.txt").rules.map((r) => ({
      ...r,
      statusCode: 302,
    }));
    const temporary = buildShards(rules, "v4");
    const findIn = async (p: string) => ({ rule: findInShards(temporary, p), externalHosts: external });
    expect(await decideRedirect("/summer", "/summer", "", findIn, pages)).toMatchObject({ status: 302, reason: "rule" });
    expect(await decideRedirect("/partner", "/partner", "", findIn, pages)).toMatchObject({ status: 302, reason: "rule" });
    expect(await decideRedirect("/CRM/", "/CRM/", "", findIn, pages)).toMatchObject({ status: 301, reason: "case" });
  });
});
