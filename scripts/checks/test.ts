// npm test: every check of the project, in the order that fails fastest. `npm run test:quick`
// (--quick) runs the static checks, the unit suite and the Worker suite only: the loop to run
// while working, in a few minutes.
//   static       lint (0 warnings), format, types of every file, import boundaries, no
//                duplicated code (jscpd: no clone of 10 lines or more)
//   behaviour    unit tests; then, on the fixture site (tests/fixtures/site, built into
//                build-fixture/): the Worker in workerd, `npm start` piped as the README
//                pipes it (tests/start), the browser in Chromium, deploys
//   real site    build/, the incident drills, the HTML check of both builds, and the
//                content-acceptance suites
// Stages that mostly wait (the browser suites) run beside others, in lanes: see `steps`.
// Builds only what is stale. Installs Debian's chromium and default-jre-headless with apt when
// they are missing and we are root, and otherwise says what to install.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium } from "../lib/chromium.ts";
import { buildIsFresh } from "../lib/freshness.ts";
import { binOf, FIXTURE_SITE, REAL_SITE, ROOT, runNode, siteEnv, startNode, toolEnv, type Site } from "../lib/run.ts";
import { commandPath, ensureDebianPackage } from "./system-packages.ts";

const RESULTS = join(ROOT, "test-results");
const BROWSER_ENV = { ...toolEnv, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function ensure(pkg: string, find: () => string | undefined): void {
  const problem = ensureDebianPackage(pkg, find);
  if (problem) fail(problem);
}

function ensureChromium(): void {
  const named = process.env.CHROMIUM_PATH;
  if (named && !findChromium()) fail(`CHROMIUM_PATH is set to ${named}, but no such file exists.`);
  ensure("chromium", findChromium);
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTally(file: string): Tally {
  const r = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightTally(file: string): Tally {
  const r = JSON.parse(readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

/** A command of a stage: its output goes straight to the terminal, or, for stages that run side
 * by side, is collected and printed whole when it ends. */
type Command = (piped: boolean) => Promise<number>;

const node =
  (script: string, args: string[], env: Record<string, string> = {}): Command =>
  async (piped) => {
    if (!piped) return runNode(script, args, { env });
    const { code, output } = await startNode(script, args, { env, stdio: "pipe" });
    if (output.trim()) console.log(output.trimEnd());
    return code;
  };

const vitest = (config: string, name: string) =>
  node(
    binOf("vitest", "vitest"),
    ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${join(RESULTS, `${name}.json`)}`],
    toolEnv,
  );

const playwright =
  (config: string): Command =>
  (piped) => {
    ensureChromium();
    return node(binOf("@playwright/test", "playwright"), ["test", "-c", config], BROWSER_ENV)(piped);
  };

/** Builds `site` unless its build is fresh (the build's own stamp says). */
const build =
  (site: Site): Command =>
  (piped) =>
    buildIsFresh(site) ? Promise.resolve(0) : node(join(ROOT, "scripts/build/build.ts"), [], siteEnv(site))(piped);

type Suite = "behaviour" | "content acceptance";

interface Stage {
  name: string;
  run: Command;
  /** Stages that run tests count them for their suite. */
  suite?: Suite;
  tally?: (file: string) => Tally;
}

/** Stages in lanes: the lanes run side by side (the machine has two cores), each lane's stages in turn. */
type Step = Stage | { lanes: Stage[][] };

const steps: Step[] = [
  {
    lanes: [
      [{ name: "lint", run: node(binOf("eslint", "eslint"), [".", "--max-warnings", "0"]) }],
      [
        { name: "format", run: node(binOf("prettier", "prettier"), ["--check", ".", "--log-level", "warn"]) },
        { name: "typecheck", run: node(join(ROOT, "scripts/checks/typecheck.ts"), []) },
        { name: "boundaries", run: node(join(ROOT, "scripts/checks/check-boundaries.ts"), []) },
        // Copied code over the code folders of .jscpd.json (not content pages, not build output): any
        // clone of 10 lines or more fails, printed with both files and line ranges.
        { name: "duplicates", run: node(binOf("jscpd", "jscpd"), ["--config", join(ROOT, ".jscpd.json")]) },
      ],
    ],
  },
  {
    lanes: [
      [{ name: "unit", run: vitest("tests/vitest.unit.config.ts", "unit"), suite: "behaviour", tally: vitestTally }],
      [{ name: "fixture build", run: build(FIXTURE_SITE) }],
    ],
  },
  { name: "worker", run: vitest("tests/vitest.worker.config.ts", "worker"), suite: "behaviour", tally: vitestTally },
  // --quick stops here. From here the browser suites wait on pages and timers more than they
  // compute, so each runs beside other work.
  {
    lanes: [
      [
        // `npm start --silent | head -n 1` leaves no process behind: about a minute, beside the real build.
        { name: "start", run: vitest("tests/vitest.start.config.ts", "start"), suite: "behaviour", tally: vitestTally },
        { name: "e2e", run: playwright("tests/playwright.config.ts"), suite: "behaviour", tally: playwrightTally },
      ],
      [
        { name: "build", run: build(REAL_SITE) },
        // The runbook's drills on the real build: the site keeps answering with KV down or the map corrupt.
        {
          name: "drills",
          run: async (piped) =>
            (await node(join(ROOT, "scripts/ops/drill.ts"), ["kv-down"])(piped)) ||
            node(join(ROOT, "scripts/ops/drill.ts"), ["corrupt-map"])(piped),
        },
        {
          name: "html",
          run: (piped) => {
            ensure("default-jre-headless", () => commandPath("java"));
            return node(join(ROOT, "scripts/checks/check-html.ts"), [FIXTURE_SITE.buildDir, REAL_SITE.buildDir])(piped);
          },
        },
        { name: "content", run: vitest("tests/vitest.content.config.ts", "content"), suite: "content acceptance", tally: vitestTally },
      ],
    ],
  },
  {
    lanes: [
      [{ name: "content-e2e", run: playwright("tests/playwright.content.config.ts"), suite: "content acceptance", tally: playwrightTally }],
      // Serves the fixture build and two variants of it in turn: deploys as a browser sees them.
      [{ name: "e2e-deploy", run: playwright("tests/playwright.deploy.config.ts"), suite: "behaviour", tally: playwrightTally }],
    ],
  },
];

const quick = process.argv.includes("--quick");
const isStage = (step: Step): step is Stage => "run" in step;
const stagesOf = (step: Step): Stage[] => (isStage(step) ? [step] : step.lanes.flat());
const plan = quick ? steps.slice(0, steps.findIndex((step) => stagesOf(step).some((stage) => stage.name === "worker")) + 1) : steps;

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const totals = new Map<Suite, Tally>();
const timings: string[] = [];
let failedStage: string | undefined;

/** Runs a stage, times it and counts its tests; true when it passed. */
async function runStage(stage: Stage, piped: boolean): Promise<boolean> {
  const started = performance.now();
  const code = await stage.run(piped);
  const seconds = (performance.now() - started) / 1000;
  timings.push(`${stage.name} ${seconds.toFixed(1)} s`);
  if (piped) console.log(`  ✓ ${stage.name} (${seconds.toFixed(1)} s)${code ? " FAILED" : ""}`);
  if (stage.suite && stage.tally) {
    const file = join(RESULTS, `${stage.name}.json`);
    const t = existsSync(file) ? stage.tally(file) : { passed: 0, failed: 1, skipped: 0 };
    const sum = totals.get(stage.suite) ?? { passed: 0, failed: 0, skipped: 0 };
    totals.set(stage.suite, { passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped });
  }
  if (code !== 0) failedStage ??= stage.name;
  return code === 0;
}

// The system packages the later stages need, installed before any stages run side by side (two
// apt runs at once would fight over dpkg's lock).
if (!quick) {
  ensureChromium();
  ensure("default-jre-headless", () => commandPath("java"));
}

for (const step of plan) {
  if (isStage(step)) {
    console.log(`\n── ${step.name} ──`);
    if (!(await runStage(step, false))) break;
    continue;
  }
  console.log(`\n── ${step.lanes.map((lane) => lane.map((stage) => stage.name).join(", ")).join(" ‖ ")} ──`);
  const started = performance.now();
  // Each lane stops at its first failing stage; the step fails if any lane did.
  const passed = await Promise.all(
    step.lanes.map(async (lane) => {
      for (const stage of lane) if (!(await runStage(stage, true))) return false;
      return true;
    }),
  );
  timings.push(`(side by side: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (passed.includes(false)) break;
}

const line = (t: Tally) => `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ""}`;
const all = [...totals.values()].reduce(
  (a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log(`\n${timings.join(" · ")}`);
for (const [suite, t] of totals) console.log(`${suite}: ${line(t)}`);
if (failedStage) console.log(`Stopped at: ${failedStage}`);
console.log(
  line({ ...all, failed: all.failed + (failedStage && !steps.flatMap(stagesOf).find((s) => s.name === failedStage)?.suite ? 1 : 0) }),
);
process.exit(failedStage || all.failed || all.skipped ? 1 : 0);
