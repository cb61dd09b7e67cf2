// The dark variant of every drawn picture, inside the picture itself: a style that applies under
// `prefers-color-scheme: dark` (a browser evaluates it for an SVG shown with <img>, as the page's
// colour scheme). The palette's light colours turn into dark ones of the same hue and the ink
// turns light, so an outline stays visible on a plate that went dark; the background keeps its
// own colour when it is dark already. No picture is a bright slab on a dark page.
import { INK, LINE, MINT, SAND, SLATE, TINT, WHITE } from "./palette.ts";

/** Light colour → its dark counterpart (the site's dark tokens, app/styles/site.css). */
const DARK: ReadonlyArray<readonly [string, string]> = [
  [WHITE, "#1b2a33"],
  [TINT, "#16242d"],
  [SAND, "#1d2a2f"],
  [MINT, "#245848"],
  [LINE, "#3a4d58"],
  [INK, "#e3ebee"],
];

const rules = DARK.map(([light, dark]) => `[fill="${light}"]{fill:${dark}}[stroke="${light}"]{stroke:${dark}}`).join("");

/** Muted text (slate, a case study's screen's labels) turns the dark scheme's soft ink; slate
 * shapes keep their colour. */
const mutedText = `text[fill="${SLATE}"]{fill:#a9b8bf}`;

/** The style element every drawn picture carries. The background is the first shape of the
 * picture's group: ink as a background stays ink. */
export const DARK_STYLE = `<style>@media (prefers-color-scheme:dark){${rules}${mutedText}svg>g>rect:first-child[fill="${INK}"]{fill:${INK}}}</style>`;
