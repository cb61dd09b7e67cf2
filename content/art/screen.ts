// Case study art (1200 × 750): a drawn screen of the product the client got (a dashboard, a
// work-queue console, a phone app, a data-entry form or a printed report), made from what the
// case study's front matter says the screen shows, its figures from the case's outcomes.
//
// Text is never shortened: every text has a place and a room (content/art/screen-kinds.ts),
// and screenProblems says, from the strings alone, which of them do not fit; the content check
// refuses those (content/lib/screens.ts), and drawing one throws.
import { dotGrid, missingGlyphs, picture, textWidth, type Art } from "./draw.ts";
import { P } from "./palette.ts";
import { rngFor } from "./random.ts";
import { KINDS, LIMITS } from "./screen-kinds.ts";
import { abs, drawSlot, widthOf, type ScreenContent } from "./screen-parts.ts";

export type { ScreenContent, ScreenFigure, ScreenKind } from "./screen-parts.ts";
export { LIMITS as SCREEN_LIMITS } from "./screen-kinds.ts";

const W = 1200;
const H = 750;

interface ScreenInput {
  /** The case study's slug: the picture's motif, and its seed. A German case study gives its
   * English one's, so the pair shows one drawing (content/lib/reader.ts). */
  slug: string;
  client: string;
  /** The case study's file, named by the error a screen that does not fit throws. */
  source: string;
  screen: ScreenContent;
}

/** Something a screen's content cannot show, by its field under `screen` ("title", "rows[2][1]"). */
export interface ScreenProblem {
  field: string;
  message: string;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
const between = ([min, max]: readonly [number, number], what: string) => (min === max ? count(min, what) : `${min} to ${count(max, what)}`);

/** What of `c` its kind cannot show: too many or too few entries, figures, rows or cells, and
 * every text wider than its room at its size. Computed from the strings, without drawing. */
export function screenProblems(c: ScreenContent): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const limits = LIMITS[c.kind];
  const outside = (n: number, [min, max]: readonly [number, number]) => n < min || n > max;
  if (outside(c.nav.length, limits.nav)) problems.push({ field: "nav", message: `a ${c.kind} shows ${between(limits.nav, "menu entry")}` });
  if (c.active >= c.nav.length) problems.push({ field: "active", message: `expected the index of a nav entry, 0 to ${c.nav.length - 1}` });
  if (outside(c.figures.length, limits.figures))
    problems.push({ field: "figures", message: `a ${c.kind} shows ${between(limits.figures, "figure")}` });
  if (outside(c.rows.length, limits.rows)) problems.push({ field: "rows", message: `a ${c.kind} shows ${between(limits.rows, "row")}` });
  c.rows.forEach((row, i) => {
    if (outside(row.length, limits.cells))
      problems.push({ field: `rows[${i}]`, message: `a row of a ${c.kind} has ${between(limits.cells, "cell")}` });
  });
  if (limits.action === "required" && !c.action) problems.push({ field: "action", message: `a ${c.kind} shows a button: name it` });
  if (limits.action === "none" && c.action) problems.push({ field: "action", message: `a ${c.kind} shows no button: remove it` });

  const layout = KINDS[c.kind](c);
  for (const s of layout.slots) {
    if (/…|\.\.\./.test(s.text)) {
      problems.push({ field: s.field, message: `"${s.text}" is shortened: a screen shows its words in full, without … or ...` });
      continue;
    }
    const missing = missingGlyphs(s.text);
    if (missing.length) {
      problems.push({
        field: s.field,
        message: `"${s.text}" has ${missing.map((c) => `"${c}"`).join(", ")}, which the labels' face (Figtree) cannot draw; write it in words`,
      });
      continue;
    }
    const need = widthOf(s);
    if (need <= s.room) continue;
    const letters = Math.floor(s.room / textWidth("x", s.size));
    const what = s.field.endsWith(".outcome") ? `the outcome's value "${s.text}"` : `"${s.text}"`;
    problems.push({
      field: s.field,
      message: `${what} does not fit: about ${Math.ceil(need)} units wide at ${s.size} units, where the screen has ${Math.floor(s.room)} (about ${letters} characters); shorten it`,
    });
  }
  for (const g of layout.groups) {
    if (g.need <= g.room) continue;
    problems.push({
      field: g.field,
      message: `${g.what} take about ${Math.ceil(g.need)} units together, where the screen has ${g.room}: shorten or drop some`,
    });
  }
  return problems;
}

/** "A cooperative bank" inside a sentence reads "a cooperative bank". */
const inSentence = (client: string) => client.replace(/^(A|An|The) /, (article) => article.toLowerCase());

/** The screen of a case study's product, 1200 × 750. Drawing it throws, naming the case study's
 * file and the field, if a text does not fit (the content check refuses such content first). */
export function screenArt(input: ScreenInput): Art<string> {
  // German names the client as written ("Ein Kompressorenhersteller …"), after a comma: no
  // preposition, so no article to decline.
  const { screen, client } = input;
  return picture(
    W,
    H,
    { en: `Screen of ${screen.title} built for ${inSentence(client)}`, de: `Bildschirm „${screen.title}“, Kunde: ${client}` },
    { composition: "screen", motif: input.slug },
    () => {
      const problems = screenProblems(screen);
      if (problems.length) throw new Error(`${input.source}: ${problems.map((p) => `field "screen.${p.field}": ${p.message}`).join("; ")}`);
      const rng = rngFor(`screen:${input.slug}`);
      const layout = KINDS[screen.kind](screen);
      return [
        abs.rect(0, 0, W, H, "none", { fill: P.bg }),
        dotGrid(abs, 24, 24, W - 48, H - 48),
        layout.shapes(rng),
        ...layout.slots.map(drawSlot),
      ].join("");
    },
  );
}
