// Pictograms of the industries.
import { u, type Pen } from "./draw.ts";
import type { Palette } from "./palette.ts";

/** A medical cross above a heartbeat line. */
export function healthMotif(d: Pen, p: Palette): string {
  return [
    d.circle(50, 38, 30, { fill: p.surface, stroke: p.ink }),
    d.path("M43 20H57V31H68V45H57V56H43V45H32V31H43Z", { fill: p.primary, stroke: p.ink, weight: "detail" }),
    d.path("M4 82H30L36 72L44 94L53 62L60 82H96", { stroke: p.primary }),
    d.circle(96, 82, 2.5, { fill: p.primary }),
    d.circle(4, 82, 2.5, { fill: p.primary }),
  ].join("");
}

/** A car side view. */
export function vehicleMotif(d: Pen, p: Palette): string {
  return [
    d.path("M22 50L34 28H64L80 50Z", { fill: p.surface, stroke: p.ink }),
    d.line(52, 28, 52, 50, { stroke: p.ink }),
    d.rect(6, 48, 88, 24, "s", { fill: p.primary, stroke: p.ink }),
    d.rect(84, 54, 8, 5, "s", { fill: p.soft }),
    d.path("M40 58H48", { stroke: p.surface }),
    d.circle(28, 72, 10, { fill: p.ink }),
    d.circle(28, 72, 4, { fill: p.surface }),
    d.circle(72, 72, 10, { fill: p.ink }),
    d.circle(72, 72, 4, { fill: p.surface }),
    d.path("M6 90H94", { stroke: p.ink, weight: "detail", dash: "dash" }),
  ].join("");
}

/** An open book under a mortarboard. */
export function learningMotif(d: Pen, p: Palette): string {
  return [
    d.path("M50 60C40 54 24 53 8 56V90C24 86 40 86 50 92Z", { fill: p.surface, stroke: p.ink }),
    d.path("M50 60C60 54 76 53 92 56V90C76 86 60 86 50 92Z", { fill: p.soft, stroke: p.ink }),
    d.path("M16 66C26 64 34 64 42 67M16 74C26 72 34 72 42 75M58 67C66 64 74 64 84 66M58 75C66 72 74 72 84 74", {
      stroke: p.ink,
      weight: "detail",
    }),
    d.path("M30 32V44C40 50 60 50 70 44V32", { fill: p.primary, stroke: p.ink }),
    d.path("M50 12L88 26L50 40L12 26Z", { fill: p.ink, stroke: p.ink }),
    d.path("M50 26L80 30V44", { stroke: p.soft, weight: "detail" }),
    d.circle(80, 46, 3, { fill: p.soft }),
  ].join("");
}

/** Coins beside a candlestick chart. */
export function financeMotif(d: Pen, p: Palette): string {
  const candles = [
    [48, 40, 20, 62, p.primary],
    [62, 30, 22, 50, p.soft],
    [76, 14, 24, 46, p.primary],
    [90, 8, 14, 30, p.primary],
  ] as const;
  return [
    ...candles.map(([cx, top, h, bottom, color]) =>
      [
        d.line(cx, top - 6, cx, bottom, { stroke: p.ink, weight: "detail" }),
        d.rect(cx - 4, top, 8, h, "s", { fill: color, stroke: p.ink, weight: "detail" }),
      ].join(""),
    ),
    d.path("M6 92H94", { stroke: p.ink, weight: "detail" }),
    ...[80, 70, 60].map((cy) => d.ellipse(24, cy, 18, 7, { fill: p.soft, stroke: p.ink })),
    d.path("M6 60V80A18 7 0 0 0 42 80V60", { fill: p.soft, stroke: p.ink }),
    d.path("M6 70A18 7 0 0 0 42 70", { stroke: p.ink, weight: "detail" }),
    d.ellipse(24, 58, 18, 7, { fill: p.soft, stroke: p.ink }),
    d.ellipse(24, 58, 8, 2.5, { stroke: p.ink, weight: "detail" }),
  ].join("");
}

