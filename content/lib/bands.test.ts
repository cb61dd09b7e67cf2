import { describe, expect, it } from "vitest";
import { bandsOf } from "./bands.ts";

describe("the tinted bands of a landing page", () => {
  it("tints figures, case studies, industries and credentials, but never a third band in a row", () => {
    expect(bandsOf(["hero", "stats", "case-studies", "industries", "credentials", "faq"])).toEqual([false, true, true, false, true, false]);
    expect(bandsOf(["stats", "features", "case-studies"])).toEqual([true, false, true]);
    expect(bandsOf(["hero", "features", "faq"])).toEqual([false, false, false]);
  });
});

describe("markBands", () => {
  it("writes band: true on the blocks that sit on a band, and nothing on the others", async () => {
    const { markBands } = await import("./bands.ts");
    const blocks = [{ type: "hero" }, { type: "stats" }, { type: "faq" }] as unknown as Parameters<typeof markBands>[0];
    markBands(blocks);
    expect(blocks.map((b) => (b as { band?: boolean }).band)).toEqual([undefined, true, undefined]);
  });
});
