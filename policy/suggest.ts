// "Did you mean": up to three pages for an address that is not one. The same matcher serves the
// 404 page (in the Worker, per request) and `npm run redirects -- not-found` (suggested targets
// for the most frequent 404s). Its data is built at build time (the pages with their titles and
// languages, and the rules' source → target pairs); its work per request is bounded.
//
// Three kinds of evidence, combined as independent ones (docs/decisions/029-did-you-mean.md):
// - words: the address's words against each page's words (its path, its title, and the old
//   addresses rules send to it), weighed by how rare a word is, with typos and cut-off words
//   matching in part ("salesforc", "brant", "kontak"); a page scores by how much of the address
//   it explains, and how much of its own path the address explains;
// - patterns: what the rules do to an address (`/blog/<slug>` → `/company/news/<slug>`,
//   `/services/<x>-development` → `/<x>`), learned from the rules and applied to this one; an
//   outcome that is a page is strong evidence, more so the more rules show the pattern;
// - last segment: rules whose old address ends in the same segment send it to their target.
// Pages in the address's language come first where they are as good. Pure: no I/O, no packages.
import { caseKey, GERMAN_ROOT, hasFileExtension, languageOfPath, urlSlug, withoutTrailingSlash } from "./paths.ts";

export interface SuggestPage {
  path: string;
  title: string;
  lang: "en" | "de";
}

export interface SuggestIndex {
  pages: SuggestPage[];
  /** Rules whose target is a page: old address → page, the patterns suggestions learn from. */
  rules: Array<{ source: string; target: string }>;
}

export interface Suggestion {
  path: string;
  title: string;
}

/** Longer paths are not looked at: nothing of ours is that long, and the work stays bounded. */
export const MAX_SUGGEST_PATH = 256;
/** The words of an address that are looked at (its first ones). */
export const MAX_QUERY_WORDS = 16;
/** Pages scored per address at most; the pages and rules an index holds beyond these are not used. */
export const MAX_CANDIDATES = 2000;
/** The least score a page needs to be suggested (0 … 1): below it, a page is unrelated. */
export const MIN_SCORE = 0.3;

/** How much a word found in each part of a page counts, against one in its path. */
const FIELD_WEIGHT = { path: 1, title: 0.85, alias: 0.9 } as const;
type Field = keyof typeof FIELD_WEIGHT;
/** Words: the share of the score that needs the page's own path explained too. */
const PATH_COVER_SHARE = 0.35;
/** A page in the other language than the address's counts this much. */
const OTHER_LANGUAGE = 0.7;
/** A learned pattern that leads to a page: its evidence, from one rule showing it up to many. */
const PATTERN_BASE = 0.7;
const PATTERN_MAX = 0.95;
/** Words of one stem begin with at least this many same letters. */
const STEM_LETTERS = 4;
/** A rule whose old address ends in the same segment. */
const LAST_SEGMENT = 0.5;
/** A page the address lies under (not a home page): from none to many rules sending addresses
 * under it to it. */
const ANCESTOR_BASE = 0.3;
const ANCESTOR_MAX = 0.6;

interface Template {
  /** Source before and after the slot, target before and after it; all case keys. */
  sourceHead: string;
  sourceTail: string;
  targetHead: string;
  targetTail: string;
  support: number;
}

interface Prepared {
  pages: SuggestPage[];
  byKey: Map<string, number>;
  vocabulary: string[];
  wordIds: Map<string, number>;
  idf: number[];
  /** Per page: word id → the best field weight it has there. */
  weights: Array<Map<number, number>>;
  /** Per page: the word ids of its path (the language folder aside). */
  pathWords: number[][];
  /** Word id → pages having it. */
  postings: number[][];
  templates: Template[];
  /** Last segment of a rule's old address → its targets (page indexes) and how many rules. */
  lastSegments: Map<string, Map<number, number>>;
  /** Word ids by their length, and by their first four letters. */
  byLength: number[][];
  byStart: Map<string, number[]>;
  /** Page → how many rules send an address under it to it. */
  ancestorRules: Map<number, number>;
}

const prepared = new WeakMap<SuggestIndex, Prepared>();

