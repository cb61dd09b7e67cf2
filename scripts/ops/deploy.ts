// npm run deploy [-- --keep-live-map | --force]: build, publish the redirect map to the remote
// KV namespace when redirects/ changed since the live map's commit (as `npm run redirects --
// push` does: with a history entry, and refused when live rules that no commit has would be
// lost), then deploy the Worker. A refusal stops the deploy before `wrangler deploy`;
// --keep-live-map leaves the map alone. The kill switch (SERVICE_WORKER=off) is never stopped
// by the map: a refusal or a KV failure is printed and the Worker is deployed with the live map
// left as it is. Needs a Cloudflare account: see docs/deploy.md. Without a way to authenticate
// it fails at once, before it builds (decision 031).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { POINTER_TTL_SECONDS } from "../../redirects/engine/freshness.ts";
import { ensureBuilt } from "../lib/freshness.ts";
import { gitCheckout, type Checkout } from "./git.ts";
import { readBuiltMap, wranglerKv, type KvStore } from "./kv.ts";
import { describeEntry, liveEntry } from "./redirect-history.ts";
import { workerDeclaration, workerFormat } from "./worker-format.ts";
import { formatOf } from "../../redirects/engine/shards.ts";
import { mapOfEntries, Namespace, publish } from "./redirect-publish.ts";
import { binOf, REAL_SITE, ROOT, runWrangler, toolEnv } from "../lib/run.ts";

const USAGE = `Usage: npm run deploy [-- --keep-live-map | --force]

  --keep-live-map   deploy the Worker and leave the live redirect map as it is
  --force           publish the map even if live rules that no commit has would be lost`;

export interface DeployDeps {
  /** Builds when the build is stale; returns the build's exit code. */
  ensureBuilt: () => number;
  buildDir: string;
  /** The rule folder whose changes decide whether the map is published. */
  redirectsDir: string;
  store: KvStore;
  checkout: Checkout;
  /** `wrangler deploy`; returns its exit code. */
  wranglerDeploy: () => number;
  print: (line: string) => void;
  error: (line: string) => void;
  env: Record<string, string | undefined>;
  /** Why wrangler could not authenticate, or undefined when it can; by default deployAuthProblem
   * of `env` with wrangler's stored login and `wrangler whoami`. */
  authProblem?: () => string | undefined;
  now?: () => Date;
}

/** What deployAuthProblem looks at besides the environment. */
export interface AuthSources {
  /** A file's text, null when it does not exist. */
  readFile: (path: string) => string | null;
  home: string;
  /** `wrangler whoami --json`'s answer: logged in or not (its last resort, as it may go online). */
  whoami: () => boolean;
}

/** Where `wrangler login` keeps its login: ~/.wrangler when that folder exists (older
 * wranglers), else the XDG config folder (wrangler's getGlobalConfigPath). */
export function wranglerLoginFiles(env: Record<string, string | undefined>, home: string): string[] {
  const xdg = env.XDG_CONFIG_HOME || join(home, ".config");
  return [join(home, ".wrangler/config/default.toml"), join(xdg, ".wrangler/config/default.toml")];
}

/**
 * Why a deploy could not authenticate, or undefined when it can: an API token (or the global
 * key and e-mail) in the environment, else a stored `wrangler login`, looked up without the
 * network; only when neither is there, `wrangler whoami` (a keyring or another store).
 */
export function deployAuthProblem(env: Record<string, string | undefined>, sources: AuthSources): string | undefined {
  if (env.CLOUDFLARE_API_TOKEN || (env.CLOUDFLARE_API_KEY && env.CLOUDFLARE_EMAIL)) return undefined;
  const login = wranglerLoginFiles(env, sources.home).some((file) =>
    /^\s*(oauth_token|api_token)\s*=\s*"[^"]/m.test(sources.readFile(file) ?? ""),
  );
  if (login || sources.whoami()) return undefined;
  return [
    "Cannot deploy: wrangler has no Cloudflare credentials (CLOUDFLARE_API_TOKEN is not set and `npx wrangler login` has not been run).",
    'docs/deploy.md says how to create the deploy token ("Tokens by role"): export CLOUDFLARE_API_TOKEN=…, or run `npx wrangler login` once.',
    "Nothing was built or deployed.",
  ].join("\n");
}

/** `wrangler whoami --json`: {"loggedIn": true, …} when it can authenticate. */
function wranglerWhoami(): boolean {
  const r = spawnSync(process.execPath, [binOf("wrangler", "wrangler"), "whoami", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...toolEnv },
  });
  try {
    return (JSON.parse(r.stdout.trim().split("\n").at(-1) ?? "") as { loggedIn?: unknown }).loggedIn === true;
  } catch {
    return false;
  }
}

