// npm run bench:lighthouse — Lighthouse scores, LCP (and its element), TBT, CLS and transfer size of a page of every
// template: the built site under `wrangler dev`, npm lighthouse in Debian's Chromium (a fresh browser per run), with
// Lighthouse's defaults (mobile emulation, simulated throttling). Median of LIGHTHOUSE_RUNS (3) runs per page; a run
// Lighthouse could not record is run again. Paths as arguments replace the page list. Builds the site when stale.
// Each page has a twin: the same address, measured in the same run and through the same Worker with every script
// blocked (Lighthouse's blockedUrlPatterns; stylesheets, fonts and pictures load as usual). The page's LCP and TBT
// stand beside the twin's, with the ratio of the two LCPs and a verdict: LCP within 1.05× of its twin.
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
/** What the twin blocks: every script file (the built modules under /assets, the service worker), matched as Chromium
 * matches Network.setBlockedURLs patterns. Inline scripts cannot be blocked by address; the ones the pages carry only
 * hand data to, or import, the blocked modules. */
const SCRIPT_PATTERNS = ["*.js", "*.mjs"];
/** The most a page's median LCP may exceed its script-free twin's and still pass the verdict. */
const TWIN_RATIO = 1.05;
type Category = (typeof CATEGORIES)[number];

type Lhr = RunnerResult["lhr"];
interface RunSummary {
  path: string;
  run: number;
  /** The script-free twin of the page (SCRIPT_PATTERNS blocked). */
  twin: boolean;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  lcpElement: string;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  runtimeError?: string;
  warnings: string[];
  /** Requests the page's load answered, by Lighthouse's resource type (Script, Stylesheet, Font, …). */
  loaded: Record<string, number>;
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

/** The requests of the run that got an answer (a blocked one has none), counted by resource type. */
function loadedByType(lhr: Lhr): Record<string, number> {
  const details = lhr.audits["network-requests"]?.details;
  const counts: Record<string, number> = {};
  if (details?.type !== "table") return counts;
  for (const item of details.items) {
    const status = typeof item.statusCode === "number" ? item.statusCode : 0;
    const type = typeof item.resourceType === "string" ? item.resourceType : "Other";
    if (status >= 200 && status < 400) counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

/** What is wrong with a twin's run: a script file that loaded, or no stylesheet or font (the twin must draw the page
 * as a visitor sees it, without its scripts). */
function twinProblems(s: RunSummary): string[] {
  const problems: string[] = [];
  if (s.loaded.Script) problems.push(`${s.loaded.Script} script(s) loaded`);
  for (const type of ["Stylesheet", "Font"]) if (!s.loaded[type]) problems.push(`no ${type.toLowerCase()} loaded`);
  return problems;
}

function summarize(lhr: Lhr, path: string, run: number, twin: boolean): RunSummary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<Category, number | null>;
  for (const c of CATEGORIES) if (scores[c] !== null) scores[c] = Math.round((scores[c] ?? 0) * 100);
  return {
    path,
    run,
    twin,
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    lcpElement: lcpElement(lhr),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferBytes: numeric(lhr, "total-byte-weight"),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map(String),
    loaded: loadedByType(lhr),
  };
}

/** The emulation and throttling a run used, as Lighthouse reports them. */
function describeSettings({ configSettings: c, lighthouseVersion }: Lhr): string {
  const t = c.throttling;
  const screen = c.screenEmulation.disabled ? "no screen emulation" : `${c.screenEmulation.width}×${c.screenEmulation.height}`;
  const network = `${t.rttMs ?? 0} ms RTT, ${((t.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, ${t.cpuSlowdownMultiplier ?? 1}× CPU`;
  return `Lighthouse ${lighthouseVersion}, ${c.formFactor} ${screen}, ${c.throttlingMethod} throttling (${network})`;
}

/** One Lighthouse run in a fresh Chromium (fresh temporary profile); of the twin, with every script blocked. */
async function audit(chromePath: string, path: string, run: number, twin: boolean): Promise<{ summary: RunSummary; lhr: Lhr }> {
  const chromeFlags = [...CHROMIUM_FLAGS, "--headless=new"];
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "error" });
  } catch (error) {
    throw new Error(`Chromium could not start (${chromePath}): ${(error as Error).message}`);
  }
  try {
    const flags = {
      port: chrome.port,
      logLevel: "error" as const,
      output: "json" as const,
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: twin ? SCRIPT_PATTERNS : null,
    };
    const result = await lighthouse(`${base}${path}`, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
    return { summary: summarize(result.lhr, path, run, twin), lhr: result.lhr };
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

const TWIN_HEADINGS = ["page", "LCP ms", "TBT ms", "twin LCP", "twin TBT", "LCP/twin", "LCP within 1.05× of its twin"];
const TWIN_WIDTHS = [42, 8, 8, 9, 9, 9, 0];
const twinRow = (cells: string[]) =>
  cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(TWIN_WIDTHS[i] ?? 0) : c.padStart(TWIN_WIDTHS[i] ?? 0))).join(" ");

interface TwinComparison {
  path: string;
  within: boolean | null;
  cells: string[];
  elements: { page: string; twin: string };
}

/** A page's median LCP and TBT beside its twin's, the ratio of the LCPs, the verdict and the LCP element of each (of
 * the run with the median LCP). */