/** An address or a title as words: lower case, German letters as addresses write them, other
 * accents dropped, split at anything not a letter or digit. */
export function wordsOf(text: string): string[] {
  return urlSlug(text).split("-").filter(Boolean);
}

/** A path's case key without a trailing slash, percent-escapes read where they can be. */
function keyOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  return caseKey(withoutTrailingSlash(decoded));
}

/** The segments of a path key, the language folder of a German path dropped. */
function segmentsOf(key: string): string[] {
  const segments = key.split("/").filter(Boolean);
  return segments[0] === "de" ? segments.slice(1) : segments;
}

/** Words of a path as a page's document holds them: each segment's words, its adjacent words
 * joined ("e-commerce" also as "ecommerce") and its initials ("virtual-reality" also as "vr"). */
function pathTermsOf(key: string): string[] {
  const out: string[] = [];
  for (const segment of segmentsOf(key)) {
    const words = wordsOf(segment);
    out.push(...words);
    for (let i = 1; i < words.length; i++) out.push(`${words[i - 1]}${words[i]}`);
    if (words.length >= 2 && words.length <= 4) out.push(words.map((w) => w[0]).join(""));
  }
  return out;
}

function prepare(index: SuggestIndex): Prepared {
  const pages = index.pages.slice(0, MAX_CANDIDATES);
  const byKey = new Map(pages.map((p, i) => [keyOf(p.path), i]));
  const vocabulary: string[] = [];
  const wordIds = new Map<string, number>();
  const idOf = (word: string) => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      vocabulary.push(word);
      wordIds.set(word, id);
    }
    return id;
  };
  const weights = pages.map(() => new Map<number, number>());
  const add = (page: number, words: string[], field: Field) => {
    const map = weights[page] as Map<number, number>;
    for (const word of words) {
      if (word.length < 2) continue;
      const id = idOf(word);
      map.set(id, Math.max(map.get(id) ?? 0, FIELD_WEIGHT[field]));
    }
  };
  const pathWords = pages.map((p, i) => {
    const key = keyOf(p.path);
    add(i, pathTermsOf(key), "path");
    add(i, wordsOf(p.title), "title");
    const words = segmentsOf(key).flatMap(wordsOf);
    return [...new Set(words.filter((w) => w.length >= 2).map(idOf))];
  });

  const templates = new Map<string, Template>();
  const lastSegments = new Map<string, Map<number, number>>();
  const ancestorRules = new Map<number, number>();
  for (const rule of index.rules.slice(0, MAX_CANDIDATES)) {
    const target = byKey.get(keyOf(rule.target));
    if (target === undefined) continue;
    const source = keyOf(rule.source);
    add(target, pathTermsOf(source), "alias");
    if (source.startsWith(`${keyOf(rule.target)}/`)) ancestorRules.set(target, (ancestorRules.get(target) ?? 0) + 1);
    const last = source.slice(source.lastIndexOf("/") + 1);
    if (last && last !== "de") {
      const targets = lastSegments.get(last) ?? new Map<number, number>();
      targets.set(target, (targets.get(target) ?? 0) + 1);
      lastSegments.set(last, targets);
    }
    const template = templateOf(source, keyOf(rule.target));
    if (template) {
      const id = `${template.sourceHead}\u0000${template.sourceTail}\u0000${template.targetHead}\u0000${template.targetTail}`;
      const known = templates.get(id);
      if (known) known.support++;
      else templates.set(id, { ...template, support: 1 });
    }
  }

  const postings: number[][] = vocabulary.map(() => []);
  weights.forEach((map, page) => {
    for (const id of map.keys()) postings[id]?.push(page);
  });
  const byLength: number[][] = [];
  const byStart = new Map<string, number[]>();
  vocabulary.forEach((word, id) => {
    (byLength[word.length] ??= []).push(id);
    if (word.length < STEM_LETTERS) return;
    const start = word.slice(0, STEM_LETTERS);
    const ids = byStart.get(start) ?? [];
    ids.push(id);
    byStart.set(start, ids);
  });
  const n = pages.length;
  const idf = postings.map((list) => Math.log(1 + n / Math.max(1, list.length)));
  return {
    pages,
    byKey,
    vocabulary,
    wordIds,
    idf,
    weights,
    pathWords,
    postings,
    templates: [...templates.values()],
    lastSegments,
    ancestorRules,
    byLength,
    byStart,
  };
}

