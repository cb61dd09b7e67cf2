// The UI strings: English (the app's only configured language, spec §9) and the German
// translation node German pages use. The check keeps both files in step, key by key.
import { readFileSync } from "node:fs";
import { ENGLISH_ONLY_KEYS, type TranslationNode } from "../model.ts";
import { caseAfter, isNounForms, type NounForms } from "../german.ts";
import { fillPlaceholders, placeholders, type UiValue } from "../ui-strings.ts";
import type { ContentProblem } from "./errors.ts";
import { germanLineProblems } from "./german-prose.ts";
import { checkStringsTypography } from "./typography.ts";

export const LOCALE_FILES = { en: "content/locales/en/translation.json", de: "content/locales/de/translation.json" } as const;

type Strings = Record<string, string>;

function read(file: string): Strings {
  return JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")) as Strings;
}

let cache: Record<"en" | "de", Strings> | undefined;

/** Both files, read once per process. */
const strings = () => (cache ??= { en: read(LOCALE_FILES.en), de: read(LOCALE_FILES.de) });

/** What is wrong with `de` next to `en`: a missing or extra key, an empty string, different placeholders. */
export function checkTranslation(en: Strings, de: Strings, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [key, value] of Object.entries(en)) {
    if (ENGLISH_ONLY_KEYS.includes(key)) {
      if (key in de)
        problems.push({ file, field: key, message: "the cookie notice stays in English on every page (spec §9): remove this key" });
      continue;
    }
    const german = de[key];
    if (german === undefined) problems.push({ file, field: key, message: `missing: the English text is "${value}"` });
    else if (!german.trim()) problems.push({ file, field: key, message: "empty" });
    else if (placeholders(german).join() !== placeholders(value).join())
      problems.push({ file, field: key, message: `expected the placeholders of "${value}"` });
  }
  for (const key of Object.keys(de)) if (!(key in en)) problems.push({ file, field: key, message: "no such key in the English strings" });
  // German as a German writes it (decision 041); the line is the key's line of the file.
  const lines = JSON.stringify(de, null, 2).split("\n");
  for (const [key, value] of Object.entries(de))
    for (const message of germanLineProblems(value)) {
      const line = lines.findIndex((l) => l.trimStart().startsWith(`${JSON.stringify(key)}:`));
      problems.push({ file, ...(line >= 0 ? { line: line + 1 } : {}), field: key, message });
    }
  return problems;
}

/** The translation nodes (spec §3), English and German, the German checked against the English. */
export function loadTranslations(problems: ContentProblem[]): TranslationNode[] {
  const { en, de } = strings();
  problems.push(...checkTranslation(en, de, LOCALE_FILES.de));
  problems.push(...checkStringsTypography(en, LOCALE_FILES.en, "en"), ...checkStringsTypography(de, LOCALE_FILES.de, "de"));
  return [
    { language: "en", ns: "translation", data: en },
    { language: "de", ns: "translation", data: de },
  ];
}

/** The form of a German noun phrase that the German UI string `key` puts in place of `{{name}}`:
 * the case its preposition governs ("Ausgestellt von {{issuer}}": the dative). */
export function phraseIn(key: string, name: string, forms: NounForms): string {
  const template = strings().de[key] ?? "";
  const at = template.search(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`));
  return forms[caseAfter(at >= 0 ? template.slice(0, at) : "")];
}

/** A UI string in a page's language, for text the build writes into pages (breadcrumbs,
 * listing titles, the marks on English links of German pages). */
export function uiString(lang: "en" | "de", key: string, vars: Record<string, UiValue | NounForms> = {}): string {
  const all = strings();
  const template = all[lang][key] ?? all.en[key];
  if (template === undefined) throw new Error(`no UI string ${key} in ${LOCALE_FILES.en}`);
  return fillDeclined(template, vars);
}

/** A UI string with its placeholders filled at build time: a German noun phrase goes in the case
 * the preposition before it governs ("Unser Projekt mit {{client}}": the dative). */
export function fillDeclined(template: string, vars: Record<string, UiValue | NounForms> = {}): string {
  return fillPlaceholders(template, vars, (value, before) => (isNounForms(value) ? value[caseAfter(before)] : String(value ?? "")));
}
