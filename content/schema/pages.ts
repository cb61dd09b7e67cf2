// One schema per template. The template name is the page data's componentChunkName (spec §3);
// each template is its own client chunk. content/README.md describes them for writers.
import { z } from "zod";
import { block } from "./blocks.ts";
import { portrait } from "./portrait.ts";
import { screen } from "./screen.ts";
import { image, isoDate, label, language, nounForms, sitePath, text, phone } from "./fields.ts";

const common = {
  /** Shown in the browser tab and search results; the company name is appended. */
  title: text(3, 70),
  /** The meta description: one or two sentences a search result can show. */
  description: text(50, 170),
  /** Short name for menus and breadcrumbs; defaults to the title. */
  label: label.optional(),
  /** Language of the page's content; the UI stays English (spec §1). */
  lang: language.default("en"),
  /** Path of the same page in the other language, if there is one (both must name each other). */
  translation: sitePath.optional(),
};

/** Landing kinds of spec §2.2 that are composed from blocks. */
export const landingKinds = [
  "home",
  "about",
  "contacts",
  "services",
  "service",
  "solution",
  "topic",
  "ai-services",
  "application-development",
  "awards",
  "banking",
  "big-data",
  "cloud",
  "developers",
  "erp",
  "crm",
  "salesforce",
  "odoo",
  "ecommerce",
  "healthcare",
  "insurance",
  "manufacturing",
  "retail",
  "industries",
  "industry",
  "partnership",
  "thanks",
] as const;

export const landingPage = z
  .object({
    template: z.literal("landing"),
    ...common,
    kind: z.enum(landingKinds),
    /** A page of a practice (its key in content/site.yaml facts): /services and the menu list it in that group. */
    practice: z.string().optional(),
    /** An industry page: /industries, the home page and the menu list it. */
    industry: z.boolean().default(false),
    /** One line the header's menus show under the page's name: required of practice hubs and
     * industry pages, and of a German counterpart of a hub (the check names a missing one). */
    menuLine: text(10, 70).optional(),
    blocks: z.array(block).min(1, "expected at least one block"),
  })
  .strict()
  .refine((p) => p.blocks.filter((b) => b.type === "hero").length === 1, {
    message: "expected exactly one hero block (it holds the page's h1)",
    path: ["blocks"],
  });

const written = {
  /** The h1; defaults to the title. */
  heading: text(3, 140).optional(),
  datePublished: isoDate,
  dateModified: isoDate.optional(),
  /** Paths of related pages, shown as cards under the text. */
  related: z.array(sitePath).max(6).default([]),
  image: image.optional(),
};

export const articlePage = z.object({ template: z.literal("article"), ...common, ...written, author: text(3, 80) }).strict();
export const blogPostPage = z
  .object({ template: z.literal("blog-post"), ...common, ...written, author: text(3, 80), tags: z.array(text(2, 30)).max(6).default([]) })
  .strict();
export const newsPage = z.object({ template: z.literal("news"), ...common, ...written }).strict();

export const portfolioPage = z
  .object({
    template: z.literal("portfolio"),
    ...common,
    ...written,
    /** The (fictional) client, or a description such as "A regional insurer". */
    client: text(2, 80),
    /** The client in German sentences, by case (German case studies must give it): "Unser
     * Projekt mit {{client}}" inserts the dative. */
    clientForms: nounForms.optional(),
    industry: text(2, 60),
    services: z.array(text(2, 60)).min(1),
    technologies: z.array(text(1, 40)).min(1),
    duration: text(2, 40).optional(),
    /** Measured results, shown as figures; the first is the headline outcome on cards. */
    outcomes: z
      .array(z.object({ value: text(1, 16), label: text(2, 100) }).strict())
      .min(1)
      .max(4),
    /** What the client said, in their words, with their name and role. */
    quote: z.object({ text: text(40, 420), name: text(3, 80), role: text(3, 120) }).strict(),
    /** The practice and industry pages this case study belongs to: their hubs list it. */
    topics: z.array(sitePath).min(1).max(4),
    /** The product screen its picture shows (content/schema/screen.ts). */
    screen,
  })
  .strict()
  .superRefine((page, ctx) => {
    if (page.lang === "de" && !page.clientForms)
      ctx.addIssue({
        code: "custom",
        path: ["clientForms"],
        message: `German sentences insert the client ("Unser Projekt mit …"): give its nominative, dative and accusative as they read mid-sentence`,
      });
  });

export const expertPage = z
  .object({
    template: z.literal("expert"),
    ...common,
    name: text(3, 80),
    role: text(3, 80),
    image: image.optional(),
    /** The portrait the editor chose (content/schema/portrait.ts); drawn at build time. */
    portrait,
    expertise: z.array(text(2, 60)).min(1).max(8),
    languages: z.array(text(2, 30)).default([]),
    /** Sort order on the experts page (lower first). */
    order: z.number().int().default(100),
    /** The person's direct line, for someone named as a contact (the enquiry block's `contact`). */
    directLine: phone.optional(),
  })
  .strict();

export const jobPage = z
  .object({
    template: z.literal("job"),
    ...common,
    heading: text(3, 140),
    department: text(2, 60),
    /** City of the office the role belongs to; must be one of the offices in site.yaml. */
    location: text(2, 60),
    remote: z.boolean().default(false),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
    datePosted: isoDate,
    validThrough: isoDate.optional(),
  })
  .strict();

/** A paginated list of one collection, with optional blocks after it. */
export const listingPage = z
  .object({
    template: z.literal("listing"),
    ...common,
    heading: text(3, 140),
    intro: text(10, 600),
    collection: z.enum(["blog", "news", "portfolio", "experts", "jobs"]),
    perPage: z.number().int().min(1).max(50).default(12),
    blocks: z.array(block).default([]),
  })
  .strict();

/** Text pages such as the privacy notice and the legal notice: a heading and Markdown. */
export const textPage = z.object({ template: z.literal("text"), ...common, heading: text(3, 140), updated: isoDate.optional() }).strict();
export const searchPage = z
  .object({
    template: z.literal("search"),
    ...common,
    heading: text(3, 140),
    intro: text(10, 400),
    /** Terms offered under an empty field, each a link that searches for it. */
    suggestions: z.array(text(2, 40)).max(8).optional(),
  })
  .strict();
export const notFoundPage = z.object({ template: z.literal("not-found"), ...common, heading: text(3, 140) }).strict();
export const serverErrorPage = z.object({ template: z.literal("server-error"), ...common, heading: text(3, 140) }).strict();

export const templateSchemas = {
  landing: landingPage,
  article: articlePage,
  "blog-post": blogPostPage,
  news: newsPage,
  portfolio: portfolioPage,
  expert: expertPage,
  job: jobPage,
  listing: listingPage,
  text: textPage,
  search: searchPage,
  "not-found": notFoundPage,
  "server-error": serverErrorPage,
} as const;

export type TemplateName = keyof typeof templateSchemas;
export const templateNames = Object.keys(templateSchemas) as TemplateName[];
export type FrontMatterOf<T extends TemplateName> = z.output<(typeof templateSchemas)[T]>;

/** Which template a collection lists. */
export const collectionTemplates = {
  blog: "blog-post",
  news: "news",
  portfolio: "portfolio",
  experts: "expert",
  jobs: "job",
} as const satisfies Record<z.output<typeof listingPage>["collection"], TemplateName>;
