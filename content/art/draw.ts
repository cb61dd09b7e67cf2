// The drawing helpers every picture uses: text and numbers, the pen that draws a pictogram at
// any size, shared shapes (dot grid, gear, capsule, card) and the SVG document with its id.
import type { Palette } from "./palette.ts";
import { DARK_STYLE } from "./dark.ts";

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** XML-escapes text for element content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The width `text` takes at `fontSize` in the system font stack, estimated at 0.55 em a
 * character (0.6 for semibold and bold). Text is never shortened to fit: what does not fit is
 * refused as content (content/art/screen.ts screenProblems). */
export function textWidth(text: string, fontSize: number, weight = 400): number {
  return Array.from(text).length * fontSize * (weight >= 600 ? 0.6 : 0.55);
}

/** A number rounded to one decimal, as SVG text. */
export function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** A number rounded to two decimals, for path data built in unit space before scaling. */
export function u(n: number): string {
  return String(Math.round(n * 100) / 100);
}

// Shapes. A pen draws in a 100 × 100 unit box placed at (x, y) with side `size`, so one
// pictogram can be drawn at any size; strokes keep their absolute width.

interface Paint {
  fill?: string;
  stroke?: string;
  width?: 2 | 3;
  opacity?: number;
  dash?: string;
  /** Rotation in degrees about a point in units. */
  rotate?: readonly [number, number, number];
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
}

export interface Pen {
  rect(x: number, y: number, w: number, h: number, r: number, paint: Paint): string;
  circle(cx: number, cy: number, r: number, paint: Paint): string;
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint): string;
  line(x1: number, y1: number, x2: number, y2: number, paint: Paint): string;
  path(d: string, paint: Paint): string;
  text(x: number, y: number, content: string, options: TextOptions): string;
}

export function pen(x0: number, y0: number, size: number): Pen {
  const k = size / 100;
  const X = (v: number) => fmt(x0 + v * k);
  const Y = (v: number) => fmt(y0 + v * k);
  const S = (v: number) => fmt(v * k);
  const paint = (p: Paint) => {
    let s = ` fill="${p.fill ?? "none"}"`;
    if (p.stroke) s += ` stroke="${p.stroke}" stroke-width="${p.width ?? 3}"`;
    if (p.dash) s += ` stroke-dasharray="${p.dash}"`;
    if (p.opacity !== undefined) s += ` opacity="${p.opacity}"`;
    if (p.rotate) s += ` transform="rotate(${p.rotate[0]} ${X(p.rotate[1])} ${Y(p.rotate[2])})"`;
    return s;
  };
  return {
    rect: (x, y, w, h, r, p) => `<rect x="${X(x)}" y="${Y(y)}" width="${S(w)}" height="${S(h)}"${r ? ` rx="${S(r)}"` : ""}${paint(p)}/>`,
    circle: (cx, cy, r, p) => `<circle cx="${X(cx)}" cy="${Y(cy)}" r="${S(r)}"${paint(p)}/>`,
    ellipse: (cx, cy, rx, ry, p) => `<ellipse cx="${X(cx)}" cy="${Y(cy)}" rx="${S(rx)}" ry="${S(ry)}"${paint(p)}/>`,
    line: (x1, y1, x2, y2, p) => `<path d="M${X(x1)} ${Y(y1)}L${X(x2)} ${Y(y2)}"${paint(p)}/>`,
    path: (d, p) => `<path d="${scalePath(d, X, Y, S)}"${paint(p)}/>`,
    text: (x, y, content, o) =>
      `<text x="${X(x)}" y="${Y(y)}" font-family="${FONT}" font-size="${o.size}"` +
      (o.weight ? ` font-weight="${o.weight}"` : "") +
      (o.spacing ? ` letter-spacing="${o.spacing}"` : "") +
      (o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : "") +
      ` fill="${o.fill}">${esc(content)}</text>`,
  };
}

/** Pen for absolute coordinates (one unit = one pixel). */
export const abs = pen(0, 0, 100);

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

/** A dot grid: rows of round dots made from dashed lines (one path for the whole grid). */
export function dotGrid(x: number, y: number, w: number, h: number, step: number, color: string): string {
  let d = "";
  for (let yy = y; yy <= y + h; yy += step) d += `M${fmt(x)} ${fmt(yy)}h${fmt(Math.floor(w / step) * step)}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="0 ${step}"/>`;
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

/** A capsule (a bar with round ends) from one point to another, `w` wide, in units. */
export function capsulePath(x1: number, y1: number, x2: number, y2: number, w: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = (-(y2 - y1) / len) * (w / 2);
  const ny = ((x2 - x1) / len) * (w / 2);
  const r = u(w / 2);
  return (
    `M${u(x1 + nx)} ${u(y1 + ny)}L${u(x2 + nx)} ${u(y2 + ny)}A${r} ${r} 0 0 0 ${u(x2 - nx)} ${u(y2 - ny)}` +
    `L${u(x1 - nx)} ${u(y1 - ny)}A${r} ${r} 0 0 0 ${u(x1 + nx)} ${u(y1 + ny)}Z`
  );
}

/** A small card: a white face with a coloured dot and, by variant, two placeholder lines, a
 * progress bar or three small bars. */
export function card(d: Pen, x: number, y: number, w: number, h: number, p: Palette, color: string, variant = 0): string {
  const cy = y + h / 2;
  const r = Math.min(h * 0.14, 8);
  const tx = x + h * 0.8;
  const end = x + w - h * 0.35;
  const face =
    d.rect(x, y, w, h, Math.min(6, h / 6), { fill: p.surface, stroke: p.ink, width: 2 }) + d.circle(x + h * 0.42, cy, r, { fill: color });
  if (variant === 1) {
    const mid = tx + (end - tx) * 0.62;
    return (
      face +
      d.path(`M${u(tx)} ${u(cy - h * 0.14)}H${u(tx + (end - tx) * 0.5)}`, { stroke: p.muted }) +
      d.path(`M${u(tx)} ${u(cy + h * 0.14)}H${u(end)}`, { stroke: p.muted, width: 3 }) +
      d.path(`M${u(tx)} ${u(cy + h * 0.14)}H${u(mid)}`, { stroke: color, width: 3 })
    );
  }
  if (variant === 2) {
    const bw = (end - tx) / 7;
    const heights = [0.3, 0.5, 0.4];
    return (
      face +
      heights.map((bh, i) => d.rect(tx + i * bw * 1.6, y + h * (0.72 - bh), bw, h * bh, 1, { fill: i === 1 ? color : p.soft })).join("") +
      d.path(`M${u(tx + bw * 5.2)} ${u(cy - h * 0.1)}H${u(end)}M${u(tx + bw * 5.2)} ${u(cy + h * 0.12)}H${u(end - bw)}`, {
        stroke: p.muted,
      })
    );
  }
  return face + d.path(`M${u(tx)} ${u(cy - h * 0.14)}H${u(end)}M${u(tx)} ${u(cy + h * 0.14)}H${u(x + w * 0.6)}`, { stroke: p.muted });
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
