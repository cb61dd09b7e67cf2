// npm run bench:lighthouse — Lighthouse scores, LCP (and its element), TBT, CLS and transfer size of a page of every
// template: the built site under `wrangler dev`, npm lighthouse in Debian's Chromium (a fresh browser per run), with
// Lighthouse's defaults (mobile emulation, simulated throttling). Median of LIGHTHOUSE_RUNS (3) runs per page; a run
// Lighthouse could not record is run again. Paths as arguments replace the page list. Builds the site when stale.
// Prints figures, asserts no budget; per-run summaries go to build/lighthouse/, and with LIGHTHOUSE_REPORTS=1 each
// run's whole report.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../lib/chromium.ts";
import { startLocalWorker } from "../lib/local-worker.ts";
import { lowerMedian } from "./median.ts";
import { ROOT } from "../lib/run.ts";
import { LIGHTHOUSE_PAGES, pageFileName } from "./sample-pages.ts";

/** A port for the server; unset, the OS finds a free one. */
const PORT = process.env.LIGHTHOUSE_PORT;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A run whose trace Lighthouse could not record (NO_NAVSTART and the like: "Please run
 * Lighthouse again") is run again, up to this many times, so that each page's median is of
 * RUNS runs that measured something. */
const RETRIES = 2;
const BUILD = join(ROOT, "build");
const OUT = join(BUILD, "lighthouse");
/** The server's origin, once it is up. */
let base = "";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

type Lhr = RunnerResult["lhr"];
interface RunSummary {
  path: string;
  run: number;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  lcpElement: string;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  runtimeError?: string;
  warnings: string[];
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
// The local Worker stops itself on exit (scripts/lib/local-worker.ts).
process.on("exit", () => chrome?.kill());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

/** The median of the runs that gave a figure, as one of them gave it; null when none did. */
const medianOf = (xs: Array<number | null>): number | null => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length ? lowerMedian(known) : null;
};
const fmt = (x: number | null, digits = 0) => (x === null ? "n/a" : x.toFixed(digits));
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The LCP element as Lighthouse labels it: the node in the first table of the audit's list. */
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const table = details?.type === "list" ? details.items[0] : undefined;
  const node = table?.type === "table" ? table.items[0]?.node : undefined;
  const label = typeof node === "object" && node.type === "node" ? (node.nodeLabel ?? node.selector ?? "") : "";
  const text = label.replace(/\s+/g, " ").trim() || "–";
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function summarize(lhr: Lhr, path: string, run: number): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<Category, number | null>;
  for (const c of CATEGORIES) if (scores[c] !== null) scores[c] = Math.round((scores[c] ?? 0) * 100);
  return {
    path,
    run,
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    lcpElement: lcpElement(lhr),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferBytes: numeric(lhr, "total-byte-weight"),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map(String),
  };
}

/** The emulation and throttling a run used, as Lighthouse reports them. */
function describeSettings({ configSettings: c, lighthouseVersion }: Lhr): string {
  const t = c.throttling;
  const screen = c.screenEmulation.disabled ? "no screen emulation" : `${c.screenEmulation.width}×${c.screenEmulation.height}`;
  const network = `${t.rttMs ?? 0} ms RTT, ${((t.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, ${t.cpuSlowdownMultiplier ?? 1}× CPU`;
  return `Lighthouse ${lighthouseVersion}, ${c.formFactor} ${screen}, ${c.throttlingMethod} throttling (${network})`;
}

