// The product screen a case study shows (front matter `screen:`): the dashboard, console, app,
// form or report the client got, drawn at build time (content/art/screen.ts) from these words
// and the case's own outcomes. The picture has room for few, large words: the content check
// refuses a text that does not fit its place (content/lib/screens.ts), and content/README.md
// says how much each kind shows.
import { z } from "zod";
import { text } from "./fields.ts";

export const screenKinds = ["dashboard", "console", "mobile", "form", "report"] as const;

/** A short text of a screen: plain, one line, never an ellipsis (a screen shows words whole). */
const word = (max: number) => text(1, max).refine((s) => !/…|\.\.\./.test(s), "expected the words in full, without … or ...");

export const screen = z
  .object({
    /** A desktop dashboard (figure tiles and a chart), a work-queue console (a table of rows), a
     * phone app, a data-entry form or a printed report. */
    kind: z.enum(screenKinds),
    /** The screen's own title, as the product shows it ("Referral console"). */
    title: word(40),
    /** The product's menu: short entries in its domain's words. */
    nav: z.array(word(24)).min(2).max(6),
    /** The nav entry the screen shows as current (0 is the first). */
    active: z.number().int().min(0).default(0),
    /** The case's outcomes shown as figure tiles: which one (0 is the first) and a short label. */
    figures: z
      .array(z.object({ outcome: z.number().int().min(0).max(3), label: word(30) }).strict())
      .min(1)
      .max(3),
    /** Table rows, list items or form fields: a few short cells each, in the domain's data
     * (ids, dates, names): no figure that the page does not state. */
    rows: z
      .array(z.array(word(30)).min(1).max(3))
      .min(2)
      .max(6),
    /** The label of the screen's button (a form has one; a phone app may). */
    action: word(30).optional(),
  })
  .strict();

export type Screen = z.output<typeof screen>;
