// i18n settings (spec §9): English is the default and only language; keys use "::" as their
// separator and there is no namespace separator; everything is in the "translation" namespace.
import type { InitOptions } from "i18next";
import en from "../../content/locales/en/translation.json";

export const SUPPORTED_LANGUAGES = ["en"] as const;
export const DEFAULT_LANGUAGE = "en";
export const DEFAULT_NAMESPACE = "translation";

export const resources = { en: { translation: en } };

export const i18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  lng: DEFAULT_LANGUAGE,
  defaultNS: DEFAULT_NAMESPACE,
  ns: [DEFAULT_NAMESPACE],
  keySeparator: "::",
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources,
  initImmediate: false,
} satisfies InitOptions;
