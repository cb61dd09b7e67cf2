// Build-time illustrations: hub illustrations, cover art, the screens of case studies and
// portraits.
//
// Each composition returns a picture (`Art`) whose size, alt text and id are known without
// drawing it; `draw()` returns the SVG document. The content compiler reads the size and alt
// text, and the build draws each picture once, when it writes the file (content/lib/reader.ts
// artOf). The id names the composition and the motif (a case study's screen by the case's slug,
// a portrait by the person's); the SVG's root element carries it as
// `data-art="<composition>-<motif>"`.
//
// Style: one drawing language (docs/design-system.md, "Drawing language"), kept in draw.ts and
// palette.ts: line work in one ink on paper, fills in one warm paper tone, the brand green for
// the one thing that matters; two line weights, three corner radii and three dash patterns,
// given in pixels at the drawing's 1x size and multiplied by its composition's scale. A pen
// takes them by name ("main", "m", "dot"), so no drawing sets a number of its own; every
// coordinate is rounded to one decimal, so files stay small (a few kilobytes).
//
// Portraits are DiceBear's Notionists (portrait.ts), in the ink and the paper tone alone.
//
// Text is set by case studies' screens and the home scene only: never below 40 units in the
// 1200-wide picture (11 px where a card shows it 340 px wide), and never shortened; what does not
// fit its place is refused as content (screenProblems, from the strings alone).
//
// Everything is deterministic: a small PRNG (mulberry32) is seeded from an FNV-1a hash of the
// page pair's key (the English page's path; a German translation shares it), so the same input
// always gives byte-identical output, and both languages the same drawing. No scripts, external references
// or fonts: presentation attributes, the system font stack for text, and one style element, the
// dark variant (dark.ts), which recolours the four colours under prefers-color-scheme: dark.
//
// The module is pure and imports nothing outside itself but DiceBear and SVGO's browser build
// (portraits); which motif a page gets is chosen from its words in content/lib/motif.ts.

export { coverArt } from "./cover.ts";
export { artName, type Art, type ArtId, type Composition } from "./draw.ts";
export { homeArt } from "./home.ts";
export { hubArt } from "./hub.ts";
export { type Motif } from "./motifs.ts";
export { portraitArt, type PortraitFeatures } from "./portrait.ts";
export {
  SCREEN_LIMITS,
  screenArt,
  screenProblems,
  type ScreenContent,
  type ScreenFigure,
  type ScreenKind,
  type ScreenProblem,
} from "./screen.ts";
