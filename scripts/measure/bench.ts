// npm run bench: sizes and request-path timings, with budgets that fail when exceeded.
// - Worker bundle (what `wrangler deploy` would upload), raw and gzip
// - first-load JavaScript, CSS and font of the home page and an article, against the baseline
// - every SVG the build writes, raw, against the per-file limit
// - latency and throughput per kind of answer, against the Worker under `wrangler dev`
//   (its local proxy caps throughput near 1,000 requests/s: compare kinds, not absolutes)
import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadOf, type FirstLoad } from "./first-load.ts";
import { median } from "./median.ts";
import { ensureBuilt } from "../lib/freshness.ts";
import { htmlFileOf } from "../../policy/files.ts";
import { startNpmStart } from "../lib/local-worker.ts";
import { REAL_SITE, ROOT, runWrangler } from "../lib/run.ts";

const BUDGET_WORKER_GZIP_KB = 1024;
// React, react-dom and Remix are about 84 KB; the browser runs no i18n library (decision 018).
// The speed issue's figure: everything a page fetches without interaction, ≤ 95 KB.
const BUDGET_FIRST_LOAD_JS_GZIP_KB = 95;
// The whole design system in one stylesheet.
const BUDGET_CSS_GZIP_KB = 12;
// The two faces together (decision 036): Figtree (one variable file, Latin) and the display face
// (its Latin and German cut and its arrows).
const BUDGET_FONT_KB = 45;
// Every SVG file the build writes, raw, each as written (decision 039): drawn pictures with their
// outlined labels, portraits, wordmarks and icons alike.
const BUDGET_SVG_BYTES = 12 * 1024;
/** A port for `npm start`; unset, the OS finds a free one. */
const PORT = process.env.BENCH_PORT;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = 8;

const kb = (n: number) => (n / 1024).toFixed(1);

/** The Worker bundle as `wrangler deploy` would upload it, raw and gzip: the budgets it exceeds,
 * or undefined when it cannot be bundled. */
function benchWorkerBundle(): string[] | undefined {
  const outdir = join(ROOT, "build/bench-bundle");
  rmSync(outdir, { recursive: true, force: true });
  if (runWrangler(["deploy", "--dry-run", "--outdir", outdir], { stdio: ["ignore", "ignore", "inherit"] }) !== 0) return undefined;
  const bundleFiles = readdirSync(outdir).filter((f) => f.endsWith(".js"));
  const bundle = Buffer.concat(bundleFiles.map((f) => readFileSync(join(outdir, f))));
  const bundleGzip = gzipSync(bundle).length;
  console.log(`Worker bundle: ${kb(bundle.length)} KB raw, ${kb(bundleGzip)} KB gzip (budget ${BUDGET_WORKER_GZIP_KB} KB gzip)`);
  return bundleGzip / 1024 > BUDGET_WORKER_GZIP_KB ? ["Worker bundle over budget"] : [];
}

/** Every SVG file under `dir`, by path below it, with its size in bytes. */
function svgFiles(dir: string, below = ""): Array<{ file: string; bytes: number }> {
  return readdirSync(join(dir, below), { withFileTypes: true }).flatMap((entry) => {
    const file = `${below}/${entry.name}`;
    if (entry.isDirectory()) return svgFiles(dir, file);
    return entry.name.endsWith(".svg") ? [{ file, bytes: statSync(join(dir, file)).size }] : [];
  });
}

/** The SVG files the build wrote: how many, their median and largest raw size, and the budget
 * each one that is over it exceeds. */
export function benchSvgs(dir = join(ROOT, "build/client")): string[] {
  const files = svgFiles(dir).sort((a, b) => b.bytes - a.bytes);
  const middle = files.length ? median(files.map((f) => f.bytes)) : 0;
  const over = files.filter((f) => f.bytes > BUDGET_SVG_BYTES);
  const [largest] = files;
  console.log(
    `
SVG files: ${files.length}, median ${kb(middle)} KB raw, largest ${kb(largest?.bytes ?? 0)} KB (${largest?.file ?? "none"}), ` +
      `${over.length} over ${kb(BUDGET_SVG_BYTES)} KB`,
  );
  for (const f of over) console.log(`  over: ${f.file} ${f.bytes} bytes, ${f.bytes - BUDGET_SVG_BYTES} over`);
  return over.map((f) => `SVG ${f.file} over budget`);
}

