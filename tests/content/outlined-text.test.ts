// Text in the real site's drawings is outlined at build time (docs/decisions/039-text-as-outlines.md):
// no SVG of the built site, as a file a page shows or inside a page, sets text in a font, so
// every system shows the same letters; the words stay in the file's description.
import { beforeAll, describe, expect, it } from "vitest";
import { get, sitemapPaths } from "../worker/helpers.ts";

const pages = new Map<string, string>();
const svgs = new Map<string, string>();

beforeAll(async () => {
  for (const path of await sitemapPaths()) pages.set(path, await (await get(path)).text());
  const sources = new Set([...pages.values()].flatMap((html) => [...html.matchAll(/ src="(\/[^"]+\.svg)"/g)].map((m) => m[1] ?? "")));
  for (const src of sources) svgs.set(src, await (await get(src)).text());
}, 300_000);

describe("the SVGs of the real site", () => {
  it("as files its pages show, set no <text>: their words are outlines, kept in their description", () => {
    expect(svgs.size).toBeGreaterThan(100);
    let described = 0;
    for (const [src, svg] of svgs) {
      expect(svg, src).toMatch(/^<svg\b/);
      expect(svg, src).not.toMatch(/<text\b/);
      if (/<desc>[^<]+<\/desc>/.test(svg)) described++;
    }
    // The case studies' screens, the home scenes and the clients' wordmarks carry words.
    expect(described).toBeGreaterThanOrEqual(30);
  });

  it("inside pages, set no <text> either", () => {
    expect(pages.size).toBeGreaterThan(300);
    for (const [path, html] of pages) for (const [svg] of html.matchAll(/<svg\b[\s\S]*?<\/svg>/g)) expect(svg, path).not.toMatch(/<text\b/);
  });
});
