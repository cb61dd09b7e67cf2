// Dates and places as visitors read them, in the page's language.
import type { Office } from "../../content/model.ts";

export function formatDate(iso: string, lang: "en" | "de" = "en"): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(lang === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
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
