import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, i18nOptions, SUPPORTED_LANGUAGES } from "../i18n/config.ts";
import { LANGUAGE_STORAGE_KEY, languageRedirect } from "./language.ts";

const twoLanguages = { supported: ["en", "de"], defaultLanguage: "en" };

describe("language redirect (spec §4)", () => {
  it("uses the spec's storage key and English as default and only language (spec §9)", () => {
    expect(LANGUAGE_STORAGE_KEY).toBe("gatsby-i18next-language");
    expect([DEFAULT_LANGUAGE, [...SUPPORTED_LANGUAGES]]).toEqual(["en", ["en"]]);
    expect([i18nOptions.keySeparator, i18nOptions.nsSeparator, i18nOptions.defaultNS]).toEqual(["::", false, "translation"]);
  });

  it("with two languages, sends a visitor whose stored language is German to the /de path", () => {
    expect(languageRedirect("/services", "de", ["en-US"], twoLanguages)).toBe("/de/services");
    expect(languageRedirect("/", "de", [], twoLanguages)).toBe("/de");
  });

  it("with two languages, follows the browser's language when nothing is stored", () => {
    expect(languageRedirect("/crm", null, ["de-AT", "en"], twoLanguages)).toBe("/de/crm");
    expect(languageRedirect("/crm", "en", ["de-AT"], twoLanguages)).toBeNull();
  });

  it("never redirects a path that already has the prefix, or to an unsupported language", () => {
    expect(languageRedirect("/de/experten", "de", [], twoLanguages)).toBeNull();
    expect(languageRedirect("/crm", "fr", ["fr-FR"], twoLanguages)).toBeNull();
  });

  it("never applies with the shipped configuration", () => {
    const shipped = { supported: SUPPORTED_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE };
    expect(languageRedirect("/crm", "de", ["de-DE"], shipped)).toBeNull();
    expect(languageRedirect("/crm", null, ["en-GB"], shipped)).toBeNull();
  });
});
