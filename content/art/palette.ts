// The colours of the drawing language (docs/design-system.md, "Drawing language"): one ink, the
// brand green as the only accent, one warm paper tone for fills, and the paper itself. Nothing
// else: a drawing's colours are typed as `Colour`, so no other value compiles. The dark variant
// of each is in content/art/dark.ts.

/** The ink: every outline, line and label (near-black; near-white in the dark scheme). */
export const INK = "#14212b";
/** The brand green (the site's --accent): the one thing of a drawing that matters. */
export const GREEN = "#0b6e4f";
/** The warm paper tone: every fill that is not the paper (the site's --sand). */
export const WARM = "#f6efe3";
/** The paper: the background, and the faces of screens, cards and sheets. */
export const PAPER = "#ffffff";

/** Every colour a drawing may use. */
export const COLOURS = [INK, GREEN, WARM, PAPER] as const;
export type Colour = (typeof COLOURS)[number];

/** The roles of the colours in a pictogram and its composition: what a motif asks for by name,
 * so that a motif says "the surface", not a colour. */
export interface Palette {
  /** Background and its dot grid. */
  bg: Colour;
  grid: Colour;
  /** Connectors drawn on the background, and every outline. */
  line: Colour;
  ink: Colour;
  /** The plate a pictogram sits on, and filled shapes (lanes, cards, modules). */
  plate: Colour;
  soft: Colour;
  /** Faces: screens, cards, sheets. */
  surface: Colour;
  /** What matters in the drawing: one thing, in green. */
  primary: Colour;
}

/** The one palette of every drawing: no themes, nothing chosen by a seed or a language. */
export const P: Palette = { bg: PAPER, grid: WARM, line: INK, ink: INK, plate: WARM, soft: WARM, surface: PAPER, primary: GREEN };