/** An umbrella over a small house. */
export function insuranceMotif(d: Pen, p: Palette): string {
  return [
    d.path("M8 48A42 40 0 0 1 92 48A10.5 7 0 0 0 71 48A10.5 7 0 0 0 50 48A10.5 7 0 0 0 29 48A10.5 7 0 0 0 8 48Z", {
      fill: p.primary,
      stroke: p.ink,
    }),
    d.path("M50 8C40 20 36 34 36 48M50 8C60 20 64 34 64 48", { stroke: p.surface, weight: "detail" }),
    d.path("M50 48V84A6 6 0 0 1 38 84", { stroke: p.ink }),
    d.path("M60 70L75 58L90 70V94H60Z", { fill: p.surface, stroke: p.ink }),
    d.rect(71, 80, 8, 14, "s", { fill: p.soft }),
    d.circle(50, 7, 2.5, { fill: p.ink }),
  ].join("");
}

/** A machine line with sensors: two stations over a conveyor carrying parts, a sensor on each
 * station sending its readings along a dotted line to the gateway (green) that collects them. */
export function factoryMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  const station = (x: number) =>
    [
      d.rect(x, 38, 30, 26, "s", { fill: p.surface, stroke: p.ink }),
      d.path(`M${x + 15} 64V70`, { stroke: p.ink }),
      d.rect(x + 9, 70, 12, 4, "none", { fill: p.ink }),
      d.path(`M${x + 6} 46H${x + 18}M${x + 6} 52H${x + 14}`, detail),
      d.circle(x + 24, 32, 3, { fill: p.soft, stroke: p.ink, weight: "detail" }),
      d.path(`M${x + 24} 35V38`, detail),
      d.path(`M${x + 19} 27A7 7 0 0 1 ${x + 29} 27`, detail),
    ].join("");
  return [
    d.path("M27 24V14H63M63 24V14H72", { ...detail, dash: "dot" }),
    d.rect(72, 6, 22, 16, "s", { fill: p.primary, stroke: p.ink }),
    d.path("M77 14H89", { stroke: p.surface }),
    station(8),
    station(48),
    d.rect(4, 78, 92, 10, "pill", { fill: p.soft, stroke: p.ink }),
    d.circle(12, 83, 1.5, { fill: p.ink }),
    d.circle(50, 83, 1.5, { fill: p.ink }),
    d.circle(88, 83, 1.5, { fill: p.ink }),
    ...[30, 66, 84].map((x) => d.rect(x, 70, 8, 8, "none", { fill: p.surface, stroke: p.ink, weight: "detail" })),
  ].join("");
}

