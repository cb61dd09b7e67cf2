// Typed content blocks that landing pages are composed from (content/README.md shows each).
import { z } from "zod";
import { image, link, sitePath, text } from "./fields.ts";

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, "expected an anchor id like offices");

/**
 * How a section is laid out (docs/design-system.md, "Sections"): `cards`, a grid of cards;
 * `split`, one item at full width with its picture or figure beside it; `band`, a full-bleed
 * band; `list`, a compact list of one line per item (or one row of names); `big`, one sentence
 * or one figure set large. Blocks that offer more than one say which they allow; the build
 * knows the layout of the others (layoutOf in content/lib/bands.ts) and keeps the page's rhythm
 * from them.
 */
export const SECTION_LAYOUTS = ["cards", "split", "band", "list", "big"] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];
const layoutOf = <const L extends SectionLayout>(...allowed: [L, ...L[]]) => z.enum(allowed).default(allowed[0]);

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
    /** The clients' wordmarks as one quiet row under the actions (the home pages). */
    clients: z.boolean().default(false),
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

/** A figure: a value and its label, or a result of a case study (`case` and the index of its
 * `outcome`), which the build copies from the case and links to it. A hub that shows a case's
 * result names the case: the content check refuses the same figure written out. */
export const statsItem = z
  .object({
    value: text(1, 16).optional(),
    label: text(2, 80).optional(),
    case: sitePath.optional(),
    outcome: z.number().int().min(0).max(3).optional(),
    /** A figure of content/site.yaml (facts.figures) by key: its value, label and basis. */
    figure: z.string().optional(),
    /** How the figure was counted: filled in from its fact, never written on a page. */
    basis: z.never().optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    const named = item.case !== undefined || item.figure !== undefined;
    if (
      (item.case && item.figure) ||
      (named ? item.value !== undefined || item.label !== undefined : item.value === undefined || item.label === undefined)
    )
      ctx.addIssue({
        code: "custom",
        message: "expected either value and label, case (a case study's path) with outcome, or figure (a key of facts.figures)",
      });
    if (!item.case && item.outcome !== undefined) ctx.addIssue({ code: "custom", path: ["outcome"], message: "outcome goes with case" });
  });

/** The day rates of content/site.yaml (facts.dayRates) as a table, in the page's language. */
export const dayRatesBlock = z
  .object({
    type: z.literal("day-rates"),
    id: anchorId.optional(),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    note: text(1, 600).optional(),
  })
  .strict();

/** A worked budget of content/site.yaml (facts.budgets) as a table, priced from the day rates. */
export const budgetBlock = z
  .object({
    type: z.literal("budget"),
    budget: z.string(),
    id: anchorId.optional(),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    note: text(1, 600).optional(),
  })
  .strict();

export const statsBlock = z
  .object({
    type: z.literal("stats"),
    heading: text(3, 120),
    items: z.array(statsItem).min(2).max(6),
  })
  .strict();

/** What happens after someone writes to the company, from content/site.yaml `nextSteps` (German
 * pages: `german.nextSteps`), so /contacts and /thanks say it in the same words. The build turns
 * it into a steps block; `heading` replaces the settings' heading. */
export const nextStepsBlock = z.object({ type: z.literal("next-steps"), heading: text(3, 120).optional() }).strict();

/** Cards of case studies: the given portfolio pages, or the newest ones. `split` features the
 * first at full width: its result set large in the display face, its product screen beside it;
 * `band` does the same on a full-bleed band of the warm paper. */
export const caseStudiesBlock = z
  .object({
    type: z.literal("case-studies"),
    layout: layoutOf("cards", "split", "band"),
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

/** The enquiry form (docs/decisions/017-enquiries.md): its labels, hints and errors are UI
 * strings in the page's language; the page writes only its heading and introduction. */
export const enquiryBlock = z
  .object({
    type: z.literal("enquiry"),
    id: anchorId.default("enquiry"),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    /** The privacy notice the consent checkbox links (the link check of the build holds it). */
    privacy: sitePath,
    /** Who reads new enquiries first: an expert profile, shown beside the form with the
     * company's e-mail address and phone number. */
    contact: sitePath.optional(),
  })
  .strict();

/** The shared call to action from content/site.yaml, optionally with its own heading. */
export const ctaBlock = z.object({ type: z.literal("cta"), heading: text(3, 120).optional(), text: text(10, 400).optional() }).strict();

/** What is under this page's path, from the content: sub-pages, articles, case studies and the
 * experts who write on the topic. Every page with pages under its path has one (the content check). */
export const sectionIndexBlock = z
  .object({ type: z.literal("section-index"), heading: text(3, 120).default("In this section"), intro: text(1, 600).optional() })
  .strict();

/** A block whose content the build derives from the site: only its heading and intro are written. */
const derivedBlock = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), heading: text(3, 120), intro: text(1, 600).optional() }).strict();

