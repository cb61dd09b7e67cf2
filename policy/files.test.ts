import { describe, expect, it } from "vitest";
import {
  APP_DATA_PATH,
  artPathOf,
  htmlFileOf,
  isFallbackResource,
  isSiteData,
  notFoundPathOf,
  pageDataPath,
  pagePathOfHtmlFile,
  pagePathOfPageData,
  slicePath,
  staticQueryPath,
} from "./files.ts";

describe("files: which file holds what (spec §2.3, §7)", () => {
  it.each([
    ["/", "/index.html"],
    ["/de", "/de.html"],
    ["/crm", "/crm.html"],
    ["/company/about", "/company/about.html"],
  ])("writes the page %s to %s, and reads it back", (page, file) => {
    expect(htmlFileOf(page)).toBe(file);
    expect(pagePathOfHtmlFile(file)).toBe(page);
  });

  it.each([
    ["/de/index.html", "/de"],
    ["/crm", "/crm"],
    ["/", "/"],
  ])("reads the page of the search result %s as %s", (file, page) => {
    expect(pagePathOfHtmlFile(file)).toBe(page);
  });

  it.each([
    ["/", "/page-data/index/page-data.json"],
    ["/de", "/page-data/de/page-data.json"],
    ["/company/about", "/page-data/company/about/page-data.json"],
  ])("keeps the page data of %s in %s, and reads it back", (page, file) => {
    expect(pageDataPath(page)).toBe(file);
    expect(pagePathOfPageData(file)).toBe(page);
  });

  it.each([
    ["/crm/", "/page-data/crm/page-data.json"],
    ["/de/", "/page-data/de/page-data.json"],
  ])("names the page data of %s without its slash: %s", (page, file) => {
    expect(pageDataPath(page)).toBe(file);
  });

  it.each([[APP_DATA_PATH], ["/company/about"], ["/page-data/sq/d/123.json"], ["/page-data//page-data.json"]])(
    "finds no page in %s",
    (path) => {
      expect(pagePathOfPageData(path)).toBeNull();
    },
  );

  it.each([
    [staticQueryPath("123"), "/page-data/sq/d/123.json"],
    [slicePath("header"), "/slice-data/header.json"],
    [APP_DATA_PATH, "/page-data/app-data.json"],
    [artPathOf("/"), "/images/art/home.svg"],
    [artPathOf("/crm"), "/images/art/crm.svg"],
  ])("names shared data and art %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [APP_DATA_PATH, true],
    [pageDataPath("/crm"), true],
    [staticQueryPath("123"), true],
    [slicePath("header"), true],
    ["/crm", false],
    ["/page-data", false],
    ["/assets/page-data.js", false],
  ])("counts %s as the data pages load: %s", (path, data) => {
    expect(isSiteData(path)).toBe(data);
  });

  it.each([
    ["/404", true],
    ["/500", true],
    ["/de/404", true],
    ["/404.html", true],
    ["/500.html", true],
    ["/de/404.html", true],
    ["/500.data", true],
    ["/page-data/500/page-data.json", true],
    ["/", false],
    ["/4040", false],
    ["/500/x", false],
    ["/de/500", false],
    ["/crm.html", false],
    ["/page-data/crm/page-data.json", false],
  ])("knows %s as an error page in one of its forms: %s", (path, fallback) => {
    expect(isFallbackResource(path)).toBe(fallback);
  });

  it.each([
    ["/x", "/404"],
    ["/de/x", "/de/404"],
    ["/dex", "/404"],
  ])("answers %s with the not-found page %s", (path, notFound) => {
    expect(notFoundPathOf(path)).toBe(notFound);
  });
});
