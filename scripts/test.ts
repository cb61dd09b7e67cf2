// npm test: typecheck, unit tests, Worker tests in workerd and end-to-end tests in Chromium
// against the built site. Builds first when the build is stale; installs Debian's chromium
// with apt when it is missing and we are root, and otherwise says what to install.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium } from "./lib/chromium.ts";
import { buildIsFresh } from "./lib/freshness.ts";
import { binOf, ROOT, runNode, toolEnv } from "./lib/run.ts";

const RESULTS = join(ROOT, "build/test-results");

function ensureChromium(): void {
  if (findChromium()) return;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no such file exists.`);
  if (process.getuid?.() !== 0) {
    fail("Chromium is missing. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary)");
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const r = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (r.status !== 0) fail(`apt-get ${args.join(" ")} failed (exit ${r.status}).`);
  }
  if (!findChromium()) fail("apt-get installed chromium, but `command -v chromium` still finds nothing.");
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
  throw new Error(message);
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTally(file: string): Tally {
  const r = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightTally(file: string): Tally {
  const r = JSON.parse(readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const stages: Array<{ name: string; run: () => number; tally?: () => Tally }> = [
  {
    name: "typecheck",
    run: () => runNode(binOf("typescript", "tsc"), ["-p", "tsconfig.json"]) || runNode(binOf("typescript", "tsc"), ["-p", "worker/tsconfig.json"]),
  },
  {
    name: "build",
    run: () => (buildIsFresh(ROOT) ? (console.log("build is up to date"), 0) : runNode(join(ROOT, "scripts/build.ts"), [])),
  },
  {
    name: "unit",
    run: () => runNode(binOf("vitest", "vitest"), ["run", "--config", "tests/vitest.unit.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}/unit.json`]),
    tally: () => vitestTally(join(RESULTS, "unit.json")),
  },
  {
    name: "worker",
    run: () => runNode(binOf("vitest", "vitest"), ["run", "--config", "tests/vitest.worker.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULTS}/worker.json`], { env: toolEnv }),
    tally: () => vitestTally(join(RESULTS, "worker.json")),
  },
  {
    name: "e2e",
    run: () => {
      ensureChromium();
      return runNode(binOf("@playwright/test", "playwright"), ["test", "-c", "tests/playwright.config.ts"], { env: { ...toolEnv, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
    },
    tally: () => playwrightTally(join(RESULTS, "e2e.json")),
  },
  {
    // Builds three variants of the site and serves them in turn: deploys as a browser sees them.
    name: "e2e-deploy",
    run: () => runNode(binOf("@playwright/test", "playwright"), ["test", "-c", "tests/playwright.deploy.config.ts"], { env: { ...toolEnv, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } }),
    tally: () => playwrightTally(join(RESULTS, "e2e-deploy.json")),
  },
];

rmSync(RESULTS, { recursive: true, force: true });
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];
let failedStage: string | undefined;
for (const stage of stages) {
  console.log(`\n── ${stage.name} ──`);
  mkdirSync(RESULTS, { recursive: true });
  const started = performance.now();
  const code = stage.run();
  timings.push(`${stage.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (stage.tally) {
    const file = join(RESULTS, `${stage.name}.json`);
    const t = existsSync(file) ? stage.tally() : { passed: 0, failed: 1, skipped: 0 };
    total.passed += t.passed;
    total.failed += t.failed;
    total.skipped += t.skipped;
  }
  if (code !== 0) {
    failedStage = stage.name;
    if (!stage.tally) total.failed += 1;
    break;
  }
}
console.log(`\n${timings.join(" · ")}`);
if (failedStage) console.log(`Stopped at: ${failedStage}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(failedStage || total.failed || total.skipped ? 1 : 0);
