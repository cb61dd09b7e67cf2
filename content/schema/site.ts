// content/site.yaml: the settings every page shares. The company name is one setting.
import { z } from "zod";
import { PAGEVIEW_PATH, VISITOR_COOKIE } from "../../policy/events.ts";
import { MAX_EXPIRES_DAYS } from "../../policy/security-txt.ts";
import { image, link, nounForms, phone, sitePath, text } from "./fields.ts";

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
    phone,
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

/** A credential programme (a vendor's partner programme, a standard) and the year it began in
 * its current form: a credential cannot be held before its programme existed. */
export const programme = z
  .object({
    key: z.string().regex(/^[a-z][a-z0-9-]*$/, "expected a key like aws-partner-network"),
    name: text(2, 80),
    /** The year the programme (or this edition of the standard) began; absent when it predates the company. */
    since: z.number().int().min(1900).max(2100).optional(),
  })
  .strict();

/** A partnership, certificate or award the company holds: what it is, in whose programme, since
 * when, and how a buyer can check it. Names of the site's own pages only: no outside directory. */
export const credential = z
  .object({
    /** The name in placeholders: {{credential.<key>}} is `name`, {{credential.<key>.since}} the year. */
    key: z.string().regex(/^[a-z][a-z0-9-]*$/, "expected a key like odoo or iso-27001"),
    kind: z.enum(["partnership", "certification", "award"]),
    /** A key of `programmes` (partnerships and certifications). */
    programme: z.string().optional(),
    /** The credential as its programme names it: "AWS Advanced Tier Services Partner". */
    name: text(2, 80),
    /** The year the company first held it. */
    since: z.number().int().min(1900).max(2100),
    /** Who issues it: the vendor, the accredited certification body, the award's jury. */
    issuer: text(2, 120),
    /** What it covers (certificates: the audited scope; partnerships: the work it is for). */
    scope: text(10, 300),
    /** How a buyer checks it without asking us: the certificate's number and validity and the
     * issuer's public register, or where the vendor's partner directory lists the company. */
    verify: text(10, 320),
    /** A plain statement that belongs with it, such as how a vendor's commission is handled. */
    note: text(10, 300).optional(),
    /** The site's own page about the work it concerns. */
    page: sitePath.optional(),
    /** The scope, how to check it and the note in German, for German pages, and the issuer as
     * German sentences insert it ("Ausgestellt von {{issuer}}": the dative); `page` is filled in
     * by the build (the German page of `page` where there is one). */
    de: z
      .object({
        scope: text(10, 300),
        verify: text(10, 320),
        note: text(10, 300).optional(),
        issuer: nounForms.optional(),
        page: sitePath.optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind !== "award" && !c.programme)
      ctx.addIssue({ code: "custom", path: ["programme"], message: `a ${c.kind} names its programme (a key of programmes)` });
  });

/** Company facts, written once (content/lib/facts.ts inserts them into pages by name). */
/** A text in both languages of the site. */
const inBoth = (max: number, min = 2) => z.object({ en: text(min, max), de: text(min, max) }).strict();
const factKey = z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, "lower-case letters, digits and hyphens");

/** A figure a page shows, with how it was counted: {{figure.<key>}} in text, `figure: <key>` in
 * a stats block (which shows the basis under the label). */
const figure = z.object({ key: factKey, value: inBoth(16, 1), label: inBoth(80), basis: inBoth(300) }).strict();

/** A role's day rate in EUR, from–to: the day-rates block and {{dayRate.<key>}}. */
const dayRate = z
  .object({ key: factKey, role: inBoth(60), covers: inBoth(200), from: z.number().int().positive(), to: z.number().int().positive() })
  .strict()
  .refine((r) => r.from <= r.to, { message: "from must not exceed to", path: ["to"] });

/** A firm that works for us on client projects: {{subcontractors}} (a table) on the terms and trust pages. */
const subcontractor = z.object({ name: text(2, 80), does: inBoth(200), where: inBoth(60), access: inBoth(120) }).strict();

/** A worked budget: phases (starting in week `start`, lasting `weeks`) with person-days per role (keys of dayRates), priced at the upper end
 * of each rate, plus a contingency; the budget block shows it, the check keeps it under `ceiling`. */
