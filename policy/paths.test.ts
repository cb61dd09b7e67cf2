import { describe, expect, it } from "vitest";
import {
  canonicalUrl,
  caseKey,
  decodedPathProblem,
  hasFileExtension,
  homeOf,
  isSafeLocalTarget,
  languageOfPath,
  lookupCandidates,
  pathOfTarget,
  withoutTrailingSlash,
  withQuery,
} from "./paths.ts";

const SITE = "https://www.northfold.example";

describe("paths: how a path is written (spec §2.3, §2.4)", () => {
  it.each([
    ["/crm/", "/crm"],
    ["/crm//", "/crm"],
    ["/company/about/", "/company/about"],
    ["/de/", "/de"],
    ["/", "/"],
    ["/crm", "/crm"],
    ["/sw.js", "/sw.js"],
  ])("strips the trailing slash of %s → %s, keeping the root", (path, clean) => {
    expect(withoutTrailingSlash(path)).toBe(clean);
  });

  it.each([
    ["/Services/CRM", "/services/crm"],
    ["/DE/Kontakt", "/de/kontakt"],
    ["/crm", "/crm"],
    ["/", "/"],
  ])("compares %s letter case aside as %s", (path, key) => {
    expect(caseKey(path)).toBe(key);
  });

  it.each([
    ["/sw.js", true],
    ["/sitemap.xml", true],
    ["/page-data/app-data.json", true],
    ["/robots.txt", true],
    ["/a/b.pdf", true],
    ["/x.js.map", true],
    ["/blog/feed.xml", true],
    ["/pagefind/pagefind.en_1f32.pf_meta", true],
    ["/developers/nodejs", false],
    ["/crm", false],
    ["/crm/", false],
    ["/", false],
    ["/de", false],
  ])("treats %s as a file (exempt from slash and case handling): %s", (path, file) => {
    expect(hasFileExtension(path)).toBe(file);
  });

  it.each([
    ["/", SITE],
    ["/de", `${SITE}/de`],
    ["/de/", `${SITE}/de`],
    ["/company/about", `${SITE}/company/about`],
    ["/crm/", `${SITE}/crm`],
    ["/crm?ref=mail", `${SITE}/crm`],
    ["/crm#offer", `${SITE}/crm`],
    ["/crm/?ref=mail#offer", `${SITE}/crm`],
    ["/blog/feed.xml", `${SITE}/blog/feed.xml`],
  ])("gives %s the canonical URL %s", (path, url) => {
    expect(canonicalUrl(SITE, path)).toBe(url);
  });

  it.each([
    ["/blog/x/", ["/blog/x/", "/blog/x"]],
    ["/blog/x", ["/blog/x"]],
    ["/Blog/X/", ["/Blog/X/", "/Blog/X"]],
    ["/", ["/"]],
  ])("looks %s up as %j, as written first (spec §2.4)", (path, candidates) => {
    expect(lookupCandidates(path)).toEqual(candidates);
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

  it.each([
    ["/contacts?x=1#offices", "/contacts"],
    ["/contacts#offices", "/contacts"],
    ["/contacts?x=1", "/contacts"],
    ["/contacts", "/contacts"],
  ])("reads the page of the target %s as %s", (target, path) => {
    expect(pathOfTarget(target)).toBe(path);
  });

  it.each([
    ["/crm?x=1", true],
    ["/", true],
    ["//evil.example/", false],
    ["/\\evil.example", false],
    ["https://evil.example", false],
    ["evil.example", false],
    ["/a\nb", false],
  ])("accepts %j as a target on this origin: %s", (target, safe) => {
    expect(isSafeLocalTarget(target)).toBe(safe);
  });

  it.each([
    ["/crm", null],
    ["crm", "path must start with /"],
    ["/a\u0000b", "control character in path"],
    ["/a\\b", "backslash in path"],
    ["/a//b", "empty path segment"],
    ["/a/../b", "dot segment in path"],
  ])("finds in %j the problem %j", (path, problem) => {
    expect(decodedPathProblem(path)).toBe(problem);
  });

  it.each([
    ["/", "en"],
    ["/crm", "en"],
    ["/dex", "en"],
    ["/de", "de"],
    ["/de/kontakt", "de"],
    ["/de#team", "de"],
  ] as const)("reads the language of %s as %s", (path, lang) => {
    expect(languageOfPath(path)).toBe(lang);
  });

  it.each([
    ["en", "/"],
    ["de", "/de"],
  ] as const)("names the home page of %s %s", (lang, home) => {
    expect(homeOf(lang)).toBe(home);
  });
});
