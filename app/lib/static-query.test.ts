import { describe, expect, it } from "vitest";
import { HYDRATE_FROM } from "../../policy/files.ts";
import { isRouteData, type PageData } from "./page-data.ts";
import { findSiteQuery, siteQuery } from "./static-query.ts";

const pageData = (hashes: string[]) => ({ path: "/crm", staticQueryHashes: hashes }) as unknown as PageData;

describe("siteQuery (spec §8 messages)", () => {
  it("returns the data the page names", () => {
    expect(siteQuery({ pageData: pageData(["abc"]), staticQueries: { abc: { siteMetadata: {} } as never } })).toEqual({ siteMetadata: {} });
  });
  it("says which static query file could not be loaded", () => {
    expect(() => siteQuery({ pageData: pageData(["abc"]), staticQueries: {} })).toThrow("We couldn't load /page-data/sq/d/abc.json");
  });
  it("says clearly when the page names no query at all", () => {
    expect(() => siteQuery({ pageData: pageData([]), staticQueries: {} })).toThrow(/static query.*misconfigured/);
  });
});

describe("findSiteQuery", () => {
  const site = { siteMetadata: { companyName: "Northfold" } } as never;
  it("returns the data the page names", () => {
    expect(findSiteQuery({ pageData: pageData(["abc"]), staticQueries: { abc: site } })).toBe(site);
  });
  it("returns undefined, without throwing, where the page names none or the data is missing", () => {
    expect(findSiteQuery({ pageData: pageData([]), staticQueries: { "": site } })).toBeUndefined();
    expect(findSiteQuery({ pageData: pageData(["abc"]), staticQueries: { other: site } })).toBeUndefined();
  });
});

describe("isRouteData", () => {
  it("tells a page's route data from other routes' data and from a reference", () => {
    expect(isRouteData({ pageData: pageData(["abc"]), staticQueries: {} })).toBe(true);
    expect(isRouteData({ pageData: pageData(["abc"]) })).toBe(false);
    expect(isRouteData({ [HYDRATE_FROM]: "/crm" })).toBe(false);
    expect(isRouteData(null)).toBe(false);
    expect(isRouteData("pageData")).toBe(false);
  });
});
