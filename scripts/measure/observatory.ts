// npm run observatory — Mozilla's HTTP Observatory tests (npm @mdn/mdn-http-observatory) against
// the built site under `wrangler dev` on loopback. The scanner is installed into a scratch folder
// (node_modules/.cache/observatory) with --ignore-scripts, never as a dependency: its install
// script downloads lists, which breaks installs without the internet; its HSTS preload list is
// written empty instead. Its own entry point scans ports 80/443 only, so this runs its retriever
// and tests on the Worker's port. Over plain http the redirection and HSTS tests cannot pass;
// every other test must. Prints each test's result and score modifier.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { probeLocalWorker, type LocalWorker } from "../lib/local-worker.ts";
import { ROOT } from "../lib/run.ts";

/** A port for the server; unset, the OS finds a free one. */
const PORT = process.env.OBSERVATORY_PORT;
const VERSION = "1.4.8";
const TOOL_DIR = join(ROOT, "node_modules/.cache/observatory");
const PACKAGE_DIR = join(TOOL_DIR, "node_modules/@mdn/mdn-http-observatory");
/** Tests that need https: the redirection to https and Strict-Transport-Security. */
const NEEDS_HTTPS = new Set(["redirection", "strict-transport-security"]);

interface TestOutput {
  pass: boolean | null;
  result: string | null;
}

/** A test's name is its output class's static `name`, as the scanner reports it. */
const nameOf = (output: TestOutput) => (output.constructor as { name: string }).name;

function install(): void {
  if (existsSync(join(PACKAGE_DIR, "package.json"))) return;
  mkdirSync(TOOL_DIR, { recursive: true });
  writeFileSync(join(TOOL_DIR, "package.json"), JSON.stringify({ private: true }));
  console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${TOOL_DIR} (--ignore-scripts) …`);
  const npm = process.env.npm_execpath;
  const args = ["install", `@mdn/mdn-http-observatory@${VERSION}`, "--ignore-scripts", "--no-audit", "--no-fund", "--no-save"];
  const r = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: TOOL_DIR, stdio: "inherit" })
    : spawnSync("npm", args, { cwd: TOOL_DIR, stdio: "inherit" });
  if (r.status !== 0) throw new Error("installing the Observatory scanner failed");
  // What its install script would download: no domain is on the preload list here.
  mkdirSync(join(PACKAGE_DIR, "conf"), { recursive: true });
  writeFileSync(join(PACKAGE_DIR, "conf/hsts-preload.json"), "{}");
}

async function main(server: LocalWorker): Promise<number> {
  const load = (path: string) => import(pathToFileURL(join(PACKAGE_DIR, path)).href);
  const { retrieve } = (await load("src/retriever/retriever.js")) as { retrieve: (host: string, options: object) => Promise<unknown> };
  const { ALL_TESTS } = (await load("src/constants.js")) as { ALL_TESTS: Array<(requests: unknown) => TestOutput> };
  const { getScoreModifier, getGradeForScore } = (await load("src/grader/grader.js")) as {
    getScoreModifier: (result: string) => number;
    getGradeForScore: (score: number) => { score: number; grade: string };
  };

  // Nothing listens for https on the next port: the https half of the retrieval finds nothing.
  const port = new URL(server.origin).port;
  const requests = await retrieve("localhost", { httpPort: port, httpsPort: String(Number(port) + 1) });
  const results = ALL_TESTS.map((test) => test(requests));
  let failures = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  console.log(`\nHTTP Observatory ${VERSION} tests against ${server.origin}/ (plain http on loopback)\n`);
  for (const r of results) {
    const modifier = r.result ? getScoreModifier(r.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    const name = nameOf(r);
    const excused = !r.pass && NEEDS_HTTPS.has(name);
    if (!r.pass && !excused) failures++;
    const mark = r.pass ? "pass" : excused ? "fail (needs https)" : "FAIL";
    console.log(`  ${name.padEnd(30)} ${mark.padEnd(19)} ${String(modifier).padStart(4)}  ${r.result ?? ""}`);
  }
  // The scanner's own grading (src/scanner/index.js): extra credit only from an A upwards.
  const { score, grade } = getGradeForScore(uncurved >= 90 ? withExtraCredit : uncurved);
  console.log(`\nScore over plain http: ${score} (${grade}); tests failed that can pass over http: ${failures}`);
  return failures > 0 ? 1 : 0;
}

install();
probeLocalWorker("observatory", PORT, main);
