// German soft hyphens, inserted at build time. Chromium on Linux ships no hyphenation
// dictionary for German, so `hyphens: auto` alone leaves long compounds such as
// "Anwendungsentwicklung" overflowing a 375 px column; soft hyphens (U+00AD) work everywhere
// and stay invisible unless a line breaks there.
import { createRequire } from "node:module";

// The package is CommonJS with directory entry points, which ESM cannot import by name.
const { hyphenateSync } = createRequire(import.meta.url)("hyphen/de") as typeof import("hyphen/de");

export const SOFT_HYPHEN = "\u00AD";

/** Running text: words of ten letters or more may break ("Kandidaten", "Datenmigration"). */
const TEXT_MIN_LENGTH = 10;
/** Headings break only long compounds ("Anwendungsentwicklung"), never a name like "Salesforce". */
const HEADING_MIN_LENGTH = 14;

/** `text` (plain text, no markup) with soft hyphens in its long German words; addresses,
 * e-mail addresses and words with digits are left alone. */
export function hyphenateGerman(text: string, minWordLength = TEXT_MIN_LENGTH): string {
  // A word, or an address such as northfold.example or de/kontakt: punctuation joins parts
  // only inside it, so the full stop after a sentence's last word is not part of the word.
  return text.replace(/[\p{L}\p{N}@_-]+(?:[./:][\p{L}\p{N}@_-]+)*/gu, (word) =>
    word.length < minWordLength || /[\d@/:_.]/.test(word) ? word : hyphenateSync(word, { minWordLength }),
  );
}

/** The same for headings: only the longest words. */
export const hyphenateGermanHeading = (text: string) => hyphenateGerman(text, HEADING_MIN_LENGTH);

/** Both, as the Markdown renderer takes them. */
export const GERMAN_HYPHENATION = { text: hyphenateGerman, heading: hyphenateGermanHeading };
