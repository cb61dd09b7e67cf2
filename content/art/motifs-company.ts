// Pictograms of the company's own subjects: writing, the team, the offices, contracts, getting
// in touch, awards, code and architecture. Blog posts, news, the about, contacts and partner
// pages show these, each its own subject.
import type { Pen } from "./draw.ts";
import type { Palette } from "./palette.ts";

/** An open notebook: lines of text on the left page, a small boxes-and-arrow sketch on the right,
 * and a pen (its nib green). */
export function writingMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.path("M50 22C40 16 22 16 6 20V84C22 80 40 80 50 86Z", { fill: p.surface, stroke: p.ink }),
    d.path("M50 22C60 16 78 16 94 20V84C78 80 60 80 50 86Z", { fill: p.surface, stroke: p.ink }),
    d.path("M50 22V86", detail),
    d.path("M14 32H42M14 42H42M14 52H38M14 62H42M14 72H32", detail),
    d.rect(58, 30, 14, 10, "s", { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.rect(74, 50, 14, 10, "s", { fill: p.soft, stroke: p.ink, weight: "detail" }),
    d.path("M65 40V55H74", detail),
    d.path("M62 70H84", detail),
    d.path("M88 4L96 12L72 36L64 38L66 30Z", { fill: p.surface, stroke: p.ink, weight: "detail" }),
    d.path("M66 30L72 36L64 38Z", { fill: p.primary }),
  ].join("");
}

/** The team: three people at a table with a shared board, one of them (green) presenting. */
export function teamMotif(d: Pen, p: Palette): string {
  const person = (x: number, y: number, fill: Palette["primary"]) =>
    d.circle(x, y, 8, { fill: p.surface, stroke: p.ink }) +
    d.path(`M${x - 13} ${y + 26}A13 13 0 0 1 ${x + 13} ${y + 26}Z`, { fill, stroke: p.ink });
  return [
    d.rect(26, 6, 48, 30, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M32 28L42 20L50 24L66 13", { stroke: p.primary }),
    d.path("M50 36V42", { stroke: p.ink, weight: "detail" }),
    person(18, 50, p.soft),
    person(50, 50, p.primary),
    person(82, 50, p.soft),
    d.rect(4, 76, 92, 8, "pill", { fill: p.soft, stroke: p.ink }),
    d.path("M14 84V96M86 84V96", { stroke: p.ink }),
  ].join("");
}

/** The offices on a sketched map: three pins joined by a dotted route, the one the news is
 * about green. */
export function officesMotif(d: Pen, p: Palette): string {
  const pin = (x: number, y: number, fill: Palette["primary"]) =>
    d.path(
      `M${x} ${y + 16}C${x} ${y + 16} ${x - 9} ${y + 7} ${x - 9} ${y}A9 9 0 0 1 ${x + 9} ${y}C${x + 9} ${y + 7} ${x} ${y + 16} ${x} ${y + 16}Z`,
      {
        fill,
        stroke: p.ink,
      },
    ) + d.circle(x, y, 3, { fill: p.surface, stroke: p.ink, weight: "detail" });
  return [
    d.path("M4 14L34 6L66 14L96 6V86L66 94L34 86L4 94Z", { fill: p.surface, stroke: p.ink }),
    d.path("M34 6V86M66 14V94", { stroke: p.ink, weight: "detail" }),
    d.path("M20 62C30 50 42 56 50 40C56 30 70 30 78 52", { stroke: p.ink, weight: "detail", dash: "dot" }),
    d.rect(10, 74, 20, 8, "pill", { fill: p.soft }),
    pin(20, 56, p.soft),
    pin(50, 34, p.soft),
    pin(78, 46, p.primary),
  ].join("");
}

/** A contract: a sheet of terms on another, signed, with a seal (green). */
export function contractMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.rect(26, 4, 60, 78, "s", { fill: p.soft, stroke: p.ink }),
    d.rect(14, 14, 60, 82, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M24 28H54M24 38H64M24 46H64M24 54H58M24 62H64", detail),
    d.path("M24 82C28 74 32 74 34 80C36 86 40 76 44 78C46 79 48 80 52 78", { stroke: p.ink }),
    d.path("M22 88H54", detail),
    d.circle(72, 78, 12, { fill: p.primary, stroke: p.ink }),
    d.path("M66 78L70 82L78 73", { stroke: p.surface }),
  ].join("");
}

