// The drawing helpers every picture uses: text and numbers, the pen that draws a pictogram at
// any size, shared shapes (dot grid, gear, card) and the SVG document with its id.
import { COLOURS, P, type Colour } from "./palette.ts";
import { DARK_STYLE } from "./dark.ts";
import { ADVANCES, CHARS, FACE } from "./metrics.ts";

/** XML-escapes text for element content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const INDEX = new Map(Array.from(CHARS, (c, i) => [c, i]));
const WIDTHS = new Map(Object.entries(ADVANCES).map(([weight, list]) => [Number(weight), list.split(" ").map(Number)]));

/** The characters of `text` the labels' face has no glyph for: the build cannot draw them. */
export function missingGlyphs(text: string): string[] {
  return [...new Set(Array.from(text).filter((c) => !INDEX.has(c)))];
}

/** The one weight every label of a drawing is set in (decision 039): a title or a figure stands
 * out by its size, the current entry of a menu by the shape behind it, so a picture carries the
 * outlines of one weight only. */
export const LABEL_WEIGHT = 600;

/** The width `text` takes at `fontSize` in the labels' face and weight (Figtree): the sum of
 * its characters' advance widths (content/art/metrics.ts, measured with fontkit), never less
 * than the build's outline, which also kerns. A character the face lacks counts one em (and is
 * refused as content: missingGlyphs). Text is never shortened to fit: what does not fit is
 * refused as content (content/art/screen.ts screenProblems). */
export function textWidth(text: string, fontSize: number): number {
  const widths = WIDTHS.get(LABEL_WEIGHT);
  if (!widths) throw new Error(`no widths for weight ${LABEL_WEIGHT}: run npm run art:metrics`);
  let units = 0;
  for (const c of text) {
    const i = INDEX.get(c);
    units += i === undefined ? 1000 : (widths[i] ?? 1000);
  }
  return (units * fontSize) / 1000;
}

/** A number rounded to one decimal, as SVG text. */
export function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** A number rounded to two decimals, for path data built in unit space before scaling. */
export function u(n: number): string {
  return String(Math.round(n * 100) / 100);
}

// The drawing language (docs/design-system.md, "Drawing language"): every line weight, corner
// radius and dash a drawing uses, in pixels at the drawing's 1x size, and its colours
// (palette.ts). A composition is designed for about 600 px wide: a hub (640 units) is drawn at
// scale 1, a cover, a screen and the home scene (1120 to 1200 units) at scale 2, and a pen
// multiplies every weight, radius and dash by its composition's scale, so a line is as heavy in
// every picture where it is shown. Nothing else sets a stroke width, a radius or a colour.

/** Line weights, px at 1x: outlines and connectors are `main`, inner lines and details `detail`. */
export const STROKE = { main: 2, detail: 1.25 } as const;
/** Corner radii, px at 1x: `s` for chips and small parts, `m` for cards, keys and modules, `l`
 * for screens, devices and sheets; a pill's radius is half its height. */
export const RADIUS = { s: 4, m: 8, l: 16 } as const;
/** Dash patterns, px at 1x: a dotted line (a boundary, a flow of readings, a way back), a dashed
 * one (a road, a link that is planned), and the dots of the background's grid. */
export const DASH = { dot: [0, 6], dash: [6, 6], grid: [0, 24] } as const;
/** Units per pixel of the 1x drawing: 1 for a hub, 2 for the wide compositions. */
export type Scale = 1 | 2;
/** The scale of each composition (a portrait is DiceBear's, outside the language). */
export const SCALE = { hub: 1, cover: 2, screen: 2, home: 2 } as const satisfies Record<Exclude<Composition, "portrait">, Scale>;

export type Weight = keyof typeof STROKE;
export type Corner = keyof typeof RADIUS | "pill" | "none";
export type Dash = keyof typeof DASH;

/** The language as one value, for the docs and the tests. */
export const LANGUAGE = { colours: COLOURS, stroke: STROKE, radius: RADIUS, dash: DASH, scale: SCALE };

// Shapes. A pen draws in a 100 × 100 unit box placed at (x, y) with side `size`, so one
// pictogram can be drawn at any size; weights, radii and dashes keep their absolute size.

interface Paint {
  fill?: Colour;
  stroke?: Colour;
  /** The line weight of the stroke; `main` unless said. */
  weight?: Weight;
  dash?: Dash;
  /** A shape sized to a label (a tab's underline, a status pill): its geometry follows the words,
   * so it is the one part of a drawing that may differ between languages. */
  fit?: true;
  /** Rotation in degrees about a point in units. */
  rotate?: readonly [number, number, number];
}

interface TextOptions {
  size: number;
  fill: Colour;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  /** The shape the label stands in (x, y, width, height): its outline must stay inside, which
   * the browser tests check on the outlined picture (`data-box`). */
  box?: readonly [number, number, number, number];
}