/** Publishes the built map unless redirects/ is unchanged since the live entry's commit. */
function publishMapStep(deps: DeployDeps, force: boolean): void {
  const { store, checkout, print } = deps;
  const ns = new Namespace(store);
  const live = liveEntry(ns.history, ns.pointer);
  if (live?.commit && !checkout.changedSince(live.commit, deps.redirectsDir)) {
    print(`Redirect map: redirects/ has not changed since the live map's commit; it stays live (${describeEntry(live)}).`);
    return;
  }
  const built = readBuiltMap(deps.buildDir);
  const result = publish({ store, checkout, print, now: deps.now }, mapOfEntries(built.version, built.entries), "deploy", force);
  if ("unchanged" in result) print(`Redirect map ${built.version} is live already: nothing to publish.`);
  else
    print(
      `Redirect map ${built.version} is live as ${describeEntry(result.entry)}; the Worker picks it up within ${POINTER_TTL_SECONDS} seconds.`,
    );
}

export function deploy(argv: string[], deps: DeployDeps): number {
  let options;
  try {
    options = parseArgs({ args: argv, options: { "keep-live-map": { type: "boolean" }, force: { type: "boolean" } } }).values;
  } catch {
    deps.error(USAGE);
    return 2;
  }
  if (options["keep-live-map"] && options.force) {
    deps.error(USAGE);
    return 2;
  }
  // Before the build: without credentials the build is time lost.
  const authProblem = (
    deps.authProblem ??
    (() =>
      deployAuthProblem(deps.env, {
        readFile: (file) => (existsSync(file) ? readFileSync(file, "utf8") : null),
        home: homedir(),
        whoami: wranglerWhoami,
      }))
  )();
  if (authProblem) {
    deps.error(authProblem);
    return 1;
  }
  if (deps.ensureBuilt() !== 0) return 1;

  const killSwitch = deps.env.SERVICE_WORKER === "off";
  // A map whose rules have windows needs a Worker that reads them (decision 030): when the
  // namespace's Worker is older, this deploy's Worker goes live first, then the map.
  const workerFirst = !options["keep-live-map"] && builtFormat(deps) > workerFormat(deps.store);
  if (workerFirst) {
    deps.print("Redirect map: it has scheduled rules, which the deployed Worker cannot read; the Worker is deployed first.");
    const deployed = deployWorker(deps);
    if (deployed !== 0) return deployed;
  }
  if (options["keep-live-map"]) deps.print("Redirect map: left as it is (--keep-live-map).");
  else {
    try {
      publishMapStep(deps, options.force ?? false);
    } catch (error) {
      deps.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
      if (workerFirst) {
        deps.error("The Worker is deployed; the live redirect map stays as it is.");
        return 1;
      }
      if (!killSwitch) {
        deps.error("Nothing was deployed. `npm run deploy -- --keep-live-map` deploys the Worker and leaves the map as it is.");
        return 1;
      }
      deps.error("SERVICE_WORKER=off: the kill switch is deployed anyway; the live redirect map stays as it is.");
    }
  }
  return workerFirst ? 0 : deployWorker(deps);
}

/** The map format the build's redirect map needs (2 when a rule has a window). */
function builtFormat(deps: DeployDeps): number {
  const built = readBuiltMap(deps.buildDir);
  return formatOf(mapOfEntries(built.version, built.entries).rules);
}

/** `wrangler deploy`; once it succeeded, the namespace records which map format its Worker reads. */
function deployWorker(deps: DeployDeps): number {
  deps.print("\n$ wrangler deploy");
  const code = deps.wranglerDeploy();
  if (code === 0) deps.store.putMany([workerDeclaration((deps.now ?? (() => new Date()))())]);
  return code;
}

if (import.meta.main) {
  const buildDir = join(ROOT, REAL_SITE.buildDir);
  const redirectsDir = join(ROOT, "redirects");
  process.exitCode = deploy(process.argv.slice(2), {
    ensureBuilt: () => ensureBuilt(REAL_SITE),
    buildDir,
    redirectsDir,
    store: wranglerKv({ remote: true, persistTo: "" }),
    checkout: gitCheckout(ROOT),
    wranglerDeploy: () => runWrangler(["deploy"]),
    print: (line) => console.log(line),
    error: (line) => console.error(line),
    env: process.env,
  });
}