/** A storefront with a striped awning. */
export function retailMotif(d: Pen, p: Palette): string {
  const stripes = [0, 1, 2, 3, 4].map((i) =>
    d.path(`M${10 + i * 16} 22H${26 + i * 16}V38A8 6 0 0 1 ${10 + i * 16} 38Z`, {
      fill: i % 2 ? p.surface : p.soft,
      stroke: p.ink,
      weight: "detail",
    }),
  );
  return [
    d.rect(14, 34, 72, 58, "s", { fill: p.surface, stroke: p.ink }),
    d.rect(30, 8, 40, 10, "s", { fill: p.primary }),
    ...stripes,
    d.rect(22, 54, 28, 20, "s", { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.rect(58, 56, 18, 36, "s", { fill: p.primary, stroke: p.ink, weight: "detail" }),
    d.circle(72, 74, 1.5, { fill: p.surface }),
    d.path("M6 92H94", { stroke: p.ink }),
  ].join("");
}

/** A lattice antenna tower sending waves. */
export function telecomMotif(d: Pen, p: Palette): string {
  return [
    d.path("M50 22L34 92M50 22L66 92M40 66H60M44 48H56M37 80L56 48M63 80L44 48", { stroke: p.ink }),
    d.path("M34 92H66", { stroke: p.ink }),
    d.path("M36 10A20 20 0 0 0 36 34M64 10A20 20 0 0 1 64 34", { stroke: p.primary }),
    d.path("M24 2A34 34 0 0 0 24 42M76 2A34 34 0 0 1 76 42", { stroke: p.soft }),
    d.circle(50, 22, 6, { fill: p.soft, stroke: p.ink }),
    d.rect(12, 82, 14, 10, "s", { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.rect(74, 76, 14, 16, "s", { fill: p.soft, stroke: p.ink, weight: "detail" }),
  ].join("");
}

/** A microchip with pins and traces. */
export function chipMotif(d: Pen, p: Palette): string {
  let pins = "";
  for (const o of [36, 46, 56, 66]) pins += `M${o} 16V26M${o} 74V84M16 ${o}H26M74 ${o}H84`;
  return [
    d.path(pins, { stroke: p.ink }),
    d.path("M84 36H94M6 66H16M46 6V16M56 84V94", { stroke: p.primary, weight: "detail" }),
    d.circle(94, 36, 2.5, { fill: p.primary }),
    d.circle(6, 66, 2.5, { fill: p.primary }),
    d.circle(46, 6, 2.5, { fill: p.primary }),
    d.circle(56, 94, 2.5, { fill: p.primary }),
    d.rect(26, 26, 48, 48, "s", { fill: p.ink, stroke: p.ink }),
    d.rect(36, 36, 28, 28, "s", { fill: p.soft }),
    d.circle(32, 32, 2, { fill: p.surface }),
  ].join("");
}

/** A plane flying along a dashed route from a map pin. */
export function travelMotif(d: Pen, p: Palette): string {
  // The plane is drawn pointing up in its own box, then turned to fly up and to the right.
  const rot = [45, 66, 34] as const;
  return [
    d.path("M18 70C20 48 34 40 46 46", { stroke: p.ink, dash: "dot" }),
    d.path("M18 92C18 92 6 80 6 70A12 12 0 0 1 30 70C30 80 18 92 18 92Z", { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.circle(18, 70, 4, { fill: p.surface }),
    d.path("M66 28L40 42V48L66 42ZM66 28L92 42V48L66 42Z", { fill: p.soft, stroke: p.ink, weight: "detail", rotate: rot }),
    d.path("M66 52L56 58V62L66 60ZM66 52L76 58V62L66 60Z", { fill: p.soft, stroke: p.ink, weight: "detail", rotate: rot }),
    d.path("M60 16C60 8 72 8 72 16V58C72 64 60 64 60 58Z", { fill: p.surface, stroke: p.ink, rotate: rot }),
    d.path("M63 16H69", { stroke: p.primary, rotate: rot }),
    d.circle(84, 86, 7, { fill: p.primary, stroke: p.ink, weight: "detail" }),
    d.path("M36 86H70", { stroke: p.ink, weight: "detail", dash: "dot" }),
  ].join("");
}

/** A lightning bolt in a ring beside a charging plug. */
export function energyMotif(d: Pen, p: Palette): string {
  return [
    d.circle(40, 42, 34, { fill: p.soft, stroke: p.ink }),
    d.path("M46 14L24 48H40L34 72L58 36H42Z", { fill: p.soft, stroke: p.ink }),
    d.path("M82 62V76C82 86 70 90 58 90H40", { stroke: p.ink }),
    d.rect(72, 48, 20, 16, "s", { fill: p.primary, stroke: p.ink }),
    d.path("M77 48V40M87 48V40", { stroke: p.ink }),
    d.circle(40, 90, 2.5, { fill: p.ink }),
  ].join("");
}

/** A video frame with a play button over an audio waveform. */
export function mediaMotif(d: Pen, p: Palette): string {
  const wave = [4, 10, 16, 8, 20, 12, 6, 14, 18, 8, 12, 4];
  const bars = wave.map((h, i) => `M${u(12 + i * 6.9)} ${84 - h / 2}V${84 + h / 2}`).join("");
  return [
    d.rect(8, 8, 84, 56, "m", { fill: p.surface, stroke: p.ink }),
    d.circle(50, 32, 14, { fill: p.primary, stroke: p.ink }),
    d.path("M45 24V40L58 32Z", { fill: p.surface }),
    d.path("M16 54H84", { stroke: p.ink, weight: "detail" }),
    d.path("M16 54H40", { stroke: p.primary }),
    d.path(bars, { stroke: p.ink }),
  ].join("");
}
