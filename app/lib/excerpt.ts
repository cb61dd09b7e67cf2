// The passage a search result shows, cut from the page's indexed text. Pagefind's own excerpt
// is HTML in which only `<` and `>` are escaped, so it cannot tell a `<` on the page from the
// text `&lt;`; the indexed text and the word positions of the matches say exactly what the
// page says, and React writes it as text.

/** Words an excerpt shows, as many as Pagefind's own. */
export const EXCERPT_WORDS = 30;

/**
 * Where the window of `length` words shows most of what was searched for: the most different
 * matched words (a page matching "quell crm" shows the sentence with both, not the first
 * "CRM"), then the most matches, then the earliest.
 */
function bestCentre(words: readonly string[], locations: readonly number[], length: number): number {
  const sorted = [...locations].sort((a, b) => a - b);
  let best = { centre: sorted[0] ?? 0, distinct: 0, count: 0 };
  for (const centre of sorted) {
    const inside = sorted.filter((l) => l >= centre - Math.floor(length / 2) && l < centre + Math.ceil(length / 2));
    const distinct = new Set(inside.map((l) => (words[l] ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))).size;
    if (distinct > best.distinct || (distinct === best.distinct && inside.length > best.count))
      best = { centre, distinct, count: inside.length };
  }
  return best.centre;
}

/**
 * About `length` words of `content` around its best matches (bestCentre): `content` split into words as
 * Pagefind counts them (at whitespace), `locations` the indexes of the words that match.
 * Returns the passage in parts, text and matches taking turns: the parts at odd indexes are
 * the matched words.
 */
export function excerptOf(content: string, locations: readonly number[], length = EXCERPT_WORDS): string[] {
  const words = content.split(/\s+/);
  const centre = bestCentre(words, locations, length);
  const start = Math.max(0, Math.min(centre - Math.floor(length / 2), words.length - length));
  const matches = new Set(locations);
  const parts = [""];
  words.slice(start, start + length).forEach((word, n) => {
    const space = n ? " " : "";
    if (matches.has(start + n)) parts.push(`${parts.pop()}${space}`, word, "");
    else parts.push(`${parts.pop()}${space}${word}`);
  });
  return parts;
}
