// `npm run deploy` without credentials fails at once, before the build (decision 031): the
// check itself on a made-up home folder and environment, and its place in the deploy.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { KvStore } from "./kv.ts";
import type { Checkout } from "./git.ts";
import { deploy, deployAuthProblem, wranglerLoginFiles, type AuthSources } from "./deploy.ts";

const HOME = "/home/mara";
const XDG_LOGIN = join(HOME, ".config/.wrangler/config/default.toml");

/** No stored login and `wrangler whoami` says not logged in, unless told otherwise; whoami calls counted. */
function sources(files: Record<string, string> = {}, loggedIn = false) {
  const calls = { whoami: 0 };
  const s: AuthSources = {
    home: HOME,
    readFile: (path) => files[path] ?? null,
    whoami: () => {
      calls.whoami++;
      return loggedIn;
    },
  };
  return { s, calls };
}

describe("deployAuthProblem", () => {
  it("accepts an API token, or the global key with its e-mail, without asking wrangler", () => {
    for (const env of [{ CLOUDFLARE_API_TOKEN: "t" }, { CLOUDFLARE_API_KEY: "k", CLOUDFLARE_EMAIL: "ops@northfold.example" }]) {
      const { s, calls } = sources();
      expect(deployAuthProblem(env, s)).toBeUndefined();
      expect(calls.whoami).toBe(0);
    }
  });

  it("accepts a stored `wrangler login` in either folder wrangler uses, without the network", () => {
    const files = wranglerLoginFiles({ XDG_CONFIG_HOME: "/xdg" }, HOME);
    expect(files).toEqual([join(HOME, ".wrangler/config/default.toml"), "/xdg/.wrangler/config/default.toml"]);
    for (const file of [XDG_LOGIN, join(HOME, ".wrangler/config/default.toml")]) {
      const { s, calls } = sources({ [file]: 'oauth_token = "abc"\nrefresh_token = "def"\n' });
      expect(deployAuthProblem({}, s)).toBeUndefined();
      expect(calls.whoami).toBe(0);
    }
  });

  it("asks `wrangler whoami` only when nothing is stored, and names docs/deploy.md when it is not logged in", () => {
    const loggedIn = sources({}, true);
    expect(deployAuthProblem({}, loggedIn.s)).toBeUndefined();
    expect(loggedIn.calls.whoami).toBe(1);

    // A login file without a token (after `wrangler logout`), an empty token, an unrelated key.
    const { s, calls } = sources({ [XDG_LOGIN]: 'oauth_token = ""\n' });
    const problem = deployAuthProblem({ CLOUDFLARE_API_KEY: "k" }, s);
    expect(calls.whoami).toBe(1);
    expect(problem).toContain("CLOUDFLARE_API_TOKEN is not set and `npx wrangler login` has not been run");
    expect(problem).toContain("docs/deploy.md");
    expect(problem).toContain("Nothing was built or deployed.");
  });
});

/** `npm run deploy` with `authProblem`'s answer; the steps it took, in order. KV is never read;
 * once the Worker is deployed, the namespace is told which map format it reads ("declare"). */
function deployWith(argv: string[], problem: string | undefined) {
  const steps: string[] = [];
  const errors: string[] = [];
  const step = (name: string) => () => {
    steps.push(name);
    return 0;
  };
  const untouched = () => {
    throw new Error("KV was used");
  };
  const code = deploy(argv, {
    authProblem: () => (steps.push("auth"), problem),
    ensureBuilt: step("build"),
    buildDir: "/nowhere",
    redirectsDir: "/nowhere",
    store: {
      where: "the remote namespace",
      remote: true,
      getMany: untouched,
      putMany: (entries) => steps.push(...entries.map((e) => `declare ${e.key}`)),
    } satisfies KvStore,
    checkout: {} as Checkout,
    wranglerDeploy: step("deploy"),
    print: () => undefined,
    error: (line) => errors.push(line),
    env: {},
  });
  return { code, steps, errors: errors.join("\n") };
}

describe("npm run deploy", () => {
  it("without credentials fails before it builds, reads KV or deploys", () => {
    const r = deployWith([], "Cannot deploy: no credentials. See docs/deploy.md.");
    expect(r.code).toBe(1);
    expect(r.steps).toEqual(["auth"]);
    expect(r.errors).toContain("docs/deploy.md");
  });

  it("checks the credentials before the build, then builds and deploys", () => {
    const r = deployWith(["--keep-live-map"], undefined);
    expect(r.code, r.errors).toBe(0);
    expect(r.steps).toEqual(["auth", "build", "deploy", "declare redirects:worker"]);
  });
});
