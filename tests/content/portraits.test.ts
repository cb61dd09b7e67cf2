// The real site's people and client marks, as the build wrote them (docs/decisions/037): every
// expert, in both languages, drawn in the one line style on the one paper disc (a slate disc in
// the dark scheme, the ink unchanged), the same drawing on the English and the German profile; the client wordmarks in the one ink that turns
// near-white in the dark scheme, with no tile behind them.
import { beforeAll, describe, expect, it } from "vitest";
import { DARK_STYLE, PORTRAIT_DARK_DISC } from "../../content/art/dark.ts";
import { PORTRAIT_DARK_STYLE } from "../../content/art/portrait.ts";
import { INK, WARM } from "../../content/art/palette.ts";
import { artPathOf } from "../../policy/files.ts";
import { get } from "../worker/helpers.ts";
import { sitePages, type SitePage } from "./site.ts";

/** The style every person is drawn in: its name in the licence metadata DiceBear writes. */
const STYLE = "Notionists";

const experts: SitePage[] = [];
const svgs = new Map<string, string>();

beforeAll(async () => {
  experts.push(...(await sitePages()).filter((p) => p.template === "expert"));
  for (const page of experts) {
    const res = await get(artPathOf(page.path));
    svgs.set(page.path, res.ok ? await res.text() : `${res.status}`);
  }
}, 60_000);

/** The colours of an SVG's shapes, its style element and its masks (white and black) aside. */
const shapeColours = (svg: string) =>
  new Set(
    [
      ...svg
        .replace(/<style>.*?<\/style>/g, "")
        .replace(/<mask .*?<\/mask>/g, "")
        .matchAll(/(?:fill|stroke)="([^"]+)"/g),
    ]
      .map((m) => m[1] ?? "")
      .filter((c) => c !== "none"),
  );

/** What the dark scheme turns the ink into, as the drawings' dark style says. */
const darkInk = new RegExp(`\\[fill="${INK}"\\]\\{fill:(#[0-9a-f]{6})\\}`).exec(DARK_STYLE)?.[1] ?? "";

describe("the people", () => {
  it("are every expert of both languages, each with a portrait of its own", () => {
    const langs = new Set(experts.map((p) => p.fields.lang ?? "en"));
    expect(langs).toEqual(new Set(["en", "de"]));
    expect(experts.filter((p) => (p.fields.lang ?? "en") === "en").length).toBeGreaterThanOrEqual(20);
    for (const page of experts) expect(svgs.get(page.path), page.path).toMatch(/^<svg [^>]*data-art="portrait-[^"]+">/);
    const drawings = experts
      .filter((p) => (p.fields.lang ?? "en") === "en")
      .map((p) => svgs.get(p.path)?.replace(/<title>.*?<\/title>| data-art="[^"]*"/g, ""));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it("are drawn in one style only, in the ink on the one paper disc, with the portraits' dark style", () => {
    for (const page of experts) {
      const svg = svgs.get(page.path) ?? "";
      expect(
        [...svg.matchAll(/<dc:title>([^<]*)<\/dc:title>/g)].map((m) => m[1]),
        page.path,
      ).toEqual([STYLE]);
      expect([...shapeColours(svg)].sort(), page.path).toEqual([INK, WARM].sort());
      // The disc is the drawing's first shape, the style's square rounded to a circle.
      expect(svg, page.path).toMatch(new RegExp(`<rect [^>]*rx="872"[^>]*/></mask><g mask="url\\(#\\w+\\)"><path fill="${WARM}"`));
      // In the dark scheme the disc dims to a slate card and the ink stays ink (no negative).
      expect(svg, page.path).toContain(PORTRAIT_DARK_STYLE);
      expect(PORTRAIT_DARK_STYLE).toContain(`{fill:${PORTRAIT_DARK_DISC}}`);
      expect(svg, page.path).not.toContain(`[fill="${INK}"]{fill:`);
      expect(new TextEncoder().encode(svg).length, page.path).toBeLessThanOrEqual(12 * 1024);
    }
  });

  it("are the same drawing on the English and the German profile of a person", () => {
    const german = experts.filter((p) => p.fields.lang === "de");
    expect(german.length).toBeGreaterThanOrEqual(10);
    for (const page of german) {
      const english = page.fields.translation ?? "";
      expect(svgs.has(english), `${page.path} → ${english}`).toBe(true);
      expect(svgs.get(page.path), page.path).toBe(svgs.get(english));
      expect(page.fields.portrait, page.path).toEqual(experts.find((p) => p.path === english)?.fields.portrait);
    }
  });
});

describe("the client marks", () => {
  const marks = new Map<string, string>();

  beforeAll(async () => {
    for (const home of ["/", "/de"]) {
      const html = await (await get(home)).text();
      const list = /<ul class="clients">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
      for (const [, src] of list.matchAll(/<img [^>]*src="([^"]+)"/g))
        if (src && !marks.has(src)) marks.set(src, await (await get(src)).text());
    }
  });

  it("are drawn in the ink alone, with no tile or white shape behind or inside them", () => {
    expect(marks.size).toBeGreaterThanOrEqual(6);
    for (const [src, svg] of marks) {
      expect(svg, src).toMatch(/^<svg /);
      expect([...shapeColours(svg)], src).toEqual([INK]);
    }
  });

  it("turn the ink near-white in the dark scheme, as the drawings do", () => {
    expect(darkInk).toMatch(/^#[0-9a-f]{6}$/);
    for (const [src, svg] of marks) {
      const dark = /@media \(prefers-color-scheme:dark\)\{(.*?)\}<\/style>/.exec(svg)?.[1] ?? "";
      expect(dark, src).toContain(`[fill="${INK}"]{fill:${darkInk}}`);
      expect(dark, src).toContain(`[stroke="${INK}"]{stroke:${darkInk}}`);
    }
  });
});