export interface Pen {
  /** The composition's scale: units per pixel at 1x. */
  k: Scale;
  rect(x: number, y: number, w: number, h: number, corner: Corner, paint: Paint): string;
  circle(cx: number, cy: number, r: number, paint: Paint): string;
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint): string;
  line(x1: number, y1: number, x2: number, y2: number, paint: Paint): string;
  path(d: string, paint: Paint): string;
  text(x: number, y: number, content: string, options: TextOptions): string;
  /** A pen for a box of side `size` at (x, y) of this pen's units. */
  at(x: number, y: number, size: number): Pen;
}

export function pen(x0: number, y0: number, size: number, k: Scale): Pen {
  const f = size / 100;
  const X = (v: number) => fmt(x0 + v * f);
  const Y = (v: number) => fmt(y0 + v * f);
  const S = (v: number) => fmt(v * f);
  const paint = (p: Paint) => {
    let s = ` fill="${p.fill ?? "none"}"`;
    if (p.stroke) s += ` stroke="${p.stroke}" stroke-width="${fmt(STROKE[p.weight ?? "main"] * k)}"`;
    if (p.dash) s += ` stroke-dasharray="${DASH[p.dash].map((v) => fmt(v * k)).join(" ")}"`;
    if (p.fit) s += ` data-fit=""`;
    if (p.rotate) s += ` transform="rotate(${p.rotate[0]} ${X(p.rotate[1])} ${Y(p.rotate[2])})"`;
    return s;
  };
  const radius = (corner: Corner, w: number, h: number) => {
    if (corner === "none") return "";
    const r = corner === "pill" ? (Math.min(w, h) * f) / 2 : RADIUS[corner] * k;
    return ` rx="${fmt(r)}"`;
  };
  return {
    k,
    rect: (x, y, w, h, corner, p) =>
      `<rect${X(x) === "0" ? "" : ` x="${X(x)}"`}${Y(y) === "0" ? "" : ` y="${Y(y)}"`} width="${S(w)}" height="${S(h)}"${radius(corner, w, h)}${paint(p)}/>`,
    circle: (cx, cy, r, p) => `<circle cx="${X(cx)}" cy="${Y(cy)}" r="${S(r)}"${paint(p)}/>`,
    ellipse: (cx, cy, rx, ry, p) => `<ellipse cx="${X(cx)}" cy="${Y(cy)}" rx="${S(rx)}" ry="${S(ry)}"${paint(p)}/>`,
    line: (x1, y1, x2, y2, p) => {
      const to = Y(y1) === Y(y2) ? `H${X(x2)}` : X(x1) === X(x2) ? `V${Y(y2)}` : `L${X(x2)} ${Y(y2)}`;
      return `<path d="M${X(x1)} ${Y(y1)}${to}"${paint(p)}/>`;
    },
    path: (d, p) => `<path d="${scalePath(d, X, Y, S)}"${paint(p)}/>`,
    text: (x, y, content, o) =>
      `<text x="${X(x)}" y="${Y(y)}" font-family="${FACE}" font-size="${o.size}"` +
      ` font-weight="${LABEL_WEIGHT}"` +
      (o.spacing ? ` letter-spacing="${o.spacing}"` : "") +
      (o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : "") +
      ` fill="${o.fill}"` +
      (o.box ? ` data-box="${o.box.map((v, i) => (i < 2 ? (i ? Y(v) : X(v)) : S(v))).join(" ")}"` : "") +
      `>${esc(content)}</text>`,
    at: (x, y, s) => pen(x0 + x * f, y0 + y * f, s * f, k),
  };
}

/** The pen of a composition, in absolute coordinates (one unit = one unit of its viewBox). */
export const sheet = (k: Scale): Pen => pen(0, 0, 100, k);

/** Maps path data from units to pixels: absolute coordinates are placed, relative ones and arc
 * radii scaled, arc flags and angles kept. */
function scalePath(d: string, X: (v: number) => string, Y: (v: number) => string, S: (v: number) => string): string {
  let out = "";
  let command = "";
  let index = 0;
  for (const token of d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? []) {
    if (/[A-Za-z]/.test(token)) {
      command = token;
      index = 0;
      out += token;
      continue;
    }
    const v = Number(token);
    let mapped: string;
    if (command === "A" || command === "a") {
      const slot = index % 7;
      if (slot < 2) mapped = S(v);
      else if (slot < 5) mapped = token;
      else if (command === "a") mapped = S(v);
      else mapped = slot === 5 ? X(v) : Y(v);
    } else if (command === "H") mapped = X(v);
    else if (command === "V") mapped = Y(v);
    else if (command === command.toLowerCase()) mapped = S(v);
    else mapped = index % 2 === 0 ? X(v) : Y(v);
    out += (/[A-Za-z]$/.test(out) || mapped.startsWith("-") ? "" : " ") + mapped;
    index++;
  }
  return out;
}

