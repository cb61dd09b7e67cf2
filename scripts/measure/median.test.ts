import { describe, expect, it } from "vitest";
import { lowerMedian, median } from "./median.ts";

describe("median", () => {
  it("takes the middle of an odd count, in any order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });
  it("is NaN for no values, so a missing figure cannot pass for zero", () => {
    expect(median([])).toBeNaN();
  });
});

describe("lowerMedian", () => {
  it("takes the middle of an odd count and the lower middle of an even one: a value a run gave", () => {
    expect(lowerMedian([100, 98, 99])).toBe(99);
    expect(lowerMedian([100, 99])).toBe(99);
  });
  it("is NaN for no values", () => {
    expect(lowerMedian([])).toBeNaN();
  });
});
