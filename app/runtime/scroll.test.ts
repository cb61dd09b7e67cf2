import { describe, expect, it } from "vitest";
import { scrollKey } from "./constants.ts";
import { scrollTarget } from "./scroll.ts";

const base = { initial: false, pathname: "/blog", hash: "", saved: null };

describe("scroll on navigation (spec §2.3)", () => {
  it("keys positions by pathname", () => {
    expect(scrollKey("/blog")).toBe("@@scroll|/blog");
  });
  it("goes to the top on a new navigation", () => {
    expect(scrollTarget({ ...base, navigationType: "PUSH" })).toEqual({ kind: "top" });
    expect(scrollTarget({ ...base, navigationType: "PUSH", saved: "900" })).toEqual({ kind: "top" });
  });
  it("goes to the element a hash names", () => {
    expect(scrollTarget({ ...base, navigationType: "PUSH", hash: "#offices" })).toEqual({ kind: "element", id: "offices" });
  });
  it("restores the remembered position on back and forward", () => {
    expect(scrollTarget({ ...base, navigationType: "POP", saved: "1234" })).toEqual({ kind: "restore", y: 1234 });
    expect(scrollTarget({ ...base, navigationType: "POP", saved: null })).toEqual({ kind: "top" });
  });
  it("leaves the first page load to the browser", () => {
    expect(scrollTarget({ ...base, initial: true, navigationType: "PUSH" })).toEqual({ kind: "none" });
  });
});
