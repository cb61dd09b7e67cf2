// Build-time illustrations, returned as SVG strings.
//
// Style: flat geometric "engineering sketchbook". Every image carries its own background (a dot
// grid on one of five dominant colours), and pictograms sit on a light plate: white and mint
// shapes with ink outlines, one green and two warm accents. Connectors are thin lines with small
// dots at their joints. Strokes are 3 units for outlines and 2 for connectors and details, and
// every coordinate is rounded to one decimal, so files stay small (a few kilobytes).
//
// Colours come from the site palette plus white; portraits add skin and hair tones, which no
// brand palette can provide.
//
// Everything is deterministic: a small PRNG (mulberry32) is seeded from an FNV-1a hash of the
// input, so the same input always gives byte-identical output. No styles, scripts, external
// references or fonts: presentation attributes only, and the system font stack for text.

export interface ArtImage {
  svg: string;
  width: number;
  height: number;
  alt: { en: string; de: string };
}

export type Motif =
  | "app"
  | "crm"
  | "erp"
  | "data"
  | "ai"
  | "cloud"
  | "automation"
  | "iot"
  | "health"
  | "qa"
  | "design"
  | "security"
  | "ecommerce"
  | "blockchain"
  | "vehicle"
  | "learning"
  | "finance"
  | "insurance"
  | "factory"
  | "retail"
  | "telecom"
  | "chip"
  | "travel"
  | "energy"
  | "media"
  | "general";

// ---------------------------------------------------------------------------------------------
// Palette and themes

const INK = "#14212b";
const DEEP = "#0b6e4f";
const GREEN = "#12946b";
const MINT = "#bfe5d5";
const TINT = "#f1f5f4";
const LINE = "#d5dedb";
const AMBER = "#f2b441";
const CORAL = "#e5684d";
const SKY = "#5aa9e6";
const SLATE = "#3d4b57";
const SAND = "#f6efe3";
const WHITE = "#ffffff";

/** The colours of one image. Pictograms only use ink, surface, soft, muted and the accents, all
 * of which read on the light plate; `line` and `panel` are for shapes drawn on the background. */
export interface Palette {
  /** Background, its dot grid, and connectors drawn on it. */
  bg: string;
  grid: string;
  line: string;
  /** The light plate a pictogram sits on, and soft shapes (lanes, cards) on the background. */
  plate: string;
  panel: string;
  /** Outlines and details; card faces; secondary fills; placeholder lines inside cards. */
  ink: string;
  surface: string;
  soft: string;
  muted: string;
  primary: string;
  accent: string;
  accent2: string;
  /** The highlighted box of a diagram, and the caption chip. */
  hi: string;
  hiText: string;
  chip: string;
  chipText: string;
}

const BASE = { ink: INK, surface: WHITE, muted: LINE };

const THEMES: readonly Palette[] = [
  {
    ...BASE,
    bg: DEEP,
    grid: GREEN,
    line: MINT,
    plate: TINT,
    panel: GREEN,
    soft: MINT,
    primary: GREEN,
    accent: AMBER,
    accent2: CORAL,
    hi: AMBER,
    hiText: INK,
    chip: WHITE,
    chipText: DEEP,
  },
  {
    ...BASE,
    bg: INK,
    grid: SLATE,
    line: MINT,
    plate: SAND,
    panel: SLATE,
    soft: MINT,
    primary: GREEN,
    accent: AMBER,
    accent2: SKY,
    hi: GREEN,
    hiText: WHITE,
    chip: MINT,
    chipText: INK,
  },
  {
    ...BASE,
    bg: SAND,
    grid: LINE,
    line: SLATE,
    plate: WHITE,
    panel: WHITE,
    soft: MINT,
    primary: DEEP,
    accent: CORAL,
    accent2: AMBER,
    hi: DEEP,
    hiText: WHITE,
    chip: INK,
    chipText: WHITE,
  },
  {
    ...BASE,
    bg: TINT,
    grid: LINE,
    line: SLATE,
    plate: WHITE,
    panel: WHITE,
    soft: MINT,
    primary: GREEN,
    accent: AMBER,
    accent2: CORAL,
    hi: DEEP,
    hiText: WHITE,
    chip: INK,
    chipText: WHITE,
  },
  {
    ...BASE,
    bg: MINT,
    grid: WHITE,
    line: DEEP,
    plate: WHITE,
    panel: TINT,
    soft: MINT,
    primary: DEEP,
    accent: CORAL,
    accent2: AMBER,
    hi: DEEP,
    hiText: WHITE,
    chip: DEEP,
    chipText: WHITE,
  },
];

