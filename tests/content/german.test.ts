// The German site a DACH buyer can use: enough German pages to read, each English page with a
// German counterpart pointing there (language switch and hreflang) and back, German pages linking
// German pages wherever one exists (menus, cards and people included), and every open position
// in German.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import siteYaml from "../../content/site.yaml?raw";
import { canonicalUrl, GERMAN_ROOT, languageOfPath, tagPathOf } from "../../policy/paths.ts";
import { get, siteUrl } from "../worker/helpers.ts";
import { sitePages, type SitePage } from "./site.ts";

interface Links {
  /** Every internal link of the page but the language switch and the cookie notice, whose link
   * spec §9 fixes: header, main, footer. */
  links: string[];
  /** The language switch's target. */
  switch: string;
  /** `<link rel="alternate" hreflang>` by language. */
  alternates: Record<string, string>;
}

const reads = new Map<string, Promise<Links>>();
function read(path: string): Promise<Links> {
  let page = reads.get(path);
  if (!page) reads.set(path, (page = readPage(path)));
  return page;
}

async function readPage(path: string): Promise<Links> {
  const page: Links = { links: [], switch: "", alternates: {} };
  const notice = new Set<string>();
  await new HTMLRewriter()
    .on('.cookie-notice a[href^="/"]', { element: (e) => void notice.add(e.getAttribute("href") ?? "") })
    .on('a[href^="/"]', {
      element: (e) => {
        const href = e.getAttribute("href") ?? "";
        if (e.getAttribute("class")?.split(" ").includes("lang-switch")) page.switch = href;
        else page.links.push(href);
      },
    })
    .on('link[rel="alternate"][hreflang]', {
      element: (e) => void (page.alternates[e.getAttribute("hreflang") ?? ""] = e.getAttribute("href") ?? ""),
    })
    .transform(await get(path))
    .text();
  page.links = page.links.filter((href) => !notice.has(href));
  return page;
}

/** Listing pages the build numbers or makes per tag (/de/blog/page/2, /de/blog/tags/…) are not pages anyone wrote. */
const isGenerated = (path: string) => /\/page\/\d+$/.test(path) || path.includes(tagPathOf("", ""));
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

describe("the German site", () => {
  it("has at least 60 written German pages (the fallback pages are not in the index)", async () => {
    const german = (await sitePages()).filter((p) => languageOfPath(p.path) === "de" && !isGenerated(p.path));
    expect(german.every((p) => p.fields.lang === "de")).toBe(true);
    expect(german.length).toBeGreaterThanOrEqual(60);
  });

  it("every page with a counterpart switches to it and names it in hreflang, in both directions", async () => {
    const pages = await sitePages();
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const origin = await siteUrl();
    const problems: string[] = [];
    let pairs = 0;
    for (const page of pages) {
      const other = page.fields.translation;
      if (!other) continue;
      const counterpart = byPath.get(other);
      if (counterpart?.fields.translation !== page.path) problems.push(`${page.path}: ${other} does not name it back`);
      const otherLang = page.fields.lang === "de" ? "en" : "de";
      const { switch: target, alternates } = await read(page.path);
      if (target !== other) problems.push(`${page.path}: the language switch goes to ${target}, not ${other}`);
      if (alternates[otherLang] !== canonicalUrl(origin, other))
        problems.push(`${page.path}: hreflang ${otherLang} is ${alternates[otherLang]}`);
      if (page.fields.lang === "de") pairs++;
    }
    expect(problems).toEqual([]);
    expect(pairs).toBeGreaterThanOrEqual(55);
  });

  it("no German page links an English page or profile that has a German page", async () => {
    const pages = await sitePages();
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const hasGerman = (href: string) => {
      const target = byPath.get(pathOf(href));
      return target?.fields.lang === "en" && !!target.fields.translation;
    };
    const problems: string[] = [];
    for (const page of pages.filter((p) => p.fields.lang === "de"))
      for (const href of new Set((await read(page.path)).links))
        if (hasGerman(href)) problems.push(`${page.path} → ${href} (German: ${byPath.get(pathOf(href))?.fields.translation})`);
    expect(problems).toEqual([]);
  });

  it("lists every open position on /de/karriere, each with its German ad", async () => {
    const pages = await sitePages();
    const jobs = pages.filter((p) => p.template === "job" && p.fields.lang === "en");
    const listed = new Set<string>();
    for (const p of pages.filter((p) => p.path === `${GERMAN_ROOT}/karriere` || p.path.startsWith(`${GERMAN_ROOT}/karriere/page/`)))
      for (const href of (await read(p.path)).links) listed.add(href);
    const missing = jobs.flatMap((job: SitePage) => {
      const german = job.fields.translation;
      if (!german) return [`${job.path} has no German ad`];
      return listed.has(german) ? [] : [`/de/karriere does not list ${german}`];
    });
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    expect(missing).toEqual([]);
  });

  it("a German job ad names its office in German and sends applications to the careers address", async () => {
    const { facts } = parse(siteYaml) as { facts: { careersEmail: string } };
    const vienna = (await sitePages()).filter((p) => p.template === "job" && p.fields.lang === "de" && p.fields.location === "Vienna");
    expect(vienna.length).toBeGreaterThanOrEqual(2);
    for (const job of vienna) {
      const html = await (await get(job.path)).text();
      expect(html, job.path).toMatch(/<dd>(?:[^<]*\b)?Wien\b/);
      expect(html, job.path).not.toMatch(/<dd>[^<]*Vienna/);
      expect(html, job.path).toContain(`href="mailto:${facts.careersEmail}?`);
    }
  });

  it("the German home page speaks to manufacturers and shows proof: German case studies, quotes and the manufacturing page", async () => {
    const links = new Set((await read(GERMAN_ROOT)).links);
    expect(links).toContain(`${GERMAN_ROOT}/fertigung`);
    expect([...links].filter((h) => h.startsWith(`${GERMAN_ROOT}/referenzen/`)).length).toBeGreaterThanOrEqual(3);
    const html = await (await get(GERMAN_ROOT)).text();
    expect(html).toMatch(/class="[^"]*\bclients\b/);
    expect(html).toContain("<blockquote");
  });
});
