// The pages nearest to a path that is not one: for "did you mean" suggestions (a redirect
// target that is not a page). Pure: the caller supplies the page paths. Nearness is the edit
// distance between the paths' words (segments split at "/", "-" and "_"), with whole words
// weighed above letters, so /crm/salesforce-consulting finds /crm/salesforce before /crm/sales.
import { caseKey, withoutTrailingSlash } from "./paths.ts";

const wordsOf = (path: string): string[] =>
  caseKey(withoutTrailingSlash(path))
    .split(/[/_-]+/)
    .filter(Boolean);

/** Levenshtein distance between two strings (or two word lists). */
function distance<T>(a: ArrayLike<T>, b: ArrayLike<T>, cost: (x: T, y: T) => number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost(a[i - 1] as T, b[j - 1] as T));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** How different two words are, from 0 (the same) to 1 (nothing in common). */
const wordCost = (x: string, y: string): number =>
  x === y ? 0 : Math.min(1, distance(x, y, (p, q) => (p === q ? 0 : 1)) / Math.max(x.length, y.length));

/**
 * Up to `limit` pages nearest to `path`, nearest first. A page counts only
 * when at most half of the path's words differ from it, so an unrelated page is never suggested.
 */
export function nearestPages(path: string, pages: Iterable<string>, limit = 3): string[] {
  const words = wordsOf(path);
  if (!words.length) return [];
  const scored: Array<{ page: string; score: number; shared: number }> = [];
  for (const page of pages) {
    const other = wordsOf(page);
    const score = distance(words, other, wordCost);
    const shared = words.filter((w) => other.includes(w)).length;
    if (score <= Math.max(words.length, other.length) / 2) scored.push({ page, score, shared });
  }
  // Equally near: the page sharing more whole words first, then path order.
  return scored
    .sort((a, b) => a.score - b.score || b.shared - a.shared || a.page.localeCompare(b.page))
    .slice(0, limit)
    .map((s) => s.page);
}
