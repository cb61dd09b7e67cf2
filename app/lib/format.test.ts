import { describe, expect, it } from "vitest";
import { formatDate, officeCountry } from "./format.ts";

describe("formatDate", () => {
  it("writes a date as visitors of each language read it", () => {
    expect(formatDate("2026-03-18")).toBe("18 March 2026");
    expect(formatDate("2026-03-18", "de")).toBe("18. März 2026");
    expect(formatDate("2025-12-31", "en")).toBe("31 December 2025");
    expect(formatDate("2026-01-01", "de")).toBe("1. Januar 2026");
  });

  it("writes every day of a leap year and of a common year as Intl's en-GB and de-DE long dates do", () => {
    for (const [lang, locale] of [
      ["en", "en-GB"],
      ["de", "de-DE"],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(formatDate(iso, lang), iso).toBe(intl.format(new Date(day)));
      }
    }
  });

  it("leaves what is not a calendar date as it is", () => {
    expect(formatDate("2026-13-01")).toBe("2026-13-01");
    expect(formatDate("soon")).toBe("soon");
  });
});

describe("officeCountry", () => {
  it("names an office's country in the page's language", () => {
    const vienna = { country: "Austria", countryDe: "Österreich" };
    expect(officeCountry(vienna, "en")).toBe("Austria");
    expect(officeCountry(vienna, "de")).toBe("Österreich");
  });
});
