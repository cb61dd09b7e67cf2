import { describe, expect, it } from "vitest";
import { excerptOf } from "./excerpt.ts";

/** Sixty words, "w0" to "w59", where a few are characters HTML would treat as markup. */
const SPECIAL: Record<number, string> = { 0: "<b>", 1: "&", 30: "&amp;lt;", 31: "R&D", 58: "x<y", 59: "&lt;/b&gt;" };
const words = Array.from({ length: 60 }, (_, i) => SPECIAL[i] ?? `w${i}`);
const content = words.join(" ");
const text = (from: number, to: number) => words.slice(from, to + 1).join(" ");

describe("excerptOf", () => {
  it("gives the text exactly as the page has it: no tag is dropped and no entity decoded", () => {
    const page = "Rules read stock < 10 & price > 0 and show &amp;lt;b&amp;gt; or <b>bold</b> as written.";
    const parts = excerptOf(page, [10]);
    expect(parts).toEqual(["Rules read stock < 10 & price > 0 and ", "show", " &amp;lt;b&amp;gt; or <b>bold</b> as written."]);
    expect(parts.join("")).toBe(page);
  });

  it("starts at the first word when the match is there", () => {
    expect(excerptOf(content, [0])).toEqual(["", "<b>", ` ${text(1, 29)}`]);
  });

  it("puts a match in the middle of the page in the middle of the passage, marking every match it shows", () => {
    expect(excerptOf(content, [31, 30, 50])).toEqual([`${text(15, 29)} `, "&amp;lt;", " ", "R&D", ` ${text(32, 44)}`]);
  });

  it("ends at the last word when the match is there", () => {
    expect(excerptOf(content, [59])).toEqual([`${text(30, 58)} `, "&lt;/b&gt;", ""]);
    expect(excerptOf(content, [1, 59])).toEqual(["<b> ", "&", ` ${text(2, 29)}`]);
  });

  it("shows the passage with the most of the words searched for, not the first match", () => {
    // "w5" matches alone near the start; "w40" and "w42" match together later on.
    const passage = excerptOf(content, [5, 40, 42]);
    expect(passage.filter((_, i) => i % 2)).toEqual(["w40", "w42"]);
  });

  it("shows a short text whole, and the start of a text without a match", () => {
    expect(excerptOf("A & B < C", [2])).toEqual(["A & ", "B", " < C"]);
    expect(excerptOf(content, [])).toEqual([text(0, 29)]);
    expect(excerptOf(content, [40], 10)).toEqual([`${text(35, 39)} `, "w40", ` ${text(41, 44)}`]);
  });
});
