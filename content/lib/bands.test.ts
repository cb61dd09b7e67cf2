import { describe, expect, it } from "vitest";
import { layoutOf, markBands, rhythmOf } from "./bands.ts";
import type { SectionLayout } from "../schema/blocks.ts";
import type { Block, BlockMarks } from "../model.ts";

type Planned = { type: Parameters<typeof layoutOf>[0]["type"]; layout?: SectionLayout };
const tones = (blocks: Planned[]) => rhythmOf(blocks).map((s) => s.tone);

/** The rule itself: two sections in a row never share a background unless their layouts differ. */
function broken(blocks: Planned[]): string[] {
  const rhythm = rhythmOf(blocks);
  return rhythm.flatMap((s, i) => {
    const before = rhythm[i - 1];
    return before && before.tone === s.tone && before.layout === s.layout ? [`${i - 1}–${i}: ${s.layout} on ${s.tone}`] : [];
  });
}

describe("the rhythm of a landing page's sections", () => {
  it("gives each block its layout: the one it chose, else its type's", () => {
    expect(layoutOf({ type: "practices", layout: "list" })).toBe("list");
    expect(layoutOf({ type: "features" })).toBe("cards");
    expect(layoutOf({ type: "stats" })).toBe("figures");
    expect(layoutOf({ type: "faq" })).toBe("list");
    expect(layoutOf({ type: "cta" })).toBe("closing");
  });

  it("tints figures, case studies, industries and credentials as cards, a band on warm paper, one thing set large on the tint", () => {
    expect(tones([{ type: "hero" }, { type: "stats" }, { type: "features" }, { type: "case-studies", layout: "cards" }])).toEqual([
      "tint",
      "tint",
      "paper",
      "tint",
    ]);
    expect(
      tones([
        { type: "case-studies", layout: "band" },
        { type: "quotes", layout: "big" },
        { type: "practices", layout: "list" },
      ]),
    ).toEqual(["sand", "tint", "paper"]);
  });

  it("turns the second of two sections alike to the other background", () => {
    // Two card grids on white: the second on the tint.
    expect(tones([{ type: "features" }, { type: "team" }])).toEqual(["paper", "tint"]);
    // Two tinted card grids: the second on white; figures beside cards are a change of layout.
    expect(tones([{ type: "case-studies", layout: "cards" }, { type: "industries" }])).toEqual(["tint", "paper"]);
    expect(tones([{ type: "stats" }, { type: "industries" }])).toEqual(["tint", "tint"]);
    // Two lists (technologies, questions) on white.
    expect(tones([{ type: "technologies" }, { type: "faq" }])).toEqual(["paper", "tint"]);
  });

  it("lets two white sections meet when their layouts differ", () => {
    expect(
      tones([
        { type: "credentials", layout: "list" },
        { type: "latest", layout: "split" },
      ]),
    ).toEqual(["paper", "paper"]);
  });

  it("never puts three coloured sections in a row (the hero aside)", () => {
    expect(
      tones([{ type: "hero" }, { type: "stats" }, { type: "case-studies", layout: "band" }, { type: "quotes", layout: "big" }]),
    ).toEqual(["tint", "tint", "sand", "paper"]);
  });

  it("holds on the home page and on a practice page as the content plans them", () => {
    const home: Planned[] = [
      { type: "hero" },
      { type: "case-studies", layout: "band" },
      { type: "practices", layout: "list" },
      { type: "quotes", layout: "big" },
      { type: "credentials", layout: "list" },
      { type: "latest", layout: "split" },
      { type: "cta" },
    ];
    const practice: Planned[] = [
      { type: "hero" },
      { type: "stats" },
      { type: "features" },
      { type: "body" },
      { type: "steps" },
      { type: "case-studies", layout: "cards" },
      { type: "team" },
      { type: "technologies" },
      { type: "faq" },
      { type: "section-index" },
      { type: "cta" },
    ];
    expect(broken(home)).toEqual([]);
    expect(broken(practice)).toEqual([]);
    // Without the rule, the practice page's case studies and team (cards) and technologies and
    // questions (lists) would meet on one background: the rule changed something.
    expect(tones(practice)).toEqual(["tint", "tint", "paper", "paper", "paper", "tint", "paper", "paper", "tint", "paper", "paper"]);
  });

  it("holds for every order of a mixed set of blocks", () => {
    const kinds: Planned[] = [
      { type: "features" },
      { type: "team" },
      { type: "stats" },
      { type: "case-studies", layout: "cards" },
      { type: "case-studies", layout: "band" },
      { type: "quotes", layout: "big" },
      { type: "faq" },
      { type: "technologies" },
      { type: "body" },
    ];
    // Every sequence of four drawn from the set, repeats allowed.
    for (let n = 0; n < kinds.length ** 4; n++) {
      const seq = [0, 1, 2, 3].map((d) => kinds[Math.floor(n / kinds.length ** d) % kinds.length] as Planned);
      expect(broken(seq), seq.map((b) => `${b.type}:${b.layout ?? ""}`).join(" ")).toEqual([]);
    }
  });
});

describe("markBands", () => {
  it("writes each block's layout and background on it, as rhythmOf decides them", () => {
    const blocks = [
      { type: "hero" },
      { type: "case-studies", layout: "band" },
      { type: "features" },
      { type: "team" },
      { type: "cta" },
    ] as unknown as Block[];
    markBands(blocks);
    expect(blocks.map((b) => [(b as BlockMarks).kind, (b as BlockMarks).tone])).toEqual([
      ["hero", "tint"],
      ["band", "sand"],
      ["cards", "paper"],
      ["cards", "tint"],
      ["closing", "paper"],
    ]);
  });
});
