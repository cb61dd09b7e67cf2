import { describe, expect, it } from "vitest";
import type { PageData } from "./page-data.ts";
import { siteQuery } from "./static-query.ts";

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