function compareTwin(runs: RunSummary[], twins: RunSummary[]): TwinComparison {
  const lcp = medianOf(runs.map((r) => r.lcpMs));
  const twinLcp = medianOf(twins.map((r) => r.lcpMs));
  const ratio = lcp !== null && twinLcp ? lcp / twinLcp : null;
  const within = ratio === null ? null : ratio <= TWIN_RATIO;
  const verdict = within === null ? "n/a" : within ? "yes" : "no";
  const path = runs[0]?.path ?? "";
  const tbt = (rs: RunSummary[]) => fmt(medianOf(rs.map((r) => r.tbtMs)));
  return {
    path,
    within,
    cells: [path, fmt(lcp), tbt(runs), fmt(twinLcp), tbt(twins), fmt(ratio, 3), verdict],
    elements: {
      page: runs.find((r) => r.lcpMs === lcp)?.lcpElement ?? "–",
      twin: twins.find((r) => r.lcpMs === twinLcp)?.lcpElement ?? "–",
    },
  };
}

/** The whole Lighthouse report of a run, for a closer look (LIGHTHOUSE_REPORTS=1). */
function writeReport(lhr: Lhr, path: string, run: number, twin: boolean): void {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${pageFileName(path)}${twin ? "-twin" : ""}-${run}.json`), JSON.stringify(lhr));
}

/** One run of a page or its twin, run again while Lighthouse could not record it. */
async function measure(chromePath: string, path: string, run: number, twin: boolean): Promise<{ summary: RunSummary; lhr: Lhr }> {
  let result = await audit(chromePath, path, run, twin);
  const label = `${path}${twin ? " (twin)" : ""} run ${run}`;
  for (let retry = 1; result.summary.runtimeError && retry <= RETRIES; retry++) {
    console.warn(`  ! ${label}: ${result.summary.runtimeError}; running it again`);
    result = await audit(chromePath, path, run, twin);
  }
  const s = result.summary;
  if (process.env.LIGHTHOUSE_REPORTS) writeReport(result.lhr, path, run, twin);
  console.log(`  ${label}/${RUNS}: performance ${fmt(s.scores.performance)}, LCP ${fmt(s.lcpMs)} ms, TBT ${fmt(s.tbtMs)} ms`);
  if (s.runtimeError) console.warn(`  ! ${label}: ${s.runtimeError}`);
  if (twin && !s.runtimeError) {
    const problems = twinProblems(s);
    if (problems.length) throw new Error(`${label}: the twin is not the page without its scripts: ${problems.join(", ")}`);
  }
  return result;
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
  console.log("Settings: Lighthouse's defaults, mobile emulation and simulated throttling");
  console.log(`Twin of each page: the same address with every script blocked (blockedUrlPatterns ${SCRIPT_PATTERNS.join(", ")})\n`);
  const all: RunSummary[][] = [];
  const twins: RunSummary[][] = [];
  let settings = "";
  for (const path of paths) {
    const runs: RunSummary[] = [];
    const twinRuns: RunSummary[] = [];
    // The page and its twin take turns, so that both meet the machine in the same state.
    for (let run = 1; run <= RUNS; run++) {
      const { summary, lhr } = await measure(chromePath, path, run, false);
      settings ||= describeSettings(lhr);
      runs.push(summary);
      twinRuns.push((await measure(chromePath, path, run, true)).summary);
    }
    all.push(runs);
    twins.push(twinRuns);
  }
  mkdirSync(OUT, { recursive: true });
  const summary = { base, settings, runsPerPage: RUNS, blockedInTwin: SCRIPT_PATTERNS, runs: [...all.flat(), ...twins.flat()] };
  writeFileSync(join(OUT, "summary.json"), JSON.stringify(summary, null, 2));
  const rows = all.map(tableRow);
  console.log(`\nMedian of ${RUNS} run(s) per page; ${settings}; scores 0–100, KB transferred`);
  console.log(row(HEADINGS));
  for (const r of rows) console.log(row(r.cells));
  const minima = CATEGORIES.map((c, i) => {
    const scores = rows.flatMap((r) => r.scores[i] ?? []);
    return `${c} ${scores.length ? Math.min(...scores) : "n/a"}`;
  });
  console.log(`\nMinimum across pages: ${minima.join(", ")}`);
  const comparisons = all.map((runs, i) => compareTwin(runs, twins[i] ?? []));
  console.log(`\nEach page beside its twin (scripts blocked), medians of ${RUNS} run(s); verdict: LCP within ${TWIN_RATIO}× of its twin`);
  console.log(twinRow(TWIN_HEADINGS));
  for (const c of comparisons) {
    console.log(twinRow(c.cells));
    console.log(`    LCP element: ${c.elements.page}; twin's: ${c.elements.twin}`);
  }
  const over = comparisons.filter((c) => c.within === false).map((c) => c.path);
  console.log(
    over.length
      ? `LCP within ${TWIN_RATIO}× of its twin: ${comparisons.length - over.length} of ${comparisons.length} pages; over: ${over.join(", ")}`
      : `LCP within ${TWIN_RATIO}× of its twin: every page (${comparisons.length})`,
  );
  console.log(`Per-run summaries: build/lighthouse/summary.json; done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench:lighthouse: ${(error as Error).message}`);
  process.exit(1);
}
