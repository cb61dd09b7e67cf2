// An expert's portrait: a Lorelei avatar (DiceBear; the style is CC0 1.0, the library MIT),
// drawn at build time from the features the editor chose (content/schema/portrait.ts). The
// picture has no background of its own: the page gives it one that follows the colour scheme,
// so it never shows as a bright square in dark mode.
import { createAvatar } from "@dicebear/core";
import * as lorelei from "@dicebear/lorelei";
import { HAIR_COLOURS, SKIN_TONES, type Portrait } from "../schema/portrait.ts";

export const PORTRAIT_SIZE = 320;

const variant = (n: number) => `variant${String(n).padStart(2, "0")}`;

/** The SVG of a portrait: the same features always give the same picture. */
export function drawPortrait(p: Portrait): string {
  const svg = createAvatar(lorelei, {
    size: PORTRAIT_SIZE,
    // Every feature is the editor's choice; nothing is left to the seed.
    seed: "",
    hair: [variant(p.hair)] as never,
    hairColor: [HAIR_COLOURS[p.hairColour]],
    skinColor: [SKIN_TONES[p.skin]],
    eyes: [variant(p.eyes)] as never,
    mouth: [`happy${String(p.mouth).padStart(2, "0")}`] as never,
    eyebrows: [variant(p.eyebrows)] as never,
    nose: ["variant01"],
    head: ["variant01"],
    glasses: p.glasses ? ([variant(p.glasses)] as never) : undefined,
    glassesProbability: p.glasses ? 100 : 0,
    beard: p.beard ? ([variant(p.beard)] as never) : undefined,
    beardProbability: p.beard ? 100 : 0,
    earrings: p.earrings ? ([variant(p.earrings)] as never) : undefined,
    earringsProbability: p.earrings ? 100 : 0,
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
  }).toString();
  // The library's licence notice travels in the file's metadata; the rest is the drawing.
  return svg;
}
