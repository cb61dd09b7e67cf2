// The parts a case study's screen is made of: what it shows (ScreenContent), the texts it
// places, each with the room it has (so a check can tell from the strings alone, without
// drawing, whether they fit), and the shapes the kinds share: the window, phone and paper
// frames, figure tiles, table rows, a chart, status pills and the product's mark.
import { SCALE, sheet, textWidth, u } from "./draw.ts";
import { GREEN, INK, PAPER, WARM, type Colour } from "./palette.ts";
import { at, type Rng } from "./random.ts";

/** The pen of a screen: 1200 units wide, drawn at scale 2. */
export const abs = sheet(SCALE.screen);
/** Detail lines: dividers, grid lines, small outlines. */
export const detail = { stroke: INK, weight: "detail" } as const;

export type ScreenKind = "dashboard" | "console" | "mobile" | "form" | "report";

/** A figure tile: an outcome's value and a short label for it. */
export interface ScreenFigure {
  value: string;
  label: string;
}

/** What a screen shows, as the case study's front matter states it (content/schema/screen.ts),
 * with its figures' values taken from the case's outcomes. */
export interface ScreenContent {
  kind: ScreenKind;
  title: string;
  nav: readonly string[];
  /** The nav entry the screen shows as current. */
  active: number;
  figures: readonly ScreenFigure[];
  rows: readonly (readonly string[])[];
  action?: string | undefined;
}

/** The smallest font size a screen uses: 11 px where the picture is 340 px wide on a card. */
export const MIN_TEXT = 40;

/** A text the screen shows, where and how large, and the width it may take. `field` names its
 * source in the front matter, relative to `screen` ("title", "nav[1]", "rows[2][0]"). */
export interface Slot {
  field: string;
  text: string;
  x: number;
  y: number;
  size: number;
  fill: Colour;
  anchor?: "middle" | "end";
  room: number;
  /** The shape the text stands in, if it has one (a pill, a chip, a button, a tile); else its room. */
  box?: readonly [number, number, number, number];
}

/** The box a slot's outline must stay in: its shape's, or its room on its line. */
export function boxOf(s: Slot): readonly [number, number, number, number] {
  if (s.box) return s.box;
  const left = s.anchor === "middle" ? s.x - s.room / 2 : s.anchor === "end" ? s.x - s.room : s.x;
  return [left, s.y - s.size, s.room, s.size * 1.3];
}

/** Texts that share a line (tabs, chips, steps, a row's cells): together they need `need` of
 * the line's `room`. */
export interface Group {
  field: string;
  need: number;
  room: number;
  what: string;
}

/** A kind's layout of one screen: its texts and shared lines, known from the strings alone,
 * and the shapes, drawn only when the picture is. */
export interface Layout {
  slots: Slot[];
  groups: Group[];
  shapes(rng: Rng): string;
}

export const widthOf = (s: Pick<Slot, "text" | "size">): number => textWidth(s.text, s.size);

export function drawSlot(s: Slot): string {
  return abs.text(s.x, s.y, s.text, {
    size: s.size,
    fill: s.fill,
    box: boxOf(s),
    ...(s.anchor ? { anchor: s.anchor } : {}),
  });
}

/** The marker of figure tile or series i: the first (what matters most) green, the others ink. */
export const accents = (i: number): Colour => (i === 0 ? GREEN : INK);

/** The product's mark: a rounded square in an accent colour with one of four glyphs. */
export function mark(x: number, y: number, s: number, rng: Rng): string {
  const d = abs;
  const k = s / 48;
  const glyph = rng.int(0, 3);
  const c = (v: number) => u(v * k);
  const inner =
    glyph === 0
      ? d.circle(x + 24 * k, y + 24 * k, 11 * k, { stroke: PAPER })
      : glyph === 1
        ? d.path(`M${u(x + 14 * k)} ${u(y + 33 * k)}l${c(10)} ${c(-18)}l${c(10)} ${c(18)}`, { stroke: PAPER })
        : glyph === 2
          ? d.path(
              `M${u(x + 15 * k)} ${u(y + 16 * k)}h${c(18)}M${u(x + 15 * k)} ${u(y + 24 * k)}h${c(12)}M${u(x + 15 * k)} ${u(y + 32 * k)}h${c(18)}`,
              {
                stroke: PAPER,
              },
            )
          : d.rect(x + 15 * k, y + 15 * k, 18 * k, 18 * k, "s", { stroke: PAPER });
  return d.rect(x, y, s, s, "m", { fill: INK }) + inner;
}

