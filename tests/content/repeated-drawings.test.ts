// Every page its own drawing (docs/design-system.md, "Rules"): no drawing is the hero of two
// pages (an English page and its German translation are one page in two languages), and no card
// on a page shows the subject its hero shows: a drawing's subject is its motif, the part of its
// name after the composition (`hub-team` and `cover-team` are one picture of a team at a table).
import { beforeAll, describe, expect, it } from "vitest";
import { get } from "../worker/helpers.ts";
import { sitePages, type SitePage } from "./site.ts";

interface Shown {
  page: SitePage;
  hero?: { name: string; src: string };
  cards: Array<{ name: string; src: string }>;
}

/** The pictures a page's HTML shows: its hero's and its cards' (attributes in any order). */
function picturesOf(html: string): Omit<Shown, "page"> {
  const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
  const picture = (tag: string) => ({ name: attr(tag, "data-art"), src: attr(tag, "src") });
  const hero = imgs.find((tag) => /\bhero__art\b/.test(attr(tag, "class")) && attr(tag, "data-art"));
  const cards = imgs.filter((tag) => /\bcard__media\b/.test(attr(tag, "class")) && attr(tag, "data-art")).map(picture);
  return { ...(hero ? { hero: picture(hero) } : {}), cards };
}

/** The subject of a drawing: its motif ("hub-team" → "team"); a screen's or a portrait's is its own. */
const subjectOf = (name: string) => name.replace(/^(hub|cover)-/, "");

/** The drawing with its words taken out (title, description, outlined labels), as two languages share it. */
const shapesOf = (svg: string) =>
  svg
    .replace(/<title>.*?<\/title>/, "")
    .replace(/<desc>.*?<\/desc>/, "")
    .replace(/<defs>.*?<\/defs>/, "")
    .replace(/<g transform="translate\([^)]*\)scale\([^)]*\)"[^>]*>(?:<use [^>]*\/>)*<\/g>/g, "");

const shown: Shown[] = [];

beforeAll(async () => {
  for (const page of await sitePages()) {
    const res = await get(page.path);
    if (res.ok) shown.push({ page, ...picturesOf(await res.text()) });
    else await res.body?.cancel();
  }
}, 120_000);

describe("repeated drawings", () => {
  it("finds the heroes and the cards' drawings", () => {
    expect(shown.filter((s) => s.hero).length).toBeGreaterThan(40);
    expect(shown.filter((s) => s.cards.length > 0).length).toBeGreaterThan(20);
    // The parser reads the pages as the build writes them: the About page's hero is a hub drawing.
    expect(shown.find((s) => s.page.path === "/company/about")?.hero?.name).toMatch(/^hub-/);
  });

  it("no drawing is the hero of two pages (a page and its translation share theirs)", async () => {
    const pairKey = (page: SitePage) => (page.fields.lang === "de" && page.fields.translation ? page.fields.translation : page.path);
    const byShapes = new Map<string, Set<string>>();
    for (const s of shown) {
      if (!s.hero || s.page.path === "/" || s.page.path === "/de") continue;
      const res = await get(s.hero.src);
      const shapes = shapesOf(await res.text());
      byShapes.set(shapes, (byShapes.get(shapes) ?? new Set()).add(pairKey(s.page)));
    }
    const shared = [...byShapes.values()].filter((keys) => keys.size > 1).map((keys) => [...keys].join(" and "));
    expect(shared).toEqual([]);
  }, 120_000);

  it("no card shows the subject of its page's hero", () => {
    const repeated = shown.flatMap((s) =>
      s.hero
        ? s.cards
            .filter((c) => subjectOf(c.name) === subjectOf(s.hero!.name))
            .map((c) => `${s.page.path}: ${s.hero!.name} and a card's ${c.name}`)
        : [],
    );
    expect(repeated).toEqual([]);
  });

  it("the home page's cards show no subject that is the hero of a company page (about, careers, trust …)", () => {
    const companyPage = /^(\/de)?\/(company|unternehmen|careers|karriere)(\/|$)/;
    const company = new Set(shown.filter((s) => s.hero && companyPage.test(s.page.path)).map((s) => subjectOf(s.hero!.name)));
    expect(company).toContain("team");
    for (const home of ["/", "/de"]) {
      const cards = shown.find((s) => s.page.path === home)?.cards ?? [];
      expect(cards.length, home).toBeGreaterThan(0);
      expect(
        cards.filter((c) => company.has(subjectOf(c.name))).map((c) => c.name),
        home,
      ).toEqual([]);
    }
  });
});
