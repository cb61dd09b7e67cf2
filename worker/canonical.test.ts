import { describe, expect, it } from "vitest";
import { compileMap } from "../redirects/core/map.ts";
import { parseRules } from "../redirects/core/rules.ts";
import { decideRedirect } from "./canonical.ts";
import { SiteIndex } from "./site-index.ts";

const map = compileMap(parseRules("/services/crm /crm\n/company /company/about\n/company/ /company/about\n", "t.txt").rules, "v1");
const pages = new SiteIndex({ buildHash: "h", pages: ["/", "/crm", "/company/about", "/contacts"] });

function decide(raw: string, search = "") {
  return decideRedirect(raw, decodeURIComponent(raw), search, map, pages);
}

describe("decideRedirect", () => {
  it("answers a rule with one 301 to its target, keeping the query", () => {
    expect(decide("/Services/CRM/", "?a=1")).toEqual({ location: "/crm?a=1", status: 301, reason: "rule", rule: expect.objectContaining({ fromPath: "/services/crm" }) });
    expect(decide("/company/")?.location).toBe("/company/about");
  });

  it("folds letter case and the trailing slash of a page into the same single 301", () => {
    expect(decide("/Company/About/", "?utm_source=x")).toMatchObject({ location: "/company/about?utm_source=x", reason: "case" });
    expect(decide("/crm/")).toMatchObject({ location: "/crm", reason: "slash" });
    expect(decide("/CRM")).toMatchObject({ location: "/crm", reason: "case" });
  });

  it("strips the trailing slash of unknown paths too (policy: never)", () => {
    expect(decide("/no-such-page/", "?q=1")).toMatchObject({ location: "/no-such-page?q=1", reason: "slash" });
  });

  it("leaves canonical pages, the root and files alone", () => {
    expect(decide("/crm")).toBeNull();
    expect(decide("/")).toBeNull();
    expect(decide("/Sitemap.XML")).toBeNull();
    expect(decide("/page-data/crm/page-data.json")).toBeNull();
  });

  it("answers the page data of a redirected path with the target's page data", () => {
    expect(decide("/page-data/services/crm/page-data.json")).toMatchObject({ location: "/page-data/crm/page-data.json", reason: "rule" });
  });

  it("never answers with a Location that leaves the site", () => {
    const evil = compileMap(parseRules("/go //evil.example/\n", "t.txt").rules, "v2");
    expect(decideRedirect("/go", "/go", "", evil, pages)).toBeNull();
  });
});
