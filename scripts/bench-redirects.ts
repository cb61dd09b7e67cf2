// npm run bench:redirects — the redirect engine at 1k, 10k and 100k rules against an empty map
// and a bare Worker: lookup time, time to the first answer of a cold Worker, bundle size and
// requests per second (median of 5). The real Worker bundle (`wrangler deploy --dry-run`) runs
// in Miniflare with a local KV seeded like a push; `wrangler dev` is not used because its proxy
// caps throughput. Prints figures; targets are reported, not asserted.
import autocannon from "autocannon";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare, NoOpLog, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { POINTER_KEY } from "../redirects/core/kv-layout.ts";
import type { SourceRule } from "../redirects/core/rules.ts";
import { findInShards } from "../redirects/core/shards.ts";
import { ensureBuilt } from "./lib/freshness.ts";
import { compileRedirects, kvEntries, readConfig } from "./lib/redirect-map.ts";
import { REAL_SITE, ROOT, runWrangler } from "./lib/run.ts";
import { writeWranglerConfig } from "./lib/serve.ts";

const SIZES = [0, 1_000, 10_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 16;
const OUT = join(ROOT, "build/bench-redirects");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

if (ensureBuilt(REAL_SITE) !== 0) process.exit(1);
const siteIndex = JSON.parse(readFileSync(join(ROOT, "build/worker/site-index.json"), "utf8")) as { pages: string[] };
const pages = siteIndex.pages;
const config = readConfig(join(ROOT, "redirects"));

function syntheticRules(n: number): SourceRule[] {
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

function workerOptions(dir: string, script?: string) {
  if (script) return convertV4MiniflareOptions({ name: "bare", modules: true, script, compatibilityDate: "2026-10-01", ...quiet });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(dir, "wrangler.toml"));
  return convertV4MiniflareOptions({
    ...(workerOptions as object),
    name: "site",
    modules: [{ type: "ESModule", path: join(dir, "dist/index.js") }],
    modulesRoot: join(dir, "dist"),
    ...quiet,
  });
}

/** Bundles the real Worker with this size's snapshot, and seeds a local KV like a push. */
function prepare(n: number) {
  const dir = join(OUT, String(n));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const compiled = compileRedirects(syntheticRules(n), new Set(pages), config);
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

const rows: Row[] = [];
const HIT = `/archive/section-${500 % 97}/post-500`; // rule 500 of every non-empty map

console.log(
  `Redirect benchmark: ${RUNS} runs each, ${SECONDS} s of load with ${CONNECTIONS} connections, Miniflare (workerd) with a local KV\n`,
);
for (const n of SIZES) {
  const prep = prepare(n);
  const options = workerOptions(prep.dir);
  const colds: number[] = [];
  for (let i = 0; i < RUNS; i++) colds.push(await coldStart(options, prep.entries, n > 0 ? HIT : "/crm"));
  const { mf, url } = await start(options, prep.entries);
  const check = await fetch(new URL("/__version", url));
  const version = (await check.json()) as { redirectMapSource: string; redirectRules: number };
  if (n > 0 && (version.redirectMapSource !== "kv" || version.redirectRules !== n))
    throw new Error(`the Worker did not read the ${n}-rule map from KV: ${JSON.stringify(version)}`);
  const hit = await fetch(new URL(HIT, url), { redirect: "manual" });
  if (n > 0 && hit.status !== 301) throw new Error(`${HIT} answered ${hit.status}, not a redirect`);
  const redirect: number[] = [];
  const page: number[] = [];
  const pageP50: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (n > 0) redirect.push((await throughput(url, HIT)).rps);
    const p = await throughput(url, "/crm");
    page.push(p.rps);
    pageP50.push(p.p50);
  }
  await mf.dispose();
  rows.push({
    name: n === 0 ? "empty map" : `${n.toLocaleString("en")} rules (${prep.shards} shards)`,
    bundle: `${kb(prep.bundleRaw)} / ${kb(prep.bundleGzip)} gz`,
    lookup: n === 0 ? "–" : `${prep.lookupUs.toFixed(2)} µs`,
    cold: median(colds),
    redirectRps: n > 0 ? median(redirect) : undefined,
    pageRps: median(page),
    pageP50: median(pageP50),
  });
  console.log(`  measured ${rows.at(-1)?.name}`);
}

const bareScript = 'export default { fetch() { return new Response("ok"); } };';
const bareColds: number[] = [];
for (let i = 0; i < RUNS; i++) bareColds.push(await coldStart(workerOptions("", bareScript), [], "/"));
const { mf: bare, url: bareUrl } = await start(workerOptions("", bareScript), []);
const bareRps: number[] = [];
for (let i = 0; i < RUNS; i++) bareRps.push((await throughput(bareUrl, "/")).rps);
await bare.dispose();

console.log("\nmap                      bundle (raw / gzip)   lookup     cold start   redirect req/s   page req/s   page p50");
for (const r of rows) {
  console.log(
    `${r.name.padEnd(25)}${r.bundle.padEnd(22)}${r.lookup.padEnd(11)}${`${r.cold.toFixed(0)} ms`.padEnd(13)}${(r.redirectRps?.toFixed(0) ?? "–").padEnd(17)}${r.pageRps.toFixed(0).padEnd(13)}${r.pageP50} ms`,
  );
}
console.log(
  `${"bare Worker (constant)".padEnd(25)}${"–".padEnd(22)}${"–".padEnd(11)}${`${median(bareColds).toFixed(0)} ms`.padEnd(13)}${median(bareRps).toFixed(0)}`,
);

const empty = rows[0];
const largest = rows.at(-1);
if (empty && largest) {
  const coldRatio = largest.cold / empty.cold;
  const rpsRatio = largest.pageRps / empty.pageRps;
  console.log(
    `\nTargets at 100k rules: first answer ${coldRatio.toFixed(2)}× the empty map's (target ≤ 1.25×: ${coldRatio <= 1.25 ? "met" : "MISSED"}); page throughput ${rpsRatio.toFixed(2)}× (target ≥ 0.9×: ${rpsRatio >= 0.9 ? "met" : "MISSED"})`,
  );
}
process.exit(0);
