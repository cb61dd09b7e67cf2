// Field types shared by every content schema. Each field is documented once, here.
import { z } from "zod";
import { nounFormProblems } from "../german.ts";

/** A site path as visitors see it: root-relative, lower case, no trailing slash (spec §2.3). */
export const sitePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/,
    "expected a site path like /company/about (lower case, no trailing slash)",
  );

/** A link target: a site path, optionally with a #fragment, or an https URL. */
export const href = z
  .string()
  .regex(
    /^(?:\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?(?:#[a-z0-9-]+)?|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]+)$/,
    "expected a site path like /contacts#offices, an https:// URL, mailto: or tel:",
  );

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z.string().refine((s) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s); // 2026-02-30 is refused
}, "expected a date like 2026-01-31");

export const language = z.enum(["en", "de"]);

export const link = z.object({ label: z.string().min(1), href }).strict();

/** Plain text shown to visitors: no Markdown, no HTML. A Markdown link would be shown as its
 * brackets, so it is refused: the page's body or a links block carries links. */
export const text = (min = 1, max = 2000) =>
  z
    .string()
    .min(min, `expected at least ${min} characters`)
    .max(max, `expected at most ${max} characters`)
    .refine((s) => !/[<>]/.test(s), "expected plain text without < or >")
    .refine(
      (s) => !/\[[^\]\n]*\]\([^)\s]*\)/.test(s),
      "expected plain text without a Markdown link [text](href): this field is not rendered as Markdown, so link from the page's body instead",
    );

/** An image served from public/images: modern formats only, with its intrinsic size. */
export const image = z
  .object({
    src: z.string().regex(/^\/images\/[a-z0-9][a-z0-9/-]*\.(svg|webp|avif)$/, "expected /images/<name>.svg, .webp or .avif"),
    /** What the image shows, for people who cannot see it; "" marks it decorative. */
    alt: z.string().max(200),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

/** A short name for navigation and breadcrumbs. */
export const label = text(2, 40);

/** An international phone number as people dial it: +, country code, groups of digits. */
export const phone = z.string().regex(/^\+[0-9 ]{6,20}$/, "expected an international phone number like +49 30 1234567");

/** A German noun phrase that generated sentences insert, in the cases they need, each as it
 * reads mid-sentence: `{ nominative: ein Hersteller …, dative: einem Hersteller …, accusative:
 * einen Hersteller … }` (content/german.ts picks one by the preposition before it). A form in
 * the wrong case ("ein …" as the dative) is refused. */
export const nounForms = z
  .object({ nominative: text(2, 120), dative: text(2, 120), accusative: text(2, 120) })
  .strict()
  .superRefine((forms, ctx) => {
    for (const p of nounFormProblems(forms)) ctx.addIssue({ code: "custom", path: [p.case], message: p.message });
  });
