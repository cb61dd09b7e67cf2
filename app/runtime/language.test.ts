import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "../i18n/config.ts";
import { languageRedirect, storedLanguage } from "./language.ts";

const twoLanguages = { supported: ["en", "de"], defaultLanguage: "en" };

describe("language redirect (spec §4)", () => {
  it("reads the visitor's stored language under the key gatsby-i18next-language (spec §9), and survives blocked storage", () => {
    const stored = new Map([["gatsby-i18next-language", "de"]]);
    expect(storedLanguage({ getItem: (key) => stored.get(key) ?? null })).toBe("de");
    expect(storedLanguage({ getItem: () => null })).toBeNull();
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    expect(storedLanguage({ getItem: blocked })).toBeNull();
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
