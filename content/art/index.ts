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
// Style: flat geometric "engineering sketchbook". Every image carries its own background (a dot
// grid on one of five dominant colours), and pictograms sit on a light plate: white and mint
// shapes with ink outlines, one green and two warm accents. Connectors are thin lines with small
// dots at their joints. Strokes are 3 units for outlines and 2 for connectors and details, and
// every coordinate is rounded to one decimal, so files stay small (a few kilobytes).
//
// Colours come from the site palette plus white; portraits (portrait.ts) use the ink and the
// sand paper tone alone.
//
// Only a case study's screen carries text (content/art/screen.ts): never below 40 units in the
// 1200-wide picture (11 px where a card shows it 340 px wide), and never shortened; what does not
// fit its place is refused as content (screenProblems, from the strings alone).
//
// Everything is deterministic: a small PRNG (mulberry32) is seeded from an FNV-1a hash of the
// input, so the same input always gives byte-identical output. No scripts, external references
// or fonts: presentation attributes, the system font stack for text, and one style element, the
// dark variant (dark.ts), which recolours the palette under prefers-color-scheme: dark.
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
