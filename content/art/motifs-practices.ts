// Pictograms of the practices: software, data, AI, cloud, automation and the other services.
import { gearPath, u, type Pen } from "./draw.ts";
import type { Colour, Palette } from "./palette.ts";

/** Phone and browser window. */
export function appMotif(d: Pen, p: Palette): string {
  return [
    d.rect(6, 14, 66, 52, "s", { fill: p.surface, stroke: p.ink }),
    d.line(6, 25, 72, 25, { stroke: p.ink, weight: "detail" }),
    d.circle(12, 19.5, 1.8, { fill: p.soft }),
    d.circle(18, 19.5, 1.8, { fill: p.soft }),
    d.circle(24, 19.5, 1.8, { fill: p.primary }),
    d.rect(12, 31, 22, 28, "s", { fill: p.soft }),
    d.path("M40 33H58M40 40H54M40 47H56", { stroke: p.ink }),
    d.rect(56, 34, 32, 56, "s", { fill: p.surface, stroke: p.ink }),
    d.rect(60.5, 42, 23, 38, "s", { fill: p.primary }),
    d.rect(64, 46, 16, 9, "s", { fill: p.surface }),
    d.rect(64, 58, 16, 9, "s", { fill: p.soft }),
    d.path("M66 72H78", { stroke: p.surface }),
    d.circle(72, 85, 1.8, { fill: p.ink }),
  ].join("");
}

/** A pipeline of deals: three stages as columns of deal cards, one deal moving on to the last
 * stage (green), the way a sales team's board shows it. */
export function crmMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  const deal = (x: number, y: number, matters = false) =>
    d.rect(x, y, 24, 16, "s", { fill: matters ? p.primary : p.surface, stroke: p.ink }) +
    d.path(`M${x + 5} ${y + 6}H${x + 17}M${x + 5} ${y + 11}H${x + 12}`, { stroke: matters ? p.surface : p.ink, weight: "detail" });
  return [
    ...[6, 38, 70].map((x) => d.rect(x, 10, 24, 84, "m", { fill: p.soft })),
    d.path("M6 18H30M38 18H62M70 18H94", { stroke: p.ink }),
    deal(6, 26),
    deal(6, 46),
    deal(6, 66),
    deal(38, 26),
    deal(38, 46),
    deal(70, 26),
    d.path("M62 54C70 54 70 54 76 50", { ...detail, dash: "dot" }),
    deal(70, 46, true),
    d.path("M66 62L70 66L74 62", detail),
  ].join("");
}

/** The flow of an order: the order, the stock it is picked from (a shelf of boxes), the invoice
 * that closes it (green, settled), joined by one line. */
