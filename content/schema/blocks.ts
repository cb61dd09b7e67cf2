// Typed content blocks that landing pages are composed from (content/README.md shows each).
import { z } from "zod";
import { image, link, sitePath, text } from "./fields.ts";

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, "expected an anchor id like offices");

export const heroBlock = z
  .object({
    type: z.literal("hero"),
    /** The page's only h1. */
    heading: text(3, 120),
    /** A short line above the heading, such as the service area. */
    eyebrow: text(2, 60).optional(),
    lead: text(20, 400),
    actions: z.array(link).max(2).default([]),
    image: image.optional(),
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

/** Numbered steps of a process. */
export const stepsBlock = z
  .object({
    type: z.literal("steps"),
    id: anchorId.optional(),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    items: z.array(z.object({ title: text(2, 100), text: text(10, 600) }).strict()).min(2),
  })
  .strict();

export const statsBlock = z
  .object({
    type: z.literal("stats"),
    heading: text(3, 120),
    items: z
      .array(z.object({ value: text(1, 16), label: text(2, 80) }).strict())
      .min(2)
      .max(6),
  })
  .strict();

/** Cards of case studies: the given portfolio pages, or the newest ones. */
export const caseStudiesBlock = z
  .object({
    type: z.literal("case-studies"),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    items: z.array(sitePath).max(6).optional(),
  })
  .strict();

export const technologiesBlock = z
  .object({
    type: z.literal("technologies"),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    groups: z.array(z.object({ name: text(2, 60), items: z.array(text(1, 40)).min(1) }).strict()).min(1),
  })
  .strict();

export const faqBlock = z
  .object({
    type: z.literal("faq"),
    heading: text(3, 120).default("Frequently asked questions"),
    items: z.array(z.object({ question: text(5, 200), answer: text(20, 1200) }).strict()).min(2),
  })
  .strict();

/** People from the expert profiles, by path. */
export const teamBlock = z
  .object({
    type: z.literal("team"),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    members: z.array(sitePath).min(1).max(12),
  })
  .strict();

/** Lists the company's offices from content/site.yaml, so they are written once. */
export const officesBlock = z.object({ type: z.literal("offices"), id: anchorId.default("offices"), heading: text(3, 120) }).strict();

/** The shared call to action from content/site.yaml, optionally with its own heading. */
export const ctaBlock = z.object({ type: z.literal("cta"), heading: text(3, 120).optional(), text: text(10, 400).optional() }).strict();

/** The page's Markdown body, placed where this block stands. */
export const bodyBlock = z.object({ type: z.literal("body") }).strict();

export const block = z.discriminatedUnion("type", [
  heroBlock,
  featuresBlock,
  stepsBlock,
  statsBlock,
  caseStudiesBlock,
  technologiesBlock,
  faqBlock,
  teamBlock,
  officesBlock,
  ctaBlock,
  bodyBlock,
]);
export type BlockInput = z.input<typeof block>;
export type Block = z.output<typeof block>;
