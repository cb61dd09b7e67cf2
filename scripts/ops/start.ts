// npm start: build if the build is missing or stale, publish the checkout's redirect map to the
// local KV (a history entry of its own, decision 031), and serve the real Worker under
// `wrangler dev` at http://127.0.0.1:8787 (PORT overrides; LOG_FORMAT=json prints the Worker's
// log lines alone on stdout: `LOG_FORMAT=json npm start --silent | jq`, as npm prints a banner).
// No Cloudflare account is needed: KV and assets are local. BUILD_DIR and CONTENT_ROOT serve
// another site the same way (the behaviour tests serve the fixture site so).
// wrangler runs in a process group of its own with workerd and esbuild: a signal, or the reader
// of stdout going away (EPIPE), stops the whole group, so nothing keeps the port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { ensureBuilt } from "../lib/freshness.ts";
import { applyMigrations } from "./d1.ts";
import { gitCheckout } from "./git.ts";
import { readBuiltMap, wranglerKv } from "./kv.ts";
import { describeEntry } from "./redirect-history.ts";
import { mapOfEntries, publishStart } from "./redirect-publish.ts";
import { binOf, BUILD_DIR, CONTENT_ROOT, REAL_SITE, ROOT, toolEnv } from "../lib/run.ts";
import { writeWranglerConfig } from "../lib/serve.ts";
import { workerLogLine } from "./worker-log-line.ts";

const port = process.env.PORT ?? "8787";
const jsonLogs = process.env.LOG_FORMAT === "json";
if (process.env.LOG_FORMAT && !jsonLogs) {
  console.error(`LOG_FORMAT=${process.env.LOG_FORMAT} is not known: leave it unset, or set LOG_FORMAT=json.`);
  process.exit(2);
}
const persistTo = process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state";

// In JSON mode stdout carries the Worker's lines only.
const say = jsonLogs ? console.error : console.log;
if (ensureBuilt(undefined, { quiet: jsonLogs }) !== 0) process.exit(1);

// The project's wrangler.toml serves build/; another build folder gets a config of its own.
const buildDir = join(ROOT, BUILD_DIR);
const config = BUILD_DIR === REAL_SITE.buildDir ? [] : ["--config", writeWranglerConfig(join(buildDir, "wrangler.toml"), buildDir)];

say(`Publishing the redirect map of ${BUILD_DIR}/ to the local KV …`);
try {
  // With an entry of its own, never refused: `npm run redirects -- rollback` undoes it, and a
  // push never counts its rules as rules no commit has (decision 031).
  const built = readBuiltMap(buildDir);
  const result = publishStart(
    {
      store: wranglerKv({ remote: false, persistTo, config: config[1] }),
      checkout: gitCheckout(join(CONTENT_ROOT, "redirects")),
      print: say,
    },
    mapOfEntries(built.version, built.entries),
  );
  if ("unchanged" in result)
    say(`Redirect map ${built.version} is live already${result.unchanged ? ` (${describeEntry(result.unchanged)})` : ""}.`);
  else {
    const was = result.replaced ? `; it replaced the map ${result.replaced.version} of ${describeEntry(result.replaced)}` : "";
    say(`Redirect map ${built.version} is live as ${describeEntry(result.entry)}${was}.`);
    if (result.replaced) say("`npm run redirects -- rollback` makes that map live again.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Local secrets live in .dev.vars beside the wrangler config (never committed): the enquiry
// form's signing key is made up once per checkout.
const devVars = join(config[1] ? dirname(config[1]) : ROOT, ".dev.vars");
const vars = existsSync(devVars) ? readFileSync(devVars, "utf8") : "";
if (!/^ENQUIRY_SECRET=/m.test(vars)) {
  writeFileSync(devVars, `${vars}${vars && !vars.endsWith("\n") ? "\n" : ""}ENQUIRY_SECRET=${randomBytes(32).toString("base64url")}\n`);
}

say("Applying the enquiries database's migrations to the local D1 …");
try {
  applyMigrations({ remote: false, persistTo, config: config[1] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

say(`Serving http://127.0.0.1:${port} with wrangler dev (Ctrl+C stops it)`);
// Its own process group (detached): stopping the group stops workerd and esbuild with it. It
// reads nothing from the terminal, so it needs no stdin.
const child: ChildProcess = spawn(
  process.execPath,
  [
    binOf("wrangler", "wrangler"),
    "dev",
    ...config,
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--log-level",
    "log",
  ],
  {
    cwd: ROOT,
    stdio: jsonLogs ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...toolEnv },
    detached: true,
  },
);

/** Sends `signal` to wrangler's process group (wrangler, workerd, esbuild), even once wrangler
 * itself has exited: a child it left behind is still in the group. */
const signalGroup = (signal: NodeJS.Signals) => {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
};
let stopping = false;
/** Stops the group (SIGKILL if it is still there after 5 s); exits once wrangler has. */
function stop(signal: NodeJS.Signals, why?: string) {
  if (stopping) return;
  stopping = true;
  if (why) console.error(why);
  signalGroup(signal);
  setTimeout(() => signalGroup("SIGKILL"), 5_000).unref();
}
// Ctrl+C reaches this process (the terminal's process group), not wrangler's: passed on.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));
// Whatever ends this process, wrangler's group does not outlive it.
process.on("exit", () => signalGroup("SIGKILL"));
// stdout's reader went away (`| head -n 1`, or jq exiting): writing on would throw EPIPE and
// leave the server running with no one reading its logs.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") stop("SIGTERM", "The reader of stdout is gone (EPIPE): stopping wrangler dev.");
  else stop("SIGTERM", `stdout: ${error.message}: stopping wrangler dev.`);
});

// LOG_FORMAT=json: the Worker's lines alone on stdout, one JSON object each (error events
// unwrapped from wrangler's marker); everything wrangler says itself goes to stderr.
if (jsonLogs) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) {
      createInterface({ input: stream }).on("line", (line) => {
        const json = workerLogLine(line);
        if (json && !stopping) process.stdout.write(`${json}\n`);
        else if (!json) process.stderr.write(`${line}\n`);
      });
    }
  }
}
child.on("exit", (code, signal) => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))));