/** A desktop browser window as wide as the picture, its bottom edge below the picture: a title
 * bar with the three window buttons and an empty address field, and `inside` drawn within its
 * ink outline. */
export function windowFrame(inside: string): string {
  const d = abs;
  const outline = "M40 790V60A20 20 0 0 1 60 40H1140A20 20 0 0 1 1160 60V790";
  return [
    d.path(`${outline}Z`, { fill: WARM }),
    d.rect(40, 96, 1120, 694, "none", { fill: PAPER }),
    d.line(40, 96, 1160, 96, detail),
    ...[74, 102, 130].map((cx) => d.circle(cx, 68, 8, detail)),
    d.rect(420, 53, 360, 30, "m", { fill: PAPER, ...detail }),
    d.rect(440, 63, 12, 10, "s", { fill: INK }),
    d.path("M442 63v-3a4 4 0 0 1 8 0v3", { stroke: INK, weight: "detail" }),
    inside,
    d.path(outline, { stroke: INK }),
  ].join("");
}

/** A search glyph and the signed-in user's avatar, right-aligned at `right` on the line `cy`. */
export function headerTools(right: number, cy: number): string {
  const d = abs;
  const ax = right - 28;
  return [
    d.circle(ax - 78, cy - 4, 13, { stroke: INK }),
    d.line(ax - 68, cy + 6, ax - 58, cy + 16, { stroke: INK }),
    d.circle(ax, cy, 28, { fill: WARM, stroke: INK, weight: "detail" }),
    d.circle(ax, cy - 6, 9, { fill: INK }),
    d.path(`M${ax - 15} ${cy + 20}a15 12 0 0 1 30 0`, { fill: INK }),
  ].join("");
}

/** Where tiles stand (side by side in `w`) and where their texts sit. */
export interface TileSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  gap: number;
  pad: number;
  valueSize: number;
  valueY: number;
  labelY: number;
  style: "box" | "rule";
}

/** Tiles of figures side by side: each a value, large, over its label, marked with a bar in an
 * accent colour (a tinted card) or a coloured rule on top (print). */
export function tiles(figures: readonly ScreenFigure[], t: TileSpec): Layout {
  const n = Math.max(1, figures.length);
  const w = (t.w - t.gap * (n - 1)) / n;
  const xs = figures.map((_, i) => t.x + i * (w + t.gap));
  const slots = figures.flatMap((f, i): Slot[] => {
    const x = at(xs, i) + t.pad;
    const room = w - t.pad * 2;
    const box = [at(xs, i), t.y, w, t.h] as const;
    return [
      { field: `figures[${i}].outcome`, text: f.value, x, y: t.y + t.valueY, size: t.valueSize, fill: INK, room, box },
      { field: `figures[${i}].label`, text: f.label, x, y: t.y + t.labelY, size: MIN_TEXT, fill: INK, room, box },
    ];
  });
  return {
    slots,
    groups: [],
    shapes: () =>
      xs
        .map((x, i) => {
          const color = accents(i);
          return t.style === "box"
            ? abs.rect(x, t.y, w, t.h, "m", { fill: WARM }) + abs.rect(x, t.y + 24, 6, t.h - 48, "s", { fill: color })
            : abs.rect(x, t.y, w, 6, "s", { fill: color });
        })
        .join(""),
  };
}

/** Table cells between `x0` and `x1`, row i on the baseline `baselines[i]`, the last
 * right-aligned. A row of two cells shares the line (they may take any part
 * of it together); three cells stand in columns by the fractions `shares`, so the middle
 * column lines up, and with `pill` the third is a status pill. */
export function cells(
  rows: readonly (readonly string[])[],
  x0: number,
  x1: number,
  baselines: readonly number[],
  shares: readonly [number, number, number],
  pill = false,
): Pick<Layout, "slots" | "groups"> {
  const gap = 24;
  const width = x1 - x0;
  const slots: Slot[] = [];
  const groups: Group[] = [];
  rows.forEach((row, r) => {
    const y = at(baselines, r);
    let x = x0;
    row.forEach((text, c) => {
      const last = c === row.length - 1 && row.length > 1;
      const isPill = pill && last && row.length === 3;
      const share = row.length === 3 ? at(shares, c) * width : width;
      const pillWidth = textWidth(text, MIN_TEXT) + 40;
      slots.push({
        field: `rows[${r}][${c}]`,
        text,
        x: last ? x1 - (isPill ? 20 : 0) : x,
        y,
        size: MIN_TEXT,
        fill: INK,
        room: share - (row.length === 3 && !last ? gap : 0) - (isPill ? 40 : 0),
        ...(last ? { anchor: "end" as const } : {}),
        ...(isPill ? { box: [x1 - pillWidth, y - 40, pillWidth, 52] as const } : {}),
      });
      x += share;
    });
    if (row.length === 2) {
      // Two cells on one line keep a wider gap between them than columns do.
      const need = row.reduce((sum, text) => sum + textWidth(text, MIN_TEXT), gap * 2);
      groups.push({ field: `rows[${r}]`, need, room: width, what: "the row's two cells" });
    }
  });
  return { slots, groups };
}

