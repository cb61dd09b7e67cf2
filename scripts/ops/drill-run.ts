// What every incident drill does (scripts/ops/drill.ts, docs/runbook.md "Drills"): the real Worker of
// the real build under `wrangler dev`, through worker/drill.ts with the var DRILL set, on a port
// the OS finds free (DRILL_PORT names one) and in a temporary state folder; requests sent one at a time, each paired with its log
// line; the rare events; a verdict per expectation; the developer's .wrangler/state left alone.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { startLocalWorker, type LocalWorker } from "../lib/local-worker.ts";
import { ROOT } from "../lib/run.ts";
import { workerLogLine } from "./worker-log-line.ts";

/** A JSON line the Worker logged: a request line (`event: "request"`) or a rare event. */
export type LogLine = Record<string, unknown> & { event: string };

export interface Exchange {
  path: string;
  status: number;
  location: string | null;
  body: string;
  /** The Worker's log line for this request. */
  line: LogLine;
}

export interface Verdict {
  ok: boolean;
  /** What is expected, said as a fact. */
  expectation: string;
  /** What was seen. */
  seen: string;
}

export interface Drill {
  name: string;
  /** One sentence: what the drill simulates. */
  simulates: string;
  /** The runbook row it rehearses. */
  event: string;
  /** The paths requested, in order (asked once the site is built). */
  paths(): string[];
  verdicts(exchanges: Exchange[], events: LogLine[]): Verdict[];
}

export const verdict = (ok: boolean, expectation: string, seen: string): Verdict => ({ ok, expectation, seen });

const STATE = join(ROOT, ".wrangler/state");

/** The Worker's log lines in wrangler's output (a line may carry a marker before it: `✘ [ERROR]`). */
export function logLines(output: string): LogLine[] {
  return output.split("\n").flatMap((raw) => {
    const json = workerLogLine(raw);
    return json ? [JSON.parse(json) as LogLine] : [];
  });
}

/** Every file under `dir` with its size and a hash of its contents, or "missing". */
function fingerprint(dir: string): string {
  if (!existsSync(dir)) return "missing";
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return files
    .map((file) => {
      const data = readFileSync(file);
      return `${relative(dir, file)} ${data.length} ${createHash("sha256").update(data).digest("hex")}`;
    })
    .sort()
    .join("\n");
}

/** The entries of two fingerprints that differ, by path. */
function changed(before: string, after: string): string {
  const paths = (listing: string) => new Set(listing.split("\n"));
  const [was, is] = [paths(before), paths(after)];
  const differ = new Set([...was, ...is].filter((entry) => !was.has(entry) || !is.has(entry)).map((entry) => entry.split(" ")[0]));
  return [...differ].join(", ");
}

/** The action column of the runbook's row for `event`. */
function runbookAction(event: string): string | undefined {
  const row = readFileSync(join(ROOT, "docs/runbook.md"), "utf8")
    .split("\n")
    .find((line) => line.startsWith(`| \`${event}\``));
  return row?.split("|").at(-2)?.trim();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The log lines once `ready` holds for them (polled; throws after `timeoutMs`). */
async function linesWhen(server: LocalWorker, ready: (lines: LogLine[]) => boolean, what: string, timeoutMs = 10_000): Promise<LogLine[]> {
  for (const until = Date.now() + timeoutMs; ; await sleep(100)) {
    const lines = logLines(readFileSync(server.log, "utf8"));
    if (ready(lines)) return lines;
    if (Date.now() > until) throw new Error(`no ${what} in wrangler's output within ${timeoutMs / 1000} s (${server.log})`);
  }
}

/**
 * Resolves once the Worker answers at all. It refuses OPTIONS (405) before it looks at the
 * redirect map, so the drill's own requests are the first to meet the broken namespace, and a
 * Worker that answers 5xx fails the drill's checks rather than its start.
 */
async function waitForWorker(origin: string, timeoutMs = 120_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; ; await sleep(500)) {
    const answered = await fetch(`${origin}/`, { method: "OPTIONS" }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    if (Date.now() > until) throw new Error(`${origin} did not start within ${timeoutMs / 1000} s`);
  }
}

/** Sends the drill's GET requests one at a time, each paired with the request line it logged. */
async function exchange(server: LocalWorker, paths: string[]): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  let seen = 0;
  for (const path of paths) {
    const url = new URL(path, server.origin);
    const res = await fetch(url, { redirect: "manual" });
    const body = await res.text();
    const mine = (line: LogLine) => line.event === "request" && line.method === "GET" && line.path === url.pathname;
    const lines = await linesWhen(server, (all) => all.slice(seen).some(mine), `request line for ${path}`);
    seen += lines.slice(seen).findIndex(mine) + 1;
    exchanges.push({ path, status: res.status, location: res.headers.get("location"), body, line: lines[seen - 1] as LogLine });
  }
  return exchanges;
}

