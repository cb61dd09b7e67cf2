// npm run bench:suggest — how well "did you mean" (policy/suggest.ts) finds the page an old
// address meant, measured on the real site's own redirect rules. Each rule whose target is a
// page is hidden in turn (with its letter-case and trailing-slash twins, which would answer the
// same request before any 404); the matcher is asked for three pages for its source, with every
// other rule as patterns to learn from. Prints how often the rule's target comes first and how
// often it is among the three, the same for a trivial baseline (the page sharing the longest
// path prefix), the time per query and the size of the index. Fails when the matcher finds the
// target among three for fewer than 80 % of the rules (docs/decisions/029-did-you-mean.md), or
// not more often than the baseline. `--misses` lists the rules whose target was not among three.
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { loadSite } from "../../content/lib/load.ts";
import { caseKey, withoutTrailingSlash } from "../../policy/paths.ts";
import { suggest, type SuggestIndex } from "../../policy/suggest.ts";
import { readRules } from "../build/redirect-map.ts";
import { suggestIndexOf } from "../build/suggest-index.ts";
import { CONTENT_ROOT, PUBLIC_DIR, ROOT } from "../lib/run.ts";

/** The bar: the share of hidden rules whose target is among the three suggestions. */
const MIN_TOP3_SHARE = 0.8;
const LIMIT = 3;
const ROUNDS = 3;

const { values } = parseArgs({ options: { misses: { type: "boolean", default: false } } });

const segmentsOf = (path: string) => caseKey(withoutTrailingSlash(path)).split("/").filter(Boolean);

/** The baseline: pages by the number of leading whole segments they share with `path`, ties by
 * the shorter page path, then by path. */
function longestPrefixPages(path: string, pages: readonly string[], limit: number): string[] {
  const query = segmentsOf(path);
  const shared = (page: string) => {
    const segments = segmentsOf(page);
    let n = 0;
    while (n < query.length && n < segments.length && query[n] === segments[n]) n++;
    return n;
  };
  return pages
    .map((page) => ({ page, shared: shared(page) }))
    .sort((a, b) => b.shared - a.shared || a.page.length - b.page.length || a.page.localeCompare(b.page))
    .slice(0, limit)
    .map((s) => s.page);
}

interface Tally {
  top1: number;
  top3: number;
}
const share = (n: number, of: number) => (of ? n / of : 0);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

// The index the build makes for the Worker (scripts/build/suggest-index.ts), from the real site and rules.
const fullIndex: SuggestIndex = suggestIndexOf(loadSite(CONTENT_ROOT, PUBLIC_DIR).pages, readRules(join(ROOT, "redirects")).rules);
const { pages, rules } = fullIndex;
const pagePaths = pages.map((p) => p.path);
const twinKey = (source: string) => caseKey(withoutTrailingSlash(source));

const matcher: Tally = { top1: 0, top3: 0 };
const baseline: Tally = { top1: 0, top3: 0 };
const misses: string[] = [];
/** Each query's time, the least of ROUNDS runs (other work on the machine only adds). */
const cold = rules.map(() => Infinity);
const warm = rules.map(() => Infinity);
for (let round = 0; round < ROUNDS; round++) {
  rules.forEach((rule, i) => {
    const hidden = twinKey(rule.source);
    const index: SuggestIndex = { pages, rules: rules.filter((r) => twinKey(r.source) !== hidden) };
    const start = performance.now();
    const found = suggest(rule.source, index, LIMIT).map((s) => s.path);
    cold[i] = Math.min(cold[i] ?? Infinity, performance.now() - start);
    if (round > 0) return;
    if (found[0] === rule.target) matcher.top1++;
    if (found.includes(rule.target)) matcher.top3++;
    else misses.push(`  ${rule.source} → ${rule.target}: ${found.join(", ") || "(nothing)"}`);
    const near = longestPrefixPages(rule.source, pagePaths, LIMIT);
    if (near[0] === rule.target) baseline.top1++;
    if (near.includes(rule.target)) baseline.top3++;
  });
  // The Worker keeps one index for every request: the same queries against one index, prepared
  // by the first call.
  suggest("/", fullIndex, LIMIT);
  rules.forEach((rule, i) => {
    const start = performance.now();
    suggest(rule.source, fullIndex, LIMIT);
    warm[i] = Math.min(warm[i] ?? Infinity, performance.now() - start);
  });
}

const n = rules.length;
const ms = (list: number[]) =>
  `mean ${(list.reduce((a, b) => a + b, 0) / Math.max(1, list.length)).toFixed(3)} ms, worst ${Math.max(0, ...list).toFixed(3)} ms`;
const indexBytes = Buffer.byteLength(JSON.stringify(fullIndex));
const top3 = share(matcher.top3, n);
const baselineTop3 = share(baseline.top3, n);

console.log(`rules evaluated: ${n} (of ${pages.length} pages; each hidden with its case and slash twins)`);
console.log(`matcher:  top-1 ${pct(share(matcher.top1, n))}, top-3 ${pct(top3)} (${matcher.top3}/${n})`);
console.log(`baseline: top-1 ${pct(share(baseline.top1, n))}, top-3 ${pct(baselineTop3)} (longest shared path prefix)`);
console.log(`time per query, index prepared in the call (each query has its own index): ${ms(cold)}`);
console.log(`time per query, one index prepared before: ${ms(warm)} (each the least of ${ROUNDS} runs)`);
console.log(`index: ${indexBytes.toLocaleString("en")} bytes of JSON (${pages.length} pages, ${rules.length} rules)`);
if (values.misses && misses.length) console.log(`not among ${LIMIT}:\n${misses.join("\n")}`);

if (top3 < MIN_TOP3_SHARE || top3 <= baselineTop3) {
  console.error(
    `FAIL: the matcher's top-3 share ${pct(top3)} must be at least ${pct(MIN_TOP3_SHARE)} and above the baseline's ${pct(baselineTop3)}`,
  );
  process.exit(1);
}
