// Each picture is drawn once per build: never while the content compiles (which only needs its
// size, alt text and id), and once when the build writes its file.
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
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
  return { ...art, coverArt: counted(art.coverArt), hubArt: counted(art.hubArt), homeArt: counted(art.homeArt), caseArt: counted(art.caseArt), portraitArt: counted(art.portraitArt) };
});

describe("the build's pictures", () => {
  it("are drawn once each, when written, and never while the content compiles", () => {
    const site = loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR);
    expect(draws).toEqual([]);

    const drawn = site.pages.filter((p) => p.image?.art);
    expect(new Set(drawn.map((p) => p.image?.art?.split("-")[0]))).toEqual(new Set(["cover", "hub", "home", "case", "portrait"]));

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
