// npm run bench:redirects — the redirect engine at 1k, 10k and 100k rules against an empty map
// and two bare Workers in the same harness: lookup time, time to the first answer of a cold
// Worker, bundle size and requests per second (median of 5). The real Worker bundle
// (`wrangler deploy --dry-run`) runs in Miniflare with a local KV seeded like a push; `wrangler
// dev` is not used because its proxy caps throughput. The baselines do only what any Worker
// must: the bare redirect Worker answers a 301 and writes a log line of the real line's size;
// the bare page Worker fetches the same asset from the same assets binding and writes the line.
// Prints figures and the ratios to the bare Workers; targets are reported, not asserted. The bare
// Workers are also measured with the assets binding alone and with every binding of the real
// Worker: those figures tell the harness's own costs apart from the Worker's.
// BENCH_SIZES (e.g. `100000`), BENCH_RUNS and BENCH_SECONDS narrow a run.
import autocannon from "autocannon";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare, NoOpLog, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { POINTER_KEY } from "../../redirects/engine/kv-layout.ts";
import { htmlFileOf } from "../../policy/files.ts";
import type { SourceRule } from "../../redirects/engine/rules.ts";
import { findInShards } from "../../redirects/engine/shards.ts";
import { ensureBuilt } from "../lib/freshness.ts";
import { compileRedirects, kvEntries, readConfig, type RedirectConfig } from "../build/redirect-map.ts";
import { median } from "./median.ts";
import { REAL_SITE, ROOT, runWrangler } from "../lib/run.ts";
import { writeWranglerConfig } from "../lib/serve.ts";

