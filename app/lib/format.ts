// Dates and places as visitors read them, in the page's language.
import type { Office, SiteOffice } from "../../content/model.ts";

/**
 * The months as the site writes dates: "18 March 2026", "18. März 2026" (en-GB and de-DE long
 * dates). Written out rather than asked of Intl: a page's first Intl.DateTimeFormat loads its
 * locale's data, one task of about 20 ms on a phone's processor while the page hydrates
 * (docs/decisions/018-speed.md). The unit test holds this to Intl's output, day by day.
 */
const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
} as const;

/** A calendar date (`2026-03-18`, as content gives it) as visitors of the page's language read it. */
export function formatDate(iso: string, lang: "en" | "de" = "en"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? MONTHS[lang][Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  const day = Number(m[3]);
  return lang === "de" ? `${day}. ${month} ${m[1]}` : `${day} ${month} ${m[1]}`;
}

/** An office's city in the page's language ("Wien" on German pages, where site.yaml names it). */
export function officeCity(office: Pick<Office, "city" | "cityDe">, lang: "en" | "de"): string {
  return lang === "de" ? (office.cityDe ?? office.city) : office.city;
}

/** An office's country in the page's language ("Deutschland", "Germany"); the German name is
 * found from its code at build time (content/lib/load.ts). */
export function officeCountry(office: Pick<SiteOffice, "country" | "countryDe">, lang: "en" | "de"): string {
  return lang === "de" ? office.countryDe : office.country;
}

export { telHref } from "../../policy/links.ts";
