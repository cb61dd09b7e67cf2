// Portraits (320 × 320): an expert drawn in DiceBear's Lorelei style (the style is CC0 1.0, the
// library MIT), with the features the editor chose in the expert's front matter
// (content/schema/portrait.ts). Every feature is given, so nothing depends on a seed and the same
// features always give the same file. The picture has no background of its own: the page puts
// it on a disc in the colour scheme's colour, so it reads in light and dark mode alike.
import { createAvatar } from "@dicebear/core";
import * as lorelei from "@dicebear/lorelei";
import { esc, type Art } from "./draw.ts";

/** The features of a portrait, colours resolved to hex (without the #). */
export interface PortraitFeatures {
  hair: number;
  hairColor: string;
  skinColor: string;
  eyes: number;
  mouth: number;
  eyebrows: number;
  glasses?: number;
  beard?: number;
  earrings?: number;
}

const SIZE = 320;
const variant = (n: number) => `variant${String(n).padStart(2, "0")}`;
/** A feature the editor chose, or none at all. */
const chosen = (n: number | undefined) => (n ? { list: [variant(n)], probability: 100 } : { list: undefined, probability: 0 });

/** The portrait of one person. `who` names the person (the profile's slug), so that two portraits
 * on one page never share an id. */
export function portraitArt(input: { name: string; who: string; features: PortraitFeatures }): Art {
  const alt = { en: `Illustrated portrait of ${input.name}`, de: `Illustriertes Porträt von ${input.name}` };
  const id = { composition: "portrait" as const, motif: input.who };
  return { width: SIZE, height: SIZE, alt, id, draw: () => drawPortrait(input.features, alt.en, `portrait-${input.who}`) };
}

function drawPortrait(f: PortraitFeatures, title: string, name: string): string {
  const glasses = chosen(f.glasses);
  const beard = chosen(f.beard);
  const earrings = chosen(f.earrings);
  // The style's option types list its variants as literals; the schema keeps to that range.
  const options = {
    size: SIZE,
    hair: [variant(f.hair)],
    hairColor: [f.hairColor],
    skinColor: [f.skinColor],
    eyes: [variant(f.eyes)],
    mouth: [`happy${String(f.mouth).padStart(2, "0")}`],
    eyebrows: [variant(f.eyebrows)],
    nose: ["variant01"],
    head: ["variant01"],
    glasses: glasses.list,
    glassesProbability: glasses.probability,
    beard: beard.list,
    beardProbability: beard.probability,
    earrings: earrings.list,
    earringsProbability: earrings.probability,
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
  } as Parameters<typeof createAvatar<typeof lorelei>>[1];
  const svg = createAvatar(lorelei, options).toString();
  // Named and titled like every picture the build draws.
  return svg.replace(/^<svg ([^>]*)>/, `<svg $1 role="img" data-art="${esc(name)}"><title>${esc(title)}</title>`);
}