/** One Lighthouse run in a fresh Chromium (fresh temporary profile). */
async function audit(chromePath: string, path: string, run: number): Promise<{ summary: RunSummary; lhr: Lhr }> {
  const chromeFlags = [...CHROMIUM_FLAGS, "--headless=new"];
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "error" });
  } catch (error) {
    throw new Error(`Chromium could not start (${chromePath}): ${(error as Error).message}`);
  }
  try {
    const flags = { port: chrome.port, logLevel: "error" as const, output: "json" as const, onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(`${base}${path}`, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
    return { summary: summarize(result.lhr, path, run), lhr: result.lhr };
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

const HEADINGS = ["page", "perf", "a11y", "bp", "seo", "LCP ms", "LCP element", "TBT ms", "CLS", "KB"];
const WIDTHS = [42, 5, 5, 5, 5, 8, 41, 8, 7, 6];
const row = (cells: string[]) =>
  cells.map((c, i) => (i === 0 || i === 6 ? c.padEnd(WIDTHS[i] ?? 0) : c.padStart(WIDTHS[i] ?? 0))).join(" ");

/** One table row: medians over the page's runs; the LCP element of the run with the median LCP. */
function tableRow(runs: RunSummary[]): { cells: string[]; scores: Array<number | null> } {
  const scores = CATEGORIES.map((c) => medianOf(runs.map((r) => r.scores[c])));
  const lcp = medianOf(runs.map((r) => r.lcpMs));
  const element = runs.find((r) => r.lcpMs === lcp)?.lcpElement ?? "–";
  const bytes = medianOf(runs.map((r) => r.transferBytes));
  const rest = [fmt(lcp), element, fmt(medianOf(runs.map((r) => r.tbtMs))), fmt(medianOf(runs.map((r) => r.cls)), 3)];
  return { cells: [runs[0]?.path ?? "", ...scores.map((s) => fmt(s)), ...rest, fmt(bytes === null ? null : bytes / 1024)], scores };
}

/** The whole Lighthouse report of a run, for a closer look (LIGHTHOUSE_REPORTS=1). */
function writeReport(lhr: Lhr, path: string, run: number): void {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${pageFileName(path)}-${run}.json`), JSON.stringify(lhr));
}

async function main(): Promise<void> {
  const started = performance.now();
  const paths = process.argv.length > 2 ? process.argv.slice(2) : LIGHTHOUSE_PAGES;
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, not ${process.env.LIGHTHOUSE_RUNS}`);
  const chromePath = findChromium();
  if (!chromePath) throw new Error("Chromium not found: install Debian's chromium package or set CHROMIUM_PATH");
  base = (await startLocalWorker("lighthouse", PORT)).origin;
  console.log(
    `Lighthouse: ${paths.length} page(s) × ${RUNS} run(s), one after another, ${base} (wrangler dev), ${chromePath} --headless=new`,
  );
  console.log("Settings: Lighthouse's defaults, mobile emulation and simulated throttling\n");
  const all: RunSummary[][] = [];
  let settings = "";
  for (const path of paths) {
    const runs: RunSummary[] = [];
    for (let run = 1; run <= RUNS; run++) {
      let { summary: s, lhr } = await audit(chromePath, path, run);
      for (let retry = 1; s.runtimeError && retry <= RETRIES; retry++) {
        console.warn(`  ! ${path} run ${run}: ${s.runtimeError}; running it again`);
        ({ summary: s, lhr } = await audit(chromePath, path, run));
      }
      settings ||= describeSettings(lhr);
      runs.push(s);
      if (process.env.LIGHTHOUSE_REPORTS) writeReport(lhr, path, run);
      console.log(`  ${path} run ${run}/${RUNS}: performance ${fmt(s.scores.performance)}, LCP ${fmt(s.lcpMs)} ms`);
      if (s.runtimeError) console.warn(`  ! ${path} run ${run}: ${s.runtimeError}`);
    }
    all.push(runs);
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, "summary.json"), JSON.stringify({ base, settings, runsPerPage: RUNS, runs: all.flat() }, null, 2));
  const rows = all.map(tableRow);
  console.log(`\nMedian of ${RUNS} run(s) per page; ${settings}; scores 0–100, KB transferred`);
  console.log(row(HEADINGS));
  for (const r of rows) console.log(row(r.cells));
  const minima = CATEGORIES.map((c, i) => {
    const scores = rows.flatMap((r) => r.scores[i] ?? []);
    return `${c} ${scores.length ? Math.min(...scores) : "n/a"}`;
  });
  console.log(`\nMinimum across pages: ${minima.join(", ")}`);
  console.log(`Per-run summaries: build/lighthouse/summary.json; done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench:lighthouse: ${(error as Error).message}`);
  process.exit(1);
}
