// The rhythm of a landing page's sections (docs/design-system.md, "Section layouts and rhythm"):
// each block's layout kind and background, decided by the build and written on the block
// (markBands), so the renderer only reads them and the browser runs no code for it.
import type { Block, LayoutKind, Tone } from "../model.ts";
import type { SectionLayout } from "../schema/blocks.ts";

/** Blocks of one fixed layout, by type (blocks with a `layout` field say theirs). */
const FIXED_LAYOUTS: Record<string, LayoutKind> = {
  hero: "hero",
  stats: "figures",
  steps: "steps",
  "next-steps": "steps",
  body: "text",
  table: "table",
  "day-rates": "table",
  budget: "table",
  "practice-teams": "table",
  enquiry: "form",
  cta: "closing",
  technologies: "list",
  faq: "list",
};

/** How a section is laid out: the layout the content chose, else its block type's, else cards. */
export function layoutOf(block: Pick<Block, "type"> & { layout?: SectionLayout }): LayoutKind {
  return block.layout ?? FIXED_LAYOUTS[block.type] ?? "cards";
}

/** Card grids on a tinted band by what they hold: figures, case studies, industries, credentials. */
const TINTED_CARDS: ReadonlySet<Block["type"]> = new Set(["stats", "case-studies", "industries", "credentials"]);

/** The background a section asks for before the rhythm is kept: a band is warm paper, one thing
 * set large is tinted, and so are the card grids of TINTED_CARDS; the rest is paper. */
function toneAsked(type: Block["type"], layout: LayoutKind): Tone {
  if (layout === "band") return "sand";
  if (layout === "big" || layout === "hero") return "tint";
  return TINTED_CARDS.has(type) && (layout === "cards" || layout === "figures") ? "tint" : "paper";
}

/**
 * The page's rhythm: each section's layout and background. Two sections in a row never share a
 * background without a change of layout: the second of two alike turns to the other background
 * (a band or a tint to paper, paper to the tint); and never three coloured sections in a row.
 * The hero and the closing band keep theirs.
 */
export function rhythmOf(
  blocks: ReadonlyArray<Pick<Block, "type"> & { layout?: SectionLayout }>,
): Array<{ layout: LayoutKind; tone: Tone }> {
  const out: Array<{ layout: LayoutKind; tone: Tone }> = [];
  for (const [i, block] of blocks.entries()) {
    const layout = layoutOf(block);
    let tone = toneAsked(block.type, layout);
    const [before, twoBefore] = [out[i - 1], out[i - 2]];
    const fixed = layout === "hero" || layout === "closing";
    const coloured = (s?: { layout: LayoutKind; tone: Tone }) => s !== undefined && s.layout !== "hero" && s.tone !== "paper";
    if (!fixed && tone !== "paper" && coloured(before) && coloured(twoBefore)) tone = "paper";
    if (!fixed && before && before.tone === tone && before.layout === layout) tone = tone === "paper" ? "tint" : "paper";
    out.push({ layout, tone });
  }
  return out;
}

/** Writes each block's section layout (`kind`) and background (`tone`) on it (BlockMarks). */
export function markBands(blocks: readonly Block[]): void {
  rhythmOf(blocks).forEach(({ layout, tone }, i) => Object.assign(blocks[i] ?? {}, { kind: layout, tone }));
}