/** A dot grid, the notebook's paper: rows of round dots in the warm tone, the grid's step apart,
 * made from dotted lines (one path for the whole grid). */
export function dotGrid(d: Pen, x: number, y: number, w: number, h: number): string {
  const step = DASH.grid[1] * d.k;
  let path = "";
  for (let yy = y; yy <= y + h; yy += step) path += `M${fmt(x)} ${fmt(yy)}h${fmt(Math.floor(w / step) * step)}`;
  return `<path d="${path}" fill="none" stroke="${P.grid}" stroke-width="${fmt(STROKE.main * d.k)}" stroke-dasharray="${DASH.grid.map((v) => fmt(v * d.k)).join(" ")}"/>`;
}

/** A gear outline in units: `teeth` teeth around a circle of radius r. */
export function gearPath(cx: number, cy: number, r: number, teeth: number): string {
  const step = (Math.PI * 2) / teeth;
  const inner = r * 0.78;
  const pt = (radius: number, a: number) => `${u(cx + radius * Math.cos(a))} ${u(cy + radius * Math.sin(a))}`;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    d += `${i ? "L" : "M"}${pt(inner, a - step * 0.32)}L${pt(r, a - step * 0.16)}L${pt(r, a + step * 0.16)}L${pt(inner, a + step * 0.32)}`;
  }
  return `${d}Z`;
}

/** A small card: a paper face in an ink outline with a marker and, by variant, two text lines, a
 * progress bar or three small bars. Only a card that matters has a green marker. */
export function card(d: Pen, x: number, y: number, w: number, h: number, matters: boolean, variant = 0): string {
  const cy = y + h / 2;
  const r = Math.min(h * 0.14, 8);
  const tx = x + h * 0.8;
  const end = x + w - h * 0.35;
  const face =
    d.rect(x, y, w, h, "m", { fill: P.surface, stroke: P.ink }) +
    d.circle(x + h * 0.42, cy, r, matters ? { fill: P.primary } : { fill: P.soft, stroke: P.ink, weight: "detail" });
  const detail = { stroke: P.ink, weight: "detail" } as const;
  if (variant === 1) {
    const mid = tx + (end - tx) * 0.62;
    return (
      face +
      d.path(`M${u(tx)} ${u(cy - h * 0.14)}H${u(tx + (end - tx) * 0.5)}`, detail) +
      d.rect(tx, cy + h * 0.06, end - tx, h * 0.16, "pill", { fill: P.soft }) +
      d.rect(tx, cy + h * 0.06, mid - tx, h * 0.16, "pill", { fill: matters ? P.primary : P.ink })
    );
  }
  if (variant === 2) {
    const bw = (end - tx) / 7;
    const heights = [0.3, 0.5, 0.4];
    return (
      face +
      heights
        .map((bh, i) =>
          d.rect(tx + i * bw * 1.6, y + h * (0.72 - bh), bw, h * bh, "none", { fill: P.soft, stroke: P.ink, weight: "detail" }),
        )
        .join("") +
      d.path(`M${u(tx + bw * 5.2)} ${u(cy - h * 0.1)}H${u(end)}M${u(tx + bw * 5.2)} ${u(cy + h * 0.12)}H${u(end - bw)}`, detail)
    );
  }
  return face + d.path(`M${u(tx)} ${u(cy - h * 0.14)}H${u(end)}M${u(tx)} ${u(cy + h * 0.14)}H${u(x + w * 0.6)}`, detail);
}

/** The compositions, each of one fixed size. */
export type Composition = "cover" | "hub" | "screen" | "portrait" | "home";

/** What a picture is: its composition, and the motif it shows (for a case study's screen, the
 * case's slug; for a portrait, the person's). */
export interface ArtId<M extends string = string> {
  composition: Composition;
  motif: M;
}

/** A picture the build can draw. Its size, alt text and id are known without drawing it;
 * `draw` returns the SVG document, drawn anew on each call (the build calls it once). */
export interface Art<M extends string = string> {
  width: number;
  height: number;
  alt: { en: string; de: string };
  id: ArtId<M>;
  draw(): string;
}

/** An id as one word, "<composition>-<motif>": the SVG's data-art attribute, and the page
 * image's `art`. */
export function artName(id: ArtId): string {
  return `${id.composition}-${id.motif}`;
}

function svgDoc(width: number, height: number, title: string, name: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" data-art="${esc(name)}">` +
    `<title>${esc(title)}</title>${DARK_STYLE}<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}

/** A picture whose shapes `body` draws when it is drawn, in an SVG document titled with its
 * English alt text. */
export function picture<M extends string>(width: number, height: number, alt: Art["alt"], id: ArtId<M>, body: () => string): Art<M> {
  return { width, height, alt, id, draw: () => svgDoc(width, height, alt.en, artName(id), body()) };
}
