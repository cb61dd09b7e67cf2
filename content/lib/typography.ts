// The typography of text a reader sees (decision 040): a dash between words is an en dash
// ("Berlin – Odoo rollouts", "2019–2023"), never a hyphen with spaces; quotation marks are the
// page language's: „…“ and ‚…‘ in German, “…” and ‘…’ in English. One home for the rules: the
// content check reads the sources with them, the content tests the built pages.
import type { ContentProblem } from "./errors.ts";

/** A hyphen standing as a dash between two words: "in Berlin - Odoo rollouts". */
export const SPACED_HYPHEN = /(?<=\S)[ \u00A0]-[ \u00A0](?=\S)/;
/** A range of years written with a hyphen: "2019-2023" (a date such as 2026-01-31 is none). */
export const YEAR_RANGE_HYPHEN = /(?<![\w.-])((?:19|20)\d\d)-((?:19|20)\d\d)(?![\w-])/;

/** Quotation marks that are not the language's: in German, straight and English double quotes
 * (an opening “ before a word, any ”); in English, German low quotes and straight double quotes
 * (a typewriter's mark, not a quotation mark: “…”). */
const FOREIGN_QUOTES: Record<"en" | "de", RegExp> = {
  de: /"|”|(?<=^|[\s([/–—])[“‘](?=[\p{L}\p{N}])/u,
  en: /[„‚"]/,
};

/** What the quote marks of a text say about it: a message when they are the other language's. */
export function foreignQuote(text: string, lang: "en" | "de"): string | undefined {
  const match = FOREIGN_QUOTES[lang].exec(text);
  if (!match) return undefined;
  const around = text.slice(Math.max(0, match.index - 20), match.index + 20).replace(/\s+/g, " ");
  return lang === "de"
    ? `German text quotes with „…“ (and ‚…‘), not ${match[0]}: "…${around}…"`
    : `English text quotes with “…” (and ‘…’), not ${match[0]}: "…${around}…"`;
}

/** What is wrong with the dashes of a text: a message, or undefined. */
export function hyphenAsDash(text: string): string | undefined {
  const spaced = SPACED_HYPHEN.exec(text);
  if (spaced) {
    const around = text.slice(Math.max(0, spaced.index - 20), spaced.index + 22).replace(/\s+/g, " ");
    return `a dash between words is an en dash with spaces (" – "), not a hyphen: "…${around}…"`;
  }
  const range = YEAR_RANGE_HYPHEN.exec(text);
  if (range) return `a range of years takes an en dash: "${range[1]}–${range[2]}", not "${range[0]}"`;
  return undefined;
}

/** A line of a content file without what is no prose: code spans, addresses, HTML tags, list
 * markers of Markdown and YAML ("- ", "- - "), a table's rule row, and a YAML key. */
function proseOf(line: string): string {
  if (/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/.test(line)) return "";
  return line
    .replace(/`[^`]*`/g, "")
    .replace(/\bhttps?:\/\/\S+/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/^\s*(?:[-*+]\s+)+/, "")
    .replace(/^\s*(?:[\w.-]+:\s+)?(?:-\s+)*/, "");
}

/** Problems of a content file's text (Markdown with front matter, or YAML), by line: dashes in
 * every language; quotes by the file's language when it has one (site.yaml holds both). Straight
 * double quotes count in the Markdown body only, where they cannot be YAML's. Fenced code is
 * left out. */
export function checkTypography(text: string, file: string, lang: "en" | "de" | undefined, problems: ContentProblem[]): void {
  const lines = text.split("\n");
  const frontMatterEnd = text.startsWith("---") ? lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l)) : -1;
  // A file with no Markdown body is YAML throughout.
  const bodyStart = frontMatterEnd >= 0 ? frontMatterEnd + 1 : file.endsWith(".md") ? 0 : lines.length;
  let code = false;
  lines.forEach((raw, i) => {
    if (/^\s*```/.test(raw)) code = !code;
    if (code) return;
    const line = proseOf(raw);
    const dash = hyphenAsDash(line);
    if (dash) problems.push({ file, line: i + 1, message: dash });
    const quote = lang && foreignQuote(i < bodyStart ? line.replace(/"/g, "") : line, lang);
    if (quote) problems.push({ file, line: i + 1, message: quote });
  });
}

/** Problems of UI strings (key → text) in one language. */
export function checkStringsTypography(strings: Record<string, string>, file: string, lang: "en" | "de"): ContentProblem[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    [hyphenAsDash(value), foreignQuote(value, lang)].flatMap((message) => (message ? [{ file, field: key, message }] : [])),
  );
}
