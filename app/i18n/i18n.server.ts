// The locale of a request (remix-i18next): always the default while English is the only language.
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, i18nOptions, SUPPORTED_LANGUAGES } from "./config.ts";

export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    findLocale: () => Promise.resolve(DEFAULT_LANGUAGE),
  },
  i18next: i18nOptions,
});
