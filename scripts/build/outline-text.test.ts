// Text becomes outlines of the site's face: placed as the `<text>` asked (anchor, size, weight,
// spacing, stretch), each glyph drawn once, the words kept, and a character the face lacks
// refused by file and label. content/art's width table is the face's own.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL_WEIGHT, textWidth } from "../../content/art/draw.ts";
import { ROOT } from "../lib/run.ts";
import { METRICS_FILE, metricsModule } from "./face-metrics.ts";
import { faceOf, labelWidth, outlineSvg, pathData, simplifyOutline } from "./outline-text.ts";

const svg = (texts: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 750" role="img"><title>A screen</title>${texts}</svg>`;
const text = (attributes: string, content: string) => `<text font-family="Figtree" font-size="40" ${attributes}>${content}</text>`;

/** Where an outlined label starts, its scale and its glyphs' offsets. */
function placed(out: string) {
  const m = /<g transform="translate\(([-\d.]+) ([-\d.]+)\)scale\(([\d.]+)(?: ([\d.]+))?\)"([^>]*)>(.*?)<\/g>/.exec(out);
  if (!m) throw new Error(`no label in ${out}`);
  return {
    x: Number(m[1]),
    y: Number(m[2]),
    scale: Number(m[3]),
    scaleY: Number(m[4] ?? m[3]),
    attributes: m[5] ?? "",
    uses: [...(m[6] ?? "").matchAll(/<use href="#(\w+)"(?: x="(-?\d+)")?/g)].map((u) => ({ id: u[1], x: Number(u[2] ?? 0) })),
  };
}

describe("outlineSvg", () => {
  it("replaces every text with its glyphs, keeps its colour and data, and its words in a description", () => {
    const out = outlineSvg(svg(text('x="100" y="200" fill="#14212b" data-box="90 160 300 52"', "Waiting &amp; done")), "a.svg");
    expect(out).not.toMatch(/<text\b/);
    expect(out).toContain("<title>A screen</title><desc>Waiting &amp; done</desc><defs>");
    const label = placed(out);
    expect(label.attributes).toBe(' fill="#14212b" data-box="90 160 300 52"');
    expect([label.x, label.y, label.scale]).toEqual([100, 200, 0.4]);
    // "Waiting & done": 12 glyphs drawn (the spaces have none), "i", "n" and "g" once each.
    expect(label.uses).toHaveLength(12);
    expect(new Set(label.uses.map((u) => u.id)).size).toBe(10);
    expect(out.match(/<path id=/g)).toHaveLength(10);
  });

  it("places a label by its anchor, from the face's real width", () => {
    const width = labelWidth({ text: "Approve", size: 40, weight: 600 });
    expect(width).toBeGreaterThan(100);
    const at = (anchor: string) => placed(outlineSvg(svg(text(`x="600" y="300" font-weight="600"${anchor}`, "Approve")), "a.svg")).x;
    expect(at("")).toBe(600);
    expect(at(' text-anchor="middle"')).toBeCloseTo(600 - width / 2, 0);
    expect(at(' text-anchor="end"')).toBeCloseTo(600 - width, 0);
  });

  it("draws each weight from its own instance of the variable face", () => {
    const regular = labelWidth({ text: "Orders", size: 40, weight: 400 });
    const bold = labelWidth({ text: "Orders", size: 40, weight: 700 });
    expect(bold).toBeGreaterThan(regular);
    const out = outlineSvg(svg(text('x="0" y="50"', "Orders") + text('x="0" y="100" font-weight="700"', "Orders")), "a.svg");
    expect(out.match(/<path id=/g)).toHaveLength(10);
  });

  it("spaces letters and stretches a text to its textLength", () => {
    const plain = placed(outlineSvg(svg(text('x="0" y="50"', "REAL")), "a.svg"));
    const spaced = placed(outlineSvg(svg(text('x="0" y="50" letter-spacing="5"', "REAL")), "a.svg"));
    spaced.uses.forEach((u, i) => expect(u.x).toBeCloseTo((plain.uses[i]?.x ?? 0) + (i * 5) / 0.4, -0.5));
    const natural = labelWidth({ text: "REAL", size: 40, weight: 400 });
    const stretched = placed(outlineSvg(svg(text(`x="0" y="50" textLength="${Math.round(natural * 2)}" lengthAdjust="spacingAndGlyphs"`, "REAL")), "a.svg"));
    expect(stretched.scale / stretched.scaleY).toBeCloseTo(2, 1);
  });

  it("refuses a character the face has no glyph for, naming the file and the label", () => {
    expect(() => outlineSvg(svg(text('x="0" y="50"', "8 → 4 days")), "/images/art/portfolio/x.svg")).toThrow(
      '/images/art/portfolio/x.svg: "8 → 4 days": Figtree has no glyph for "→"',
    );
  });

  it("writes the colour of neighbouring labels once, for the run", () => {
    const labels = text('x="0" y="50" fill="#14212b" data-box="0 0 9 9"', "One") + text('x="0" y="100" fill="#14212b"', "Two");
    const out = outlineSvg(svg(labels + '<rect width="5" height="5" fill="#ffffff"/>' + text('x="0" y="150" fill="#0b6e4f"', "Three")), "a.svg");
    expect(out.match(/fill="#14212b"/g)).toHaveLength(1);
    expect(out).toMatch(/<g fill="#14212b"><g transform="[^"]*" data-box="0 0 9 9">(<use [^>]*\/>)+<\/g><g transform="[^"]*">(<use [^>]*\/>)+<\/g><\/g><rect /);
    // A label alone keeps its colour.
    expect(out).toMatch(/<g transform="[^"]*" fill="#0b6e4f">/);
  });

  it("leaves an SVG without text as it is", () => {
    const plain = svg('<rect x="0" y="0" width="10" height="10" fill="#fff"/>');
    expect(outlineSvg(plain, "a.svg")).toBe(plain);
  });
});


/** Outline commands as fontkit's path gives them. */
const move = (x: number, y: number) => ({ command: "moveTo", args: [x, y] });
const lineTo = (x: number, y: number) => ({ command: "lineTo", args: [x, y] });
const quad = (cx: number, cy: number, x: number, y: number) => ({ command: "quadraticCurveTo", args: [cx, cy, x, y] });
const close = { command: "closePath", args: [] };

describe("pathData", () => {

  it("starts a subpath after a close from where the closed one began, as SVG does", () => {
    // A contour whose last point is not its first, then a second contour at (50, 50).
    const d = pathData([move(10, 0), lineTo(30, 0), lineTo(30, 20), close, move(50, 50), lineTo(60, 50), close], 1);
    expect(d).toBe("M10 0h20v-20zm40-50h10z");
  });

  it("writes a run of one command with its letter once, and implied on-curve points as smooth curves", () => {
    expect(pathData([move(0, 0), lineTo(10, 10), lineTo(20, 30), close], 1)).toBe("M0 0l10-10 10-20z");
    // TrueType's implied point: (20, 10) is the midpoint of the controls (10, 20) and (30, 0).
    expect(pathData([move(0, 0), quad(10, 20, 20, 10), quad(30, 0, 40, 0), close], 1)).toBe("M0 0q10-20 20-10t20 10z");
    // Not a midpoint: both curves keep their control.
    expect(pathData([move(0, 0), quad(10, 20, 20, 10), quad(30, 5, 40, 0), close], 1)).toBe("M0 0q10-20 20-10 10 5 20 10z");
  });
});

describe("simplifyOutline", () => {

  it("drops a point within the tolerance of the line through its neighbours, and keeps a corner", () => {
    expect(simplifyOutline([move(0, 0), lineTo(10, 0.3), lineTo(20, 0), lineTo(20, 10), close], 0.5)).toEqual([
      move(0, 0),
      lineTo(20, 0),
      lineTo(20, 10),
      close,
    ]);
    expect(simplifyOutline([move(0, 0), lineTo(10, 1), lineTo(20, 0), close], 0.5)).toHaveLength(4);
  });

  it("draws a curve as flat as its chord as a line, and two halves of one curve as that curve", () => {
    expect(simplifyOutline([move(0, 0), quad(10, 0.2, 20, 0), close], 0.5)).toEqual([move(0, 0), lineTo(20, 0), close]);
    // (0, 0)–(50, 100)–(100, 0) split at its middle.
    const halves = [move(0, 0), quad(25, 50, 50, 50), quad(75, 50, 100, 0), close];
    const [, one, ...rest] = simplifyOutline(halves, 0.5);
    expect(one?.command).toBe("quadraticCurveTo");
    one?.args.forEach((v, i) => expect(v).toBeCloseTo([50, 100, 100, 0][i] ?? NaN, 6));
    expect(rest).toEqual([close]);
  });

  it("keeps a glyph of the face within the tolerance, with fewer points", () => {
    const { font } = faceOf("Figtree", LABEL_WEIGHT);
    for (const c of "O&gs8") {
      const commands = font.glyphForCodePoint(c.codePointAt(0) ?? 0).path.commands;
      const simple = simplifyOutline(commands, 5);
      expect(simple.length, c).toBeLessThan(commands.length);
      // Every point of the face's outline lies within the tolerance of the simplified one.
      const points = (list: ReadonlyArray<{ command: string; args: number[] }>) => {
        const out: Array<[number, number]> = [];
        let at: [number, number] = [0, 0];
        for (const { command, args } of list) {
          const to: [number, number] = [args[args.length - 2] ?? 0, args[args.length - 1] ?? 0];
          if (command === "quadraticCurveTo")
            for (let t = 0; t <= 1; t += 1 / 32) {
              const [cx = 0, cy = 0] = args;
              const m = (a: number, b: number, e: number) => (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * e;
              out.push([m(at[0], cx, to[0]), m(at[1], cy, to[1])]);
            }
          else if (command === "lineTo") for (let t = 0; t <= 1; t += 1 / 32) out.push([at[0] + (to[0] - at[0]) * t, at[1] + (to[1] - at[1]) * t]);
          if (command !== "closePath") at = to;
        }
        return out;
      };
      const simplified = points(simple);
      const toSegment = ([x, y]: [number, number], [ax, ay]: [number, number], [bx, by]: [number, number]) => {
        const length = (bx - ax) ** 2 + (by - ay) ** 2;
        const t = length ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length)) : 0;
        return Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay));
      };
      for (const p of points(commands)) {
        const distance = Math.min(...simplified.slice(1).map((b, i) => toSegment(p, simplified[i] ?? b, b)));
        expect(distance, c).toBeLessThan(5.5);
      }
    }
  });
});

describe("content/art's width table", () => {
  it("is what the face measures now (node scripts/build/face-metrics.ts rewrites it)", () => {
    expect(readFileSync(join(ROOT, METRICS_FILE), "utf8")).toBe(metricsModule());
  });

  it("never gives a label less room than the outline takes, kerning included", () => {
    const labels = ["Appointments", "Waiting", "Done", "Überfällig", "Straße 12", "Team Wave", "AVT 7.4", "Pünktlich geliefert", "Freigeben"];
    for (const label of labels)
      expect(textWidth(label, 40) + 0.5, label).toBeGreaterThanOrEqual(labelWidth({ text: label, size: 40, weight: LABEL_WEIGHT }));
  });
});