const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(",").map(Number) : [0, 1_000, 10_000, 100_000];
if (!SIZES.every((n) => Number.isInteger(n) && n >= 0))
  throw new Error(`BENCH_SIZES must be whole numbers of rules separated by commas, not ${process.env.BENCH_SIZES}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 16;
const OUT = join(ROOT, "build/bench-redirects");
const HIT = `/archive/section-${500 % 97}/post-500`; // rule 500 of every non-empty map
const PAGE = "/crm";

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** The built site's pages, which the synthetic rules point to, and the redirect settings. */
interface BenchSite {
  pages: string[];
  config: RedirectConfig;
}

function readBenchSite(): BenchSite {
  const siteIndex = JSON.parse(readFileSync(join(ROOT, "build/worker/site-index.json"), "utf8")) as { pages: string[] };
  return { pages: siteIndex.pages, config: readConfig(join(ROOT, "redirects")) };
}

function syntheticRules(n: number, pages: string[]): SourceRule[] {
  return Array.from({ length: n }, (_, i) => ({
    fromPath: `/archive/section-${i % 97}/post-${i}`,
    toPath: pages[i % pages.length] ?? "/",
    isPermanent: true,
    ignoreCase: true,
    redirectInBrowser: true,
    statusCode: 301,
    file: "bench",
    line: i + 1,
  }));
}

// The Worker's own request log would flood the output: drop it here.
const quiet = {
  log: new NoOpLog(),
  handleStructuredLogs: () => {},
  handleRuntimeStdio: (out: NodeJS.ReadableStream, err: NodeJS.ReadableStream) => (out.resume(), err.resume()),
};

/**
 * Which bindings a bare Worker gets: none (the bare redirect Worker: the baseline); the
 * real Worker's assets alone (the bare page Worker, the baseline; and the bare redirect
 * Worker, to show what any Worker that serves the site's files pays in this harness); or every
 * binding of the real Worker, which tells the harness's cost of starting those services apart
 * from the Worker's own.
 */
type BareBindings = "none" | "assets" | "all";

/** The real Worker of `dir`, or (`bare`) a bare Worker file with the given bindings. */
function workerOptions(dir: string, bare?: { file: string; bindings: BareBindings }) {
  const config = bare && bare.bindings !== "all" ? bareConfig(dir, bare.file, bare.bindings === "assets") : join(dir, "wrangler.toml");
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  const main = bare?.file ?? join(dir, "dist/index.js");
  return convertV4MiniflareOptions({
    ...(workerOptions as object),
    name: bare ? "bare" : "site",
    modules: [{ type: "ESModule", path: main }],
    modulesRoot: dirname(main),
    ...quiet,
  });
}

/** A config with the real Worker's compatibility date and, if `withAssets`, its assets. */
function bareConfig(dir: string, bare: string, withAssets: boolean): string {
  const real = readFileSync(join(dir, "wrangler.toml"), "utf8");
  const date = /^compatibility_date = .*$/m.exec(real)?.[0] ?? "";
  const assets = /^\[assets\]\n(?:[^[\n].*\n|#.*\n)*/m.exec(real)?.[0] ?? "";
  const file = `${bare}${withAssets ? ".assets" : ""}.toml`;
  writeFileSync(file, `name = "bare"\nmain = "${bare}"\n${date}\n${withAssets ? assets : ""}`);
  return file;
}

/** A log line the size of the real Worker's for a redirect (worker/log.ts). */
const LOG_FIELDS = {
  event: "request",
  method: "GET",
  status: 301,
  outcome: "redirect",
  mapVersion: "8221f049987c",
  mapSource: "kv",
  buildHash: "4e45b640bb2b43f1bbd6",
  durationMs: 0,
  redirect: "rule",
};

/** The bare Workers: only the answer and the log line. */
function bareWorkers(dir: string): { redirect: string; page: string } {
  const write = (name: string, body: string) => {
    const file = join(dir, "bare", `${name}.js`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    return file;
  };
  const line = `const fields = ${JSON.stringify(LOG_FIELDS)};
const log = (request, status, extra) => console.log(JSON.stringify({ time: new Date().toISOString(), ...fields, status, path: new URL(request.url).pathname, ...extra }));`;
  return {
    redirect: write(
      "redirect",
      `${line}
export default { fetch(request) { log(request, 301, { rule: "/archive/section-15/post-500" }); return new Response(null, { status: 301, headers: { location: "/crm" } }); } };`,
    ),
    page: write(
      "page",
      `${line}
export default { async fetch(request, env) { const res = await env.ASSETS.fetch(new URL(${JSON.stringify(htmlFileOf(PAGE))}, request.url)); log(request, res.status, { outcome: "page" }); return res; } };`,
    ),
  };
}

/** Bundles the real Worker with this size's snapshot, and seeds a local KV like a push. */
function prepare(n: number, { pages, config }: BenchSite) {
  const dir = join(OUT, String(n));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const compiled = compileRedirects(syntheticRules(n, pages), new Set(pages), config);
  writeFileSync(join(dir, "redirect-map.json"), JSON.stringify(compiled.snapshot));
  copyFileSync(join(ROOT, "build/worker/site-index.json"), join(dir, "site-index.json"));
  writeWranglerConfig(join(dir, "wrangler.toml"), join(ROOT, "build"), {
    "@build/site-index": join(dir, "site-index.json"),
    "@build/redirect-map": join(dir, "redirect-map.json"),
  });
  if (
    runWrangler(["deploy", "--dry-run", "--config", join(dir, "wrangler.toml"), "--outdir", join(dir, "dist")], {
      stdio: ["ignore", "ignore", "inherit"],
    }) !== 0
  ) {
    throw new Error(`bundling for ${n} rules failed`);
  }
  const bundle = readFileSync(join(dir, "dist/index.js"));
  const entries = n > 0 ? [...kvEntries(compiled), { key: POINTER_KEY, value: compiled.map.meta.version }] : [];

  // Lookup cost alone, in this process: the shard hash and two object reads per candidate.
  const probes = Array.from({ length: 20_000 }, (_, i) => `/Archive/Section-${i % 97}/post-${(i * 7919) % Math.max(n, 1)}/`);
  const t0 = performance.now();
  let hits = 0;
  for (const p of probes) if (findInShards(compiled.map, p)) hits++;
  const lookupUs = ((performance.now() - t0) * 1000) / probes.length;
  return {
    dir,
    entries,
    bundleRaw: bundle.length,
    bundleGzip: gzipSync(bundle).length,
    lookupUs,
    hits: hits / probes.length,
    shards: compiled.map.meta.shardCount,
  };
}

/** Starts a Worker and loads the KV like a push; the loading is not part of any timing. */
async function start(options: ReturnType<typeof workerOptions>, entries: Array<{ key: string; value: string }>) {
  const t0 = performance.now();
  const mf = new Miniflare(options);
  const url = await mf.ready;
  const startMs = performance.now() - t0;
  if (entries.length) {
    const kv = await mf.getKVNamespace("REDIRECTS");
    for (const { key, value } of entries) await kv.put(key, value);
  }
  return { mf, url, startMs };
}

/** Time to the first answer: the runtime's start plus the first request (KV loaded in between). */
async function coldStart(
  options: ReturnType<typeof workerOptions>,
  entries: Array<{ key: string; value: string }>,
  path: string,
): Promise<number> {
  const { mf, url, startMs } = await start(options, entries);
  const t1 = performance.now();
  const res = await fetch(new URL(path, url), { redirect: "manual" });
  await res.arrayBuffer();
  const ms = startMs + performance.now() - t1;
  await mf.dispose();
  return ms;
}

async function throughput(url: URL, path: string): Promise<{ rps: number; p50: number; status: string }> {
  const result = await autocannon({ url: new URL(path, url).href, connections: CONNECTIONS, duration: SECONDS });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code]) => code)
    .join("/");
  return { rps: result.requests.average, p50: result.latency.p50, status: codes };
}

interface Row {
  name: string;
  bundle: string;
  lookup: string;
  cold: number;
  redirectRps?: number;
  pageRps: number;
  pageP50: number;
}

/** Starts the real Worker with an `n`-rule map loaded into KV, and checks that it answers from it. */
async function startMap(options: ReturnType<typeof workerOptions>, entries: Array<{ key: string; value: string }>, n: number) {
  const started = await start(options, entries);
  if (n === 0) return started;
  const check = await fetch(new URL("/__version", started.url));
  const version = (await check.json()) as { redirectMapSource: string; redirectRules: number };
  if (version.redirectMapSource !== "kv" || version.redirectRules !== n)
    throw new Error(`the Worker did not read the ${n}-rule map from KV: ${JSON.stringify(version)}`);
  const hit = await fetch(new URL(HIT, started.url), { redirect: "manual" });
  if (hit.status !== 301) throw new Error(`${HIT} answered ${hit.status}, not a redirect`);
  return started;
}

/** The real Worker with an `n`-rule map: bundle, lookup time, cold starts, and the throughput of
 * a redirect and of a page (median of RUNS), after checking that it reads the map from KV. */
async function benchMap(n: number, site: BenchSite): Promise<Row> {
  const prep = prepare(n, site);
  const options = workerOptions(prep.dir);
  const colds: number[] = [];
  for (let i = 0; i < RUNS; i++) colds.push(await coldStart(options, prep.entries, n > 0 ? HIT : PAGE));
  // Each kind of answer is measured on a runtime of its own, RUNS loads in a row, as each bare
  // Worker is: a runtime answers less with every load it has served (the bare Workers too).
  const redirect: number[] = [];
  if (n > 0) {
    const { mf, url } = await startMap(options, prep.entries, n);
    for (let i = 0; i < RUNS; i++) redirect.push((await throughput(url, HIT)).rps);
    await mf.dispose();
  }
  const { mf, url } = await startMap(options, prep.entries, n);
  const page: number[] = [];
  const pageP50: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const p = await throughput(url, PAGE);
    page.push(p.rps);
    pageP50.push(p.p50);
  }
  await mf.dispose();
  return {
    name: n === 0 ? "empty map" : `${n.toLocaleString("en")} rules (${prep.shards} shards)`,
    bundle: `${kb(prep.bundleRaw)} / ${kb(prep.bundleGzip)} gz`,
    lookup: n === 0 ? "–" : `${prep.lookupUs.toFixed(2)} µs`,
    cold: median(colds),
    redirectRps: n > 0 ? median(redirect) : undefined,
    pageRps: median(page),
    pageP50: median(pageP50),
  };
}

interface BareFigures {
  cold: number;
  rps: number;
  p50: number;
}

/** A bare Worker file with the bindings and assets of the Worker in `dir`: cold start and throughput (medians of RUNS). */
async function measureBare(dir: string, file: string, path: string, bindings: BareBindings): Promise<BareFigures> {
  const options = () => workerOptions(dir, { file, bindings });
  const colds: number[] = [];
  for (let i = 0; i < RUNS; i++) colds.push(await coldStart(options(), [], path));
  const { mf, url } = await start(options(), []);
  const rps: number[] = [];
  const p50: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = await throughput(url, path);
    rps.push(t.rps);
    p50.push(t.p50);
  }
  await mf.dispose();
  return { cold: median(colds), rps: median(rps), p50: median(p50) };
}

interface BareResults {
  redirect: BareFigures;
  page: BareFigures;
  /** The same bare Workers with every binding of the real Worker. */
  redirectAll: BareFigures;
  pageAll: BareFigures;
  /** The bare redirect Worker with the assets binding alone. */
  redirectAssets: BareFigures;
}

/** The widths of the table's columns but the last; the first fits "100,000 rules (512 shards)". */
const COLUMNS = [28, 22, 11, 13, 17, 13];

/** One line of the table: each cell padded to its column, the last as it is. */
const line = (cells: string[]) => cells.map((cell, i) => (i < cells.length - 1 ? cell.padEnd(COLUMNS[i] ?? 0) : cell)).join("");

/** The figures of every map and of the bare Workers, as a table. */
function printTable(rows: Row[], bare: BareResults) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`\n${line(["map", "bundle (raw / gzip)", "lookup", "cold start", "redirect req/s", "page req/s", "page p50"])}`);
  for (const r of rows)
    console.log(line([r.name, r.bundle, r.lookup, ms(r.cold), r.redirectRps?.toFixed(0) ?? "–", r.pageRps.toFixed(0), `${r.pageP50} ms`]));
  console.log(line(["bare redirect + log line", "–", "–", ms(bare.redirect.cold), bare.redirect.rps.toFixed(0)]));
  console.log(line(["  the same, assets only", "–", "–", ms(bare.redirectAssets.cold), bare.redirectAssets.rps.toFixed(0)]));
  console.log(line(["bare asset + log line", "–", "–", ms(bare.page.cold), "–", bare.page.rps.toFixed(0), `${bare.page.p50} ms`]));
  console.log(
    line([
      "  the same, all bindings",
      "–",
      "–",
      `${bare.redirectAll.cold.toFixed(0)} / ${ms(bare.pageAll.cold)}`,
      bare.redirectAll.rps.toFixed(0),
      bare.pageAll.rps.toFixed(0),
      `${bare.pageAll.p50} ms`,
    ]),
  );
}

/** The targets at the largest map, as ratios to the bare Workers: reported, not asserted. */
function printTargets(largest: Row | undefined, bare: BareResults) {
  if (!largest?.redirectRps) return;
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  const cold = largest.cold / bare.redirect.cold;
  const redirects = largest.redirectRps / bare.redirect.rps;
  const pagesRatio = largest.pageRps / bare.page.rps;
  console.log(`\nTargets at ${largest.name}, against the bare Workers:`);
  console.log(`  first answer of a cold Worker ${cold.toFixed(2)}× the bare redirect Worker's (target ≤ 1.25×: ${verdict(cold <= 1.25)})`);
  console.log(`  redirect throughput ${redirects.toFixed(2)}× the bare redirect Worker's (target ≥ 0.9×: ${verdict(redirects >= 0.9)})`);
  console.log(`  page throughput ${pagesRatio.toFixed(2)}× the bare asset Worker's (target ≥ 0.8×: ${verdict(pagesRatio >= 0.8)})`);
  // The bare redirect Worker with an assets binding and nothing else: with `run_worker_first`, every
  // request passes the assets router before it reaches the Worker, and the harness starts the
  // assets services. No Worker that serves the site's files does better than this here.
  const own = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `  (the bare redirect Worker with the assets binding alone: cold start ${own(bare.redirectAssets.cold, bare.redirect.cold)}×, redirects ${own(bare.redirectAssets.rps, bare.redirect.rps)}× the bare redirect Worker's: the best any Worker with the site's files reaches in this harness)`,
  );
  // The same bare Workers with every binding of the real Worker, its assets layer among them.
  console.log(
    `  (the bare Workers with every binding of the real Worker, its assets layer included: cold start ${own(largest.cold, bare.redirectAll.cold)}×, redirects ${own(largest.redirectRps, bare.redirectAll.rps)}×, pages ${own(largest.pageRps, bare.pageAll.rps)}×: the Worker's own share; the targets use the baselines above)`,
  );
}

async function main(): Promise<number> {
  if (ensureBuilt(REAL_SITE) !== 0) return 1;
  const site = readBenchSite();
  console.log(
    `Redirect benchmark: ${RUNS} runs each, ${SECONDS} s of load with ${CONNECTIONS} connections, Miniflare (workerd) with a local KV\n`,
  );
  const rows: Row[] = [];
  for (const n of SIZES) {
    const row = await benchMap(n, site);
    rows.push(row);
    console.log(`  measured ${row.name}`);
  }

  // The bare Workers, with the largest map's bindings and assets.
  const largestDir = join(OUT, String(SIZES.at(-1)));
  const files = bareWorkers(largestDir);
  const bare: BareResults = {
    redirect: await measureBare(largestDir, files.redirect, HIT, "none"),
    page: await measureBare(largestDir, files.page, PAGE, "assets"),
    redirectAssets: await measureBare(largestDir, files.redirect, HIT, "assets"),
    redirectAll: await measureBare(largestDir, files.redirect, HIT, "all"),
    pageAll: await measureBare(largestDir, files.page, PAGE, "all"),
  };
  printTable(rows, bare);
  printTargets(rows.at(-1), bare);
  return 0;
}

if (import.meta.main) process.exit(await main());