/** First-load bytes (JavaScript, CSS, font) of the home page and an article, next to the figures
 * before the design system (scripts/measure/first-load-baseline.json): the budgets they exceed. */
async function benchFirstLoad(): Promise<string[]> {
  const failures: string[] = [];
  const baseline = JSON.parse(readFileSync(join(ROOT, "scripts/measure/first-load-baseline.json"), "utf8")) as {
    pages: Record<string, FirstLoad>;
  };
  console.log("\nFirst load, gzip (font: woff2 bytes)      JS KB (files)        CSS KB       font KB");
  for (const path of Object.keys(baseline.pages)) {
    const now = await firstLoadOf(join(ROOT, "build/client"), htmlFileOf(path).slice(1));
    const before = baseline.pages[path]!;
    const cell = (b: number, n: number) => `${kb(b)} → ${kb(n)}`.padEnd(14);
    console.log(
      `${path.padEnd(40)} ${`${cell(before.js.gzip, now.js.gzip)} (${now.js.files})`.padEnd(21)}${cell(before.css.gzip, now.css.gzip)}${cell(before.font.bytes, now.font.bytes)}`,
    );
    if (now.js.gzip / 1024 > BUDGET_FIRST_LOAD_JS_GZIP_KB) failures.push(`first-load JS of ${path} over budget`);
    if (now.css.gzip / 1024 > BUDGET_CSS_GZIP_KB) failures.push(`CSS of ${path} over budget`);
    if (now.font.bytes / 1024 > BUDGET_FONT_KB) failures.push(`fonts of ${path} over budget`);
  }
  console.log(
    `Budgets: JS ${BUDGET_FIRST_LOAD_JS_GZIP_KB} KB gzip, CSS ${BUDGET_CSS_GZIP_KB} KB gzip, fonts ${BUDGET_FONT_KB} KB (both faces: Figtree and the display face)`,
  );
  return failures;
}

/** Latency and throughput of one path: 20 requests to warm up, then REQUESTS, CONCURRENCY at a time. */
async function measure(base: string, path: string): Promise<{ median: number; p95: number; rps: number; status: number }> {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { redirect: "manual" });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  let status = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const r = await once();
        times.push(r.ms);
        status = r.status;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
    rps: times.length / elapsed,
    status,
  };
}

/** The request path under `wrangler dev`: latency and throughput per kind of answer. */
async function benchRequestPath(): Promise<void> {
  const server = await startNpmStart(".wrangler/bench-state", PORT, "ignore");
  const base = server.origin;
  try {
    const kinds: Array<[string, string]> = [
      ["redirect rule", "/services/crm"],
      ["case + slash 301", "/Company/About/"],
      ["page (HTML)", "/crm"],
      ["page data", "/page-data/crm/page-data.json"],
      ["hashed asset", `/assets/${readdirSync(join(ROOT, "build/client/assets")).find((f) => f.startsWith("entry.client"))}`],
      ["404 (Remix)", "/no-such-page"],
      ["guard 400", "//evil.example/"],
    ];
    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} at a time, wrangler dev on ${base}`);
    console.log("kind                status   median ms   p95 ms   req/s");
    for (const [name, path] of kinds) {
      const r = await measure(base, path);
      console.log(
        `${name.padEnd(20)}${String(r.status).padEnd(9)}${r.median.toFixed(2).padStart(9)}${r.p95.toFixed(2).padStart(9)}${r.rps.toFixed(0).padStart(8)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  if (ensureBuilt(REAL_SITE) !== 0) return 1;
  const bundleFailures = benchWorkerBundle();
  if (!bundleFailures) return 1;
  const failures = [...bundleFailures, ...(await benchFirstLoad()), ...benchSvgs()];
  await benchRequestPath();
  const size = statSync(join(ROOT, "build/server/index.js")).size;
  console.log(`\nServer build (inside the Worker bundle): ${kb(size)} KB`);
  if (failures.length) {
    console.error(`Budgets exceeded: ${failures.join("; ")}`);
    return 1;
  }
  return 0;
}

if (import.meta.main) process.exit(await main());