/** The status pill behind a right-aligned slot: warm, outlined, as wide as its text (its box). */
export function pillBehind(s: Slot): string {
  const [x, y, w, h] = boxOf(s);
  return abs.rect(x, y, w, h, "pill", { fill: WARM, stroke: INK, weight: "detail", fit: true });
}

/** A chart in the box: bars or a line with the area under it, heights from the seed, the latest
 * value in an accent colour. No numbers: it illustrates a trend. */
export function chart(x: number, y: number, w: number, h: number, rng: Rng, kind = rng.int(0, 1)): string {
  const d = abs;
  const parts = [0, 1, 2].map((i) => d.line(x, y + (h * i) / 3, x + w, y + (h * i) / 3, { ...detail, dash: "dot" }));
  parts.push(d.line(x, y + h, x + w, y + h, detail));
  const n = kind === 0 ? Math.max(6, Math.round(w / 44)) : 10;
  // A rising walk, so the chart reads as an improvement without claiming a number.
  let level = 0.3 + rng.next() * 0.2;
  const values = Array.from({ length: n }, () => {
    level = Math.min(0.95, Math.max(0.15, level + (rng.next() - 0.35) * 0.18));
    return level;
  });
  const step = w / n;
  if (kind === 0) {
    values.forEach((v, i) => {
      const bw = step * 0.56;
      const bh = Math.round(v * h);
      parts.push(
        d.rect(
          x + i * step + (step - bw) / 2,
          y + h - bh,
          bw,
          bh,
          "s",
          i === n - 1 ? { fill: GREEN } : { fill: WARM, stroke: INK, weight: "detail" },
        ),
      );
    });
    return parts.join("");
  }
  const pts = values.map((v, i) => [x + step / 2 + i * step, y + h - v * h] as const);
  const line = pts.map(([px, py], i) => `${i ? "L" : "M"}${u(px)} ${u(py)}`).join("");
  const [lx, ly] = at(pts, pts.length - 1);
  const [fx] = at(pts, 0);
  parts.push(d.path(`${line}L${u(lx)} ${y + h}L${u(fx)} ${y + h}Z`, { fill: WARM }));
  parts.push(d.path(line, { stroke: GREEN }));
  parts.push(d.circle(lx, ly, 9, { fill: GREEN, stroke: INK, weight: "detail" }));
  return parts.join("");
}

/** A check mark in a small disc: a field filled in from a document, a step done. */
export function tick(cx: number, cy: number, r: number, fill: Colour = GREEN, fit?: true): string {
  const k = r / 14;
  const at = fit ? { fit } : {};
  return (
    abs.circle(cx, cy, r, { fill, ...at }) +
    abs.path(`M${u(cx - 6 * k)} ${u(cy)}l${u(4 * k)} ${u(4.5 * k)}l${u(8 * k)} ${u(-9 * k)}`, { stroke: PAPER, ...at })
  );
}

/** Entries on one line stand this much further apart than their estimated widths, so that a
 * font wider than the estimate does not run one into the next. */
const SLACK = 1.1;

/** Entries set on one line left to right from `x`, `gap` apart: their slots (room for the whole
 * line each; the group checks what they take together) and x positions. */
export function line(
  texts: readonly string[],
  field: (i: number) => string,
  x: number,
  y: number,
  gap: number,
  room: number,
  style: (i: number) => Pick<Slot, "fill"> & { before?: number; after?: number },
): { slots: Slot[]; group: Group } {
  const slots: Slot[] = [];
  let cursor = x;
  texts.forEach((text, i) => {
    const { before = 0, after = 0, ...look } = style(i);
    const slot: Slot = { field: field(i), text, x: cursor + before, y, size: MIN_TEXT, room, ...look };
    slots.push(slot);
    cursor += before + widthOf(slot) * SLACK + after + gap;
  });
  return { slots, group: { field: "nav", need: cursor - gap - x, room, what: "the entries" } };
}