export function erpMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  const box = (x: number, y: number) => d.rect(x, y, 10, 9, "none", { fill: p.soft, stroke: p.ink, weight: "detail" });
  return [
    d.path("M16 50H84", { stroke: p.ink, dash: "dot" }),
    d.rect(4, 32, 24, 34, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M9 41H23M9 48H23M9 55H18", detail),
    d.rect(36, 20, 28, 62, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M36 40H64M36 60H64", { stroke: p.ink }),
    box(40, 31),
    box(51, 31),
    box(40, 51),
    box(45, 71),
    d.rect(72, 32, 24, 34, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M77 41H91M77 48H86", detail),
    d.circle(84, 58, 5, { fill: p.primary }),
    d.path("M81.5 58L83.5 60L86.5 56", { stroke: p.surface, weight: "detail" }),
  ].join("");
}

/** A data pipeline: three sources feeding one store, which feeds the report people read (its
 * line green). */
export function dataMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.path("M22 22C34 22 30 44 40 46M22 50H40M22 78C34 78 30 56 40 54M62 50H70", { stroke: p.ink }),
    ...[14, 42, 70].map((y) => d.rect(4, y, 18, 16, "s", { fill: p.surface, stroke: p.ink })),
    d.path("M40 38V62A11 4 0 0 0 62 62V38", { fill: p.soft, stroke: p.ink }),
    d.ellipse(51, 38, 11, 4, { fill: p.surface, stroke: p.ink }),
    d.path("M40 50A11 4 0 0 0 62 50", detail),
    d.rect(70, 30, 26, 40, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M75 38H90", detail),
    d.path("M75 60L80 53L85 56L91 46", { stroke: p.primary }),
  ].join("");
}

/** A model in its pipeline: data in, features, the model (green), a decision out, and the
 * monitoring loop that sends what it gets wrong back to training. */
export function aiMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.path("M22 40H30M48 40H56M82 40H86", { stroke: p.ink }),
    d.path("M4 30V50A9 3.5 0 0 0 22 50V30", { fill: p.soft, stroke: p.ink }),
    d.ellipse(13, 30, 9, 3.5, { fill: p.surface, stroke: p.ink }),
    d.rect(30, 28, 18, 24, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M34 35H44M34 40H44M34 45H40", detail),
    d.rect(56, 24, 26, 32, "m", { fill: p.primary, stroke: p.ink }),
    d.path("M61 48C66 48 66 32 77 32", { stroke: p.surface }),
    d.circle(61, 48, 1.5, { fill: p.surface }),
    d.circle(77, 32, 1.5, { fill: p.surface }),
    d.rect(86, 32, 10, 16, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M91 48V76H69V56", { ...detail, dash: "dot" }),
    d.path("M66 60L69 56L72 60", detail),
    d.rect(40, 68, 24, 16, "s", { fill: p.soft, stroke: p.ink }),
    d.path("M44 74H60M44 79H54", detail),
    d.path("M69 76H64", detail),
  ].join("");
}

/** A cloud above a small server stack. */
export function cloudMotif(d: Pen, p: Palette): string {
  const servers = [58, 71, 84];
  return [
    d.path("M50 44V56", { stroke: p.ink, weight: "detail" }),
    d.path("M22 48A14 14 0 0 1 24 20A22 22 0 0 1 64 14A17 17 0 0 1 82 48Z", { fill: p.surface, stroke: p.ink }),
    d.path("M36 34H68", { stroke: p.soft }),
    d.circle(50, 44, 2, { fill: p.ink }),
    ...servers.map((sy, i) =>
      [
        d.rect(26, sy, 48, 11, "s", { fill: i === 0 ? p.primary : p.surface, stroke: p.ink }),
        d.circle(33, sy + 5.5, 2, { fill: i === 0 ? p.soft : p.primary }),
        d.line(42, sy + 5.5, 66, sy + 5.5, { stroke: i === 0 ? p.surface : p.ink, weight: "detail" }),
      ].join(""),
    ),
  ].join("");
}

/** Gears above a conveyor belt carrying boxes. */
export function automationMotif(d: Pen, p: Palette): string {
  return [
    d.path(gearPath(66, 30, 22, 10), { fill: p.primary, stroke: p.ink }),
    d.circle(66, 30, 7, { fill: p.surface, stroke: p.ink }),
    d.path(gearPath(32, 26, 14, 8), { fill: p.soft, stroke: p.ink }),
    d.circle(32, 26, 4.5, { fill: p.surface, stroke: p.ink }),
    d.rect(14, 60, 18, 16, "s", { fill: p.soft, stroke: p.ink }),
    d.rect(42, 60, 18, 16, "s", { fill: p.soft, stroke: p.ink }),
    d.path("M66 68H84M78 62L84 68L78 74", { stroke: p.ink }),
    d.rect(6, 78, 88, 12, "s", { fill: p.surface, stroke: p.ink }),
    d.circle(14, 84, 2.5, { fill: p.ink }),
    d.circle(50, 84, 2.5, { fill: p.ink }),
    d.circle(86, 84, 2.5, { fill: p.ink }),
  ].join("");
}

/** A sensor sending signal waves. */
export function iotMotif(d: Pen, p: Palette): string {
  return [
    d.path("M40 24A14 14 0 0 1 60 24M32 16A25 25 0 0 1 68 16", { stroke: p.primary }),
    d.path("M24 8A36 36 0 0 1 76 8", { stroke: p.soft }),
    d.line(50, 34, 50, 50, { stroke: p.ink }),
    d.circle(50, 32, 4, { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.rect(28, 50, 44, 42, "s", { fill: p.surface, stroke: p.ink }),
    d.circle(50, 69, 10, { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.circle(50, 69, 4, { fill: p.primary }),
    d.circle(64, 57, 2, { fill: p.soft }),
    d.path("M14 71H28M72 71H86", { stroke: p.ink, weight: "detail" }),
    d.circle(12, 71, 3, { fill: p.primary }),
    d.circle(88, 71, 3, { fill: p.primary }),
  ].join("");
}

/** A clipboard checklist with ticks. */
export function qaMotif(d: Pen, p: Palette): string {
  const rows = [30, 50, 70];
  return [
    d.rect(18, 10, 64, 86, "s", { fill: p.surface, stroke: p.ink }),
    d.rect(36, 4, 28, 12, "s", { fill: p.primary, stroke: p.ink }),
    ...rows.map((ry, i) =>
      [
        d.rect(27, ry, 12, 12, "s", { fill: i < 2 ? p.soft : p.surface, stroke: p.ink, weight: "detail" }),
        i < 2 ? d.path(`M29.5 ${ry + 6}L32 ${ry + 9}L37 ${ry + 3}`, { stroke: p.primary }) : "",
        d.path(`M45 ${ry + 4}H72M45 ${ry + 9}H${i === 1 ? 60 : 66}`, { stroke: p.ink }),
      ].join(""),
    ),
    d.circle(33, 76, 2.5, { fill: p.soft }),
  ].join("");
}

/** A layout wireframe with a pen. */
export function designMotif(d: Pen, p: Palette): string {
  const rot = [35, 78, 52] as const;
  return [
    d.rect(6, 10, 68, 72, "s", { fill: p.surface, stroke: p.ink }),
    d.line(6, 22, 74, 22, { stroke: p.ink, weight: "detail" }),
    d.rect(14, 30, 28, 24, "s", { fill: p.soft }),
    d.path("M14 30L42 54M42 30L14 54", { stroke: p.surface, weight: "detail" }),
    d.path("M50 32H66M50 40H62M14 64H66M14 72H52", { stroke: p.ink }),
    d.circle(12, 16, 1.8, { fill: p.soft }),
    d.rect(72, 18, 12, 56, "s", { fill: p.soft, stroke: p.ink, rotate: rot }),
    d.path("M72 74H84L78 88Z", { fill: p.surface, stroke: p.ink, rotate: rot }),
    d.rect(72, 18, 12, 10, "s", { fill: p.ink, rotate: rot }),
  ].join("");
}

/** A lock and a boundary: the systems inside a dotted boundary, and the one way in, through a
 * lock (green) on the boundary. */
export function securityMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.rect(24, 8, 70, 84, "l", { stroke: p.ink, dash: "dot" }),
    d.path("M2 50H14M34 50H44V32H52M44 50V68H52", { stroke: p.ink }),
    d.rect(52, 22, 32, 20, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M58 29H76M58 35H70", detail),
    d.rect(52, 58, 32, 20, "s", { fill: p.soft, stroke: p.ink }),
    d.path("M58 65H76M58 71H70", detail),
    d.path("M18 44V38A6 6 0 0 1 30 38V44", { stroke: p.ink }),
    d.rect(14, 43, 20, 17, "s", { fill: p.primary, stroke: p.ink }),
    d.circle(24, 50, 2.2, { fill: p.surface }),
    d.path("M24 51V55", { stroke: p.surface }),
  ].join("");
}

/** Product cards above a shopping cart. */
export function ecommerceMotif(d: Pen, p: Palette): string {
  return [
    d.rect(30, 6, 26, 34, "s", { fill: p.surface, stroke: p.ink }),
    d.rect(34, 10, 18, 14, "s", { fill: p.soft }),
    d.path("M34 30H50M34 35H44", { stroke: p.ink, weight: "detail" }),
    d.rect(60, 12, 26, 34, "s", { fill: p.surface, stroke: p.ink }),
    d.rect(64, 16, 18, 14, "s", { fill: p.soft }),
    d.path("M64 36H80M64 41H72", { stroke: p.ink, weight: "detail" }),
    d.path("M24 50H90L82 76H32Z", { fill: p.soft, stroke: p.ink }),
    d.path("M6 40H16L30 80H84", { stroke: p.ink }),
    d.path("M44 58V68M58 58V68M72 58V68", { stroke: p.primary }),
    d.circle(38, 89, 5, { fill: p.ink }),
    d.circle(76, 89, 5, { fill: p.ink }),
  ].join("");
}

/** Three cubes linked into a chain. */
export function blockchainMotif(d: Pen, p: Palette): string {
  const cube = (cx: number, cy: number, s: number, side: Colour) => {
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
    d.path("M21 68L50 38L79 68", { stroke: p.ink, weight: "detail" }),
    d.circle(35.5, 53, 2.5, { fill: p.ink }),
    d.circle(64.5, 53, 2.5, { fill: p.ink }),
    cube(33, 4, 34, p.primary),
    cube(2, 50, 34, p.soft),
    cube(64, 50, 34, p.soft),
  ].join("");
}
