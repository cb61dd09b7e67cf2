// Portraits (320 × 320): a person drawn in one hand, DiceBear's Notionists style (the style is
// CC0 1.0, the library MIT; the SVG keeps the style's licence metadata), with the parts the
// editor chose in the expert's front matter (content/schema/portrait.ts). Every part is given,
// so nothing depends on a seed and the same choices always give the same file.
//
// One look for everyone: line work in the ink on one paper disc (the site's sand), the same
// head-and-shoulders crop, no colour but those two. The style draws in black on white; the ink
// takes the black and the paper the white. In the dark scheme the ink stays ink and the disc
// turns a muted slate (PORTRAIT_DARK_DISC): inverting a person, as the other drawings' dark
// style does with lines, would draw dark hair and clothes white. The drawing is simplified to whole units of its
// 1744-unit grid (SVGO), well below a pixel at any size the site shows it.
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { optimize } from "svgo/browser";
import { darkStyleOf, PORTRAIT_DARK_DISC } from "./dark.ts";
import { esc, type Art } from "./draw.ts";
import { INK, WARM } from "./palette.ts";

/** The parts of a portrait, numbered as the style numbers its variants. */
export interface PortraitFeatures {
  hair: number;
  eyes: number;
  eyebrows: number;
  mouth: number;
  nose: number;
  clothes: number;
  glasses?: number;
  beard?: number;
  gesture?: "hand" | "point" | "ok";
}

/** The style's name, as its licence metadata in every portrait names it. */
export const PORTRAIT_STYLE = notionists.meta.title;
/** The disc every portrait is drawn on. */
export const PORTRAIT_DISC = WARM;
/** The style every portrait carries: the disc dims under the dark scheme, the ink stays. */
export const PORTRAIT_DARK_STYLE = darkStyleOf([[PORTRAIT_DISC, PORTRAIT_DARK_DISC]]);

const SIZE = 320;
type Options = NonNullable<Parameters<typeof createAvatar<typeof notionists>>[1]>;
const variant = (n: number) => `variant${String(n).padStart(2, "0")}`;
/** A part the editor chose, or none at all. */
const chosen = <T>(value: T | undefined) =>
  value === undefined ? { list: undefined, probability: 0 } : { list: [value], probability: 100 };

/** The portrait of one person. `who` names the person (the profile's slug), so that two portraits
 * on one page never share an id. */
export function portraitArt(input: { name: string; who: string; features: PortraitFeatures }): Art {
  const alt = { en: `Illustrated portrait of ${input.name}`, de: `Illustriertes Porträt von ${input.name}` };
  const id = { composition: "portrait" as const, motif: input.who };
  return { width: SIZE, height: SIZE, alt, id, draw: () => drawPortrait(input.features, alt.en, `portrait-${input.who}`) };
}

function drawPortrait(f: PortraitFeatures, title: string, name: string): string {
  const glasses = chosen(f.glasses === undefined ? undefined : variant(f.glasses));
  const beard = chosen(f.beard === undefined ? undefined : variant(f.beard));
  const gesture = chosen(f.gesture);
  // The style's option types list its variants as literals; the schema keeps to that range.
  const options = {
    size: SIZE,
    hair: [variant(f.hair)],
    eyes: [variant(f.eyes)],
    brows: [variant(f.eyebrows)],
    lips: [variant(f.mouth)],
    nose: [variant(f.nose)],
    body: [variant(f.clothes)],
    glasses: glasses.list,
    glassesProbability: glasses.probability,
    beard: beard.list,
    beardProbability: beard.probability,
    gesture: gesture.list,
    gestureProbability: gesture.probability,
    bodyIconProbability: 0,
    // The disc: the style's square, rounded to a circle that also crops the shoulders.
    backgroundColor: [PORTRAIT_DISC.slice(1)],
    radius: 50,
  } as Options;
  const svg = optimize(createAvatar(notionists, options).toString(), {
    floatPrecision: 0,
    plugins: [{ name: "preset-default", params: { overrides: { removeMetadata: false } } }],
  }).data;
  // The drawing is everything inside the disc's mask (the mask itself stays white): black lines
  // become the ink, white faces and clothes the paper.
  const [head = "", drawing = ""] = svg.split(/(?=<g mask=)/);
  const inked = drawing.replace(
    /(fill|stroke)="#(000|fff)"/g,
    (_, attr: string, c: string) => `${attr}="${c === "000" ? INK : PORTRAIT_DISC}"`,
  );
  // Named and titled like every picture the build draws, with the portraits' dark style.
  return `${head}${inked}`.replace(
    /^<svg ([^>]*)>/,
    `<svg $1 role="img" data-art="${esc(name)}"><title>${esc(title)}</title>${PORTRAIT_DARK_STYLE}`,
  );
}
