// The portrait an editor chooses for an expert (front matter `portrait:`): the features of a
// Lorelei avatar (DiceBear, CC0), named so that a writer can read them. Nothing is guessed from
// the name: every expert page states its portrait, and the German page of an expert states the
// same one. The choices are the calm ones of the style (no sunglasses, no grimace, open eyes);
// content/README.md shows them.
import { z } from "zod";

/** Skin tones, light to deep. */
export const SKIN_TONES = {
  light: "f5d7c3",
  fair: "eac09f",
  medium: "d29c74",
  tan: "b17a52",
  brown: "8a5636",
  deep: "5f3a24",
} as const;

/** Hair colours. */
export const HAIR_COLOURS = {
  black: "1d1a18",
  "dark-brown": "3a281e",
  brown: "6a4a30",
  auburn: "8e4326",
  blonde: "d3ac64",
  grey: "a9aeb2",
} as const;

/** The open, calm eyes of the style (others squint or wink). */
export const EYES = [1, 4, 6, 10, 11, 12, 13, 16, 20, 24] as const;
/** The closed, friendly mouths of the style (others grin, gape or stick a tongue out). */
export const MOUTHS = [1, 2, 3, 4, 6, 13, 14, 15] as const;
/** Reading glasses, never sunglasses. */
export const GLASSES = [1, 3, 4, 5] as const;

const oneOf = <T extends readonly number[]>(values: T, what: string) =>
  z
    .number()
    .int()
    .refine((n) => (values as readonly number[]).includes(n), { message: `${what}: one of ${values.join(", ")}` });

export const portrait = z
  .object({
    /** Hair style 1–48, as content/README.md shows them. */
    hair: z.number().int().min(1).max(48),
    hairColour: z.enum(Object.keys(HAIR_COLOURS) as [keyof typeof HAIR_COLOURS, ...(keyof typeof HAIR_COLOURS)[]]),
    skin: z.enum(Object.keys(SKIN_TONES) as [keyof typeof SKIN_TONES, ...(keyof typeof SKIN_TONES)[]]),
    eyes: oneOf(EYES, "eyes").default(4),
    mouth: oneOf(MOUTHS, "mouth").default(1),
    /** Eyebrows 1–13. */
    eyebrows: z.number().int().min(1).max(13).default(1),
    glasses: oneOf(GLASSES, "glasses").optional(),
    beard: z.union([z.literal(1), z.literal(2)]).optional(),
    earrings: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  })
  .strict();

export type Portrait = z.output<typeof portrait>;
