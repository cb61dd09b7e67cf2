// content/site.yaml: the settings every page shares. The company name is one setting.
import { z } from "zod";
import { image, link, sitePath, text } from "./fields.ts";

const navItem = z
  .object({
    label: text(1, 40),
    href: link.shape.href,
    children: z.array(link).default([]),
    /** Opens a panel of every practice (with its pages) or every industry, built from the content. */
    menu: z.enum(["practices", "industries"]).optional(),
  })
  .strict();

export const office = z
  .object({
    city: text(2, 60),
    /** The city's German name where it differs (Wien), for German pages. */
    cityDe: text(2, 60).optional(),
    country: text(2, 60),
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, "expected a two-letter country code like DE"),
    street: text(3, 120),
    postalCode: text(2, 16),
    phone: z.string().regex(/^\+[0-9 ]{6,20}$/, "expected an international phone number like +49 30 1234567"),
    email: z.string().email(),
  })
  .strict();

/** A delivery group: its people count is a fact pages insert as {{people.<key>}}. */
export const practice = z
  .object({
    /** The name in placeholders ({{people.crm}}) and in landing pages' `practice` field. */
    key: z.string().regex(/^[a-z][a-z0-9-]*$/, "expected a key like crm or data-ai"),
    name: text(2, 60),
    people: z.number().int().min(1),
    /** The practice's own page, listed first in its group on /services. */
    hub: sitePath,
    /** Who leads it (an expert profile). */
    lead: sitePath.optional(),
  })
  .strict();

/** Company facts, written once (content/lib/facts.ts inserts them into pages by name). */
export const facts = z
  .object({
    founded: z.number().int().min(1900).max(2100),
    /** Everyone at the company: the practices' people plus `otherPeople` (the check adds them up). */
    headcount: z.number().int().positive(),
    /** Everyone outside a delivery practice: management, sales, finance, people and office teams. */
    otherPeople: z.number().int().min(0),
    practices: z.array(practice).min(1),
    certifications: z
      .array(z.object({ name: text(2, 80), scope: text(10, 300), since: z.number().int().min(1900).max(2100) }).strict())
      .default([]),
    /** Vendor partnerships and their tiers, as the vendors name them. */
    partners: z
      .array(
        z
          .object({ company: text(2, 60), tier: text(2, 80), since: z.number().int().min(1900).max(2100), page: sitePath.optional() })
          .strict(),
      )
      .default([]),
  })
  .strict();

/** A (fictional) client whose wordmark the site shows, with the case study about it, if any. */
export const client = z.object({ name: text(2, 60), logo: image, caseStudy: sitePath.optional() }).strict();

const footer = z
  .object({ columns: z.array(z.object({ heading: text(2, 40), links: z.array(link).min(1) }).strict()), legal: z.array(link) })
  .strict();

const cta = z.object({ heading: text(3, 120), text: text(10, 400), action: link }).strict();

/** What German pages show around their content; the UI strings are content/locales/de. */
const german = z
  .object({
    navigation: z.array(navItem).min(1),
    headerCta: link,
    footer,
    cta,
    /** The practices' names in German, by key (the check wants one for every practice). */
    practiceNames: z.record(z.string(), text(2, 60)),
  })
  .strict();

export const siteSettings = z
  .object({
    /** The fictional company's name, used everywhere the company is named. */
    companyName: text(2, 60),
    /** Product and brand names (Kubernetes, Salesforce …) that are never broken with a hyphen,
     * in German text either; the company's name is one of them without being listed. */
    brandNames: z.array(z.string().regex(/^[\p{L}\p{N}.+#-]{2,40}$/u, "expected one name without spaces")).default([]),
    /** Public origin of the site, used for canonical links: https, no trailing slash (spec §2.3). */
    siteUrl: z.string().regex(/^https:\/\/[a-z0-9.-]+$/, "expected an origin like https://www.example.com"),
    description: text(50, 200),
    email: z.string().email(),
    phone: office.shape.phone,
    navigation: z.array(navItem).min(1),
    headerCta: link,
    footer,
    cta,
    /** Needed once the site has German pages; without it they show the English frame's links. */
    german: german.optional(),
    offices: z.array(office).min(1),
    facts,
    clients: z.array(client).default([]),
    /** Web analytics: off unless enabled, and then loaded only after consent (spec §4 cookie notice). */
    analytics: z
      .object({
        enabled: z.boolean(),
        scriptUrl: z.string().regex(/^https:\/\/[^\s]+$/, "expected an https:// URL"),
        /** Names of the cookies the analytics script sets: removed the moment consent is declined or withdrawn. */
        cookies: z.array(z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, "expected a cookie name")).default([]),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SiteSettings = z.output<typeof siteSettings>;
export type Office = z.output<typeof office>;
export type Facts = z.output<typeof facts>;
