// npm start: build if the build is missing or stale, seed the local KV from redirects/,
// and serve the real Worker under `wrangler dev` at http://127.0.0.1:8787 (PORT overrides).
// No Cloudflare account is needed: KV and assets are local.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIsFresh } from "./lib/freshness.ts";
import { binOf, ROOT, runNode, runWrangler, toolEnv } from "./lib/run.ts";

const port = process.env.PORT ?? "8787";
const persistTo = process.env.WRANGLER_PERSIST_TO ?? ".wrangler/state";

if (!buildIsFresh(ROOT)) {
  console.log("The build is missing or older than the sources: building first.");
  if (runNode(join(ROOT, "scripts/build.ts"), []) !== 0) process.exit(1);
}

console.log("Seeding the local redirect map (KV) from redirects/ …");
const seeded = runWrangler(["kv", "bulk", "put", "build/worker/redirects-kv.json", "--binding", "REDIRECTS", "--local", "--persist-to", persistTo], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (seeded !== 0) process.exit(seeded);

console.log(`Serving http://127.0.0.1:${port} with wrangler dev (Ctrl+C stops it)`);
const child = spawn(
  process.execPath,
  [binOf("wrangler", "wrangler"), "dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", persistTo, "--show-interactive-dev-session=false", "--log-level", "log"],
  { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...toolEnv } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
