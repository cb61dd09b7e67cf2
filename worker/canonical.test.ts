import { describe, expect, it } from "vitest";
import { parseRules } from "../redirects/core/rules.ts";
import { buildShards, findInShards } from "../redirects/core/shards.ts";
import { decideRedirect } from "./canonical.ts";
import { SiteIndex } from "../redirects/core/site-index.ts";

const rulesText =
  "/services/crm /crm\n/company /company/about\n/company/ /company/about\n/offices /contacts#offices\n/jobs https://jobs.northfold.example/open\n/evil https://evil.example/\n";
const map = buildShards(parseRules(rulesText, "t.txt").rules, "v1");
const find = async (p: string) => findInShards(map, p);
const pages = new SiteIndex({ buildHash: "h", pages: ["/", "/crm", "/company/about", "/contacts"] });
const external = new Set(["jobs.northfold.example"]);

function decide(raw: string, search = "") {
  return decideRedirect(raw, decodeURIComponent(raw), search, find, pages, external);
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

  it("keeps a target's fragment, and leaves such a rule's page data alone (the browser loads the page in full)", async () => {
    expect(await decide("/offices")).toMatchObject({ location: "/contacts#offices", reason: "rule" });
    expect(await decide("/page-data/offices/page-data.json")).toBeNull();
  });

  it("sends visitors off the site only to allowed external hosts", async () => {
    expect(await decide("/jobs", "?ref=x")).toMatchObject({ location: "https://jobs.northfold.example/open?ref=x", reason: "rule" });
    expect(await decide("/evil")).toBeNull();
  });

  it("never answers with a Location that leaves the site for a local-looking target", async () => {
    const evil = buildShards(parseRules("/go //evil.example/\n", "t.txt").rules, "v2");
    expect(await decideRedirect("/go", "/go", "", async (p) => findInShards(evil, p), pages)).toBeNull();
  });
});
