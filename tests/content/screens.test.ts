// The screens of the real site's case studies, as the build wrote them: one drawn product
// screen per case study, each its own, of a mix of kinds, every text whole and readable where a
// card shows the picture 340 px wide, and none over 12 KB.
import { beforeAll, describe, expect, it } from "vitest";
import { artPathOf } from "../../policy/files.ts";
import { get } from "../worker/helpers.ts";
import { sitePages, type SitePage } from "./site.ts";

/** How wide a card shows a picture: a third of a 1280 px screen. */
const CARD_WIDTH = 340;

const studies: SitePage[] = [];
const svgs = new Map<string, string>();

beforeAll(async () => {
  studies.push(...(await sitePages()).filter((p) => p.template === "portfolio"));
  for (const page of studies) {
    const res = await get(artPathOf(page.path));
    svgs.set(page.path, res.ok ? await res.text() : `${res.status}`);
  }
}, 60_000);

describe("the case studies' screens", () => {
  it("are one drawn screen per case study, named by its slug (a German one's by its English one's)", () => {
    expect(studies.length).toBeGreaterThanOrEqual(15);
    for (const page of studies) {
      const english = page.fields.lang === "de" && page.fields.translation ? page.fields.translation : page.path;
      expect(svgs.get(page.path), page.path).toMatch(
        new RegExp(`^<svg [^>]*data-art="screen-${english.split("/").at(-1)}"><title>Screen of `),
      );
    }
  });

  it("differ from one another, names and titles aside", () => {
    const bodies = studies.map((p) => (svgs.get(p.path) ?? "").replace(/ data-art="[^"]*"/, "").replace(/<title>.*?<\/title>/, ""));
    expect(new Set(bodies).size).toBe(studies.length);
    // Named by the pair: an English case study's name is its own.
    const names = studies
      .filter((p) => (p.fields.lang ?? "en") === "en")
      .map((p) => /data-art="([^"]*)"/.exec(svgs.get(p.path) ?? "")?.[1]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are of at least four kinds, no kind more than four times in one language", () => {
    // A German case study shows the screen of its English one, in German: variety is per language.
    for (const lang of ["en", "de"]) {
      const kinds = new Map<string, number>();
      for (const page of studies.filter((p) => (p.fields.lang ?? "en") === lang)) {
        const kind = String((page.fields.screen as { kind?: string } | undefined)?.kind);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      expect(kinds.size, lang).toBeGreaterThanOrEqual(4);
      for (const [kind, count] of kinds) expect(count, `${lang} ${kind}`).toBeLessThanOrEqual(4);
    }
  });

  it("show every text whole, never shortened with an ellipsis, outlined in groups that each name the box they stand in", () => {
    for (const page of studies) {
      const svg = svgs.get(page.path) ?? "";
      const words = /<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "";
      expect(words, page.path).not.toBe("");
      expect(words, page.path).not.toMatch(/…|\.\.\./);
      expect(svg, page.path).not.toMatch(/<text\b/);
      const labels = [...svg.matchAll(/<g transform="translate\([^)]*\)scale\(([\d.]+)\)"[^>]*data-box="/g)];
      expect(labels.length, page.path).toBe(words.split(" · ").length);
      // 40 units in the 1200-unit picture: 11 px where a card shows it 340 px wide.
      for (const [, scale] of labels) expect((Number(scale) * 100 * CARD_WIDTH) / 1200, page.path).toBeGreaterThanOrEqual(11);
    }
  });

  it("stay within 12 KB each", () => {
    for (const page of studies) expect(new TextEncoder().encode(svgs.get(page.path)).length, page.path).toBeLessThanOrEqual(12 * 1024);
  });
});