function printVerdicts(verdicts: Verdict[]): void {
  console.log("\nVerdicts:");
  for (const { ok, expectation, seen } of verdicts) console.log(`  ${ok ? "✓" : "✗"} ${expectation}: ${seen}`);
}

function printLog(exchanges: Exchange[], events: LogLine[]): void {
  console.log("\nRequests (status, Location, the Worker's request line):");
  for (const { path, status, location, line } of exchanges) {
    console.log(`  GET ${path} → ${status}${location ? ` Location: ${location}` : ""}`);
    console.log(`    ${JSON.stringify(line)}`);
  }
  console.log("\nRare events logged since the Worker started:");
  for (const event of events) console.log(`  ${JSON.stringify(event)}`);
  if (!events.length) console.log("  (none)");
}

/** Runs `drill` and returns the exit code: 0 when every expectation holds, 1 otherwise. */
export async function runDrill(drill: Drill): Promise<number> {
  const started = performance.now();
  const action = runbookAction(drill.event);
  console.log(`Drill ${drill.name}: ${drill.simulates} It rehearses the runbook row \`${drill.event}\` (docs/runbook.md).`);
  const before = fingerprint(STATE);
  const state = mkdtempSync(join(tmpdir(), `drill-${drill.name}-`));
  let server: LocalWorker | undefined;
  const cleanUp = async () => {
    await server?.stop();
    rmSync(state, { recursive: true, force: true, maxRetries: 5 });
  };
  // Ctrl+C may arrive twice (from the terminal and from npm, which passes it on): one clean-up.
  let interrupted = false;
  const interrupt = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping wrangler and deleting ${state}`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on("SIGINT", interrupt).on("SIGTERM", interrupt);
  // Deleted on exit too, should anything below throw before the end.
  process.once("exit", () => rmSync(state, { recursive: true, force: true }));

  let exchanges: Exchange[];
  let events: LogLine[];
  try {
    console.log(`Starting the Worker (worker/drill.ts, DRILL=${drill.name}), state in ${state} …`);
    server = await startLocalWorker(`drill-${drill.name}`, process.env.DRILL_PORT, {
      state,
      main: "worker/drill.ts",
      vars: { DRILL: drill.name },
      ready: waitForWorker,
    });
    console.log(`Serving ${server.origin}`);
    exchanges = await exchange(server, drill.paths());
    await sleep(250); // an event of the last request may come through wrangler's other stream a little later
    events = logLines(readFileSync(server.log, "utf8")).filter((line) => line.event !== "request");
  } finally {
    await cleanUp();
  }
  printLog(exchanges, events);
  const after = fingerprint(STATE);
  const verdicts = [
    ...drill.verdicts(exchanges, events),
    verdict(
      before === after,
      ".wrangler/state (the local KV and D1 of `npm start`) is as it was",
      before === after ? (before === "missing" ? "still missing" : "unchanged") : `it changed: ${changed(before, after)}`,
    ),
    verdict(!existsSync(state), "the drill's own state folder is deleted", existsSync(state) ? `${state} is still there` : "deleted"),
  ];
  printVerdicts(verdicts);

  const failed = verdicts.filter((v) => !v.ok);
  console.log(`\nRunbook action for \`${drill.event}\`: ${action ?? "(no row for this event in docs/runbook.md)"}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failed.length || !action) {
    const reasons = [...failed.map((v) => v.expectation), ...(action ? [] : ["the runbook has no row for the event"])];
    console.log(`\nDrill ${drill.name} FAILED (${seconds} s): ${reasons.join("; ")}`);
    return 1;
  }
  console.log(`\nDrill ${drill.name} passed (${seconds} s): the site answers as the runbook says.`);
  return 0;
}
