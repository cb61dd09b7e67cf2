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

describe("the SVG files the build writes", () => {
  const files: Array<[string, string]> = [];
  beforeAll(() => {
    writePageArt(loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR).pages, (file, text) => files.push([file, text]));
  });

  it("include a case study's screen, whose text is set", () => {
    const screens = files.filter(([, svg]) => svg.includes('data-art="screen-'));
    expect(screens.map(([file]) => file)).toEqual(["/images/art/portfolio/clinic-scheduling.svg"]);
    expect(screens[0]?.[1]).toContain(">Appointments</text>");
  });

  it("never shorten a text with an ellipsis", () => {
    for (const [file, svg] of files)
      for (const [, text] of svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)) expect(text, file).not.toMatch(/…|\.\.\./);
  });

  it("set no text smaller than 11 px at the narrowest width a page shows the picture (a card's 340 px: 40 units in a 1200-wide screen)", () => {
    for (const [file, svg] of files) {
      const composition = /data-art="([a-z]+)-/.exec(svg)?.[1] ?? "";
      const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
      const shown = SHOWN_AT[composition] ?? CARD_WIDTH;
      for (const [, size] of svg.matchAll(/<text\b[^>]*\bfont-size="([\d.]+)"/g))
        expect(Number(size) * (shown / width), `${file}: font size ${size} in a picture ${width} wide, shown ${shown} px wide`).toBeGreaterThanOrEqual(11);
    }
  });

  it("stay within 12 KB each", () => {
    for (const [file, svg] of files) expect(Buffer.byteLength(svg), file).toBeLessThanOrEqual(12 * 1024);
  });
});