/** Every practice, grouped as in content/site.yaml facts: `cards` with their pages, or `list`,
 * one line each (name, what it does, how many people), linking its hub; `numbered`, a list that
 * counts them and names each one's lead (the services page). */
export const practicesBlock = derivedBlock("practices")
  .extend({ layout: layoutOf("cards", "list"), numbered: z.boolean().optional() })
  .refine((b) => !b.numbered || b.layout === "list", { path: ["numbered"], message: "only a list is numbered: give layout: list" });

/** Every industry page. */
export const industriesBlock = derivedBlock("industries");

/** Client quotes from the given case studies (each case study holds its client's quote): `cards`,
 * or `big`, the first alone, set large as a pull quote. */
export const quotesBlock = z
  .object({ type: z.literal("quotes"), layout: layoutOf("cards", "big"), heading: text(3, 120), items: z.array(sitePath).min(1).max(6) })
  .strict()
  .refine((b) => b.layout !== "big" || b.items.length === 1, { path: ["items"], message: "a big quote shows one: name one case study" });

/** The clients' wordmarks from content/site.yaml. */
export const clientsBlock = derivedBlock("clients");

/** Partner tiers and certifications from content/site.yaml facts: `cards`, each with its scope,
 * issuer and how to check it, or `list`, their names in one row leading to `more` (the trust
 * page, where the details are). */
export const credentialsBlock = derivedBlock("credentials")
  .extend({ layout: layoutOf("cards", "list"), more: sitePath.optional() })
  .refine((b) => b.layout !== "list" || b.more, {
    path: ["more"],
    message: "a row of names leads to the page with the details: give more",
  });

/** The newest articles, blog posts and news: `cards`, or `split`, the newest featured with its
 * drawing and the next ones as a plain list (at most two). */
export const latestBlock = z
  .object({
    type: z.literal("latest"),
    layout: layoutOf("cards", "split"),
    heading: text(3, 120),
    count: z.number().int().min(1).max(9).default(3),
  })
  .strict()
  .refine((b) => b.layout !== "split" || b.count <= 3, { path: ["count"], message: "a featured article has at most two more beside it" });

/** The people of each practice, from content/site.yaml facts. */
export const practiceTeamsBlock = derivedBlock("practice-teams");

/** A table: a heading row and rows of cells (rate cards, sub-processors). */
export const tableBlock = z
  .object({
    type: z.literal("table"),
    id: anchorId.optional(),
    heading: text(3, 120),
    intro: text(1, 600).optional(),
    columns: z.array(text(1, 60)).min(2).max(6),
    rows: z.array(z.array(text(1, 300)).min(2).max(6)).min(1),
    note: text(1, 600).optional(),
  })
  .strict();

/** The page's Markdown body, placed where this block stands. */
export const bodyBlock = z.object({ type: z.literal("body") }).strict();

export const block = z.discriminatedUnion("type", [
  heroBlock,
  featuresBlock,
  stepsBlock,
  nextStepsBlock,
  dayRatesBlock,
  budgetBlock,
  statsBlock,
  caseStudiesBlock,
  technologiesBlock,
  faqBlock,
  teamBlock,
  officesBlock,
  enquiryBlock,
  ctaBlock,
  bodyBlock,
  sectionIndexBlock,
  practicesBlock,
  industriesBlock,
  quotesBlock,
  clientsBlock,
  credentialsBlock,
  latestBlock,
  practiceTeamsBlock,
  tableBlock,
]);
export type Block = z.output<typeof block>;
