// npm start: build if the build is missing or stale, seed the local KV from the redirect rules,
// and serve the real Worker under `wrangler dev` at http://127.0.0.1:8787 (PORT overrides).
// No Cloudflare account is needed: KV and assets are local. BUILD_DIR and CONTENT_ROOT serve
// another site the same way (the behaviour tests serve the fixture site so).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ensureBuilt } from "./lib/freshness.ts";
import { applyMigrations } from "./lib/d1.ts";
import { seedBuiltMap, wranglerKv } from "./lib/kv.ts";
import { binOf, BUILD_DIR, REAL_SITE, ROOT, toolEnv } from "./lib/run.ts";
import { writeWranglerConfig } from "./lib/serve.ts";

const port = process.env.PORT ?? "8787";
const persistTo = process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state";

if (ensureBuilt() !== 0) process.exit(1);

// The project's wrangler.toml serves build/; another build folder gets a config of its own.
const buildDir = join(ROOT, BUILD_DIR);
const config = BUILD_DIR === REAL_SITE.buildDir ? [] : ["--config", writeWranglerConfig(join(buildDir, "wrangler.toml"), buildDir)];

console.log(`Publishing the redirect map of ${BUILD_DIR}/ to the local KV …`);
try {
  // As it always has: no history entry and no refusal (the redirect tools' history is for what
  // marketing publishes; `npm run redirects -- versions` calls this map "found").
  const { version, previous } = seedBuiltMap(wranglerKv({ remote: false, persistTo, config: config[1] }), buildDir);
  console.log(previous ? `Redirect map ${version} is live (was ${previous}).` : `Redirect map ${version} is live.`);
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

console.log("Applying the enquiries database's migrations to the local D1 …");
try {
  applyMigrations({ remote: false, persistTo, config: config[1] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`Serving http://127.0.0.1:${port} with wrangler dev (Ctrl+C stops it)`);
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
  { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...toolEnv } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
