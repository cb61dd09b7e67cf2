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

/**
 * `text` (plain text, no markup) with soft hyphens in its long German words; addresses, e-mail
 * addresses, words with digits and the names in `whole` (letter case aside, also as a part of
 * a compound such as "Salesforce-Partner") are left alone.
 */
export function hyphenateGerman(text: string, whole: ReadonlySet<string> = new Set(), minWordLength = TEXT_MIN_LENGTH): string {
  // A word, or an address such as northfold.example or de/kontakt: punctuation joins parts
  // only inside it, so the full stop after a sentence's last word is not part of the word.
  return text.replace(/[\p{L}\p{N}@_-]+(?:[./:][\p{L}\p{N}@_-]+)*/gu, (word) =>
    word.length < minWordLength || /[\d@/:_.]/.test(word)
      ? word
      : word
          .split("-")
          .map((part) =>
            whole.has(part.toLocaleLowerCase("de")) || part.length < minWordLength ? part : hyphenateSync(part, { minWordLength }),
          )
          .join("-"),
  );
}

/**
 * German soft hyphens as the Markdown renderer and the block fields take them: running text
 * only. Headings keep their words whole: they are set large, where a break inside a word reads
 * as a mistake ("Beschäftig-te"), and no German dictionary hyphenates them in the browser.
 */
export function germanHyphenation(names: Iterable<string>): { text: (text: string) => string; heading: (text: string) => string } {
  const whole = new Set([...names].map((n) => n.toLocaleLowerCase("de")));
  return { text: (text) => hyphenateGerman(text, whole), heading: (text) => text };
}
