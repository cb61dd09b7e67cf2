import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_KEY, BRAND_FONT_SCRIPT, loadBrandFont } from "./brand-font.ts";

const unmarked = { hasAttribute: () => false };

const storage = () => {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe("loadBrandFont", () => {
  it("remembers the font once it has loaded", async () => {
    const s = storage();
    const asked: string[] = [];
    const fonts = { load: (font: string) => (asked.push(font), Promise.resolve([{} as FontFace])) };
    expect(await loadBrandFont(fonts, s, unmarked)).toBe(true);
    expect(asked).toEqual(['1em "Figtree"']);
    expect(s.items.get(BRAND_FONT_KEY)).toBe("1");
  });

  it.each([
    ["no face matched", () => Promise.resolve([])],
    ["the font failed to load", () => Promise.reject(new Error("network"))],
  ])("remembers nothing when %s", async (_, load) => {
    const s = storage();
    expect(await loadBrandFont({ load }, s, unmarked)).toBe(false);
    expect(s.items.size).toBe(0);
  });

  it("does nothing on a page that already uses the font", async () => {
    const s = storage();
    const asked: string[] = [];
    const fonts = { load: (font: string) => (asked.push(font), Promise.resolve([{} as FontFace])) };
    const marked = { hasAttribute: (name: string) => name === BRAND_FONT_ATTRIBUTE };
    expect(await loadBrandFont(fonts, s, marked)).toBe(true);
    expect(asked).toEqual([]);
    expect(s.items.size).toBe(0);
  });

  it("survives blocked storage", async () => {
    const blocked = {
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(await loadBrandFont({ load: () => Promise.resolve([{} as FontFace]) }, blocked, unmarked)).toBe(false);
  });
});

describe("the inline script", () => {
  const run = (localStorage: { getItem: (key: string) => string | null }) => {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } };
    runInNewContext(BRAND_FONT_SCRIPT, { localStorage, document });
    return attributes;
  };

  it("marks the document where this browser loaded the font before", () => {
    expect(run({ getItem: (key) => (key === BRAND_FONT_KEY ? "1" : null) }).has(BRAND_FONT_ATTRIBUTE)).toBe(true);
  });

  it("leaves a first visit, or blocked storage, in the fallback", () => {
    expect(run({ getItem: () => null }).size).toBe(0);
    expect(
      run({
        getItem: () => {
          throw new Error("blocked");
        },
      }).size,
    ).toBe(0);
  });
});
