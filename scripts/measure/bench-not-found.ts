// npm run bench:not-found — what the 404 page's "did you mean" costs (docs/decisions/028, 029):
// the real Worker bundle (`wrangler deploy --dry-run`) in Miniflare, built twice from the same
// build: with the site's suggestion index, and with an empty one (the 404 page as it was before
// suggestions: same code, nothing to match). For each: the bundle size, the cold start (time to
// the first answer of a page, and of a first 404), and the time of a warm 404 answer; plus the
// matcher's own time per address in this process. Medians of BENCH_RUNS (default 5). Figures
// are printed, not asserted.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare, NoOpLog, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { suggest, type SuggestIndex } from "../../policy/suggest.ts";
import { median } from "./median.ts";
import { ROOT, runWrangler } from "../lib/run.ts";
import { writeWranglerConfig } from "../lib/serve.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_REQUESTS = 200;
const OUT = join(ROOT, "build/bench-not-found");
const PAGE = "/crm";
const TYPO = "/crm/salesforc";

function bundle(name: string, index: SuggestIndex) {
  const dir = join(OUT, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "suggest-index.json"), JSON.stringify(index));
  writeWranglerConfig(join(dir, "wrangler.toml"), join(ROOT, "build"), { "@build/suggest-index": join(dir, "suggest-index.json") });
  const args = ["deploy", "--dry-run", "--config", join(dir, "wrangler.toml"), "--outdir", join(dir, "dist")];
  if (runWrangler(args, { stdio: ["ignore", "ignore", "inherit"] }) !== 0) throw new Error(`bundling ${name} failed`);
  const code = readFileSync(join(dir, "dist/index.js"));
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(dir, "wrangler.toml"));
  const main = join(dir, "dist/index.js");
  const options = convertV4MiniflareOptions({
    ...(workerOptions as object),
    name: "site",
    modules: [{ type: "ESModule", path: main }],
    modulesRoot: dirname(main),
    log: new NoOpLog(),
    handleStructuredLogs: () => {},
    handleRuntimeStdio: (out: NodeJS.ReadableStream, err: NodeJS.ReadableStream) => (out.resume(), err.resume()),
  });
  return { raw: code.length, gzip: gzipSync(code).length, options };
}

/** Time from a new runtime to its first answer of `path`, then `then` on the warm runtime. */
async function coldThen<T>(options: ReturnType<typeof bundle>["options"], path: string, then: (url: URL) => Promise<T>) {
  const t0 = performance.now();
  const mf = new Miniflare(options);
  const url = await mf.ready;
  const res = await fetch(new URL(path, url), { redirect: "manual" });
  await res.arrayBuffer();
  const cold = performance.now() - t0;
  const after = await then(url);
  await mf.dispose();
  return { cold, after };
}

async function warm404(url: URL): Promise<{ ms: number; suggested: boolean }> {
  const times: number[] = [];
  let suggested = false;
  for (let i = 0; i < WARM_REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(new URL(`${TYPO}${i % 2 ? "" : "e"}`, url));
    const html = await res.text();
    times.push(performance.now() - t);
    suggested ||= html.includes('class="did-you-mean"');
  }
  return { ms: median(times), suggested };
}

async function measure(name: string, index: SuggestIndex) {
  const b = bundle(name, index);
  const pageCold: number[] = [];
  const notFoundCold: number[] = [];
  const warm: number[] = [];
  let suggested = false;
  for (let i = 0; i < RUNS; i++) {
    pageCold.push((await coldThen(b.options, PAGE, () => Promise.resolve(undefined))).cold);
    const { cold, after } = await coldThen(b.options, TYPO, warm404);
    notFoundCold.push(cold);
    warm.push(after.ms);
    suggested ||= after.suggested;
  }
  return { name, raw: b.raw, gzip: b.gzip, pageCold: median(pageCold), notFoundCold: median(notFoundCold), warm: median(warm), suggested };
}

const index = JSON.parse(readFileSync(join(ROOT, "build/worker/suggest-index.json"), "utf8")) as SuggestIndex;
const rows = [await measure("without suggestions", { pages: [], rules: [] }), await measure("with suggestions", index)];

// The matcher alone, in this process, over addresses like the ones a 404 brings.
const probes = index.pages.flatMap((p) => [`${p.path}x`, p.path.slice(0, -2), `${p.path}/old`]).slice(0, 1000);
const t0 = performance.now();
for (const p of probes) suggest(p, index);
const perQuery = (performance.now() - t0) / probes.length;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`404 page with and without "did you mean" (median of ${RUNS} runs; warm: median of ${WARM_REQUESTS} 404s)\n`);
console.log(
  "| Worker | bundle | gzip | cold start, first answer of a page | cold start, first answer of a 404 | warm 404 answer | suggestions shown |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows)
  console.log(
    `| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${ms(r.pageCold)} | ${ms(r.notFoundCold)} | ${ms(r.warm)} | ${r.suggested ? "yes" : "no"} |`,
  );
console.log(
  `\nThe matcher alone: ${(perQuery * 1000).toFixed(0)} µs per address (${probes.length} addresses, ${index.pages.length} pages and ${index.rules.length} rules in the index, ${kb(JSON.stringify(index).length)} of JSON).`,
);
