// The built site under `wrangler dev` for the tools that measure or probe it (Lighthouse, fuzz,
// load, Observatory, the incident drills): its own port, its own local KV in a state folder, the
// map published as `npm start` publishes it, wrangler in its own process group so that stopping
// it stops workerd.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { parse, stringify } from "smol-toml";
import { ensureBuilt } from "./freshness.ts";
import { seedBuiltMap, wranglerKv } from "../ops/kv.ts";
import { binOf, REAL_SITE, ROOT, toolEnv } from "./run.ts";
import { waitForSite, writeWranglerConfig } from "./serve.ts";

export interface LocalWorker {
  origin: string;
  /** wrangler dev's output, with the Worker's log lines. */
  log: string;
  /** Stops wrangler and workerd; resolves once wrangler has exited. */
  stop(): Promise<void>;
}

export interface LocalWorkerOptions {
  /** The state folder (local KV and D1, the config, the log); build/<name>-state by default. */
  state?: string;
  /** An entry module other than wrangler.toml's main (a path from the project's root). */
  main?: string;
  /** Vars added to wrangler.toml's [vars]. */
  vars?: Record<string, string>;
  /** Resolves once the Worker is up; by default, once /__version answers 200 (waitForSite). */
  ready?: (origin: string) => Promise<void>;
}

/** Whether something on this machine listens on `port` of the loopback address. */
function portInUse(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(true))
      .once("listening", () => probe.close(() => resolve(false)))
      .listen(Number(port), "127.0.0.1");
  });
}

/** Builds the real site when stale, then serves it on `port` with state in build/<name>-state. */
export async function startLocalWorker(name: string, port: string, options: LocalWorkerOptions = {}): Promise<LocalWorker> {
  if (ensureBuilt(REAL_SITE) !== 0) throw new Error("the build failed");
  const origin = `http://127.0.0.1:${port}`;
  if (await portInUse(port)) throw new Error(`port ${port} is already in use`);
  const build = join(ROOT, REAL_SITE.buildDir);
  const state = options.state ?? join(build, `${name}-state`);
  mkdirSync(state, { recursive: true });
  const config = writeWranglerConfig(join(state, "wrangler.toml"), build);
  if (options.main || options.vars) {
    const toml = parse(readFileSync(config, "utf8")) as { main: string; vars?: Record<string, string> };
    if (options.main) toml.main = join(ROOT, options.main);
    toml.vars = { ...toml.vars, ...options.vars };
    writeFileSync(config, stringify(toml));
  }
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
  const gone = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const kill = (signal: NodeJS.Signals = "SIGTERM") => {
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  const stop = () => {
    kill();
    const timer = setTimeout(() => kill("SIGKILL"), 5_000);
    return gone.finally(() => clearTimeout(timer));
  };
  process.once("exit", () => kill());
  const exited = new Promise<never>((_, reject) => server.on("exit", (code) => reject(new Error(`wrangler dev exited (${code})`))));
  try {
    await Promise.race([(options.ready ?? ((o) => waitForSite(o, 120_000)))(origin), exited]);
  } catch (error) {
    await stop();
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
        await server.stop();
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
