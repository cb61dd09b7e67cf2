// The real site's drawings, as the build wrote them (docs/design-system.md, "Drawing language";
// decision 038): an English page and its German translation show the same drawing, only its
// labels translated, and every page's drawing shows its topic.
import { beforeAll, describe, expect, it } from "vitest";
import { artPathOf } from "../../policy/files.ts";
import { get } from "../worker/helpers.ts";
import { sitePages, type SitePage } from "./site.ts";

interface Hero {
  type?: string;
  image?: { src?: string };
}

/** A page's own picture (front matter `image` or the hero's), when it names one. */
const ownImage = (page: SitePage): string | undefined => {
  const f = page.fields as { image?: { src?: string }; blocks?: Hero[] };
  return f.image?.src ?? f.blocks?.find((b) => b.type === "hero")?.image?.src;
};

/** A label as the build writes it: a group of placed glyphs (decision 039), its placement, its
 * colour and the box it stands in. */
const LABEL = /<g transform="translate\([^)]*\)scale\([^)]*\)"[^>]*?( fill="[^"]*")?[^>]*>(?:<use [^>]*\/>)*<\/g>/g;

/** The drawing with its words taken out: no <title> or <desc>, no glyphs, each label only its
 * colour, and no shape sized to a label (`data-fit`: a tab's underline, a status pill), whose
 * geometry follows the words. */
const unlabelled = (svg: string) =>
  svg
    .replace(/<title>.*?<\/title>/, "")
    .replace(/<desc>.*?<\/desc>/, "")
    .replace(/<defs>.*?<\/defs>/, "")
    .replace(LABEL, (_, fill: string | undefined) => `<label${fill ?? ""}/>`)
    .replace(/<[a-z]+\b[^>]*\bdata-fit=""[^>]*\/>/g, "");

/** A drawing's labels. */
const labels = (svg: string) => [...svg.matchAll(LABEL)];

/** The drawing's name: its root's data-art. */
const nameOf = (svg: string) => /^<svg [^>]*data-art="([^"]*)"/.exec(svg)?.[1];

const byPath = new Map<string, SitePage>();
/** Each page's drawn picture as the build wrote it, or undefined for a page without one. */
const drawings = new Map<string, string>();
/** Every pair of an English page and its German translation, both built. */
const pairs: Array<[SitePage, SitePage]> = [];

beforeAll(async () => {
  const pages = await sitePages();
  for (const page of pages) byPath.set(page.path, page);
  for (const page of pages) {
    if (ownImage(page)) continue;
    const res = await get(artPathOf(page.path));
    if (res.ok) drawings.set(page.path, await res.text());
    else await res.body?.cancel();
  }
  for (const de of pages) {
    const en = de.fields.lang === "de" && de.fields.translation ? byPath.get(de.fields.translation) : undefined;
    if (en) pairs.push([en, de]);
  }
}, 120_000);

describe("the drawings of an English page and its German translation", () => {
  it("are found for the pages that have them", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    const drawn = pairs.filter(([en, de]) => drawings.has(en.path) || drawings.has(de.path));
    expect(drawn.length).toBeGreaterThanOrEqual(20);
    // Every kind of drawing has pairs: hubs, covers, case studies' screens, portraits, the home scene.
    const kinds = new Set(drawn.map(([en]) => nameOf(drawings.get(en.path) ?? "")?.split("-")[0]));
    for (const kind of ["hub", "cover", "screen", "portrait", "home"]) expect(kinds, kind).toContain(kind);
    // Labels are found as the build writes them (outlined), so a pair is compared without them.
    const home = drawings.get("/") ?? "";
    expect(labels(home).length).toBeGreaterThan(5);
    expect(unlabelled(home)).not.toMatch(/<use\b|<desc>|<defs>/);
  });

  it("are one drawing: the same file, or the same shapes with translated labels", () => {
    for (const [en, de] of pairs) {
      const [ownEn, ownDe] = [ownImage(en), ownImage(de)];
      if (ownEn || ownDe) {
        // A picture the page names is one file for both languages.
        expect(ownDe, `${de.path} names another picture than ${en.path}`).toBe(ownEn);
        continue;
      }
      const [svgEn, svgDe] = [drawings.get(en.path), drawings.get(de.path)];
      expect(Boolean(svgDe), `${de.path} has a drawing only if ${en.path} has one`).toBe(Boolean(svgEn));
      if (!svgEn || !svgDe) continue;
      expect(nameOf(svgDe), `${de.path}: the drawing's name`).toBe(nameOf(svgEn));
      expect(unlabelled(svgDe), `${de.path} draws another picture than ${en.path} (or mirrors or recolours it)`).toBe(unlabelled(svgEn));
      expect(labels(svgDe).length, `${de.path}: as many labels as ${en.path}`).toBe(labels(svgEn).length);
    }
  });

  it("would tell a mirrored or recoloured drawing apart", () => {
    const [en] = pairs.find(([p]) => nameOf(drawings.get(p.path) ?? "")?.startsWith("hub-")) ?? [];
    const svg = drawings.get(en?.path ?? "") ?? "";
    expect(svg).toContain("#0b6e4f");
    expect(unlabelled(svg.replaceAll("#0b6e4f", "#14212b"))).not.toBe(unlabelled(svg));
    expect(unlabelled(svg.replace(/<g /, '<g transform="scale(-1 1)" '))).not.toBe(unlabelled(svg));
  });
});

describe("every drawing shows its page's topic", () => {
  /** The drawing every page of a topic shows, English and German alike. */
  const TOPICS: Array<[string, string]> = [
    ["/company/trust", "hub-security"],
    ["/de/unternehmen/vertrauen", "hub-security"],
    ["/ai", "hub-ai"],
    ["/de/ki", "hub-ai"],
    ["/data", "hub-data"],
    ["/crm", "hub-crm"],
    ["/erp", "hub-erp"],
    ["/manufacturing", "hub-factory"],
    ["/de/fertigung", "hub-factory"],
    ["/company/about", "hub-team"],
    ["/de/unternehmen", "hub-team"],
    ["/contacts", "hub-contact"],
    ["/de/kontakt", "hub-contact"],
    ["/developers/react", "hub-code"],
    ["/services/engagement-models", "hub-contract"],
    ["/company/news/iso-27001-certification", "cover-security"],
    ["/company/news/vienna-office-opening", "cover-offices"],
    ["/blog/fixed-price-contract-lessons", "cover-contract"],
    ["/blog/monolith-migration-without-big-bang-rewrite", "cover-architecture"],
  ];

  it("for the pages of each topic", () => {
    for (const [path, name] of TOPICS) expect(nameOf(drawings.get(path) ?? ""), path).toBe(name);
  });

  it("for every page with a drawing: a topic's own subject, not one shape reused for the company's pages", () => {
    const names = [...drawings.values()].map(nameOf);
    expect(names.filter((n) => n === undefined)).toEqual([]);
    // Blog, news, about and contacts each show their own subjects.
    const subjectsOf = (prefix: string) =>
      new Set([...drawings].filter(([path]) => path.startsWith(prefix)).map(([, svg]) => nameOf(svg)?.replace(/^[a-z]+-/, "")));
    const [blog, news] = [subjectsOf("/blog/"), subjectsOf("/company/news/")];
    expect(blog.size, [...blog].join(", ")).toBeGreaterThanOrEqual(4);
    expect(news.size, [...news].join(", ")).toBeGreaterThanOrEqual(3);
    const about = nameOf(drawings.get("/company/about") ?? "");
    const contacts = nameOf(drawings.get("/contacts") ?? "");
    expect(about).not.toBe(contacts);
  });
});
