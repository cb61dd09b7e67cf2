// The passage a search result shows, cut from the page's indexed text. Pagefind's own excerpt
// is HTML in which only `<` and `>` are escaped, so it cannot tell a `<` on the page from the
// text `&lt;`; the indexed text and the word positions of the matches say exactly what the
// page says, and React writes it as text.

/** Words an excerpt shows, as many as Pagefind's own. */
export const EXCERPT_WORDS = 30;

/**
 * About `length` words of `content` around the first match: `content` split into words as
 * Pagefind counts them (at whitespace), `locations` the indexes of the words that match.
 * Returns the passage in parts, text and matches taking turns: the parts at odd indexes are
 * the matched words.
 */
export function excerptOf(content: string, locations: readonly number[], length = EXCERPT_WORDS): string[] {
  const words = content.split(/\s+/);
  const first = locations.length ? Math.min(...locations) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 2), words.length - length));
  const matches = new Set(locations);
  const parts = [""];
  words.slice(start, start + length).forEach((word, n) => {
    const space = n ? " " : "";
    if (matches.has(start + n)) parts.push(`${parts.pop()}${space}`, word, "");
    else parts.push(`${parts.pop()}${space}${word}`);
  });
  return parts;
}
