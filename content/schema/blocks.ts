// Typed content blocks that landing pages are composed from.
import { z } from "zod";
import { link, text } from "./fields.ts";

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, "expected an anchor id like offices");

export const heroBlock = z
  .object({
    type: z.literal("hero"),
    /** The page's only h1. */
    heading: text(3, 120),
    lead: text(20, 400),
    actions: z.array(link).max(2).default([]),
  })
  .strict();

export const featuresBlock = z
  .object({
    type: z.literal("features"),
    id: anchorId.optional(),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    items: z
      .array(z.object({ title: text(2, 100), text: text(10, 600), href: link.shape.href.optional() }).strict())
      .min(2, "expected at least 2 items"),
  })
  .strict();

export const statsBlock = z
  .object({
    type: z.literal("stats"),
    heading: text(3, 120),
    items: z.array(z.object({ value: text(1, 16), label: text(2, 80) }).strict()).min(2).max(6),
  })
  .strict();

/** Lists the company's offices from content/site.yaml, so they are written once. */
export const officesBlock = z
  .object({ type: z.literal("offices"), id: anchorId.default("offices"), heading: text(3, 120) })
  .strict();

/** The shared call to action from content/site.yaml, optionally with its own heading. */
export const ctaBlock = z
  .object({ type: z.literal("cta"), heading: text(3, 120).optional(), text: text(10, 400).optional() })
  .strict();

/** The page's Markdown body, placed where this block stands. */
export const bodyBlock = z.object({ type: z.literal("body") }).strict();

export const block = z.discriminatedUnion("type", [heroBlock, featuresBlock, statsBlock, officesBlock, ctaBlock, bodyBlock]);
export type BlockInput = z.input<typeof block>;
export type Block = z.output<typeof block>;
