import { describe, expect, it } from "vitest";
import { wideColumns } from "./grid.ts";

describe("the columns of a card grid on a wide screen", () => {
  it("are three unless that leaves a card alone on the last row", () => {
    expect([3, 5, 6, 8, 9, 11, 12].map(wideColumns)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect([4, 7, 10, 13, 19, 22].map(wideColumns)).toEqual([4, 4, 4, 5, 4, 4]);
  });

  it("never leave a lone card on the last row of a grid of two or more", () => {
    for (let count = 2; count <= 60; count++) {
      const columns = wideColumns(count);
      expect(count % columns === 1 && count > columns, `${count} cards in ${columns} columns`).toBe(false);
    }
  });
});
