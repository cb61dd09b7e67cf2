// npm start: build if the build is missing or stale, seed the local KV from the redirect rules,
// and serve the real Worker under `wrangler dev` at http://127.0.0.1:8787 (PORT overrides;
// LOG_FORMAT=json prints the Worker's log lines alone on stdout).
// No Cloudflare account is needed: KV and assets are local. BUILD_DIR and CONTENT_ROOT serve
// another site the same way (the behaviour tests serve the fixture site so).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { ensureBuilt } from "../lib/freshness.ts";
import { applyMigrations } from "./d1.ts";
import { seedBuiltMap, wranglerKv } from "./kv.ts";
import { binOf, BUILD_DIR, REAL_SITE, ROOT, toolEnv } from "../lib/run.ts";
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
  // As it always has: no history entry and no refusal (the redirect tools' history is for what
  // marketing publishes; `npm run redirects -- versions` calls this map "found").
  const { version, previous } = seedBuiltMap(wranglerKv({ remote: false, persistTo, config: config[1] }), buildDir);
  say(previous ? `Redirect map ${version} is live (was ${previous}).` : `Redirect map ${version} is live.`);
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
const child = spawn(
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
  { cwd: ROOT, stdio: jsonLogs ? ["inherit", "pipe", "pipe"] : "inherit", env: { ...process.env, ...toolEnv } },
);
// LOG_FORMAT=json: the Worker's lines alone on stdout, one JSON object each (error events
// unwrapped from wrangler's marker); everything wrangler says itself goes to stderr.
if (jsonLogs) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) {
      createInterface({ input: stream }).on("line", (line) => {
        const json = workerLogLine(line);
        if (json) process.stdout.write(`${json}\n`);
        else process.stderr.write(`${line}\n`);
      });
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
