// The language redirect of spec §4: when the stored language (key "gatsby-i18next-language")
// or the browser's language is supported and is not the default, go to the path with that
// language's prefix. With English as the only language (spec §1) it never applies.
export const LANGUAGE_STORAGE_KEY = "gatsby-i18next-language";

export interface LanguageConfig {
  supported: readonly string[];
  defaultLanguage: string;
}

/** The language the visitor chose earlier, if storage can be read. */
export function storedLanguage(storage: Pick<Storage, "getItem">): string | null {
  try {
    return storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function languageRedirect(
  pathname: string,
  stored: string | null,
  browser: readonly string[],
  config: LanguageConfig,
): string | null {
  const candidates = [stored, ...browser.map((l) => l.split("-")[0] ?? l)].filter((l): l is string => !!l);
  const language = candidates.find((l) => config.supported.includes(l));
  if (!language || language === config.defaultLanguage) return null;
  const prefix = `/${language}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return null;
  return pathname === "/" ? prefix : `${prefix}${pathname}`;
}