/** A theme picked by the seed, with its two warm accents swapped half of the time. */
function themeFor(rng: Rng): Palette {
  const theme = rng.pick(THEMES);
  return rng.chance(0.5) ? theme : { ...theme, accent: theme.accent2, accent2: theme.accent };
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness: FNV-1a hash of the input, mulberry32 generator

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function rngFor(seed: string): Rng {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => at(items, int(0, items.length - 1)), chance: (p) => next() < p };
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item ${index} in a list of ${items.length}`);
  return item;
}

// ---------------------------------------------------------------------------------------------
// Text and number helpers

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** XML-escapes text for element content and attribute values. */
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `text` shortened with "…" so that it fits `width` at `fontSize` (estimated `factor` em per
 * character, plus letter spacing). */
function fit(text: string, width: number, fontSize: number, factor = 0.55, spacing = 0): string {
  const chars = Array.from(text.trim());
  const max = Math.max(1, Math.floor(width / (fontSize * factor + spacing)));
  return chars.length <= max
    ? chars.join("")
    : `${chars
        .slice(0, Math.max(1, max - 1))
        .join("")
        .trimEnd()}…`;
}

/** A number rounded to one decimal, as SVG text. */
function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** A number rounded to two decimals, for path data built in unit space before scaling. */
function u(n: number): string {
  return String(Math.round(n * 100) / 100);
}

// ---------------------------------------------------------------------------------------------
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

interface Pen {
  rect(x: number, y: number, w: number, h: number, r: number, paint: Paint): string;
  circle(cx: number, cy: number, r: number, paint: Paint): string;
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint): string;
  line(x1: number, y1: number, x2: number, y2: number, paint: Paint): string;
  path(d: string, paint: Paint): string;
  text(x: number, y: number, content: string, options: TextOptions): string;
}

function pen(x0: number, y0: number, size: number): Pen {
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
const abs = pen(0, 0, 100);

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
function dotGrid(x: number, y: number, w: number, h: number, step: number, color: string): string {
  let d = "";
  for (let yy = y; yy <= y + h; yy += step) d += `M${fmt(x)} ${fmt(yy)}h${fmt(Math.floor(w / step) * step)}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="0 ${step}"/>`;
}

/** A gear outline in units: `teeth` teeth around a circle of radius r. */
function gearPath(cx: number, cy: number, r: number, teeth: number): string {
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
function capsulePath(x1: number, y1: number, x2: number, y2: number, w: number): string {
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
function card(d: Pen, x: number, y: number, w: number, h: number, p: Palette, color: string, variant = 0): string {
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

// ---------------------------------------------------------------------------------------------
// Motifs: one pictogram each, drawn in its box (x, y, size) with the image's palette.

type MotifDraw = (x: number, y: number, size: number, p: Palette) => string;

/** Phone and browser window. */
function appMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.rect(6, 14, 66, 52, 5, { fill: p.surface, stroke: p.ink }),
    d.line(6, 25, 72, 25, { stroke: p.ink, width: 2 }),
    d.circle(12, 19.5, 1.8, { fill: p.accent2 }),
    d.circle(18, 19.5, 1.8, { fill: p.accent }),
    d.circle(24, 19.5, 1.8, { fill: p.primary }),
    d.rect(12, 31, 22, 28, 3, { fill: p.soft }),
    d.path("M40 33H58M40 40H54M40 47H56", { stroke: p.muted }),
    d.rect(56, 34, 32, 56, 6, { fill: p.surface, stroke: p.ink }),
    d.rect(60.5, 42, 23, 38, 2.5, { fill: p.primary }),
    d.rect(64, 46, 16, 9, 2, { fill: p.surface }),
    d.rect(64, 58, 16, 9, 2, { fill: p.accent }),
    d.path("M66 72H78", { stroke: p.surface }),
    d.circle(72, 85, 1.8, { fill: p.ink }),
  ].join("");
}

/** Customer cards dropping into a sales funnel. */
function crmMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const cards = [
    [6, 8, p.primary],
    [37, 4, p.accent],
    [68, 8, p.accent2],
  ] as const;
  return [
    d.path("M22 30V44M50 26V44M81 30V44", { stroke: p.ink, width: 2 }),
    d.path("M8 44H92L60 72V90L40 98V72Z", { fill: p.soft, stroke: p.ink }),
    d.path("M20 55H80L68 66H32Z", { fill: p.primary }),
    ...cards.map(([cx, cy, color]) =>
      [
        d.rect(cx, cy, 27, 22, 3, { fill: p.surface, stroke: p.ink }),
        d.circle(cx + 8, cy + 9, 4, { fill: color }),
        d.path(`M${cx + 15} ${cy + 7}H${cx + 22}M${cx + 15} ${cy + 12}H${cx + 20}M${cx + 5} ${cy + 17}H${cx + 22}`, {
          stroke: p.muted,
          width: 2,
        }),
      ].join(""),
    ),
    d.circle(22, 44, 2, { fill: p.ink }),
    d.circle(50, 44, 2, { fill: p.ink }),
    d.circle(81, 44, 2, { fill: p.ink }),
  ].join("");
}

/** Stacked software modules beside a ledger sheet. */
function erpMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const slabs = [
    [8, 70, p.primary],
    [12, 50, p.accent],
    [16, 30, p.soft],
  ] as const;
  return [
    ...slabs.map(([sx, sy, color]) =>
      [
        d.rect(sx, sy, 48, 16, 4, { fill: color, stroke: p.ink }),
        d.circle(sx + 8, sy + 8, 2.5, { fill: p.surface, stroke: p.ink, width: 2 }),
        d.line(sx + 15, sy + 8, sx + 30, sy + 8, { stroke: p.ink, width: 2 }),
      ].join(""),
    ),
    d.rect(58, 14, 34, 76, 4, { fill: p.surface, stroke: p.ink }),
    d.rect(58, 14, 34, 12, 4, { fill: p.ink }),
    d.path("M64 36H86M64 46H86M64 56H86M64 66H86", { stroke: p.muted, width: 2 }),
    d.path("M78 36V66", { stroke: p.muted, width: 2 }),
    d.path("M64 79H86", { stroke: p.ink }),
    d.circle(84, 20, 2, { fill: p.accent }),
  ].join("");
}

/** Bar chart with a trend line. */
function dataMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const bars = [30, 44, 38, 56, 66];
  const pts = bars.map((h, i) => `${22 + i * 14} ${80 - h - 10}`);
  return [
    d.rect(6, 8, 88, 84, 6, { fill: p.surface, stroke: p.ink }),
    ...bars.map((h, i) => d.rect(16 + i * 14, 80 - h, 10, h, 2, { fill: i === 3 ? p.accent : p.soft })),
    d.line(12, 80, 88, 80, { stroke: p.ink, width: 2 }),
    d.path(`M${pts.join("L")}`, { stroke: p.primary }),
    ...pts.map((pt) => {
      const [px, py] = pt.split(" ").map(Number);
      return d.circle(px ?? 0, py ?? 0, 2.5, { fill: p.surface, stroke: p.primary, width: 2 });
    }),
  ].join("");
}

/** A small neural network: three layers of nodes, fully connected. */
function aiMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const layers = [
    [26, 50, 74],
    [14, 38, 62, 86],
    [34, 66],
  ];
  const xs = [14, 50, 86];
  let edges = "";
  for (let l = 0; l < 2; l++) {
    for (const a of at(layers, l)) for (const b of at(layers, l + 1)) edges += `M${at(xs, l)} ${a}L${at(xs, l + 1)} ${b}`;
  }
  const fills = [p.surface, p.primary, p.accent, p.surface, p.soft, p.primary, p.surface, p.accent2, p.primary];
  let i = 0;
  return [
    d.path(edges, { stroke: p.ink, width: 2, opacity: 0.5 }),
    ...layers.flatMap((ys, l) => ys.map((ny) => d.circle(at(xs, l), ny, l === 1 ? 7 : 8, { fill: at(fills, i++), stroke: p.ink }))),
  ].join("");
}

/** A cloud above a small server stack. */
function cloudMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const servers = [58, 71, 84];
  return [
    d.path("M50 44V56", { stroke: p.ink, width: 2 }),
    d.path("M22 48A14 14 0 0 1 24 20A22 22 0 0 1 64 14A17 17 0 0 1 82 48Z", { fill: p.surface, stroke: p.ink }),
    d.path("M36 34H68", { stroke: p.soft }),
    d.circle(50, 44, 2, { fill: p.ink }),
    ...servers.map((sy, i) =>
      [
        d.rect(26, sy, 48, 11, 3, { fill: i === 0 ? p.primary : p.surface, stroke: p.ink }),
        d.circle(33, sy + 5.5, 2, { fill: i === 0 ? p.accent : p.primary }),
        d.line(42, sy + 5.5, 66, sy + 5.5, { stroke: i === 0 ? p.surface : p.muted, width: 2 }),
      ].join(""),
    ),
  ].join("");
}

/** Gears above a conveyor belt carrying boxes. */
function automationMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path(gearPath(66, 30, 22, 10), { fill: p.primary, stroke: p.ink }),
    d.circle(66, 30, 7, { fill: p.surface, stroke: p.ink }),
    d.path(gearPath(32, 26, 14, 8), { fill: p.accent, stroke: p.ink }),
    d.circle(32, 26, 4.5, { fill: p.surface, stroke: p.ink }),
    d.rect(14, 60, 18, 16, 2, { fill: p.soft, stroke: p.ink }),
    d.rect(42, 60, 18, 16, 2, { fill: p.accent2, stroke: p.ink }),
    d.path("M66 68H84M78 62L84 68L78 74", { stroke: p.ink }),
    d.rect(6, 78, 88, 12, 6, { fill: p.surface, stroke: p.ink }),
    d.circle(14, 84, 2.5, { fill: p.ink }),
    d.circle(50, 84, 2.5, { fill: p.ink }),
    d.circle(86, 84, 2.5, { fill: p.ink }),
  ].join("");
}

/** A sensor sending signal waves. */
function iotMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M40 24A14 14 0 0 1 60 24M32 16A25 25 0 0 1 68 16", { stroke: p.primary }),
    d.path("M24 8A36 36 0 0 1 76 8", { stroke: p.accent }),
    d.line(50, 34, 50, 50, { stroke: p.ink }),
    d.circle(50, 32, 4, { fill: p.accent2, stroke: p.ink, width: 2 }),
    d.rect(28, 50, 44, 42, 8, { fill: p.surface, stroke: p.ink }),
    d.circle(50, 69, 10, { fill: p.soft, stroke: p.ink, width: 2 }),
    d.circle(50, 69, 4, { fill: p.primary }),
    d.circle(64, 57, 2, { fill: p.accent }),
    d.path("M14 71H28M72 71H86", { stroke: p.ink, width: 2 }),
    d.circle(12, 71, 3, { fill: p.primary }),
    d.circle(88, 71, 3, { fill: p.primary }),
  ].join("");
}

/** A medical cross above a heartbeat line. */
function healthMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.circle(50, 38, 30, { fill: p.surface, stroke: p.ink }),
    d.path("M43 20H57V31H68V45H57V56H43V45H32V31H43Z", { fill: CORAL, stroke: p.ink, width: 2 }),
    d.path("M4 82H30L36 72L44 94L53 62L60 82H96", { stroke: p.primary }),
    d.circle(96, 82, 2.5, { fill: p.primary }),
    d.circle(4, 82, 2.5, { fill: p.primary }),
  ].join("");
}

/** A clipboard checklist with ticks. */
function qaMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const rows = [30, 50, 70];
  return [
    d.rect(18, 10, 64, 86, 6, { fill: p.surface, stroke: p.ink }),
    d.rect(36, 4, 28, 12, 4, { fill: p.primary, stroke: p.ink }),
    ...rows.map((ry, i) =>
      [
        d.rect(27, ry, 12, 12, 2.5, { fill: i < 2 ? p.soft : p.surface, stroke: p.ink, width: 2 }),
        i < 2 ? d.path(`M29.5 ${ry + 6}L32 ${ry + 9}L37 ${ry + 3}`, { stroke: p.primary }) : "",
        d.path(`M45 ${ry + 4}H72M45 ${ry + 9}H${i === 1 ? 60 : 66}`, { stroke: p.muted }),
      ].join(""),
    ),
    d.circle(33, 76, 2.5, { fill: p.accent }),
  ].join("");
}

/** A layout wireframe with a pen. */
function designMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const rot = [35, 78, 52] as const;
  return [
    d.rect(6, 10, 68, 72, 5, { fill: p.surface, stroke: p.ink }),
    d.line(6, 22, 74, 22, { stroke: p.ink, width: 2 }),
    d.rect(14, 30, 28, 24, 3, { fill: p.soft }),
    d.path("M14 30L42 54M42 30L14 54", { stroke: p.surface, width: 2 }),
    d.path("M50 32H66M50 40H62M14 64H66M14 72H52", { stroke: p.muted }),
    d.circle(12, 16, 1.8, { fill: p.accent2 }),
    d.rect(72, 18, 12, 56, 3, { fill: p.accent, stroke: p.ink, rotate: rot }),
    d.path("M72 74H84L78 88Z", { fill: p.surface, stroke: p.ink, rotate: rot }),
    d.rect(72, 18, 12, 10, 3, { fill: p.ink, rotate: rot }),
  ].join("");
}

/** A shield with a padlock. */
function securityMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M50 6L86 18V44C86 68 70 84 50 94C30 84 14 68 14 44V18Z", { fill: p.primary, stroke: p.ink }),
    d.path("M50 16L76 25V44C76 61 65 73 50 82Z", { fill: p.surface, opacity: 0.2 }),
    d.path("M40 46V38A10 10 0 0 1 60 38V46", { stroke: p.surface }),
    d.rect(34, 46, 32, 26, 4, { fill: p.surface, stroke: p.ink }),
    d.circle(50, 56, 3.5, { fill: p.ink }),
    d.line(50, 58, 50, 65, { stroke: p.ink }),
  ].join("");
}

/** Product cards above a shopping cart. */
function ecommerceMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.rect(30, 6, 26, 34, 3, { fill: p.surface, stroke: p.ink }),
    d.rect(34, 10, 18, 14, 2, { fill: p.accent }),
    d.path("M34 30H50M34 35H44", { stroke: p.muted, width: 2 }),
    d.rect(60, 12, 26, 34, 3, { fill: p.surface, stroke: p.ink }),
    d.rect(64, 16, 18, 14, 2, { fill: p.accent2 }),
    d.path("M64 36H80M64 41H72", { stroke: p.muted, width: 2 }),
    d.path("M24 50H90L82 76H32Z", { fill: p.soft, stroke: p.ink }),
    d.path("M6 40H16L30 80H84", { stroke: p.ink }),
    d.path("M44 58V68M58 58V68M72 58V68", { stroke: p.primary }),
    d.circle(38, 89, 5, { fill: p.ink }),
    d.circle(76, 89, 5, { fill: p.ink }),
  ].join("");
}

/** Three cubes linked into a chain. */
function blockchainMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const cube = (cx: number, cy: number, s: number, side: string) => {
    const h = s / 2;
    const depth = s * 0.6;
    return [
      d.path(`M${u(cx)} ${u(cy + h / 2)}L${u(cx + s / 2)} ${u(cy)}L${u(cx + s)} ${u(cy + h / 2)}L${u(cx + s / 2)} ${u(cy + h)}Z`, {
        fill: p.surface,
        stroke: p.ink,
      }),
      d.path(`M${u(cx)} ${u(cy + h / 2)}L${u(cx + s / 2)} ${u(cy + h)}V${u(cy + h + depth)}L${u(cx)} ${u(cy + h / 2 + depth)}Z`, {
        fill: p.soft,
        stroke: p.ink,
      }),
      d.path(
        `M${u(cx + s / 2)} ${u(cy + h)}L${u(cx + s)} ${u(cy + h / 2)}V${u(cy + h / 2 + depth)}L${u(cx + s / 2)} ${u(cy + h + depth)}Z`,
        {
          fill: side,
          stroke: p.ink,
        },
      ),
    ].join("");
  };
  return [
    d.path("M21 68L50 38L79 68", { stroke: p.ink, width: 2 }),
    d.circle(35.5, 53, 2.5, { fill: p.ink }),
    d.circle(64.5, 53, 2.5, { fill: p.ink }),
    cube(33, 4, 34, p.primary),
    cube(2, 50, 34, p.accent),
    cube(64, 50, 34, p.accent2),
  ].join("");
}

/** A car side view. */
function vehicleMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M22 50L34 28H64L80 50Z", { fill: p.surface, stroke: p.ink }),
    d.line(52, 28, 52, 50, { stroke: p.ink }),
    d.rect(6, 48, 88, 24, 9, { fill: p.primary, stroke: p.ink }),
    d.rect(84, 54, 8, 5, 2, { fill: p.accent }),
    d.path("M40 58H48", { stroke: p.surface }),
    d.circle(28, 72, 10, { fill: p.ink }),
    d.circle(28, 72, 4, { fill: p.surface }),
    d.circle(72, 72, 10, { fill: p.ink }),
    d.circle(72, 72, 4, { fill: p.surface }),
    d.path("M6 90H94", { stroke: p.ink, width: 2, dash: `${fmt(size * 0.08)} ${fmt(size * 0.06)}` }),
  ].join("");
}

/** An open book under a mortarboard. */
function learningMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M50 60C40 54 24 53 8 56V90C24 86 40 86 50 92Z", { fill: p.surface, stroke: p.ink }),
    d.path("M50 60C60 54 76 53 92 56V90C76 86 60 86 50 92Z", { fill: p.soft, stroke: p.ink }),
    d.path("M16 66C26 64 34 64 42 67M16 74C26 72 34 72 42 75M58 67C66 64 74 64 84 66M58 75C66 72 74 72 84 74", {
      stroke: p.muted,
      width: 2,
    }),
    d.path("M30 32V44C40 50 60 50 70 44V32", { fill: p.primary, stroke: p.ink }),
    d.path("M50 12L88 26L50 40L12 26Z", { fill: p.ink, stroke: p.ink }),
    d.path("M50 26L80 30V44", { stroke: p.accent, width: 2 }),
    d.circle(80, 46, 3, { fill: p.accent }),
  ].join("");
}

/** Coins beside a candlestick chart. */
function financeMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const candles = [
    [48, 40, 20, 62, p.primary],
    [62, 30, 22, 50, p.accent2],
    [76, 14, 24, 46, p.primary],
    [90, 8, 14, 30, p.primary],
  ] as const;
  return [
    ...candles.map(([cx, top, h, bottom, color]) =>
      [
        d.line(cx, top - 6, cx, bottom, { stroke: p.ink, width: 2 }),
        d.rect(cx - 4, top, 8, h, 2, { fill: color, stroke: p.ink, width: 2 }),
      ].join(""),
    ),
    d.path("M6 92H94", { stroke: p.ink, width: 2 }),
    ...[80, 70, 60].map((cy) => d.ellipse(24, cy, 18, 7, { fill: p.accent, stroke: p.ink })),
    d.path("M6 60V80A18 7 0 0 0 42 80V60", { fill: p.accent, stroke: p.ink }),
    d.path("M6 70A18 7 0 0 0 42 70", { stroke: p.ink, width: 2 }),
    d.ellipse(24, 58, 18, 7, { fill: p.accent, stroke: p.ink }),
    d.ellipse(24, 58, 8, 2.5, { stroke: p.ink, width: 2 }),
  ].join("");
}

/** An umbrella over a small house. */
function insuranceMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M8 48A42 40 0 0 1 92 48A10.5 7 0 0 0 71 48A10.5 7 0 0 0 50 48A10.5 7 0 0 0 29 48A10.5 7 0 0 0 8 48Z", {
      fill: p.primary,
      stroke: p.ink,
    }),
    d.path("M50 8C40 20 36 34 36 48M50 8C60 20 64 34 64 48", { stroke: p.surface, width: 2, opacity: 0.5 }),
    d.path("M50 48V84A6 6 0 0 1 38 84", { stroke: p.ink }),
    d.path("M60 70L75 58L90 70V94H60Z", { fill: p.surface, stroke: p.ink }),
    d.rect(71, 80, 8, 14, 1, { fill: p.accent }),
    d.circle(50, 7, 2.5, { fill: p.ink }),
  ].join("");
}

/** A factory with a chimney beside a robot arm. */
function factoryMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.rect(44, 16, 10, 40, 2, { fill: p.ink }),
    d.circle(52, 8, 4, { fill: p.muted }),
    d.circle(60, 4, 2.5, { fill: p.muted }),
    d.path("M4 92V50L20 40V50L36 40V50L52 40V50L62 44V92Z", { fill: p.surface, stroke: p.ink }),
    d.rect(12, 58, 8, 8, 1, { fill: p.accent }),
    d.rect(28, 58, 8, 8, 1, { fill: p.accent }),
    d.rect(44, 58, 8, 8, 1, { fill: p.accent }),
    d.rect(30, 74, 16, 18, 1, { fill: p.primary }),
    d.path("M4 92H96", { stroke: p.ink }),
    d.rect(70, 84, 22, 8, 2, { fill: p.ink }),
    d.path(capsulePath(81, 84, 74, 60, 7), { fill: p.accent2, stroke: p.ink, width: 2 }),
    d.path(capsulePath(74, 60, 88, 44, 6), { fill: p.accent2, stroke: p.ink, width: 2 }),
    d.circle(74, 60, 3.5, { fill: p.surface, stroke: p.ink, width: 2 }),
    d.circle(88, 44, 3, { fill: p.ink }),
    d.path("M88 44L94 50M88 44L82 50", { stroke: p.ink }),
  ].join("");
}

/** A storefront with a striped awning. */
function retailMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const stripes = [0, 1, 2, 3, 4].map((i) =>
    d.path(`M${10 + i * 16} 22H${26 + i * 16}V38A8 6 0 0 1 ${10 + i * 16} 38Z`, {
      fill: i % 2 ? p.surface : p.accent2,
      stroke: p.ink,
      width: 2,
    }),
  );
  return [
    d.rect(14, 34, 72, 58, 2, { fill: p.surface, stroke: p.ink }),
    d.rect(30, 8, 40, 10, 3, { fill: p.primary }),
    ...stripes,
    d.rect(22, 54, 28, 20, 2, { fill: p.soft, stroke: p.ink, width: 2 }),
    d.rect(58, 56, 18, 36, 2, { fill: p.primary, stroke: p.ink, width: 2 }),
    d.circle(72, 74, 1.5, { fill: p.surface }),
    d.path("M6 92H94", { stroke: p.ink }),
  ].join("");
}

/** A lattice antenna tower sending waves. */
function telecomMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M50 22L34 92M50 22L66 92M40 66H60M44 48H56M37 80L56 48M63 80L44 48", { stroke: p.ink }),
    d.path("M34 92H66", { stroke: p.ink }),
    d.path("M36 10A20 20 0 0 0 36 34M64 10A20 20 0 0 1 64 34", { stroke: p.primary }),
    d.path("M24 2A34 34 0 0 0 24 42M76 2A34 34 0 0 1 76 42", { stroke: p.accent }),
    d.circle(50, 22, 6, { fill: p.accent2, stroke: p.ink }),
    d.rect(12, 82, 14, 10, 2, { fill: p.soft, stroke: p.ink, width: 2 }),
    d.rect(74, 76, 14, 16, 2, { fill: p.soft, stroke: p.ink, width: 2 }),
  ].join("");
}

/** A microchip with pins and traces. */
function chipMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  let pins = "";
  for (const o of [36, 46, 56, 66]) pins += `M${o} 16V26M${o} 74V84M16 ${o}H26M74 ${o}H84`;
  return [
    d.path(pins, { stroke: p.ink }),
    d.path("M84 36H94M6 66H16M46 6V16M56 84V94", { stroke: p.primary, width: 2 }),
    d.circle(94, 36, 2.5, { fill: p.primary }),
    d.circle(6, 66, 2.5, { fill: p.primary }),
    d.circle(46, 6, 2.5, { fill: p.primary }),
    d.circle(56, 94, 2.5, { fill: p.primary }),
    d.rect(26, 26, 48, 48, 6, { fill: p.ink, stroke: p.ink }),
    d.rect(36, 36, 28, 28, 3, { fill: p.accent }),
    d.circle(32, 32, 2, { fill: p.surface }),
  ].join("");
}

/** A plane flying along a dashed route from a map pin. */
function travelMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  // The plane is drawn pointing up in its own box, then turned to fly up and to the right.
  const rot = [45, 66, 34] as const;
  return [
    d.path("M18 70C20 48 34 40 46 46", { stroke: p.ink, width: 3, dash: `0 ${fmt(size * 0.05)}` }),
    d.path("M18 92C18 92 6 80 6 70A12 12 0 0 1 30 70C30 80 18 92 18 92Z", { fill: p.accent2, stroke: p.ink, width: 2 }),
    d.circle(18, 70, 4, { fill: p.surface }),
    d.path("M66 28L40 42V48L66 42ZM66 28L92 42V48L66 42Z", { fill: p.soft, stroke: p.ink, width: 2, rotate: rot }),
    d.path("M66 52L56 58V62L66 60ZM66 52L76 58V62L66 60Z", { fill: p.soft, stroke: p.ink, width: 2, rotate: rot }),
    d.path("M60 16C60 8 72 8 72 16V58C72 64 60 64 60 58Z", { fill: p.surface, stroke: p.ink, rotate: rot }),
    d.path("M63 16H69", { stroke: p.primary, rotate: rot }),
    d.circle(84, 86, 7, { fill: p.primary, stroke: p.ink, width: 2 }),
    d.path("M36 86H70", { stroke: p.ink, width: 2, dash: `0 ${fmt(size * 0.05)}` }),
  ].join("");
}

/** A lightning bolt in a ring beside a charging plug. */
function energyMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.circle(40, 42, 34, { fill: p.soft, stroke: p.ink }),
    d.path("M46 14L24 48H40L34 72L58 36H42Z", { fill: p.accent, stroke: p.ink }),
    d.path("M82 62V76C82 86 70 90 58 90H40", { stroke: p.ink }),
    d.rect(72, 48, 20, 16, 3, { fill: p.primary, stroke: p.ink }),
    d.path("M77 48V40M87 48V40", { stroke: p.ink }),
    d.circle(40, 90, 2.5, { fill: p.ink }),
  ].join("");
}

/** A video frame with a play button over an audio waveform. */
function mediaMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  const wave = [4, 10, 16, 8, 20, 12, 6, 14, 18, 8, 12, 4];
  const bars = wave.map((h, i) => `M${u(12 + i * 6.9)} ${84 - h / 2}V${84 + h / 2}`).join("");
  return [
    d.rect(8, 8, 84, 56, 6, { fill: p.primary, stroke: p.ink }),
    d.circle(50, 36, 15, { fill: p.surface, stroke: p.ink }),
    d.path("M45 28V44L58 36Z", { fill: p.accent2 }),
    d.path("M16 56H84", { stroke: p.surface, width: 2, opacity: 0.5 }),
    d.path("M16 56H40", { stroke: p.accent, width: 3 }),
    d.path(bars, { stroke: p.ink }),
  ].join("");
}

/** Interlocking geometric blocks: four tiles of a square, each cut differently. */
function generalMotif(x: number, y: number, size: number, p: Palette): string {
  const d = pen(x, y, size);
  return [
    d.path("M8 50V8A42 42 0 0 1 50 50Z", { fill: p.accent2, stroke: p.ink }),
    d.circle(72, 28, 21, { fill: p.accent, stroke: p.ink }),
    d.rect(8, 54, 38, 38, 6, { fill: p.primary, stroke: p.ink }),
    d.path("M54 92V54H92A38 38 0 0 1 54 92Z", { fill: p.soft, stroke: p.ink }),
    d.path("M27 73H66", { stroke: p.surface, width: 2 }),
    d.circle(27, 73, 3, { fill: p.surface }),
    d.circle(66, 73, 3, { fill: p.ink }),
  ].join("");
}

const MOTIFS: Record<Motif, MotifDraw> = {
  app: appMotif,
  crm: crmMotif,
  erp: erpMotif,
  data: dataMotif,
  ai: aiMotif,
  cloud: cloudMotif,
  automation: automationMotif,
  iot: iotMotif,
  health: healthMotif,
  qa: qaMotif,
  design: designMotif,
  security: securityMotif,
  ecommerce: ecommerceMotif,
  blockchain: blockchainMotif,
  vehicle: vehicleMotif,
  learning: learningMotif,
  finance: financeMotif,
  insurance: insuranceMotif,
  factory: factoryMotif,
  retail: retailMotif,
  telecom: telecomMotif,
  chip: chipMotif,
  travel: travelMotif,
  energy: energyMotif,
  media: mediaMotif,
  general: generalMotif,
};

/** What each motif shows, for alt texts. */
const MOTIF_NAMES: Record<Motif, { en: string; de: string }> = {
  app: { en: "a phone and a browser window showing an app", de: "ein Smartphone und ein Browserfenster mit einer App" },
  crm: { en: "a CRM pipeline of connected customer cards", de: "eine CRM-Pipeline aus verbundenen Kundenkarten" },
  erp: { en: "stacked business modules beside a ledger", de: "gestapelte Geschäftsmodule neben einem Kassenbuch" },
  data: { en: "a bar chart with a rising trend line", de: "ein Balkendiagramm mit steigender Trendlinie" },
  ai: { en: "a neural network of connected nodes", de: "ein neuronales Netz aus verbundenen Knoten" },
  cloud: { en: "a cloud above a stack of servers", de: "eine Cloud über einem Serverstapel" },
  automation: { en: "gears driving a conveyor of boxes", de: "Zahnräder, die ein Förderband mit Kisten antreiben" },
  iot: { en: "a connected sensor sending signal waves", de: "ein vernetzter Sensor, der Signalwellen sendet" },
  health: { en: "a medical cross above a heartbeat line", de: "ein medizinisches Kreuz über einer Herzschlaglinie" },
  qa: { en: "a checklist with ticked test cases", de: "eine Checkliste mit abgehakten Testfällen" },
  design: { en: "a layout wireframe with a pen", de: "ein Layout-Wireframe mit einem Stift" },
  security: { en: "a shield with a padlock", de: "ein Schild mit einem Vorhängeschloss" },
  ecommerce: { en: "product cards above a shopping cart", de: "Produktkarten über einem Einkaufswagen" },
  blockchain: { en: "three linked blocks of a chain", de: "drei verkettete Blöcke einer Blockchain" },
  vehicle: { en: "a car built from simple shapes", de: "ein Auto aus einfachen Formen" },
  learning: { en: "an open book under a graduation cap", de: "ein offenes Buch unter einem Doktorhut" },
  finance: { en: "a stack of coins beside a candlestick chart", de: "ein Münzstapel neben einem Kerzenchart" },
  insurance: { en: "an umbrella sheltering a house", de: "ein Schirm, der ein Haus schützt" },
  factory: { en: "a factory with a chimney and a robot arm", de: "eine Fabrik mit Schornstein und Roboterarm" },
  retail: { en: "a storefront with a striped awning", de: "ein Ladengeschäft mit gestreifter Markise" },
  telecom: { en: "an antenna tower sending radio waves", de: "ein Antennenmast, der Funkwellen sendet" },
  chip: { en: "a microchip with pins and circuit traces", de: "ein Mikrochip mit Pins und Leiterbahnen" },
  travel: { en: "a plane flying along a route between two pins", de: "ein Flugzeug auf einer Route zwischen zwei Markierungen" },
  energy: { en: "a lightning bolt beside a charging plug", de: "ein Blitz neben einem Ladestecker" },
  media: { en: "a video frame with a play button and a waveform", de: "ein Videobild mit Play-Taste und Wellenform" },
  general: { en: "interlocking geometric blocks", de: "ineinandergreifende geometrische Blöcke" },
};

// ---------------------------------------------------------------------------------------------
// Documents

function svgDoc(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${esc(title)}</title><g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}

function image(width: number, height: number, alt: { en: string; de: string }, body: string): ArtImage {
  return { svg: svgDoc(width, height, alt.en, body), width, height, alt };
}

function illustrationAlt(motif: Motif): { en: string; de: string } {
  const name = MOTIF_NAMES[motif];
  return { en: `Illustration: ${name.en}`, de: `Illustration: ${name.de}` };
}

/** A motif from a topic: a Motif name itself, or keywords as in `motifFor`. */
function motifOfTopic(topic: string): Motif {
  const key = topic.trim().toLowerCase();
  return key in MOTIFS ? (key as Motif) : motifFor("", topic);
}

// ---------------------------------------------------------------------------------------------
// Cover art (1200 × 630)

/** Cover art for an article, blog post or news item: 1200×630. Abstract composition seeded by
 * the title, with a motif chosen from `topic` drawn large on one side. No title text in the image. */
export function coverArt(input: { title: string; topic: string; kind: "article" | "blog-post" | "news" }): ArtImage {
  const W = 1200;
  const H = 630;
  const rng = rngFor(`cover:${input.kind}:${input.title}`);
  const p = themeFor(rng);
  const motif = motifOfTopic(input.topic);
  const left = rng.chance(0.5);
  const cx = left ? 330 : 870;
  const cy = 315;
  const plateR = 240;
  const d = abs;

  // The plate: a circle for articles, a rounded square for blog posts, a circle inside a
  // dashed orbit for news.
  const plate =
    input.kind === "blog-post"
      ? d.rect(cx - plateR, cy - plateR, plateR * 2, plateR * 2, 48, { fill: p.plate })
      : d.circle(cx, cy, plateR, { fill: p.plate });
  const orbit = input.kind === "news" ? d.circle(cx, cy, plateR + 28, { stroke: p.line, width: 2, dash: "2 12" }) : "";

  // The other side: an abstract schematic in the free half, joined to the plate by a line.
  const x0 = left ? 660 : 80;
  const side = coverSide(rng, x0, p, motif);
  const edge = left ? cx + plateR : cx - plateR;
  const joint = left ? x0 + (side.joined ? 0 : -40) : x0 + 460 + (side.joined ? 0 : 40);

  return image(
    W,
    H,
    illustrationAlt(motif),
    [
      d.rect(0, 0, W, H, 0, { fill: p.bg }),
      dotGrid(30, 30, W - 60, H - 60, 30, p.grid),
      orbit,
      d.line(edge, cy, joint, cy, { stroke: p.line, width: 2 }),
      d.circle(joint, cy, 5, { fill: p.line }),
      side.svg,
      plate,
      MOTIFS[motif](cx - 165, cy - 165, 330, p),
    ].join(""),
  );
}

/** The abstract half of a cover, in a 460 × 470 box at (x0, 80): stepped cards on a bus, a
 * tile pattern, a bar chart (not beside a chart motif) or a timeline. Returns the shapes and
 * whether the plate's connector should reach the box's vertical middle. */
function coverSide(rng: Rng, x0: number, p: Palette, motif: Motif): { svg: string; joined: boolean } {
  const d = abs;
  const variants = motif === "data" || motif === "finance" ? [0, 1, 3] : [0, 1, 2, 3];
  const variant = rng.pick(variants);
  const accents = [p.primary === p.bg ? p.soft : p.primary, p.accent, p.accent2];
  const parts: string[] = [];
  if (variant === 0) {
    // Three cards stepping right, hanging off a bus line.
    const ys = [122, 265, 408];
    const busX = x0 + 30;
    parts.push(d.path(`M${busX} 172V458`, { stroke: p.line, width: 2 }));
    ys.forEach((y, i) => {
      const x = x0 + 70 + i * 36;
      const w = Math.min(rng.int(7, 10) * 40, x0 + 460 - x);
      parts.push(d.line(busX, y + 50, x, y + 50, { stroke: p.line, width: 2 }), d.circle(busX, y + 50, 5, { fill: p.line }));
      parts.push(card(d, x, y, w, 100, p, at(accents, i), rng.int(0, 2)));
    });
    return { svg: parts.join(""), joined: true };
  }
  if (variant === 1) {
    // A 3 × 3 grid of tiles, each a rounded square, a disc, a quarter disc or a half disc, no
    // two neighbours the same colour.
    const t = 128;
    const gap = 16;
    const left = x0 + (460 - 3 * t - 2 * gap) / 2;
    const top = 80 + (470 - 3 * t - 2 * gap) / 2;
    const fills = [p.plate, p.soft, p.accent, p.accent2, p.panel].filter((c) => c !== p.bg);
    const colors: string[] = [];
    for (let cell = 0; cell < 9; cell++) {
      const tx = left + (cell % 3) * (t + gap);
      const ty = top + Math.floor(cell / 3) * (t + gap);
      const fill = rng.pick(fills.filter((c) => c !== colors[cell - 1] && c !== colors[cell - 3]));
      colors.push(fill);
      const shape = rng.int(0, 3);
      const corner = rng.int(0, 3);
      if (shape === 0) parts.push(d.rect(tx, ty, t, t, 24, { fill }));
      else if (shape === 1) parts.push(d.circle(tx + t / 2, ty + t / 2, t / 2, { fill }));
      else if (shape === 2) {
        // A quarter disc centred on one corner of the tile.
        const cx = corner % 2 ? tx + t : tx;
        const cy = corner > 1 ? ty + t : ty;
        const sx = cx === tx ? tx + t : tx;
        const sy = cy === ty ? ty + t : ty;
        const sweep = (cx === tx) === (cy === ty) ? 1 : 0;
        parts.push(d.path(`M${cx} ${cy}H${sx}A${t} ${t} 0 0 ${sweep} ${cx} ${sy}Z`, { fill }));
      } else {
        // A half disc standing on the tile's top or bottom side.
        const flat = corner % 2 ? ty : ty + t;
        parts.push(d.path(`M${tx} ${flat}A${t / 2} ${t / 2} 0 0 ${corner % 2 ? 0 : 1} ${tx + t} ${flat}Z`, { fill }));
      }
    }
    return { svg: parts.join(""), joined: false };
  }
  if (variant === 2) {
    // A bar chart on a panel with a trend line over it.
    const bars = [0, 1, 2, 3, 4].map(() => rng.int(3, 8) * 30);
    parts.push(d.rect(x0 + 20, 100, 440, 430, 28, { fill: p.panel }));
    bars.forEach((h, i) => parts.push(d.rect(x0 + 70 + i * 76, 470 - h, 40, h, 8, { fill: i === 2 ? p.accent : p.soft })));
    const pts = bars.map((h, i) => [x0 + 90 + i * 76, 470 - h - 40] as const);
    parts.push(d.path(`M${pts.map(([px, py]) => `${px} ${py}`).join("L")}`, { stroke: p.ink, width: 2 }));
    for (const [px, py] of pts) parts.push(d.circle(px, py, 6, { fill: p.surface, stroke: p.ink, width: 2 }));
    return { svg: parts.join(""), joined: false };
  }
  // A timeline: three milestones on the plate's connector line, cards above and below.
  const xs = [x0 + 40, x0 + 230, x0 + 420];
  parts.push(d.line(x0, 315, x0 + 460, 315, { stroke: p.line, width: 2 }));
  xs.forEach((mx, i) => {
    const up = i % 2 === 0;
    const cardY = up ? 315 - 60 - 100 : 315 + 60;
    const cardX = Math.max(x0, Math.min(mx - 100, x0 + 260));
    parts.push(d.line(mx, up ? 315 - 60 : 315, mx, up ? 315 : 315 + 60, { stroke: p.line, width: 2 }));
    parts.push(card(d, cardX, cardY, 200, 100, p, at(accents, i), rng.int(0, 2)));
    parts.push(d.circle(mx, 315, 12, { fill: i === 2 ? p.accent : p.plate, stroke: p.line, width: 3 }));
  });
  return { svg: parts.join(""), joined: true };
}

// ---------------------------------------------------------------------------------------------
// Hub art (640 × 480)

/** Hub illustration 640×480 for a practice or industry landing page hero: a larger composed
 * scene of the motif with supporting shapes. */
export function hubArt(input: { motif: Motif; title: string }): ArtImage {
  const W = 640;
  const H = 480;
  const rng = rngFor(`hub:${input.motif}:${input.title}`);
  const p = themeFor(rng);
  const left = rng.chance(0.5);
  const cx = left ? 226 : 414;
  const cy = 240;
  const r = 190;
  const d = abs;

  // Spec cards on the free side, joined to the plate by a bus.
  const count = rng.int(2, 3);
  const cardW = 156;
  const cardX = left ? 458 : 26;
  const busX = left ? 434 : 206;
  const ys = count === 3 ? [96, 208, 320] : [144, 272];
  const accents = [p.primary, p.accent, p.accent2];
  const edge = left ? cx + r : cx - r;
  const first = at(ys, 0) + 32;
  const last = at(ys, ys.length - 1) + 32;
  const parts = [
    d.rect(0, 0, W, H, 0, { fill: p.bg }),
    dotGrid(20, 20, W - 40, H - 40, 24, p.grid),
    d.path(`M${edge} ${cy}H${busX}M${busX} ${first}V${last}`, { stroke: p.line, width: 2 }),
    d.circle(busX, cy, 5, { fill: p.line }),
    ...ys.map((y, i) =>
      [
        d.line(busX, y + 32, left ? cardX : cardX + cardW, y + 32, { stroke: p.line, width: 2 }),
        d.circle(busX, y + 32, 4, { fill: p.line }),
        card(d, cardX, y, cardW, 64, p, at(accents, i), rng.int(0, 2)),
      ].join(""),
    ),
    d.circle(cx, cy, r, { fill: p.plate }),
    d.circle(cx, cy, r - 14, { stroke: p.muted, width: 2, dash: "2 10" }),
    rng.chance(0.5) ? d.circle(cx + (left ? -r * 0.78 : r * 0.78), cy - r * 0.78, 14, { fill: p.accent }) : "",
    MOTIFS[input.motif](cx - 136, cy - 136, 272, p),
  ];
  return image(W, H, illustrationAlt(input.motif), parts.join(""));
}

// ---------------------------------------------------------------------------------------------
// Case study art (1200 × 750)

type Layer = 0 | 1 | 2;

const CHANNEL_WORDS = [
  "react",
  "angular",
  "vue",
  "next",
  "svelte",
  "ios",
  "android",
  "swift",
  "kotlin",
  "flutter",
  "xamarin",
  "ionic",
  "web",
  "mobile",
  "portal",
  "app",
  "shopify",
  "figma",
];
const DATA_WORDS = [
  "sql",
  "postgres",
  "oracle",
  "mongo",
  "redis",
  "snowflake",
  "bigquery",
  "databricks",
  "redshift",
  "elastic",
  "kafka",
  "spark",
  "hadoop",
  "power bi",
  "tableau",
  "s3",
  "dynamo",
  "cassandra",
  "clickhouse",
  "data",
  "warehouse",
  "lake",
  "looker",
];

/** The layer a technology belongs to: 0 users/channels, 1 services, 2 data. */
function layerOf(label: string): Layer {
  const key = label.toLowerCase();
  if (DATA_WORDS.some((w) => key.includes(w))) return 2;
  if (CHANNEL_WORDS.some((w) => key.includes(w))) return 0;
  return 1;
}

interface Box {
  label: string;
  layer: Layer;
  highlight: boolean;
  x: number;
  y: number;
}

const BOX_W = 300;
/** Estimated width of a semibold label character in em: the usual 0.55 plus a margin for the
 * heavier weight, so labels never reach the box's edge. */
const LABEL_EM = 0.6;
const BOX_H = 104;

/** Case study thumbnail 1200×750: an architecture sketch of the case's first technologies in
 * layers (channels, services, data), one box highlighted as the client's system, and the
 * industry in a caption strip. */
export function caseArt(input: { title: string; client: string; industry: string; technologies: string[]; services: string[] }): ArtImage {
  const W = 1200;
  const H = 750;
  const rng = rngFor(`case:${input.client}:${input.title}`);
  const p = themeFor(rng);
  const d = abs;

  // Labels: the first technologies, topped up from the services so there are at least three.
  const count = Math.max(3, Math.min(6, input.technologies.length));
  const labels: string[] = [];
  for (const candidate of [...input.technologies, ...input.services, "API", "Web", "Cloud"]) {
    const label = candidate.trim();
    if (label && labels.length < count && !labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label);
  }

  // Layers: classified by keyword, then balanced so no layer holds more than three boxes and
  // the services layer (which holds the client's system) is never empty.
  const layers: string[][] = [[], [], []];
  for (const label of labels) at(layers, layerOf(label)).push(label);
  const services = at(layers, 1);
  for (const l of [0, 2]) {
    const layer = at(layers, l);
    while (layer.length > 3 || (services.length === 0 && layer.length > 1)) services.push(layer.pop() ?? "");
  }
  if (services.length === 0) services.push(at(layers, 0).pop() ?? at(layers, 2).pop() ?? "API");
  while (services.length > 3) (at(layers, 0).length <= at(layers, 2).length ? at(layers, 0) : at(layers, 2)).push(services.pop() ?? "");

  const layout = rng.pick(["flow", "stack", "hub"] as const);
  const boxes: Box[] = [];
  layers.forEach((names, l) =>
    names.forEach((label, i) => boxes.push({ label, layer: l as Layer, highlight: l === 1 && i === 0, x: 0, y: 0 })),
  );
  const parts: string[] = [d.rect(0, 0, W, H, 0, { fill: p.bg }), dotGrid(24, 24, W - 48, H - 48, 32, p.grid)];

  const area = { x: 40, y: 120, w: W - 80, h: H - 160 };
  const used = [0, 1, 2].filter((l) => at(layers, l).length > 0) as Layer[];
  if (layout === "flow") parts.push(flowLayout(boxes, used, area, p));
  else if (layout === "stack") parts.push(stackLayout(boxes, used, area, p));
  else parts.push(hubLayout(boxes, area, p));

  for (const box of boxes) parts.push(drawBox(box, input.client, p));
  parts.push(caption(input.industry, p));

  const names = labels.join(", ");
  return image(
    W,
    H,
    { en: `Architecture sketch for ${input.client}: ${names}`, de: `Architekturskizze für ${input.client}: ${names}` },
    parts.join(""),
  );
}

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

const LAYER_COLORS = (p: Palette) => [p.accent, p.primary, p.accent2] as const;

/** Left to right: one lane per layer, boxes stacked in each, buses between lanes. */
function flowLayout(boxes: Box[], used: Layer[], area: Area, p: Palette): string {
  const d = abs;
  const laneW = 332;
  const colW = area.w / used.length;
  const parts: string[] = [];
  const centers = used.map((_, i) => area.x + colW * (i + 0.5));
  used.forEach((layer, i) => {
    const lx = at(centers, i) - laneW / 2;
    parts.push(d.rect(lx, area.y, laneW, area.h, 24, { fill: p.panel }));
    parts.push(layerIcon(layer, lx + 28, area.y + 28, p));
    const inLayer = boxes.filter((b) => b.layer === layer);
    const total = inLayer.length * BOX_H + (inLayer.length - 1) * 44;
    inLayer.forEach((b, j) => {
      b.x = at(centers, i) - BOX_W / 2;
      b.y = area.y + 30 + (area.h - 30 - total) / 2 + j * (BOX_H + 44);
    });
  });
  for (let i = 0; i + 1 < used.length; i++) {
    const from = boxes.filter((b) => b.layer === at(used, i));
    const to = boxes.filter((b) => b.layer === at(used, i + 1));
    const busX = (at(centers, i) + at(centers, i + 1)) / 2;
    const ys = [...from, ...to].map((b) => b.y + BOX_H / 2);
    let route = `M${busX} ${Math.min(...ys)}V${Math.max(...ys)}`;
    for (const b of from) route += `M${b.x + BOX_W} ${b.y + BOX_H / 2}H${busX}`;
    for (const b of to) route += `M${busX} ${b.y + BOX_H / 2}H${b.x - 6}`;
    parts.push(d.path(route, { stroke: p.line, width: 2 }));
    for (const b of from) parts.push(d.circle(busX, b.y + BOX_H / 2, 4, { fill: p.line }));
    for (const b of to) parts.push(arrow(b.x, b.y + BOX_H / 2, "right", p.line));
  }
  return parts.join("");
}

/** Top to bottom: one band per layer, boxes side by side, buses between bands. */
function stackLayout(boxes: Box[], used: Layer[], area: Area, p: Palette): string {
  const d = abs;
  const rowH = area.h / used.length;
  const bandH = rowH - 28;
  const parts: string[] = [];
  const middles = used.map((_, i) => area.y + rowH * i + bandH / 2);
  used.forEach((layer, i) => {
    const top = area.y + rowH * i;
    parts.push(d.rect(area.x, top, area.w, bandH, 24, { fill: p.panel }));
    parts.push(layerIcon(layer, area.x + 22, top + bandH / 2 - 14, p));
    const inLayer = boxes.filter((b) => b.layer === layer);
    const gap = 40;
    const total = inLayer.length * BOX_W + (inLayer.length - 1) * gap;
    inLayer.forEach((b, j) => {
      b.x = area.x + (area.w - total) / 2 + j * (BOX_W + gap);
      b.y = at(middles, i) - BOX_H / 2;
    });
  });
  for (let i = 0; i + 1 < used.length; i++) {
    const from = boxes.filter((b) => b.layer === at(used, i));
    const to = boxes.filter((b) => b.layer === at(used, i + 1));
    const busY = area.y + rowH * (i + 1) - 14;
    const xs = [...from, ...to].map((b) => b.x + BOX_W / 2);
    let route = `M${Math.min(...xs)} ${busY}H${Math.max(...xs)}`;
    for (const b of from) route += `M${b.x + BOX_W / 2} ${b.y + BOX_H}V${busY}`;
    for (const b of to) route += `M${b.x + BOX_W / 2} ${busY}V${b.y - 6}`;
    parts.push(d.path(route, { stroke: p.line, width: 2 }));
    for (const b of from) parts.push(d.circle(b.x + BOX_W / 2, busY, 4, { fill: p.line }));
    for (const b of to) parts.push(arrow(b.x + BOX_W / 2, b.y, "down", p.line));
  }
  return parts.join("");
}

/** Hub and spoke: the client's system in the middle, the other boxes in slots around it. */
function hubLayout(boxes: Box[], area: Area, p: Palette): string {
  const d = abs;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2 + 10;
  const colX = [cx - 392, cx, cx + 392];
  const rowY = [area.y + 72, cy, area.y + area.h - 62];
  const hub = boxes.find((b) => b.highlight) ?? at(boxes, 0);
  hub.x = cx - BOX_W / 2;
  hub.y = cy - BOX_H / 2;
  const others = boxes.filter((b) => b !== hub);
  // Slots as [column, row]; channels take the top, data the bottom.
  const slotSets: Record<number, [number, number][]> = {
    2: [
      [0, 1],
      [2, 1],
    ],
    3: [
      [0, 0],
      [2, 0],
      [1, 2],
    ],
    4: [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
    ],
    5: [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
      [1, 0],
    ],
  };
  const slots = slotSets[others.length] ?? [[0, 1]];
  // Channels first (upper slots), data last (lower slots), and the top-middle slot last of all.
  const ordered = [...others].sort((a, b) => a.layer - b.layer);
  if (others.length === 5) {
    const [third] = ordered.splice(2, 1);
    if (third) ordered.push(third);
  }
  const parts: string[] = [d.circle(cx, cy, 200, { fill: p.panel })];
  let route = "";
  const dots: string[] = [];
  ordered.forEach((b, i) => {
    const [c, r] = at(slots, i);
    const bx = at(colX, c);
    const by = at(rowY, r);
    b.x = bx - BOX_W / 2;
    b.y = by - BOX_H / 2;
    const into = b.layer !== 2;
    if (c === 1) {
      // Straight above or below the hub.
      const y1 = r === 0 ? b.y + BOX_H : b.y;
      const y2 = r === 0 ? hub.y : hub.y + BOX_H;
      route += `M${cx} ${y1}V${y2}`;
      dots.push(into ? arrow(cx, y2, r === 0 ? "down" : "up", p.line) : arrow(cx, y1, r === 0 ? "up" : "down", p.line));
    } else if (r === 1) {
      // Level with the hub, left or right.
      const x1 = c === 0 ? b.x + BOX_W : b.x;
      const x2 = c === 0 ? hub.x : hub.x + BOX_W;
      route += `M${x1} ${cy}H${x2}`;
      dots.push(into ? arrow(x2, cy, c === 0 ? "right" : "left", p.line) : arrow(x1, cy, c === 0 ? "left" : "right", p.line));
    } else {
      // A corner slot: along to above/below the hub, then into its top or bottom edge.
      const x1 = c === 0 ? b.x + BOX_W : b.x;
      const tx = cx + (c === 0 ? -70 : 70);
      const ty = r === 0 ? hub.y : hub.y + BOX_H;
      route += `M${x1} ${by}H${tx}V${ty}`;
      dots.push(d.circle(tx, by, 4, { fill: p.line }));
      dots.push(into ? arrow(tx, ty, r === 0 ? "down" : "up", p.line) : arrow(x1, by, c === 0 ? "left" : "right", p.line));
    }
  });
  parts.push(d.path(route, { stroke: p.line, width: 2 }), ...dots);
  return parts.join("");
}

/** A small filled arrowhead whose tip is at (x, y). */
function arrow(x: number, y: number, dir: "right" | "left" | "down" | "up", color: string): string {
  const s = 9;
  const pts = {
    right: `M${x} ${y}L${x - s} ${y - s / 1.5}V${y + s / 1.5}Z`,
    left: `M${x} ${y}L${x + s} ${y - s / 1.5}V${y + s / 1.5}Z`,
    down: `M${x} ${y}L${x - s / 1.5} ${y - s}H${x + s / 1.5}Z`,
    up: `M${x} ${y}L${x - s / 1.5} ${y + s}H${x + s / 1.5}Z`,
  }[dir];
  return abs.path(pts, { fill: color });
}

/** A labelled box: a dot in its layer's colour and the label; the client's system is filled and
 * carries the client's name above its label. */
function drawBox(b: Box, client: string, p: Palette): string {
  const d = abs;
  const cy = b.y + BOX_H / 2;
  const dot = at(LAYER_COLORS(p), b.layer);
  const textX = b.x + 58;
  const textW = BOX_W - 58 - 26;
  if (b.highlight) {
    return [
      d.rect(b.x - 9, b.y - 9, BOX_W + 18, BOX_H + 18, 20, { stroke: p.hi, width: 2, dash: "2 8" }),
      d.rect(b.x, b.y, BOX_W, BOX_H, 14, { fill: p.hi, stroke: p.ink }),
      d.circle(b.x + 32, cy, 9, { fill: p.surface }),
      d.text(textX, cy - 10, fit(client.toUpperCase(), textW, 14, 0.7, 1), { size: 14, weight: 700, spacing: 1, fill: p.hiText }),
      d.text(textX, cy + 22, fit(b.label, textW, 24, LABEL_EM), { size: 24, weight: 600, fill: p.hiText }),
    ].join("");
  }
  return [
    d.rect(b.x, b.y, BOX_W, BOX_H, 14, { fill: p.surface, stroke: p.ink }),
    d.circle(b.x + 32, cy, 9, { fill: dot }),
    d.text(textX, cy + 8, fit(b.label, textW, 24, LABEL_EM), { size: 24, weight: 600, fill: p.ink }),
  ].join("");
}

/** A tiny glyph naming a layer without words: a screen for channels, a gear-like ring for
 * services, a cylinder for data. */
function layerIcon(layer: Layer, x: number, y: number, p: Palette): string {
  const d = abs;
  const color = p.bg === INK || p.bg === DEEP ? p.line : p.ink;
  if (layer === 0)
    return d.rect(x, y, 28, 20, 4, { stroke: color, width: 2 }) + d.path(`M${x + 8} ${y + 27}H${x + 20}`, { stroke: color, width: 2 });
  if (layer === 1) return d.circle(x + 14, y + 14, 11, { stroke: color, width: 2 }) + d.circle(x + 14, y + 14, 4, { fill: color });
  return (
    d.path(`M${x} ${y + 5}V${y + 23}A14 5 0 0 0 ${x + 28} ${y + 23}V${y + 5}`, { stroke: color, width: 2 }) +
    d.ellipse(x + 14, y + 5, 14, 5, { stroke: color, width: 2 })
  );
}

/** The caption strip, top left: a chip with the industry in small capitals. */
function caption(industry: string, p: Palette): string {
  const d = abs;
  const size = 18;
  const spacing = 1.5;
  const text = fit(industry.toUpperCase(), 560, size, 0.7, spacing);
  const w = Array.from(text).length * (size * 0.7 + spacing) + 64;
  return [
    d.rect(40, 40, w, 48, 24, { fill: p.chip }),
    d.circle(66, 64, 7, { fill: p.accent }),
    d.text(86, 70.5, text, { size, weight: 700, spacing, fill: p.chipText }),
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Portraits (320 × 320)

/** Skin tones (base and shade), from light to deep. */
const SKIN = [
  ["#f5d7c3", "#e6bea4"],
  ["#eac09f", "#d8a580"],
  ["#d29c74", "#bb835c"],
  ["#b17a52", "#976341"],
  ["#8a5636", "#72442a"],
  ["#5f3a24", "#4c2d1b"],
] as const;

/** Hair colours: black, dark brown, brown, auburn, blonde, grey. */
const HAIR = ["#1d1a18", "#3a281e", "#6a4a30", "#8e4326", "#d3ac64", "#b8bcbf"] as const;

type HairStyle = "short" | "long" | "bun" | "curly" | "bald" | "sidePart" | "bob" | "buzz";
/** Styles to pick from; the common ones appear twice, so baldness comes up about one time in ten. */
const HAIR_STYLES: readonly HairStyle[] = [
  "short",
  "short",
  "long",
  "long",
  "bun",
  "curly",
  "curly",
  "bald",
  "sidePart",
  "sidePart",
  "bob",
  "buzz",
];

/** Backgrounds and backdrop discs. */
const PORTRAIT_BACKS = [
  [TINT, MINT],
  [SAND, AMBER],
  [TINT, SKY],
  [SAND, CORAL],
  [MINT, GREEN],
  [INK, SLATE],
  [DEEP, GREEN],
  [TINT, LINE],
] as const;

const CLOTHES = [DEEP, INK, SLATE, CORAL, SKY, GREEN, AMBER, WHITE] as const;

/** Illustrated portrait 320×320 of a (fictional) expert: a stylised bust seeded by name. */
export function portraitArt(input: { name: string; role: string }): ArtImage {
  const rng = rngFor(`portrait:${input.name}`);
  const d = abs;
  const [bg, disc] = rng.pick(PORTRAIT_BACKS);
  const [skin, shade] = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const style = rng.pick(HAIR_STYLES);
  const clothes = rng.pick(CLOTHES.filter((c) => c !== disc && c !== bg));
  const neckline = rng.int(0, 2);
  const glasses = rng.chance(0.3);

  // The head's centre; the head is an ellipse 88 wide and 104 tall.
  const hx = 160;
  const hy = 140;
  const parts: string[] = [d.rect(0, 0, 320, 320, 0, { fill: bg }), d.circle(160, 160, 126, { fill: disc })];

  // Hair that falls behind the head and neck.
  parts.push(hairBack(style, hx, hy, hair));

  // Neck with the chin's shadow, shoulders, and the neckline.
  parts.push(d.rect(hx - 20, hy + 30, 40, 80, 14, { fill: skin }));
  parts.push(
    d.path(
      `M${hx - 20} ${hy + 44}C${hx - 10} ${hy + 60} ${hx + 10} ${hy + 60} ${hx + 20} ${hy + 44}V${hy + 66}C${hx + 10} ${hy + 76} ${hx - 10} ${hy + 76} ${hx - 20} ${hy + 66}Z`,
      { fill: shade },
    ),
  );
  parts.push(d.path("M40 320V296C40 258 74 234 116 226H204C246 234 280 258 280 296V320Z", { fill: clothes }));
  const trim = clothes === WHITE ? SLATE : WHITE;
  if (neckline === 0) {
    parts.push(
      d.path("M134 226C142 244 178 244 186 226Z", { fill: skin }),
      d.path("M130 227C140 248 180 248 190 227", { stroke: trim, width: 3, opacity: 0.6 }),
    );
  } else if (neckline === 1) {
    parts.push(d.path("M136 226L160 264L184 226Z", { fill: skin }));
  } else {
    parts.push(
      d.path("M136 226L160 262L184 226Z", { fill: trim }),
      d.path("M160 262L138 224L128 252ZM160 262L182 224L192 252Z", { fill: trim, stroke: clothes, width: 2 }),
    );
  }

  // Ears (hidden under long hair) and head.
  if (style !== "long" && style !== "bob")
    parts.push(d.circle(hx - 44, hy + 6, 10, { fill: shade }), d.circle(hx + 44, hy + 6, 10, { fill: shade }));
  parts.push(d.ellipse(hx, hy, 44, 52, { fill: skin }));

  // Hair over the top of the head.
  parts.push(hairTop(style, hx, hy, hair));

  // Face: brows, eyes, a subtle smile, optional glasses.
  parts.push(
    d.path(
      `M${hx - 24} ${hy - 10}Q${hx - 17} ${hy - 14} ${hx - 10} ${hy - 10}M${hx + 10} ${hy - 10}Q${hx + 17} ${hy - 14} ${hx + 24} ${hy - 10}`,
      { stroke: hair === HAIR[5] || hair === HAIR[4] ? shade : hair, width: 3 },
    ),
  );
  parts.push(d.circle(hx - 17, hy + 4, 4, { fill: INK }), d.circle(hx + 17, hy + 4, 4, { fill: INK }));
  parts.push(d.path(`M${hx - 11} ${hy + 28}Q${hx} ${hy + 35} ${hx + 11} ${hy + 28}`, { stroke: shade, width: 3 }));
  if (glasses) {
    parts.push(
      d.rect(hx - 31, hy - 6, 26, 20, 7, { stroke: INK, width: 3 }),
      d.rect(hx + 5, hy - 6, 26, 20, 7, { stroke: INK, width: 3 }),
      d.path(`M${hx - 5} ${hy + 1}H${hx + 5}`, { stroke: INK, width: 3 }),
    );
  }
  return image(320, 320, { en: `Illustrated portrait of ${input.name}`, de: `Illustriertes Porträt von ${input.name}` }, parts.join(""));
}

/** Hair behind the head: long hair to the shoulders, a chin-length bob, or a bun on top. */
function hairBack(style: HairStyle, hx: number, hy: number, hair: string): string {
  const d = abs;
  const top = hy - 52;
  if (style === "long")
    return d.path(`M${hx - 50} ${hy}C${hx - 52} ${top - 26} ${hx + 52} ${top - 26} ${hx + 50} ${hy}L${hx + 58} ${hy + 112}H${hx - 58}Z`, {
      fill: hair,
    });
  if (style === "bob") {
    return d.path(
      `M${hx - 50} ${hy}C${hx - 52} ${top - 26} ${hx + 52} ${top - 26} ${hx + 50} ${hy}C${hx + 54} ${hy + 40} ${hx + 58} ${hy + 66} ${hx + 40} ${hy + 66}H${hx - 40}C${hx - 58} ${hy + 66} ${hx - 54} ${hy + 40} ${hx - 50} ${hy}Z`,
      {
        fill: hair,
      },
    );
  }
  if (style === "bun") return d.circle(hx, top - 8, 24, { fill: hair });
  return "";
}

/** Hair over the top of the head, for each style. Each outline rises about ten pixels above the
 * skull and comes back along a hairline on the forehead. */
function hairTop(style: HairStyle, hx: number, hy: number, hair: string): string {
  const d = abs;
  const top = hy - 52;
  switch (style) {
    case "bald":
      return d.path(
        `M${hx - 45} ${hy + 4}C${hx - 47} ${hy - 14} ${hx - 44} ${hy - 22} ${hx - 39} ${hy - 28}L${hx - 37} ${hy - 2}ZM${hx + 45} ${hy + 4}C${hx + 47} ${hy - 14} ${hx + 44} ${hy - 22} ${hx + 39} ${hy - 28}L${hx + 37} ${hy - 2}Z`,
        { fill: hair },
      );
    case "buzz":
      return d.path(
        `M${hx - 46} ${hy - 4}C${hx - 47} ${top - 20} ${hx + 47} ${top - 20} ${hx + 46} ${hy - 4}C${hx + 40} ${hy - 30} ${hx - 40} ${hy - 30} ${hx - 46} ${hy - 4}Z`,
        { fill: hair },
      );
    case "curly": {
      let circles = "";
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.08 + (i / 8) * 0.84);
        circles += d.circle(hx + Math.cos(a) * 46, hy - 12 + Math.sin(a) * 48, 17, { fill: hair });
      }
      return (
        d.path(
          `M${hx - 48} ${hy - 2}C${hx - 50} ${top - 24} ${hx + 50} ${top - 24} ${hx + 48} ${hy - 2}C${hx + 30} ${hy - 30} ${hx - 30} ${hy - 30} ${hx - 48} ${hy - 2}Z`,
          { fill: hair },
        ) + circles
      );
    }
    case "sidePart":
      return d.path(
        `M${hx - 48} ${hy + 2}C${hx - 52} ${top - 28} ${hx + 52} ${top - 30} ${hx + 48} ${hy + 2}C${hx + 46} ${hy - 24} ${hx + 30} ${hy - 40} ${hx - 12} ${hy - 38}C${hx - 30} ${hy - 30} ${hx - 42} ${hy - 18} ${hx - 48} ${hy + 2}Z`,
        { fill: hair },
      );
    case "long":
    case "bob":
      return d.path(
        `M${hx - 50} ${hy + 14}C${hx - 53} ${top - 34} ${hx + 53} ${top - 34} ${hx + 50} ${hy + 14}C${hx + 44} ${hy - 20} ${hx + 16} ${hy - 30} ${hx} ${hy - 40}C${hx - 16} ${hy - 30} ${hx - 44} ${hy - 20} ${hx - 50} ${hy + 14}Z`,
        { fill: hair },
      );
    case "bun":
    case "short":
      return d.path(
        `M${hx - 47} ${hy - 2}C${hx - 50} ${top - 30} ${hx + 50} ${top - 30} ${hx + 47} ${hy - 2}C${hx + 44} ${hy - 30} ${hx + 20} ${hy - 36} ${hx + 4} ${hy - 34}C${hx - 16} ${hy - 32} ${hx - 38} ${hy - 32} ${hx - 47} ${hy - 2}Z`,
        { fill: hair },
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Motif for a page

/** Keywords per motif, English and German, matched against whole words and path segments.
 * Specific motifs come first; the generic software words ("app") are tried only when no other
 * motif matched anywhere. */
const MOTIF_WORDS: readonly [Motif, readonly string[]][] = [
  ["crm", ["crm", "salesforce", "kunden", "hubspot", "kundenmanagement"]],
  ["erp", ["erp", "odoo", "sap"]],
  ["ai", ["ai", "ki", "machine-learning", "computer-vision", "nlp", "genai", "llm", "artificial-intelligence", "künstliche-intelligenz"]],
  ["data", ["data", "daten", "analytics", "bi", "big-data", "datenanalyse", "business-intelligence"]],
  ["cloud", ["cloud", "devops", "aws", "azure", "gcp", "kubernetes"]],
  ["qa", ["qa", "testing", "test-automation", "qualitätssicherung"]],
  ["automation", ["rpa", "automation", "automatisierung"]],
  ["iot", ["iot", "internet-of-things", "sensors", "embedded"]],
  [
    "health",
    ["health", "healthcare", "medical", "clinic", "clinics", "hospital", "medtech", "pharma", "gesundheit", "gesundheitswesen", "medizin"],
  ],
  ["design", ["ux", "ui", "design", "ui-ux", "ux-ui"]],
  ["security", ["security", "cybersecurity", "sicherheit"]],
  ["ecommerce", ["ecommerce", "e-commerce", "shop", "shops", "shopify", "magento"]],
  ["blockchain", ["blockchain", "web3", "crypto"]],
  ["vehicle", ["automotive", "car", "cars", "vehicle", "vehicles", "fahrzeug", "fahrzeuge"]],
  ["learning", ["e-learning", "elearning", "education", "edtech", "lms", "bildung"]],
  ["finance", ["fintech", "finance", "financial", "banking", "bank", "banks", "payments", "finanzen"]],
  ["insurance", ["insurance", "insurtech", "versicherung", "versicherungen"]],
  ["factory", ["manufacturing", "fertigung", "factory", "produktion"]],
  ["retail", ["retail", "handel", "einzelhandel"]],
  ["telecom", ["telecom", "telecommunications", "telco", "telekommunikation"]],
  ["chip", ["hi-tech", "hightech", "semiconductor", "semiconductors", "halbleiter"]],
  ["travel", ["travel", "tourism", "hospitality", "airline", "reisen"]],
  ["energy", ["energy", "utilities", "energie"]],
  ["media", ["media", "entertainment", "streaming", "medien"]],
];
const APP_WORDS = [
  "mobile",
  "web",
  "application",
  "applications",
  "app",
  "apps",
  "software",
  "development",
  "entwicklung",
  "softwareentwicklung",
];

/** The words of a text or path segment: each word, the whole run of hyphen-joined words, and
 * each pair of neighbours joined by a hyphen ("Big Data" -> "big-data"). */
function wordsOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const out = new Set(words);
  out.add(words.join("-"));
  for (let i = 0; i + 1 < words.length; i++) out.add(`${at(words, i)}-${at(words, i + 1)}`);
  return out;
}

/** The motif for a page: keyword match over its path (deepest segment first) and title, English
 * and German words, whole words only. */
export function motifFor(path: string, title: string): Motif {
  const groups = [
    ...path
      .split("/")
      .filter(Boolean)
      .reverse()
      .map((segment) => wordsOf(segment)),
    wordsOf(title),
  ];
  for (const words of groups) {
    for (const [motif, keys] of MOTIF_WORDS) if (keys.some((k) => words.has(k))) return motif;
  }
  for (const words of groups) if (APP_WORDS.some((k) => words.has(k))) return "app";
  return "general";
}
