// The dark variant of every drawn picture, inside the picture itself: a style that applies under
// `prefers-color-scheme: dark` (a browser evaluates it for an SVG shown with <img>, as the page's
// colour scheme). The paper and the warm tone turn dark, the ink turns near-white and the green
// takes the dark scheme's lighter green (the site's dark tokens, app/styles/site.css), so a
// drawing is the same line work on a dark sheet. No picture is a bright slab on a dark page.
import { GREEN, INK, PAPER, WARM } from "./palette.ts";

/** Each colour of the language → its dark counterpart. */
export const DARK: ReadonlyArray<readonly [string, string]> = [
  [PAPER, "#16242d"],
  [WARM, "#1d2a2f"],
  [INK, "#e3ebee"],
  [GREEN, "#5fd3a5"],
];

/** The style element that recolours `pairs` (light → dark) under the dark scheme. */
export function darkStyleOf(pairs: ReadonlyArray<readonly [string, string]>): string {
  const rules = pairs.map(([light, dark]) => `[fill="${light}"]{fill:${dark}}[stroke="${light}"]{stroke:${dark}}`).join("");
  return `<style>@media (prefers-color-scheme:dark){${rules}}</style>`;
}

/** The style element every drawn picture carries. */
export const DARK_STYLE = darkStyleOf(DARK);

/** A portrait's disc in the dark scheme: a muted slate card (the dark scheme's field line), on
 * which the ink stays ink. A person is a sketch on a card in both schemes; turning the ink light
 * would draw hair, beards and dark clothes white, a photographic negative of the person. */
export const PORTRAIT_DARK_DISC = "#8d9ca5";
