// Text in the SVGs the build writes becomes outlines of the site's own faces: every `<text>` is
// replaced by one `<path>` of its glyphs, laid out by fontkit (advances and kerning) in the face
// and weight it asks for, so a picture looks the same on every system and needs no font
// (docs/decisions/039-text-as-outlines.md). A character the face lacks fails the build, naming
// the file and the label.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeXML } from "entities";
import * as fontkit from "fontkit";
import { ROOT } from "../lib/run.ts";

/** The faces a drawing may name in `font-family`, by family name: the variable file each is
 * outlined from. The first is the face of a text that names none of them. */
export const FACES: ReadonlyArray<{ family: string; file: string }> = [
  { family: "Figtree", file: "node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2" },
];

const files = new Map<string, fontkit.Font>();
const instances = new Map<string, fontkit.Font>();

/** The face `family` names (its first family that is one of FACES, else the first face) at `weight`. */
export function faceOf(family: string | undefined, weight: number): { family: string; font: fontkit.Font } {
  const names = (family ?? "").split(",").map((n) => n.trim().replace(/^["']|["']$/g, ""));
  const face = FACES.find((f) => names.includes(f.family)) ?? FACES[0];
  if (!face) throw new Error("no face to outline text with");
  const key = `${face.family}:${weight}`;
  let font = instances.get(key);
  if (!font) {
    let file = files.get(face.file);
    if (!file) {
      file = fontkit.create(readFileSync(join(ROOT, face.file))) as fontkit.Font;
      files.set(face.file, file);
    }
    font = file.variationAxes.wght ? file.getVariation({ wght: weight }) : file;
    instances.set(key, font);
  }
  return { family: face.family, font };
}

const WEIGHTS: Record<string, number> = { normal: 400, bold: 700 };

/** Glyph outlines are drawn once per picture, at this many units to the em, in whole units
 * (a hundredth of the em: under a quarter of a pixel where a picture is shown largest). */
const GLYPH_EM = 100;

/** How far a simplified glyph outline may stray from the face's, in units of the picture, at the
 * largest size the picture sets the glyph: 0.4 units, a quarter of a CSS pixel where a page shows
 * a 1200-unit picture largest (760 px), half a device pixel on a 2x screen. A glyph set at 40
 * units may stray by one unit of GLYPH_EM, one set at 72 by about half a unit. */
const TOLERANCE = 0.4;

/** A label as the `<text>` element sets it. */
export interface Label {
  text: string;
  x: number;
  y: number;
  size: number;
  weight: number;
  family?: string | undefined;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  baseline?: "auto" | "alphabetic" | "middle" | "central";
  /** `textLength` with lengthAdjust="spacingAndGlyphs": the glyphs are stretched to this width. */
  length?: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A number as short as SVG allows, at one decimal. */
const num = (n: number) => {
  const r = round(n);
  return String(r === 0 ? 0 : r).replace(/^(-?)0\./, "$1.");
};

/** Path data in whole units, as short as SVG allows: absolute at the start, then relative between
 * rounded points (so rounding never drifts), a command's letter written once for a run of it,
 * and a quadratic segment whose start is the midpoint of its control and the previous one (how
 * TrueType implies on-curve points) as a smooth `t`, while the reflected control stays within a
 * unit of the face's. */
export function pathData(commands: ReadonlyArray<{ command: string; args: number[] }>, scale: number): string {
  let d = "";
  let last = "";
  // The point drawn so far, as rounded, and the control of the last quadratic (rounded, and as
  // the face has it), for a smooth continuation.
  let x = 0;
  let y = 0;
  let at = { x: 0, y: 0 };
  let control: { x: number; y: number; fx: number; fy: number } | undefined;
  let start = { x: 0, y: 0 };
  const put = (command: string, values: number[]) => {
    const implicit = (command === last && command !== "m") || (command === "l" && last === "m");
    let out = implicit ? "" : command;
    values.forEach((v, i) => {
      out += (i || implicit) && v >= 0 ? ` ${v}` : String(v);
    });
    d += out;
    last = command;
  };
  for (const { command, args } of commands) {
    const f = args.map((v, i) => (i % 2 === 0 ? v * scale : -v * scale));
    const pts = f.map(Math.round);
    const rel = pts.map((v, i) => v - (i % 2 === 0 ? x : y));
    const previous = control;
    control = undefined;
    if (command === "closePath") {
      d += "z";
      last = "z";
      [x, y] = [start.x, start.y];
      at = { ...start };
      continue;
    }
    if (command === "moveTo") {
      put(d ? "m" : "M", d ? rel : pts);
      start = { x: pts[0] ?? 0, y: pts[1] ?? 0 };
      // A subpath closes on its rounded start.
    } else if (command === "lineTo") {
      const [dx = 0, dy = 0] = rel;
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) put("h", [dx]);
      else if (dx === 0) put("v", [dy]);
      else put("l", rel);
    } else if (command === "quadraticCurveTo") {
      const [fx = 0, fy = 0] = f;
      const reflected = previous && { x: 2 * x - previous.x, y: 2 * y - previous.y };
      const smooth =
        previous &&
        reflected &&
        Math.hypot(2 * at.x - previous.fx - fx, 2 * at.y - previous.fy - fy) < 0.01 &&
        Math.hypot(reflected.x - fx, reflected.y - fy) <= 1;
      if (smooth && reflected) {
        put("t", rel.slice(2));
        control = { ...reflected, fx, fy };
      } else {
        put("q", rel);
        control = { x: pts[0] ?? 0, y: pts[1] ?? 0, fx, fy };
      }
    } else put("c", rel);
    x = pts[pts.length - 2] ?? x;
    y = pts[pts.length - 1] ?? y;
    at = { x: f[f.length - 2] ?? at.x, y: f[f.length - 1] ?? at.y };
  }
  return d;
}

type Point = readonly [number, number];
/** A piece of a contour: a line (no control) or a quadratic (one control), and the points of the
 * face's outline it stands for (to measure how far a simplified piece strays from them). */
interface Piece {
  from: Point;
  control?: Point | undefined;
  to: Point;
  samples: Point[];
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const quadAt = (p: Piece, t: number): Point => (p.control ? lerp(lerp(p.from, p.control, t), lerp(p.control, p.to, t), t) : lerp(p.from, p.to, t));

/** The distance from `p` to the segment a–b. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Points along a piece, ends excluded. */
const inner = (p: Piece, n = 8): Point[] => Array.from({ length: n - 1 }, (_, i) => quadAt(p, (i + 1) / n));

/** Whether `merged` stays within `tolerance` of every point its pieces stood for, and they of it. */
function within(merged: Piece, samples: readonly Point[], tolerance: number): boolean {
  const line = [merged.from, ...inner(merged, 24), merged.to];
  const near = (p: Point, poly: readonly Point[]) => poly.slice(1).some((b, i) => toSegment(p, poly[i] ?? b, b) <= tolerance);
  const original = [merged.from, ...samples, merged.to];
  return samples.every((p) => near(p, line)) && inner(merged, 12).every((p) => near(p, original));
}

/** Where the line through a in direction da meets the one through b in direction db, ahead of
 * both; undefined for parallel lines or one behind. */
function meet(a: Point, da: Point, b: Point, db: Point): Point | undefined {
  const cross = da[0] * db[1] - da[1] * db[0];
  if (Math.abs(cross) < 1e-9) return undefined;
  const t = ((b[0] - a[0]) * db[1] - (b[1] - a[1]) * db[0]) / cross;
  const u = ((b[0] - a[0]) * da[1] - (b[1] - a[1]) * da[0]) / cross;
  return t > 0 && u < 0 ? [a[0] + da[0] * t, a[1] + da[1] * t] : undefined;
}

/** Two neighbouring pieces as one, if one line or one quadratic stays within `tolerance` of both. */
function merge(a: Piece, b: Piece, tolerance: number): Piece | undefined {
  const samples = [...a.samples, a.to, ...b.samples];
  if (!a.control && !b.control) {
    const line: Piece = { from: a.from, to: b.to, samples };
    return samples.every((p) => toSegment(p, a.from, b.to) <= tolerance) ? line : undefined;
  }
  const start = a.control ?? a.to;
  const end = b.control ?? b.from;
  const control = meet(a.from, [start[0] - a.from[0], start[1] - a.from[1]], b.to, [b.to[0] - end[0], b.to[1] - end[1]]);
  if (!control) return undefined;
  const curve: Piece = { from: a.from, control, to: b.to, samples };
  return within(curve, samples, tolerance) ? curve : undefined;
}

/** A glyph's outline with fewer points: a quadratic whose control lies within `tolerance` (in the
 * outline's units) of its chord becomes a line, and neighbouring lines or quadratics become one
 * where one stays within `tolerance` of the face's outline (checked at points along both). Cubic
 * curves are kept as they are (Figtree's outlines are quadratic). */
export function simplifyOutline(
  commands: ReadonlyArray<{ command: string; args: number[] }>,
  tolerance: number,
): Array<{ command: string; args: number[] }> {
  const out: Array<{ command: string; args: number[] }> = [];
  let pieces: Piece[] = [];
  let at: Point = [0, 0];
  const flush = () => {
    const merged: Piece[] = [];
    for (const piece of pieces) {
      const previous = merged[merged.length - 1];
      const joined = previous && merge(previous, piece, tolerance);
      if (joined) merged[merged.length - 1] = joined;
      else merged.push(piece);
    }
    for (const p of merged)
      out.push(p.control ? { command: "quadraticCurveTo", args: [...p.control, ...p.to] } : { command: "lineTo", args: [...p.to] });
    pieces = [];
  };
  for (const { command, args } of commands) {
    if (command === "lineTo" || command === "quadraticCurveTo") {
      const to: Point = [args[args.length - 2] ?? 0, args[args.length - 1] ?? 0];
      let control: Point | undefined = command === "quadraticCurveTo" ? [args[0] ?? 0, args[1] ?? 0] : undefined;
      const piece: Piece = { from: at, control, to, samples: [] };
      if (control) {
        piece.samples = inner(piece);
        if (toSegment(control, at, to) <= tolerance) control = undefined;
      }
      pieces.push({ ...piece, control });
      at = to;
      continue;
    }
    flush();
    out.push({ command, args: [...args] });
    if (command === "moveTo" || command === "bezierCurveTo") at = [args[args.length - 2] ?? 0, args[args.length - 1] ?? 0];
  }
  flush();
  return out;
}

/** The width `label` takes in its face at its size, laid out by fontkit (advances and kerning). */
export function labelWidth(label: Pick<Label, "text" | "size" | "weight" | "family" | "spacing">): number {
  const { font } = faceOf(label.family, label.weight);
  const units = font.layout(label.text).positions.reduce((sum, p) => sum + p.xAdvance, 0);
  return (units * label.size) / font.unitsPerEm + (label.spacing ?? 0) * Array.from(label.text).length;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The `n`th glyph's id: one letter for the first 52, then two (a, …, Z, aa, ba, …). */
const glyphId = (n: number): string => (LETTERS[n % 52] ?? "") + (n >= 52 ? glyphId(Math.floor(n / 52) - 1) : "");

/** The glyphs of one picture, each outlined once (`<defs>`) and placed as often as its labels use it. */
export class GlyphSet {
  private readonly glyphs = new Map<string, { id: string; commands: fontkit.Glyph["path"]["commands"]; toEm: number; size: number }>();

  /** `label` as a group of placed glyphs, carrying `attributes`; throws, naming the label, on a
   * character its face has no glyph for. */
  place(label: Label, attributes: string): string {
    const { family, font } = faceOf(label.family, label.weight);
    const run = font.layout(label.text);
    const missing = run.glyphs.filter((g) => g.id === 0).flatMap((g) => g.codePoints.map((c) => String.fromCodePoint(c)));
    if (missing.length) throw new Error(`"${label.text}": ${family} has no glyph for ${missing.map((c) => `"${c}"`).join(", ")}`);
    const toEm = GLYPH_EM / font.unitsPerEm;
    const scale = label.size / GLYPH_EM;
    const natural = labelWidth(label);
    const stretch = label.length ? label.length / natural : 1;
    const width = natural * stretch;
    const x = label.x - (label.anchor === "middle" ? width / 2 : label.anchor === "end" ? width : 0);
    const k = label.size / font.unitsPerEm;
    const shift = label.baseline === "middle" ? (font.xHeight * k) / 2 : label.baseline === "central" ? ((font.ascent + font.descent) * k) / 2 : 0;
    const spacing = (label.spacing ?? 0) / scale;
    let pen = 0;
    let uses = "";
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i];
      if (glyph.path.commands.length) {
        const key = `${family}:${label.weight}:${glyph.id}`;
        let def = this.glyphs.get(key);
        if (!def) {
          def = { id: glyphId(this.glyphs.size), commands: glyph.path.commands, toEm, size: label.size };
          this.glyphs.set(key, def);
        } else def.size = Math.max(def.size, label.size);
        const gx = Math.round(pen + (position?.xOffset ?? 0) * toEm);
        const gy = Math.round(-(position?.yOffset ?? 0) * toEm);
        uses += `<use href="#${def.id}"${gx ? ` x="${gx}"` : ""}${gy ? ` y="${gy}"` : ""}/>`;
      }
      pen += (position?.xAdvance ?? 0) * toEm + spacing;
    });
    const fine = (v: number) => String(Math.round(v * 1e4) / 1e4).replace(/^0\./, ".");
    const scaling = stretch === 1 ? `scale(${fine(scale)})` : `scale(${fine(scale * stretch)} ${fine(scale)})`;
    return `<g transform="translate(${num(x)} ${num(label.y + shift)})${scaling}"${attributes}>${uses}</g>`;
  }

  /** The `<defs>` of every glyph placed so far. */
  defs(): string {
    const d = (g: { commands: fontkit.Glyph["path"]["commands"]; toEm: number; size: number }) =>
      pathData(simplifyOutline(g.commands, (TOLERANCE * GLYPH_EM) / g.size / g.toEm), g.toEm);
    return this.glyphs.size ? `<defs>${[...this.glyphs.values()].map((g) => `<path id="${g.id}" d="${d(g)}"/>`).join("")}</defs>` : "";
  }
}

/** Attributes of `<text>` that only say how its glyphs are set: the outline replaces them. */
const SETTING = new Set([
  "x",
  "y",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "letter-spacing",
  "dominant-baseline",
  "textLength",
  "lengthAdjust",
]);

const attributesOf = (source: string): Map<string, string> =>
  new Map([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));

/** The label a `<text>` element sets. */
function labelOf(a: Map<string, string>, text: string, file: string): Label {
  const anchor = a.get("text-anchor");
  const baseline = a.get("dominant-baseline");
  if (baseline && !["auto", "alphabetic", "middle", "central"].includes(baseline))
    throw new Error(`${file}: "${text}": dominant-baseline="${baseline}" cannot be outlined`);
  const weight = a.get("font-weight") ?? "400";
  return {
    text,
    x: Number(a.get("x") ?? 0),
    y: Number(a.get("y") ?? 0),
    size: Number.parseFloat(a.get("font-size") ?? "16"),
    weight: WEIGHTS[weight] ?? Number(weight),
    family: a.get("font-family"),
    ...(anchor === "middle" || anchor === "end" ? { anchor } : {}),
    ...(a.has("letter-spacing") ? { spacing: Number.parseFloat(a.get("letter-spacing") ?? "0") } : {}),
    ...(baseline === "middle" || baseline === "central" ? { baseline } : {}),
    ...(a.get("lengthAdjust") === "spacingAndGlyphs" && a.has("textLength") ? { length: Number(a.get("textLength")) } : {}),
  };
}

/** `svg` with every `<text>` as a group of its glyphs' outlines (drawn once each in `<defs>`),
 * and the words of its labels, in order, in a `<desc>` after its title, so the file still
 * carries them. `file` names the picture in errors. */
export function outlineSvg(svg: string, file: string): string {
  const glyphs = new GlyphSet();
  const words: string[] = [];
  const out = svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_, source: string, content: string) => {
    if (content.includes("<")) throw new Error(`${file}: a text with nested elements (tspan) cannot be outlined: ${content}`);
    const a = attributesOf(source);
    const text = decodeXML(content);
    const kept = [...a].filter(([name]) => !SETTING.has(name)).map(([name, value]) => ` ${name}="${value}"`);
    words.push(content);
    try {
      return glyphs.place(labelOf(a, text, file), kept.join(""));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  });
  if (!words.length) return svg;
  const head = `<desc>${words.join(" · ")}</desc>${glyphs.defs()}`;
  const shared = sharedFill(out);
  if (shared.includes("</title>")) return shared.replace("</title>", `</title>${head}`);
  return shared.replace(/<svg\b[^>]*>/, (open) => open + head);
}

/** Neighbouring labels of one colour, as `place` writes them, in one group that carries it. */
const RUN = /<g transform="[^"]*" fill="(#[0-9a-f]{6})"[^>]*>(?:<use [^>]*\/>)*<\/g>(?:<g transform="[^"]*" fill="\1"[^>]*>(?:<use [^>]*\/>)*<\/g>)+/g;

/** `svg` with each run of neighbouring labels of one colour in a group of that colour, the labels
 * without their own: the colour is written once for the run. */
export function sharedFill(svg: string): string {
  return svg.replace(RUN, (run, fill: string) => `<g fill="${fill}">${run.replaceAll(`" fill="${fill}"`, '"')}</g>`);
}