/** Where a path's words start and end: [start, end) of each word in `key`. */
function wordSpans(key: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= key.length; i++) {
    const c = key.charCodeAt(i);
    const isWordChar = i < key.length && ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127);
    if (isWordChar && start < 0) start = i;
    else if (!isWordChar && start >= 0) {
      spans.push([start, i]);
      start = -1;
    }
  }
  return spans;
}

/**
 * The pattern a rule shows: the longest run of whole words the source and target share is the
 * slot, what stands around it on either side is the pattern (`/blog/a-b` → `/news/a-b` gives
 * `/blog/…` → `/news/…`). None when they share no word.
 */
export function templateOf(source: string, target: string): Omit<Template, "support"> | undefined {
  const s = wordSpans(source);
  const t = wordSpans(target);
  const word = (key: string, span: [number, number]) => key.slice(span[0], span[1]);
  let best = { length: 0, si: 0, ti: 0 };
  for (let i = 0; i < s.length; i++) {
    for (let j = 0; j < t.length; j++) {
      let k = 0;
      while (i + k < s.length && j + k < t.length && word(source, s[i + k]!) === word(target, t[j + k]!)) k++;
      if (k > best.length) best = { length: k, si: i, ti: j };
    }
  }
  if (!best.length) return undefined;
  const sFrom = s[best.si]![0];
  const sTo = s[best.si + best.length - 1]![1];
  const tFrom = t[best.ti]![0];
  const tTo = t[best.ti + best.length - 1]![1];
  // The slot's text must be the same in both (separators inside it included).
  if (source.slice(sFrom, sTo) !== target.slice(tFrom, tTo)) return undefined;
  return {
    sourceHead: source.slice(0, sFrom),
    sourceTail: source.slice(sTo),
    targetHead: target.slice(0, tFrom),
    targetTail: target.slice(tTo),
  };
}

/** Two rows of the distance table, reused by every call (grown when a word is longer). */
let rows = [new Int32Array(64), new Int32Array(64)] as const;

/** Levenshtein distance, or `max + 1` once it is known to exceed `max`: only the band of the
 * table within `max` of its diagonal is filled. */
function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  const over = max + 1;
  if (Math.abs(n - m) > max) return over;
  if (rows[0].length < m + 2) rows = [new Int32Array(m + 2), new Int32Array(m + 2)];
  let [previous, row] = rows;
  for (let j = 0; j <= m; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    row[from - 1] = from === 1 ? Math.min(i, over) : over;
    let best = over;
    const letter = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const value = Math.min(
        (previous[j - 1] as number) + (letter === b.charCodeAt(j - 1) ? 0 : 1),
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        over,
      );
      row[j] = value;
      if (value < best) best = value;
    }
    if (to < m) row[to + 1] = over;
    if (best >= over) return over;
    [previous, row] = [row, previous];
  }
  return previous[m] as number;
}

/** How alike two words are, 0 … 1: the same word 1; words of one stem (a common beginning of at
 * least four letters and three quarters of the shorter word: "salesforc", "financial" and
 * "finance") or a typo (one edit in up to five letters, two in longer words) in between. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let best = 0;
  let common = 0;
  while (common < short.length && short.charCodeAt(common) === long.charCodeAt(common)) common++;
  if (common >= STEM_LETTERS && common >= 0.75 * short.length) best = 0.6 + 0.3 * (common / long.length);
  if (short.length >= 3) {
    const max = long.length <= 5 ? 1 : 2;
    const d = boundedDistance(a, b, max);
    if (d <= max) best = Math.max(best, 1 - d / long.length - 0.05);
  }
  return best;
}

/** The words of the index like `word` (itself included), each with how alike. */
function similarWords(word: string, p: Prepared): Array<[number, number]> {
  const exact = p.wordIds.get(word);
  const found = new Map<number, number>(exact === undefined ? [] : [[exact, 1]]);
  if (word.length < 3) return [...found];
  // Only words that can be alike are compared: those of the same first four letters (a stem),
  // and those of a length within the edits a typo may have.
  const edits = word.length <= 5 ? 1 : 2;
  const alike = [p.byStart.get(word.slice(0, STEM_LETTERS)) ?? []];
  for (let length = word.length - edits; length <= word.length + edits; length++) alike.push(p.byLength[length] ?? []);
  for (const ids of alike)
    for (const id of ids) {
      if (found.has(id)) continue;
      const similarity = wordSimilarity(word, p.vocabulary[id] ?? "");
      if (similarity > 0) found.set(id, similarity);
    }
  return [...found];
}

