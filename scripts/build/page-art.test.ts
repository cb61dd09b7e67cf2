// Each picture is drawn once per build: never while the content compiles (which only needs its
// size, alt text and id), and once when the build writes its file.
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as ArtModule from "../../content/art/index.ts";
import { loadSite } from "../../content/lib/load.ts";
import { FIXTURE_SITE, PUBLIC_DIR, ROOT } from "../lib/run.ts";
import { writePageArt } from "./page-art.ts";

/** The ids of the pictures drawn so far, in order. */
const draws = vi.hoisted(() => [] as string[]);

// The compositions, with every picture they return counting its draws.
vi.mock("../../content/art/index.ts", async (importOriginal) => {
  const art = await importOriginal<typeof ArtModule>();
  const counted =
    <I>(compose: (input: I) => ArtModule.Art) =>
    (input: I): ArtModule.Art => {
      const picture = compose(input);
      return {
        ...picture,
        draw: () => {
          draws.push(art.artName(picture.id));
          return picture.draw();
        },
      };
    };
  return {
    ...art,
    coverArt: counted(art.coverArt),
    hubArt: counted(art.hubArt),
    homeArt: counted(art.homeArt),
    screenArt: counted(art.screenArt),
    portraitArt: counted(art.portraitArt),
  };
});

describe("the build's pictures", () => {
  it("are drawn once each, when written, and never while the content compiles", () => {
    const site = loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR);
    expect(draws).toEqual([]);

    const drawn = site.pages.filter((p) => p.image?.art);
    expect(new Set(drawn.map((p) => p.image?.art?.split("-")[0]))).toEqual(new Set(["cover", "hub", "home", "screen", "portrait"]));

    const files: Array<[string, string]> = [];
    const count = writePageArt(site.pages, (file, text) => files.push([file, text]));
    expect(count).toBe(files.length);
    expect(files).toHaveLength(drawn.length);
    expect(new Set(files.map(([file]) => file)).size).toBe(files.length);
    expect(draws).toHaveLength(files.length);
    // Each file is the picture its page names, by its id.
    for (const page of drawn) {
      const text = files.find(([file]) => file === page.image?.src)?.[1];
      expect(text, page.path).toMatch(new RegExp(`^<svg [^>]*data-art="${page.image?.art}">`));
    }
    expect(draws.sort()).toEqual(drawn.map((p) => p.image?.art).sort());
  });
});

/** How wide a card shows a picture (a third of a 1280 px screen): no text may be smaller than
 * 11 px there. The home scene is never on a card: the home page's hero shows it 34rem (544 px)
 * wide, its narrowest. */
const CARD_WIDTH = 340;
const SHOWN_AT: Partial<Record<string, number>> = { home: 544 };

/** The outlined labels of an SVG: each a group placed and scaled in the picture, the glyphs it
 * uses, and the words, in order, from its `<desc>`. */
function labelsOf(svg: string) {
  const glyphs = new Map([...svg.matchAll(/<path id="([^"]+)" d="([^"]*)"\/>/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
  return [...svg.matchAll(/<g transform="translate\([^)]*\)scale\(([\d.]+)[^)]*\)"[^>]*>((?:<use [^>]*\/>)*)<\/g>/g)].map((m) => ({
    scale: Number(m[1]),
    glyphs: [...(m[2] ?? "").matchAll(/href="#([^"]+)"/g)].map((u) => glyphs.get(u[1] ?? "") ?? ""),
  }));
}

/** How many numbers each command of a path takes: a run of one command writes its letter once. */
const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6, s: 4, z: 0 };

/** The height of the tallest glyph of an outlined path, in its own units (a hundredth of the em). */
function glyphHeight(d: string): number {
  // Absolute start, then relative steps: follow the end points, keep the extent of y.
  let y = 0;
  let top = 0;
  let bottom = 0;
  for (const [, command = "", args = ""] of d.matchAll(/([MmLlHhVvQqTtCcSsZz])([^A-Za-z]*)/g)) {
    const n = [...args.matchAll(/-?\d*\.?\d+/g)].map((v) => Number(v[0]));
    const size = ARGS[command.toLowerCase()] ?? 0;
    for (let i = 0; size && i + size <= n.length; i += size) {
      const step = n.slice(i, i + size);
      if (command.toLowerCase() === "h") continue;
      const end = step.at(-1) ?? 0;
      y = command === command.toUpperCase() ? end : y + end;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return bottom - top;
}

describe("the SVG files the build writes", () => {
  const files: Array<[string, string]> = [];
  beforeAll(() => {
    writePageArt(loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR).pages, (file, text) => files.push([file, text]));
  });

  it("include a case study's screen, its words kept in its description, its text outlined", () => {
    const screens = files.filter(([, svg]) => svg.includes('data-art="screen-'));
    expect(screens.map(([file]) => file)).toEqual(["/images/art/portfolio/clinic-scheduling.svg"]);
    expect(screens[0]?.[1]).toMatch(/<desc>[^<]*\bAppointments\b[^<]*<\/desc>/);
    expect(screens[0]?.[1]).toMatch(/<defs><path id="a" d="M/);
    for (const [file, svg] of files) expect(svg, file).not.toMatch(/<text\b/);
  });

  it("never shorten a text with an ellipsis", () => {
    for (const [file, svg] of files) for (const [, words] of svg.matchAll(/<desc>([^<]*)<\/desc>/g)) expect(words, file).not.toMatch(/…|\.\.\./);
  });

  it("set no capital or ascender shorter than 8 px (a text of 11 px) at the narrowest width a page shows the picture (a card's 340 px)", () => {
    let checked = 0;
    for (const [file, svg] of files) {
      const composition = /data-art="([a-z]+)-/.exec(svg)?.[1] ?? "";
      const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
      const shown = SHOWN_AT[composition] ?? CARD_WIDTH;
      for (const label of labelsOf(svg)) {
        // Figtree's capitals and ascenders are 0.7 em or more: 11 px type shows them 7.7 px high.
        const tallest = Math.max(...label.glyphs.map(glyphHeight)) * label.scale * (shown / width);
        expect(tallest, `${file}: a label ${tallest.toFixed(1)} px high, shown ${shown} px wide`).toBeGreaterThanOrEqual(7.7);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("stay within 12 KB each", () => {
    for (const [file, svg] of files) expect(Buffer.byteLength(svg), file).toBeLessThanOrEqual(12 * 1024);
  });
});
