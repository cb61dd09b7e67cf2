// content/site.yaml: the settings every page shares. The company name is one setting.
import { z } from "zod";
import { link, text } from "./fields.ts";

const navItem = z.object({ label: text(1, 40), href: link.shape.href, children: z.array(link).default([]) }).strict();

export const office = z
  .object({
    city: text(2, 60),
    country: text(2, 60),
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, "expected a two-letter country code like DE"),
    street: text(3, 120),
    postalCode: text(2, 16),
    phone: z.string().regex(/^\+[0-9 ]{6,20}$/, "expected an international phone number like +49 30 1234567"),
    email: z.string().email(),
  })
  .strict();

export const siteSettings = z
  .object({
    /** The fictional company's name, used everywhere the company is named. */
    companyName: text(2, 60),
    /** Public origin of the site, used for canonical links: https, no trailing slash (spec §2.3). */
    siteUrl: z.string().regex(/^https:\/\/[a-z0-9.-]+$/, "expected an origin like https://www.example.com"),
    description: text(50, 200),
    email: z.string().email(),
    phone: office.shape.phone,
    navigation: z.array(navItem).min(1),
    headerCta: link,
    footer: z
      .object({ columns: z.array(z.object({ heading: text(2, 40), links: z.array(link).min(1) }).strict()), legal: z.array(link) })
      .strict(),
    cta: z.object({ heading: text(3, 120), text: text(10, 400), action: link }).strict(),
    offices: z.array(office).min(1),
    /** Web analytics: off unless enabled, and then loaded only after consent (spec §4 cookie notice). */
    analytics: z
      .object({ enabled: z.boolean(), scriptUrl: z.string().regex(/^https:\/\/[^\s]+$/, "expected an https:// URL") })
      .strict()
      .optional(),
  })
  .strict();

export type SiteSettings = z.output<typeof siteSettings>;
export type Office = z.output<typeof office>;
