// The built site under `wrangler dev` for the tools that measure or probe it (Lighthouse, fuzz,
// load, Observatory, the incident drills): its own port (free, found by the OS, unless the
// tool's env var names one), its own local KV in a state folder, the built map seeded there,
// wrangler in its own process group so that stopping it stops workerd and esbuild, even when
// wrangler itself has exited already (a port taken under it) or the tool is interrupted.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "smol-toml";
import { ensureBuilt } from "./freshness.ts";
import { seedBuiltMap, wranglerKv } from "../ops/kv.ts";
import { workerDeclaration } from "../ops/worker-format.ts";
import { portInUse, portOf } from "./ports.ts";
import { binOf, REAL_SITE, ROOT, toolEnv, type Site } from "./run.ts";
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
  /** The site to build and serve: the real one unless named (the behaviour tests serve the fixture site). */
  site?: Site;
}

/** Builds the site (the real one unless `site` names another) when stale, then serves it with state in <build>/<name>-state: on `named`
 * (a port an env var names, which must be free), else on a port the OS finds free. */
export async function startLocalWorker(name: string, named: string | undefined, options: LocalWorkerOptions = {}): Promise<LocalWorker> {
  const site = options.site ?? REAL_SITE;
  if (ensureBuilt(site) !== 0) throw new Error("the build failed");
  const port = await portOf(named);
  const origin = `http://127.0.0.1:${port}`;
  if (named && (await portInUse(port)))
    throw new Error(`port ${port} is already in use (named by the environment; leave it unset for a free one)`);
  const build = join(ROOT, site.buildDir);
  const state = options.state ?? join(build, `${name}-state`);
  mkdirSync(state, { recursive: true });
  const config = writeWranglerConfig(join(state, "wrangler.toml"), build);
  if (options.main || options.vars) {
    const toml = parse(readFileSync(config, "utf8")) as { main: string; vars?: Record<string, string> };
    if (options.main) toml.main = join(ROOT, options.main);
    toml.vars = { ...toml.vars, ...options.vars };
    writeFileSync(config, stringify(toml));
  }
  const kv = wranglerKv({ remote: false, persistTo: state, config });
  seedBuiltMap(kv, build);
  // This checkout's Worker serves that KV: it reads maps with scheduled rules (decision 030).
  kv.putMany([workerDeclaration(new Date())]);

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
  const { stop } = supervise(server, true);
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
 * Stops `server` when this process exits or is interrupted: its whole process group (`group`,
 * wrangler started detached, with workerd and esbuild), whether or not the leader is still
 * running, or the process alone (`npm start`, which stops its own group). The terminal's Ctrl+C
 * reaches this process, not a detached group: passed on. A tool with a handler of its own (the
 * drills clean up) exits itself; otherwise this process exits once the server has.
 */
function supervise(server: ChildProcess, group: boolean): { stop: () => Promise<void> } {
  const gone = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const kill = (signal: NodeJS.Signals = "SIGTERM") => {
    if (!server.pid) return;
    try {
      process.kill(group ? -server.pid : server.pid, signal);
    } catch {
      // gone
    }
  };
  const stop = () => {
    kill();
    const timer = setTimeout(() => kill("SIGKILL"), 5_000);
    return gone.finally(() => clearTimeout(timer));
  };
  process.once("exit", () => kill(group ? "SIGKILL" : "SIGTERM"));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      kill(signal);
      if (process.listenerCount(signal) === 0) void stop().finally(() => process.exit(130));
    });
  }
  return { stop };
}

/**
 * `npm start` (scripts/ops/start.ts) as a server for a tool (bench, screenshots), with its local
 * KV and D1 in `persistTo`: on `named` (a port an env var names), else on a port the OS finds
 * free. Resolves once the site answers; stop() stops it and all it started.
 */
export async function startNpmStart(persistTo: string, named: string | undefined, stdio: StdioOptions): Promise<LocalWorker> {
  const port = await portOf(named);
  const origin = `http://127.0.0.1:${port}`;
  if (named && (await portInUse(port)))
    throw new Error(`port ${port} is already in use (named by the environment; leave it unset for a free one)`);
  const server = spawn(process.execPath, [join(ROOT, "scripts/ops/start.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...toolEnv, PORT: port, WRANGLER_PERSIST_TO: persistTo },
    stdio,
  });
  const { stop } = supervise(server, false);
  const exited = new Promise<never>((_, reject) => server.on("exit", (code) => reject(new Error(`npm start exited (${code})`))));
  try {
    await Promise.race([waitForSite(origin, 120_000), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, log: "", stop };
}

/**
 * The main of a tool that probes the local Worker: serves the build on `port`, runs `probe`,
 * stops the server, and exits with the probe's code (1 and the message if anything threw).
 */
export function probeLocalWorker(name: string, port: string | undefined, probe: (server: LocalWorker) => Promise<number>): void {
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
