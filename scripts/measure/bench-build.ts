// npm run bench:build [-- --pages N --runs R]: what the build costs per page. Builds a copy of the
// site's content as it is and with N generated articles laid in (scripts/measure/bench-pages.ts), R
// times each in turn (default 3), and prints each stage's median time and the cost per extra
// 1,000 pages: the median of the R differences between a build and the one with the extra pages
// right after it, so that the machine's drift from minute to minute falls on both. The
// generated article's HTML (gzip) is printed too. Issue target: ≤ 3 s per extra 1,000 pages;
// the benchmark article ≤ 4.5 KB gzip. Both fail the run when exceeded.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { htmlFileOf } from "../../policy/files.ts";
import { benchArticle, benchPagePath } from "./bench-pages.ts";
import { median } from "./median.ts";
import { ROOT, toolEnv } from "../lib/run.ts";
import { trashEmptied } from "../lib/trash.ts";

const BUDGET_SECONDS_PER_1000 = 3;
const BUDGET_ARTICLE_HTML_GZIP_KB = 4.5;

const { values } = parseArgs({ options: { pages: { type: "string", default: "3000" }, runs: { type: "string", default: "3" } } });
const extra = Number(values.pages);
const runs = Number(values.runs);
for (const [name, value, n] of [
  ["pages", values.pages, extra],
  ["runs", values.runs, runs],
] as const) {
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number of at least 1, not ${value}`);
    process.exit(2);
  }
}

const WORK = "build-bench";
rmSync(join(ROOT, WORK), { recursive: true, force: true });

/** A copy of the site's content and redirects, with `pages` generated articles laid in. */
function contentCopy(name: string, pages: number): string {
  const root = join(WORK, `${name}-content`);
  for (const dir of ["content/pages", "content/locales", "redirects"]) cpSync(join(ROOT, dir), join(ROOT, root, dir), { recursive: true });
  cpSync(join(ROOT, "content/site.yaml"), join(ROOT, root, "content/site.yaml"));
  const dir = join(ROOT, root, "content/pages/node");
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= pages; n++) writeFileSync(join(dir, `bench-${n}.md`), benchArticle(n, pages));
  return root;
}

interface Run {
  total: number;
  stages: Map<string, number>;
  pages: number;
}

const contents = { base: contentCopy("base", 0), extra: contentCopy("extra", extra) };

async function build(name: keyof typeof contents, run: number): Promise<Run> {
  const buildDir = join(WORK, `${name}-out`);
  // Each build starts once the previous one's files are deleted (scripts/lib/trash.ts): deleting
  // them slows the build that runs meanwhile.
  if (!(await trashEmptied())) console.warn("  the previous build's files are still being deleted: this run may be slower");
  console.log(`Building ${name === "base" ? "the site" : `the site with ${extra} generated pages`}, run ${run} of ${runs}…`);
  const started = performance.now();
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/build/build.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...toolEnv, CONTENT_ROOT: contents[name], BUILD_DIR: buildDir },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const total = (performance.now() - started) / 1000;
  if (built.status !== 0) {
    console.error(built.stdout, built.stderr);
    throw new Error(`the ${name} build failed with exit code ${built.status}`);
  }
  const stages = new Map<string, number>();
  for (const m of built.stdout.matchAll(/^\s*✓ (.+) \(([\d.]+) s\)$/gm)) stages.set(m[1] ?? "", Number(m[2]));
  const count = /Built (\d+) pages/.exec(built.stdout);
  return { total, stages, pages: Number(count?.[1] ?? 0) };
}

/** The median of each stage's and the whole build's times over `all`. */
function medianRun(all: Run[]): Run {
  const stages = new Map<string, number>();
  for (const stage of all[0]?.stages.keys() ?? []) stages.set(stage, median(all.map((r) => r.stages.get(stage) ?? 0)));
  return { total: median(all.map((r) => r.total)), stages, pages: all[0]?.pages ?? 0 };
}

const bases: Run[] = [];
const extras: Run[] = [];
for (let r = 1; r <= runs; r++) {
  bases.push(await build("base", r));
  extras.push(await build("extra", r));
}
const base = medianRun(bases);
const more = medianRun(extras);
const per1000 = (a: number, b: number) => ((b - a) / extra) * 1000;

console.log(
  `\nBuild time on ${cpus().length} cores, median of ${runs} runs: the site (${base.pages} pages) and with ${extra} generated articles (${more.pages} pages)`,
);
console.log(`${"stage".padEnd(62)}${"base s".padStart(9)}${"extra s".padStart(9)}${"per 1,000 s".padStart(13)}`);
for (const [stage, seconds] of more.stages) {
  const before = base.stages.get(stage) ?? 0;
  console.log(
    `${stage.padEnd(62)}${before.toFixed(2).padStart(9)}${seconds.toFixed(2).padStart(9)}${per1000(before, seconds).toFixed(2).padStart(13)}`,
  );
}
// Each extra build's difference from the base build just before it.
const costs = extras.map((run, i) => per1000(bases[i]?.total ?? 0, run.total));
const cost = median(costs);
console.log(
  `${"whole build (process)".padEnd(62)}${base.total.toFixed(2).padStart(9)}${more.total.toFixed(2).padStart(9)}${cost.toFixed(2).padStart(13)}`,
);
console.log(
  "(stages overlap: the Remix build runs beside the content's validation, the search index beside the stages after the pre-render; the whole build is the measure)",
);
console.log(`Cost per extra 1,000 pages in each run: ${costs.map((c) => c.toFixed(2)).join(", ")} s (median ${cost.toFixed(2)} s)`);

// The benchmark article: one generated article's pre-rendered HTML.
const words = benchArticle(1, extra)
  .replace(/^---[\s\S]*?---/, "")
  .split(/\s+/)
  .filter(Boolean).length;
const html = readFileSync(join(ROOT, WORK, "extra-out/client", htmlFileOf(benchPagePath(1)).slice(1)));
const htmlGzip = gzipSync(html).length / 1024;
console.log(
  `\nBenchmark article ${benchPagePath(1)} (${words} words): HTML ${(html.length / 1024).toFixed(1)} KB raw, ${htmlGzip.toFixed(1)} KB gzip`,
);

const failures: string[] = [];
console.log(
  `Targets: ≤ ${BUDGET_SECONDS_PER_1000} s per extra 1,000 pages; benchmark article HTML ≤ ${BUDGET_ARTICLE_HTML_GZIP_KB} KB gzip`,
);
if (cost > BUDGET_SECONDS_PER_1000)
  failures.push(`build cost ${cost.toFixed(2)} s per extra 1,000 pages, over ${BUDGET_SECONDS_PER_1000} s`);
if (htmlGzip > BUDGET_ARTICLE_HTML_GZIP_KB)
  failures.push(`benchmark article HTML ${htmlGzip.toFixed(1)} KB gzip, over ${BUDGET_ARTICLE_HTML_GZIP_KB} KB`);
for (const f of failures) console.error(`FAIL ${f}`);
if (!process.env.BENCH_KEEP) rmSync(join(ROOT, WORK), { recursive: true, force: true });
process.exit(failures.length ? 1 : 0);
