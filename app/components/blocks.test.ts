import { describe, expect, it } from "vitest";
import { bandsOf } from "./blocks.tsx";

describe("the tinted bands of a landing page", () => {
  it("tints figures, case studies, industries and credentials, but never a third band in a row", () => {
    expect(bandsOf(["hero", "stats", "case-studies", "industries", "credentials", "faq"])).toEqual([false, true, true, false, true, false]);
    expect(bandsOf(["stats", "features", "case-studies"])).toEqual([true, false, true]);
    expect(bandsOf(["hero", "features", "faq"])).toEqual([false, false, false]);
  });
});
