// Pictograms of the practices: software, data, AI, cloud, automation and the other services.
import { gearPath, pen, u } from "./draw.ts";
import type { Palette } from "./palette.ts";
import { at } from "./random.ts";

/** Phone and browser window. */
export function appMotif(x: number, y: number, size: number, p: Palette): string {
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
export function crmMotif(x: number, y: number, size: number, p: Palette): string {
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
export function erpMotif(x: number, y: number, size: number, p: Palette): string {
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
export function dataMotif(x: number, y: number, size: number, p: Palette): string {
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
export function aiMotif(x: number, y: number, size: number, p: Palette): string {
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
export function cloudMotif(x: number, y: number, size: number, p: Palette): string {
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
export function automationMotif(x: number, y: number, size: number, p: Palette): string {
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
export function iotMotif(x: number, y: number, size: number, p: Palette): string {
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

/** A clipboard checklist with ticks. */
export function qaMotif(x: number, y: number, size: number, p: Palette): string {
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
export function designMotif(x: number, y: number, size: number, p: Palette): string {
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
export function securityMotif(x: number, y: number, size: number, p: Palette): string {
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
export function ecommerceMotif(x: number, y: number, size: number, p: Palette): string {
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
export function blockchainMotif(x: number, y: number, size: number, p: Palette): string {
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
