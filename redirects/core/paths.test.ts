import { describe, expect, it } from "vitest";
import {
  hasFileExtension,
  isFallbackResource,
  isSafeLocalTarget,
  lookupCandidates,
  notFoundPathOf,
  pageDataPath,
  pagePathOfPageData,
  withoutTrailingSlash,
  withQuery,
} from "./paths.ts";

describe("paths", () => {
  it("names the root's page data index and every other page by its path (spec §2.3)", () => {
    expect(pageDataPath("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataPath("/company/about")).toBe("/page-data/company/about/page-data.json");
    expect(pageDataPath("/crm/")).toBe("/page-data/crm/page-data.json");
  });

  it("reads the page path back from a page-data path", () => {
    expect(pagePathOfPageData("/page-data/index/page-data.json")).toBe("/");
    expect(pagePathOfPageData("/page-data/company/about/page-data.json")).toBe("/company/about");
    expect(pagePathOfPageData("/page-data/app-data.json")).toBeNull();
    expect(pagePathOfPageData("/company/about")).toBeNull();
  });

  it("strips trailing slashes but keeps the root", () => {
    expect(withoutTrailingSlash("/crm/")).toBe("/crm");
    expect(withoutTrailingSlash("/crm//")).toBe("/crm");
    expect(withoutTrailingSlash("/")).toBe("/");
    expect(withoutTrailingSlash("/crm")).toBe("/crm");
  });

  it("looks up the source as written first, then without its slash (spec §2.4)", () => {
    expect(lookupCandidates("/blog/x/")).toEqual(["/blog/x/", "/blog/x"]);
    expect(lookupCandidates("/blog/x")).toEqual(["/blog/x"]);
  });

  it("treats paths with a file extension as files", () => {
    for (const p of [
      "/sw.js",
      "/sitemap.xml",
      "/page-data/app-data.json",
      "/robots.txt",
      "/a/b.pdf",
      "/x.js.map",
      "/pagefind/pagefind.en_1f32.pf_meta",
    ]) {
      expect(hasFileExtension(p), p).toBe(true);
    }
    for (const p of ["/developers/nodejs", "/crm", "/", "/crm/"]) expect(hasFileExtension(p), p).toBe(false);
  });

  it("accepts only targets that stay on this origin", () => {
    expect(isSafeLocalTarget("/crm?x=1")).toBe(true);
    for (const t of ["//evil.example/", "/\\evil.example", "https://evil.example", "evil.example", "/a\nb"]) {
      expect(isSafeLocalTarget(t), t).toBe(false);
    }
  });

  it.each([
    ["/contacts#offices", "?ref=mail", "/contacts?ref=mail#offices"],
    ["/contacts", "?ref=mail", "/contacts?ref=mail"],
    ["/contacts#offices", "", "/contacts#offices"],
    ["/crm?from=promo#offer", "?ref=mail", "/crm?from=promo#offer"],
    ["https://jobs.northfold.example/list#top", "?a=1", "https://jobs.northfold.example/list?a=1#top"],
  ])("puts the query of a request for %s (%s) before the target's fragment", (target, search, location) => {
    expect(withQuery(target, search)).toBe(location);
  });

  it("knows the error pages in every form a request can name them, and nothing else", () => {
    for (const p of ["/404", "/500", "/de/404", "/404.html", "/500.html", "/de/404.html", "/500.data", "/page-data/500/page-data.json"])
      expect(isFallbackResource(p), p).toBe(true);
    for (const p of ["/", "/4040", "/500/x", "/de/500", "/crm.html", "/page-data/crm/page-data.json"])
      expect(isFallbackResource(p), p).toBe(false);
    expect([notFoundPathOf("/x"), notFoundPathOf("/de/x"), notFoundPathOf("/dex")]).toEqual(["/404", "/de/404", "/404"]);
  });
});
