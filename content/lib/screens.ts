// A case study's screen (front matter `screen:`) as content/art draws it, and the check that
// it can be drawn: its figures name outcomes the case has, and every text fits its place at
// the picture's smallest readable size. The widths come from the strings alone, so the check
// runs while the content compiles, without drawing; a problem names the file and the field
// ("screen.rows[2][1]"), and the writer shortens the words, never the picture.
import type { CompiledPage, PageOf } from "../model.ts";
import type { ContentProblem } from "./errors.ts";
import { screenProblems, type ScreenContent } from "../art/index.ts";

/** What the picture of a case study shows: its screen, each figure with its outcome's value. */
export function screenOf(page: PageOf<"portfolio">): ScreenContent {
  const { screen, outcomes } = page.fields;
  return { ...screen, figures: screen.figures.map((f) => ({ value: outcomes[f.outcome]?.value ?? "", label: f.label })) };
}

/** Every case study's screen names outcomes the case has, and fits its picture. */
export function checkScreens(pages: readonly CompiledPage[], problems: ContentProblem[]) {
  for (const page of pages) {
    if (page.template !== "portfolio") continue;
    const problem = (field: string, message: string) => problems.push({ file: page.source, field: `screen.${field}`, message });
    const outcomes = page.fields.outcomes.length;
    const missing = new Set<string>();
    page.fields.screen.figures.forEach((f, i) => {
      if (f.outcome < outcomes) return;
      missing.add(`figures[${i}].outcome`);
      problem(`figures[${i}].outcome`, `the case has ${outcomes} outcome${outcomes === 1 ? "" : "s"}: expected 0 to ${outcomes - 1}`);
    });
    for (const p of screenProblems(screenOf(page))) if (!missing.has(p.field)) problem(p.field, p.message);
  }
}
