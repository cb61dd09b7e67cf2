// The portrait an editor chooses for an expert (front matter `portrait:`): the parts of a
// Notionists drawing (DiceBear, CC0), named so that a writer can read them. Nothing is guessed
// from the name: every expert page states its portrait, and the German page of an expert states
// the same one. Colour is no choice: every portrait is drawn in the one ink on the one paper disc
// (content/art/portrait.ts). The choices are the calm ones of the style (no sunglasses, no
// caps, no spikes, no tongue out, no printed shirts); content/README.md shows them.
import { z } from "zod";

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const without = (values: readonly number[], left: readonly number[]) => values.filter((v) => !left.includes(v));

/** Hair 1–63, without the cap (14) and the spikes (50, 51). */
export const HAIR = without(upTo(63), [14, 50, 51]);
/** Open eyes (3 winks). */
export const EYES = [1, 2, 4, 5] as const;
export const EYEBROWS = upTo(13);
/** Closed or smiling mouths (the others gape, pout, frown or stick a tongue out). */
export const MOUTHS = [1, 2, 3, 4, 13, 14, 17, 19, 21, 22, 23, 25] as const;
export const NOSES = upTo(20);
/** Shirts, jackets, ties and jumpers; not the patterned prints (15, 22, 24), the logo shirt (18)
 * or the hatched straps (3, 4), whose many lines would take a portrait over 12 KB. */
export const CLOTHES = without(upTo(25), [3, 4, 15, 18, 22, 24]);
/** Clear lenses; the style's other glasses are sunglasses. */
export const GLASSES = [3, 8, 11] as const;
export const BEARDS = upTo(12);
/** A hand in the picture: holding a strap, a raised finger, an "OK". */
export const GESTURES = ["hand", "point", "ok"] as const;

/** "1–63 without 14, 50, 51" or "1, 2, 4, 5": how a list of choices reads in an error. */
function describe(values: readonly number[]): string {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? 0;
  const gaps = without(upTo(last).slice(first - 1), values);
  return gaps.length === 0 ? `${first}–${last}` : gaps.length < 4 ? `${first}–${last} without ${gaps.join(", ")}` : values.join(", ");
}

const oneOf = (values: readonly number[], what: string) =>
  z
    .number({ error: `${what}: a number, ${describe(values)}` })
    .int({ error: `${what}: a whole number, ${describe(values)}` })
    .refine((n) => values.includes(n), { message: `${what}: one of ${describe(values)}` });

const SHAPE = {
  hair: oneOf(HAIR, "hair"),
  eyes: oneOf(EYES, "eyes").default(1),
  eyebrows: oneOf(EYEBROWS, "eyebrows").default(1),
  mouth: oneOf(MOUTHS, "mouth").default(1),
  nose: oneOf(NOSES, "nose").default(1),
  clothes: oneOf(CLOTHES, "clothes"),
  glasses: oneOf(GLASSES, "glasses").optional(),
  beard: oneOf(BEARDS, "beard").optional(),
  gesture: z.enum(GESTURES, { error: `gesture: one of ${GESTURES.join(", ")}` }).optional(),
};

const OPTIONS = Object.keys(SHAPE);

export const portrait = z.looseObject(SHAPE).superRefine(
  (value, ctx) => {
    // An unknown option is refused at its own line, with the options there are, even beside
    // other mistakes.
    if (typeof value !== "object" || value === null || Array.isArray(value)) return;
    for (const key of Object.keys(value))
      if (!OPTIONS.includes(key))
        ctx.addIssue({ code: "custom", path: [key], message: `not an option of a portrait; the options are ${OPTIONS.join(", ")}` });
  },
  { when: () => true },
);

export type Portrait = z.output<typeof portrait>;
