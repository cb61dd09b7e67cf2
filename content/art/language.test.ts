// The drawing language, kept by code: every drawn picture (every motif on a hub and a cover, a
// case study's screen of every kind, the home scene in both languages) uses only the language's
// colours, line weights, corner radii and dashes (content/art/draw.ts, palette.ts), read from
// the attributes of its SVG.
import { describe, expect, it } from "vitest";
import { DASH, fmt, RADIUS, SCALE, STROKE } from "./draw.ts";
import { coverArt, homeArt, hubArt, screenArt, type Art, type Motif } from "./index.ts";
import { MOTIFS } from "./motifs.ts";
import { COLOURS } from "./palette.ts";
import { SCREENS } from "../../tests/fixtures/screens.ts";

/** The elements of an SVG document with their attributes, <style> and the root aside. */
function elements(svg: string): { tag: string; attrs: Map<string, string> }[] {
  const body = svg.replace(/<style>.*?<\/style>/, "");
  return [...body.matchAll(/<([a-z]+)\b([^>]*?)\/?>/g)]
    .filter(([, tag]) => tag !== "svg")
    .map(([, tag = "", attrs = ""]) => ({
      tag,
      attrs: new Map([...attrs.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""])),
    }));
}

const motifs = Object.keys(MOTIFS) as Motif[];

/** Every kind of drawn picture, with its composition's scale. */
function pictures(): { name: string; art: Art; k: number }[] {
  const out: { name: string; art: Art; k: number }[] = [];
  for (const motif of motifs) {
    out.push({ name: `hub-${motif}`, art: hubArt({ motif, seed: `/${motif}` }), k: SCALE.hub });
    for (const kind of ["article", "blog-post", "news"] as const)
      out.push({ name: `cover-${motif} (${kind})`, art: coverArt({ motif, seed: `/${kind}/${motif}`, kind }), k: SCALE.cover });
  }
  SCREENS.forEach((screen, i) =>
    out.push({
      name: `screen ${i} (${screen.kind})`,
      art: screenArt({ slug: `case-${i}`, client: "A regional insurer", source: `case-${i}.md`, screen }),
      k: SCALE.screen,
    }),
  );
  out.push({ name: "home en", art: homeArt("en"), k: SCALE.home }, { name: "home de", art: homeArt("de"), k: SCALE.home });
  return out;
}

describe("the drawing language", () => {
  const all = pictures().map((p) => ({ ...p, svg: p.art.draw() }));

  it("is drawn by every composition: screens of every kind, every motif, the home scene", () => {
    expect(new Set(SCREENS.map((s) => s.kind)).size).toBe(5);
    expect(all.length).toBe(motifs.length * 4 + SCREENS.length + 2);
  });

  it("paints only in its colours: the ink, the green, the warm tone and the paper", () => {
    const allowed = new Set<string>([...COLOURS, "none"]);
    for (const { name, svg } of all)
      for (const { tag, attrs } of elements(svg))
        for (const key of ["fill", "stroke"]) {
          const value = attrs.get(key);
          if (value !== undefined) expect(allowed.has(value), `${name}: <${tag} ${key}="${value}">`).toBe(true);
        }
  });

  it("draws lines in its two weights only, at the composition's scale", () => {
    for (const { name, svg, k } of all) {
      const weights = new Set([fmt(STROKE.main * k), fmt(STROKE.detail * k)]);
      for (const { tag, attrs } of elements(svg)) {
        const width = attrs.get("stroke-width");
        if (attrs.has("stroke")) expect(width, `${name}: <${tag}> has a stroke without its weight`).toBeDefined();
        if (width !== undefined) expect(weights.has(width), `${name}: <${tag} stroke-width="${width}">`).toBe(true);
      }
    }
  });

  it("rounds corners by its three radii, or as a pill (half the height)", () => {
    for (const { name, svg, k } of all) {
      const radii = new Set(Object.values(RADIUS).map((r) => fmt(r * k)));
      for (const { tag, attrs } of elements(svg)) {
        const rx = attrs.get("rx");
        if (tag !== "rect" || rx === undefined) continue;
        const pill = fmt(Math.min(Number(attrs.get("width")), Number(attrs.get("height"))) / 2);
        expect(radii.has(rx) || Math.abs(Number(rx) - Number(pill)) <= 0.1, `${name}: <rect rx="${rx}"> (a pill would be ${pill})`).toBe(
          true,
        );
      }
    }
  });

  it("dashes lines only in its patterns, and sets no opacity", () => {
    for (const { name, svg, k } of all) {
      const patterns = new Set(Object.values(DASH).map((pattern) => pattern.map((v) => fmt(v * k)).join(" ")));
      for (const { tag, attrs } of elements(svg)) {
        const dash = attrs.get("stroke-dasharray");
        if (dash !== undefined) expect(patterns.has(dash), `${name}: <${tag} stroke-dasharray="${dash}">`).toBe(true);
        expect(attrs.has("opacity") || attrs.has("fill-opacity") || attrs.has("stroke-opacity"), `${name}: <${tag}> sets an opacity`).toBe(
          false,
        );
      }
    }
  });

  it("gives each drawing one green thing or more, and more ink than green", () => {
    const [ink, green] = COLOURS;
    for (const { name, svg } of all) {
      const uses = (colour: string) => svg.split(`="${colour}"`).length - 1;
      expect(uses(green), name).toBeGreaterThan(0);
      expect(uses(ink), name).toBeGreaterThan(uses(green));
    }
  });
});
