// Case study art (1200 × 750): an architecture sketch of the case's technologies in layers.
import { abs, dotGrid, fit, picture, type Art } from "./draw.ts";
import { DEEP, INK, themeFor, type Palette } from "./palette.ts";
import { at, rngFor } from "./random.ts";

const W = 1200;
const H = 750;

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

interface CaseInput {
  title: string;
  client: string;
  industry: string;
  technologies: string[];
  services: string[];
}

/** How a sketch places its boxes: lanes left to right, bands top to bottom, or spokes around
 * the client's system. It tells one case's picture from another's. */
export type CaseLayout = "flow" | "stack" | "hub";

/** Case study thumbnail 1200×750: an architecture sketch of the case's first technologies in
 * layers (channels, services, data), one box highlighted as the client's system, and the
 * industry in a caption strip. */
export function caseArt(input: CaseInput): Art<CaseLayout> {
  const rng = rngFor(`case:${input.client}:${input.title}`);
  const p = themeFor(rng);
  const labels = labelsOf(input);
  const layout = rng.pick(["flow", "stack", "hub"] as const);
  const names = labels.join(", ");
  return picture(
    W,
    H,
    { en: `Architecture sketch for ${input.client}: ${names}`, de: `Architekturskizze für ${input.client}: ${names}` },
    { composition: "case", motif: layout },
    () => drawCase(input, labels, layout, p),
  );
}

/** The labels: the first technologies, topped up from the services so there are at least three. */
function labelsOf(input: CaseInput): string[] {
  const count = Math.max(3, Math.min(6, input.technologies.length));
  const labels: string[] = [];
  for (const candidate of [...input.technologies, ...input.services, "API", "Web", "Cloud"]) {
    const label = candidate.trim();
    if (label && labels.length < count && !labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label);
  }
  return labels;
}

/** The sketch: layers balanced, boxes placed by `layout`, the caption. */
function drawCase(input: CaseInput, labels: string[], layout: CaseLayout, p: Palette): string {
  const d = abs;
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
  return parts.join("");
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