/** Getting in touch: a letter with a reply in a speech bubble, and a calendar with the day of the
 * first call marked green. */
export function contactMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.rect(4, 34, 56, 40, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M4 38L32 58L60 38", { stroke: p.ink }),
    d.path("M10 6H50A6 6 0 0 1 56 12V22A6 6 0 0 1 50 28H24L16 34V28H10A6 6 0 0 1 4 22V12A6 6 0 0 1 10 6Z", {
      fill: p.soft,
      stroke: p.ink,
    }),
    d.path("M12 14H46M12 20H36", detail),
    d.rect(58, 46, 38, 44, "s", { fill: p.surface, stroke: p.ink }),
    d.rect(58, 46, 38, 10, "s", { fill: p.soft, stroke: p.ink }),
    d.path("M66 42V50M88 42V50", { stroke: p.ink }),
    ...[62, 72, 82].flatMap((x) => [64, 76].map((y) => d.rect(x, y, 6, 6, "none", { fill: p.soft }))),
    d.rect(72, 76, 6, 6, "none", { fill: p.primary }),
  ].join("");
}

/** An award: a medal on its ribbon beside the certificate that comes with it. */
export function awardMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.rect(38, 16, 56, 70, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M48 30H84M48 40H84M48 50H76M48 70H66", detail),
    d.path("M12 6L22 42M40 6L30 42", { stroke: p.ink }),
    d.path("M12 6H40L30 42H22Z", { fill: p.soft, stroke: p.ink }),
    d.circle(26, 62, 20, { fill: p.primary, stroke: p.ink }),
    d.circle(26, 62, 12, { stroke: p.surface, weight: "detail" }),
    d.path("M26 55L28 60H33L29 63L31 68L26 65L21 68L23 63L19 60H24Z", { fill: p.surface }),
  ].join("");
}

/** Code: an editor with indented lines and a tag, over a terminal whose prompt waits (cursor
 * green). */
export function codeMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.rect(4, 6, 76, 60, "m", { fill: p.surface, stroke: p.ink }),
    d.path("M4 18H80", { stroke: p.ink }),
    d.circle(11, 12, 1.5, { fill: p.ink }),
    d.circle(17, 12, 1.5, { fill: p.ink }),
    d.path("M12 28H32M20 36H48M20 44H40M28 52H56M12 58H24", detail),
    d.path("M58 30L52 36L58 42M66 30L72 36L66 42", { stroke: p.ink }),
    d.rect(28, 56, 68, 38, "m", { fill: p.soft, stroke: p.ink }),
    d.path("M36 68L42 73L36 78", { stroke: p.ink }),
    d.path("M48 78H64", detail),
    d.rect(66, 70, 6, 10, "none", { fill: p.primary }),
  ].join("");
}

/** Architecture: a monolith (dotted, on its way out) with services taken out of it one by one,
 * joined to it; the service just taken out green. */
export function architectureMotif(d: Pen, p: Palette): string {
  const detail = { stroke: p.ink, weight: "detail" } as const;
  return [
    d.rect(4, 24, 40, 52, "m", { fill: p.soft, stroke: p.ink, dash: "dot" }),
    d.path("M12 38H36M12 48H36M12 58H28", detail),
    d.path("M44 36H56M44 64H56M44 50H70", { stroke: p.ink }),
    d.rect(56, 8, 38, 24, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M63 20H86", detail),
    d.rect(70, 38, 24, 24, "s", { fill: p.primary, stroke: p.ink }),
    d.path("M76 50H88", { stroke: p.surface }),
    d.rect(56, 68, 38, 24, "s", { fill: p.surface, stroke: p.ink }),
    d.path("M63 80H86", detail),
  ].join("");
}