/** What an address's words can be looked up as: a word, two neighbours joined ("e-commerce" as
 * "ecommerce") or a segment's initials ("artificial-intelligence" as "ai"), and which of the
 * address's words (indexes) each stands for. */
function termsOf(words: Array<{ word: string; segment: number }>): Map<string, number[]> {
  const terms = new Map<string, number[]>();
  const add = (text: string, covers: number[]) => {
    if (text.length < 2) return;
    const known = terms.get(text);
    if (known) known.push(...covers);
    else terms.set(text, covers);
  };
  words.forEach(({ word, segment }, i) => {
    add(word, [i]);
    const next = words[i + 1];
    if (next && next.segment === segment) add(`${word}${next.word}`, [i, i + 1]);
    const previous = words[i - 1];
    if (previous?.segment !== segment) {
      let end = i;
      while (words[end + 1]?.segment === segment) end++;
      const span = end - i + 1;
      if (span >= 2 && span <= 4)
        add(
          words
            .slice(i, end + 1)
            .map((w) => w.word[0])
            .join(""),
          Array.from({ length: span }, (_, k) => i + k),
        );
    }
  });
  return terms;
}

/** How much each page explains of the address's words (weighed by rarity), times how much of its
 * own path the address explains: per page, 0 … 1. */
function wordScores(key: string, p: Prepared): Map<number, number> {
  const words = segmentsOf(key)
    .flatMap((segment, i) => wordsOf(segment).map((word) => ({ word, segment: i })))
    .slice(0, MAX_QUERY_WORDS);
  const unknownIdf = Math.log(1 + p.pages.length / 2);
  const seen = new Set<string>();
  // A word counts once, however often the address repeats it. A single letter is matched only
  // within a term (joined or initials), and counts half an unknown word.
  const weights = words.map(({ word }) => {
    if (seen.has(word)) return 0;
    seen.add(word);
    if (word.length < 2) return unknownIdf / 2;
    const id = p.wordIds.get(word);
    return id === undefined ? unknownIdf : (p.idf[id] ?? unknownIdf);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const scores = new Map<number, number>();
  if (!total) return scores;
  // Per term: how well each page matches it; and how alike each word of the index is to a term.
  const matches: Array<{ covers: number[]; pages: Map<number, number> }> = [];
  const likeness = new Map<number, number>();
  for (const [text, covers] of termsOf(words)) {
    const pages = new Map<number, number>();
    for (const [id, similarity] of similarWords(text, p)) {
      if (similarity > (likeness.get(id) ?? 0)) likeness.set(id, similarity);
      for (const page of p.postings[id] ?? []) {
        const score = similarity * (p.weights[page]?.get(id) ?? 0);
        if (score > (pages.get(page) ?? 0)) pages.set(page, score);
      }
    }
    matches.push({ covers, pages });
  }
  const candidates = new Set<number>();
  for (const { pages } of matches) for (const page of pages.keys()) candidates.add(page);
  let scored = 0;
  const best = words.map(() => 0);
  for (const page of candidates) {
    if (scored++ >= MAX_CANDIDATES) break;
    best.fill(0);
    for (const { covers, pages } of matches) {
      const score = pages.get(page) ?? 0;
      if (score) for (const i of covers) if (score > (best[i] ?? 0)) best[i] = score;
    }
    const explained = best.reduce((sum, score, i) => sum + score * (weights[i] ?? 0), 0);
    let pathTotal = 0;
    let pathExplained = 0;
    for (const id of p.pathWords[page] ?? []) {
      const weight = p.idf[id] ?? 0;
      pathTotal += weight;
      pathExplained += weight * (likeness.get(id) ?? 0);
    }
    const pathCover = pathTotal ? pathExplained / pathTotal : 0;
    scores.set(page, (explained / total) * (1 - PATH_COVER_SHARE + PATH_COVER_SHARE * pathCover));
  }
  return scores;
}

/** Pages the learned patterns lead to from `key`, with the evidence of each. */
function patternScores(key: string, p: Prepared): Map<number, number> {
  const scores = new Map<number, number>();
  for (const t of p.templates) {
    if (key.length <= t.sourceHead.length + t.sourceTail.length) continue;
    if (!key.startsWith(t.sourceHead) || !key.endsWith(t.sourceTail)) continue;
    const slot = key.slice(t.sourceHead.length, key.length - t.sourceTail.length);
    const page = p.byKey.get(`${t.targetHead}${slot}${t.targetTail}`);
    if (page === undefined) continue;
    const score = support(PATTERN_BASE, PATTERN_MAX, t.support - 1);
    if (score > (scores.get(page) ?? 0)) scores.set(page, score);
  }
  return scores;
}

/** From none to many: how strong the evidence of something `count` rules show is, base … max. */
const support = (base: number, max: number, count: number) => base + (max - base) * (1 - 1 / (1 + count / 2));

/** The pages `key` lies under, home pages aside, each with the evidence of the rules that send
 * addresses under it to it. */
function ancestorScores(key: string, p: Prepared): Map<number, number> {
  const scores = new Map<number, number>();
  for (let cut = key.lastIndexOf("/"); cut > 0; cut = key.lastIndexOf("/", cut - 1)) {
    const ancestor = key.slice(0, cut);
    const page = p.byKey.get(ancestor);
    if (page === undefined || ancestor === GERMAN_ROOT) continue;
    scores.set(page, support(ANCESTOR_BASE, ANCESTOR_MAX, p.ancestorRules.get(page) ?? 0));
  }
  return scores;
}

/** Up to `limit` pages for `path`, best first, in the path's language where it has pages. */
export function suggest(path: string, index: SuggestIndex, limit = 3): Suggestion[] {
  // A file (/wp-login.php, /favicon.ico) is no page anyone meant: no suggestion.
  if (!path || path.length > MAX_SUGGEST_PATH || limit < 1 || hasFileExtension(path)) return [];
  let p = prepared.get(index);
  if (!p) {
    p = prepare(index);
    prepared.set(index, p);
  }
  const key = keyOf(path);
  const lang = languageOfPath(key);
  const evidence = new Map<number, number[]>();
  const note = (scores: Map<number, number>) => {
    for (const [page, score] of scores) {
      const list = evidence.get(page) ?? [];
      list.push(score);
      evidence.set(page, list);
    }
  };
  note(wordScores(key, p));
  note(patternScores(key, p));
  note(ancestorScores(key, p));
  const last = key.slice(key.lastIndexOf("/") + 1);
  const targets = last ? p.lastSegments.get(last) : undefined;
  if (targets) note(new Map([...targets.keys()].map((page) => [page, LAST_SEGMENT])));

  const self = p.byKey.get(key);
  const ranked: Array<{ page: number; score: number }> = [];
  for (const [page, list] of evidence) {
    if (page === self) continue;
    const combined = 1 - list.reduce((rest, score) => rest * (1 - score), 1);
    const score = combined * (p.pages[page]?.lang === lang ? 1 : OTHER_LANGUAGE);
    if (score >= MIN_SCORE) ranked.push({ page, score });
  }
  ranked.sort((a, b) => b.score - a.score || (p.pages[a.page]?.path.length ?? 0) - (p.pages[b.page]?.path.length ?? 0) || a.page - b.page);
  return ranked.slice(0, limit).flatMap(({ page }) => {
    const found = p.pages[page];
    return found ? [{ path: found.path, title: found.title }] : [];
  });
}
