// One schema per template. The template name is the page data's componentChunkName (spec §3).
import { z } from "zod";
import { block } from "./blocks.ts";
import { isoDate, language, sitePath, text } from "./fields.ts";

const common = {
  /** Shown in the browser tab and search results; the site name is appended. */
  title: text(3, 70),
  /** The meta description: one or two sentences a search result can show. */
  description: text(50, 170),
  /** Language of the page's content; the UI stays English (spec §1). */
  lang: language.default("en"),
  /** Path of the same page in the other language, if there is one. */
  translation: sitePath.optional(),
};

export const landingPage = z
  .object({
    template: z.literal("landing"),
    ...common,
    blocks: z.array(block).min(1, "expected at least one block"),
  })
  .strict()
  .refine((p) => p.blocks.filter((b) => b.type === "hero").length === 1, {
    message: "expected exactly one hero block (it holds the page's h1)",
    path: ["blocks"],
  });

export const articlePage = z
  .object({
    template: z.literal("article"),
    ...common,
    /** The article's h1; defaults to the title. */
    heading: text(3, 140).optional(),
    author: text(3, 80),
    datePublished: isoDate,
    dateModified: isoDate.optional(),
    /** Paths of related pages, shown under the article. */
    related: z.array(sitePath).max(6).default([]),
  })
  .strict();

/** Text pages such as the privacy notice and the legal notice: a heading and Markdown. */
export const textPage = z
  .object({ template: z.literal("text"), ...common, heading: text(3, 140), updated: isoDate.optional() })
  .strict();

export const notFoundPage = z.object({ template: z.literal("not-found"), ...common, heading: text(3, 140) }).strict();
export const serverErrorPage = z.object({ template: z.literal("server-error"), ...common, heading: text(3, 140) }).strict();

export const templateSchemas = {
  landing: landingPage,
  article: articlePage,
  text: textPage,
  "not-found": notFoundPage,
  "server-error": serverErrorPage,
} as const;

export type TemplateName = keyof typeof templateSchemas;
export const templateNames = Object.keys(templateSchemas) as TemplateName[];
export type FrontMatterOf<T extends TemplateName> = z.output<(typeof templateSchemas)[T]>;
