// Dates and places as visitors read them, in the page's language.
import type { Office } from "../../content/model.ts";

/** One formatter per language, made once: making one is what costs (a listing formats dozens
 * of dates, the build thousands). */
const dateFormats = new Map<"en" | "de", Intl.DateTimeFormat>();

export function formatDate(iso: string, lang: "en" | "de" = "en"): string {
  let format = dateFormats.get(lang);
  if (!format) {
    const locale = lang === "de" ? "de-DE" : "en-GB";
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** An office's city in the page's language ("Wien" on German pages, where site.yaml names it). */
export function officeCity(office: Pick<Office, "city" | "cityDe">, lang: "en" | "de"): string {
  return lang === "de" ? (office.cityDe ?? office.city) : office.city;
}

/** An office's country in the page's language, from its ISO code ("Deutschland", "Germany"). */
export function officeCountry(office: Pick<Office, "country" | "countryCode">, lang: "en" | "de"): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(office.countryCode) ?? office.country;
  } catch {
    return office.country;
  }
}