const budget = z
  .object({
    key: factKey,
    ceiling: z.number().int().positive(),
    contingency: z.number().min(0).max(0.5),
    phases: z
      .array(
        z
          .object({
            name: inBoth(80),
            start: z.number().int().positive(),
            weeks: z.number().int().positive(),
            days: z.record(factKey, z.number().int().min(0)),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** The company's financial standing, as a buyer's procurement asks for it: {{financials}} (a
 * table in the page's language), {{financials.revenue}}, {{financials.year}} and
 * {{financials.equityRatio}}. Amounts are EUR million of the group, the newest year first. */
const financials = z
  .object({
    /** Revenue of each closed financial year, newest first. */
    revenue: z
      .array(z.object({ year: z.number().int().min(2000).max(2100), million: z.number().positive() }).strict())
      .min(1)
      .refine((r) => r.every((y, i) => i === 0 || y.year < (r[i - 1]?.year ?? 0)), { message: "list the newest year first" }),
    /** Equity as a share of total assets at the end of the newest year, in percent. */
    equityRatio: z.number().min(0).max(100),
    /** Which companies the figures cover. */
    scope: inBoth(200),
    /** Who owns the company. */
    ownership: inBoth(300),
    /** The auditor and the opinion on the newest accounts. */
    audit: inBoth(300),
    /** Where the annual accounts are published, and what a buyer gets on request. */
    accounts: inBoth(300),
  })
  .strict();

export const facts = z
  .object({
    founded: z.number().int().min(1900).max(2100),
    /** Everyone at the company: the practices' people plus `otherPeople` (the check adds them up). */
    headcount: z.number().int().positive(),
    /** Everyone outside a delivery practice: management, sales, finance, people and office teams. */
    otherPeople: z.number().int().min(0),
    practices: z.array(practice).min(1),
    /** Partnerships, certifications and awards: the only place a page's credential comes from
     * (pages insert them as {{credential.<key>}}; the content check refuses one written out). */
    credentials: z.array(credential).default([]),
    /** Who directs engineers working in a client's team, in each language ({{engineerDirection}}):
     * Northfold's own team lead, as it holds no licence for labour leasing (AÜG). */
    engineerDirection: z.object({ en: text(40, 400), de: text(40, 400) }).strict(),
    /** Minutes of the first call with a prospective client (/contacts and /thanks say it). */
    firstCallMinutes: z.number().int().min(10).max(120),
    /** Full cut-over rehearsals an ERP or CRM migration gets at least, before go-live. */
    migrationRehearsals: z.number().int().min(1).max(9),
    /** The one address job applications go to (every job ad names it). */
    careersEmail: z.string().email(),
    /** Held enquiries (docs/decisions/032-held-enquiries.md) kept at most: beyond it the oldest
     * held one is dropped. The Worker reads it from the build; README "Enquiries" states it. */
    heldEnquiryCap: z.number().int().min(1).max(10_000),
    /** Days a held enquiry is kept before the scheduled run deletes it, unless it is released:
     * the privacy notices insert it as {{heldEnquiryDays}}. */
    heldEnquiryDays: z.number().int().min(1).max(90),
    /** Weeks of hypercare after a go-live, on top of the statutory rights for defects: {{hypercareWeeks}}. */
    hypercareWeeks: z.number().int().min(1).max(26).optional(),
    /** Statements of policy, each once in both languages: {{policy.<key>}} (decision 042). */
    policy: z.record(factKey, inBoth(1200)).default({}),
    figures: z.array(figure).default([]),
    dayRates: z.array(dayRate).default([]),
    subcontractors: z.array(subcontractor).default([]),
    budgets: z.array(budget).default([]),
    financials: financials.optional(),
  })
  .strict();

/** A (fictional) client whose wordmark the site shows, with the case study about it, if any. */
export const client = z.object({ name: text(2, 60), logo: image, caseStudy: sitePath.optional() }).strict();

/** A footer entry naming a practice by key: the build writes the practice's name (German pages:
 * its German name) and links its hub, so a footer cannot call a practice something else. */
const practiceLink = z.object({ practice: practice.shape.key }).strict();

const footer = z
  .object({
    columns: z.array(z.object({ heading: text(2, 40), links: z.array(z.union([link, practiceLink])).min(1) }).strict()),
    legal: z.array(link),
  })
  .strict();

/** Numbered steps with a heading (the next-steps block); {{…}} facts may be inserted in the text. */
const nextSteps = z
  .object({
    heading: text(3, 120),
    items: z
      .array(z.object({ title: text(2, 100), text: text(10, 600) }).strict())
      .min(2)
      .max(5),
  })
  .strict();

/** The closing band of every page: its heading, its line, the enquiry page it leads to, and the
 * person it names on a page with no practice lead or expert of its own (an expert profile with a
 * direct line; without one, such a page's band names no one). */
const cta = z.object({ heading: text(3, 120), text: text(10, 400), action: link, person: sitePath.optional() }).strict();

/** What German pages show around their content; the UI strings are content/locales/de. */
const german = z
  .object({
    navigation: z.array(navItem).min(1),
    headerCta: link,
    footer,
    cta,
    /** The next steps in German (without them, German pages show the English ones). */
    nextSteps: nextSteps.optional(),
    /** The practices' names in German, by key (the check wants one for every practice). */
    practiceNames: z.record(z.string(), text(2, 60)),
    /** English-only pages the German header menu shows (a practice's hub, an industry), by path:
     * their German name and line; the header marks the link as English (the check wants one for
     * every such page, so the German menu never shows an English label or line). */
    menuNames: z.record(sitePath, z.object({ label: text(2, 40), line: text(10, 70) }).strict()).default({}),
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
    /** What happens after someone writes: /contacts and /thanks show these same steps. */
    nextSteps,
    /** Credential programmes and the years they began (credentials are checked against them). */
    programmes: z.array(programme).default([]),
    /** Needed once the site has German pages; without it they show the English frame's links. */
    german: german.optional(),
    offices: z.array(office).min(1),
    /** Files under content/pages whose percentages the check does not refuse yet (decision 042). */
    figuresAwaitingBasis: z.array(z.string().regex(/^[a-z0-9/-]+\.md$/)).default([]),
    /** Where to report a vulnerability: the Worker writes /.well-known/security.txt from it at
     * request time (policy/security-txt.ts, RFC 9116). */
    security: z
      .object({
        /** The address reports go to (Contact: mailto:…). */
        contact: z.string().email(),
        /** The vulnerability-disclosure page (Policy:), a page of the site. */
        policy: sitePath,
        /** Languages reports may be written in, as RFC 5646 tags. */
        languages: z.array(z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, "expected a language tag like en or de")).min(1),
        /** Days after today security.txt's Expires lies: RFC 9116 wants less than a year. */
        expiresInDays: z
          .number()
          .int("expected whole days")
          .min(7, "expected at least 7 days")
          .max(MAX_EXPIRES_DAYS, `must be at most ${MAX_EXPIRES_DAYS}: RFC 9116 wants Expires less than a year ahead`),
      })
      .strict(),
    facts,
    clients: z.array(client).default([]),
    /** First-party web analytics (docs/decisions/028-insight-at-the-edge.md): page views after
     * consent (spec §4 cookie notice). The privacy notices state these values in words. */
    analytics: z
      .object({
        enabled: z.boolean(),
        /** Where pages send page views, same origin: the path the Worker answers them at. */
        endpoint: z.string().refine((v) => v === PAGEVIEW_PATH, {
          message: `must be ${PAGEVIEW_PATH}: the Worker takes page views only there (PAGEVIEW_PATH of policy/events.ts)`,
        }),
        /** The first-party cookie "I agree" sets: a random visitor id, deleted on decline or withdrawal. */
        visitorCookie: z.string().refine((v) => v === VISITOR_COOKIE, {
          message: `must be ${VISITOR_COOKIE}: the Worker and the browser read only that cookie (VISITOR_COOKIE of policy/events.ts)`,
        }),
        /** The visitor cookie's lifetime in days: the privacy notices promise 13 months at most. */
        visitorMaxAgeDays: z
          .number()
          .int("expected whole days")
          .min(1, "expected at least 1 day")
          .max(396, "must be at most 396 days: the privacy notices promise the visitor cookie lives 13 months at most"),
        /** How long the store keeps the events, in days (Workers Analytics Engine: three months). */
        retentionDays: z.number().int("expected whole days").min(1, "expected at least 1 day"),
        /** The store's name as the privacy notices give it. */
        store: text(3, 80),
      })
      .strict()
      .optional(),
  })
  .strict();

type Parsed = z.output<typeof siteSettings>;
type Link = z.output<typeof link>;
/** The footer once its practice entries are links (content/lib/load.ts resolves them). */
type Footer = { columns: Array<{ heading: string; links: Link[] }>; legal: Link[] };
/** The parsed settings as pages use them: every footer entry a link with its label. */
export type SiteSettings = Omit<Parsed, "footer" | "german"> & {
  footer: Footer;
  german?: Omit<NonNullable<Parsed["german"]>, "footer"> & { footer: Footer };
};
export type ParsedSettings = Parsed;
export type Office = z.output<typeof office>;
export type Facts = z.output<typeof facts>;
export type Credential = z.output<typeof credential>;
export type Programme = z.output<typeof programme>;
