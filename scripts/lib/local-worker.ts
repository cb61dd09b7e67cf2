// The built site under `wrangler dev` for the tools that measure or probe it (Lighthouse, fuzz,
// load, Observatory): its own port, its own local KV in a state folder, the map published as
// `npm start` publishes it, wrangler in its own process group so that stopping it stops workerd.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureBuilt } from "./freshness.ts";
import { seedBuiltMap, wranglerKv } from "./kv.ts";
import { binOf, REAL_SITE, ROOT, toolEnv } from "./run.ts";
import { waitForSite, writeWranglerConfig } from "./serve.ts";

export interface LocalWorker {
  origin: string;
  /** wrangler dev's output, with the Worker's log lines. */
  log: string;
  stop(): void;
}

/** Builds the real site when stale, then serves it on `port` with state in build/<name>-state. */
export async function startLocalWorker(name: string, port: string): Promise<LocalWorker> {
  if (ensureBuilt(REAL_SITE) !== 0) throw new Error("the build failed");
  const origin = `http://127.0.0.1:${port}`;
  const inUse = await fetch(`${origin}/__version`)
    .then(() => true)
    .catch(() => false);
  if (inUse) throw new Error(`port ${port} is already in use`);
  const build = join(ROOT, REAL_SITE.buildDir);
  const state = join(build, `${name}-state`);
  mkdirSync(state, { recursive: true });
  const config = writeWranglerConfig(join(state, "wrangler.toml"), build);
  seedBuiltMap(wranglerKv({ remote: false, persistTo: state, config }), build);

  const log = join(state, "wrangler.log");
  const out = openSync(log, "w");
  const dev = [
    "dev",
    "--config",
    config,
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
  ];
  const server: ChildProcess = spawn(process.execPath, [binOf("wrangler", "wrangler"), ...dev], {
    cwd: ROOT,
    env: { ...process.env, ...toolEnv },
    stdio: ["ignore", out, out],
    detached: true,
  });
  closeSync(out);
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  process.once("exit", stop);
  const exited = new Promise<never>((_, reject) => server.on("exit", (code) => reject(new Error(`wrangler dev exited (${code})`))));
  try {
    await Promise.race([waitForSite(origin, 120_000), exited]);
  } catch (error) {
    stop();
    const tail = readFileSync(log, "utf8").trim().split("\n").slice(-15).join("\n");
    throw new Error(`the server could not start: ${(error as Error).message}\n${tail}\n(full log: ${log})`);
  }
  return { origin, log, stop };
}

/**
 * The main of a tool that probes the local Worker: serves the build on `port`, runs `probe`,
 * stops the server, and exits with the probe's code (1 and the message if anything threw).
 */
export function probeLocalWorker(name: string, port: string, probe: (server: LocalWorker) => Promise<number>): void {
  startLocalWorker(name, port)
    .then(async (server) => {
      try {
        return await probe(server);
      } finally {
        server.stop();
      }
    })
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
