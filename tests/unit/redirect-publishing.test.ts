// Publishing redirect maps with a history (README "Redirects", docs/decisions/021): the
// commands of `npm run redirects` and `npm run deploy` against a namespace in memory, on rule
// files in a git repository of their own, so that commits, uncommitted changes and ancestry
// are real; the local KV refuses as the remote namespace does, and `npm start` publishes there
// with an entry of its own (decision 031). The round trip through wrangler's local KV is
// tests/unit/redirect-tools.test.ts.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath } from "../../content/model.ts";
import { HISTORY_KEY, HISTORY_LIMIT, metaKey, POINTER_KEY, shardKey, WORKER_KEY } from "../../redirects/engine/kv-layout.ts";
import { findRuleIn } from "../../redirects/engine/lookup.ts";
import { shardOf, type MapMeta, type Shard } from "../../redirects/engine/shards.ts";
import { deploy } from "../../scripts/ops/deploy.ts";
import { gitCheckout } from "../../scripts/ops/git.ts";
import { BUILT_MAP_FILE, type BuiltMap } from "../../scripts/ops/kv.ts";
import { parseHistory, type HistoryEntry } from "../../scripts/ops/redirect-history.ts";
import { mapOfEntries, publishStart, type StartResult } from "../../scripts/ops/redirect-publish.ts";
import { buildRedirectMap, kvEntries } from "../../scripts/build/redirect-map.ts";
import { FIXTURE_SITE, PUBLIC_DIR, ROOT } from "../../scripts/lib/run.ts";
import { runRedirects } from "../../scripts/ops/redirects.ts";
import { workerDeclaration } from "../../scripts/ops/worker-format.ts";
import { MemoryKv } from "./memory-kv.ts";

const site = loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR);
const pages: ReadonlySet<string> = new Set(site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p)));
const config = readFileSync(join(ROOT, FIXTURE_SITE.contentRoot, "redirects/config.json"), "utf8");

const A = "/old-a /crm\n";
const B = "/old-a /crm\n/old-b /services\n";
const C = "/old-a /contacts\n/old-b /services\n/old-c /careers\n";

/** A git repository holding redirects/, a namespace in memory, and the commands run on them. */
class Sandbox {
  readonly repo = mkdtempSync(join(tmpdir(), "redirect-publishing-"));
  readonly dir = join(this.repo, "redirects");
  /** Where `npm run build` would write: outside the repository, which stays clean. */
  readonly build = mkdtempSync(join(tmpdir(), "redirect-publishing-build-"));
  readonly kv: MemoryKv;
  private minutes = 0;
  deployed = 0;

  /** `remote`: the namespace the live site reads, else the local KV (which refuses the same). */
  constructor(remote = true) {
    this.kv = new MemoryKv(remote);
    mkdirSync(this.dir);
    writeFileSync(join(this.dir, "config.json"), config);
    this.git("init", "--quiet", "--initial-branch=main");
    this.git("config", "user.name", "Mara Weiss");
    this.git("config", "user.email", "mara.weiss@northfold.example");
    this.rules("# Rules\n");
    this.commit("start");
  }

  git(...args: string[]): string {
    return execFileSync("git", ["-C", this.repo, ...args], { encoding: "utf8" }).trim();
  }

  rules(text: string): void {
    writeFileSync(join(this.dir, "rules.txt"), text);
  }

  rulesFile(): string {
    return readFileSync(join(this.dir, "rules.txt"), "utf8");
  }

  commit(message: string): string {
    this.git("add", "-A");
    this.git("commit", "--quiet", "--allow-empty", "-m", message);
    return this.git("rev-parse", "HEAD");
  }

  private readonly now = () => new Date(Date.UTC(2026, 10, 27, 9, this.minutes++));

  redirects(...args: string[]): { code: number; out: string } {
    const lines: string[] = [];
    const code = runRedirects([...args, "--from", this.dir], {
      store: () => this.kv,
      site: () => ({ pages, siteUrl: "https://www.fixture.example" }),
      print: (line) => lines.push(line),
      error: (line) => lines.push(line),
      now: this.now,
    });
    return { code, out: lines.join("\n") };
  }

  /** This checkout's map as `npm run build` writes it. */
  private built(): BuiltMap {
    const compiled = buildRedirectMap(this.repo, pages, this.dir);
    return { version: compiled.map.meta.version, entries: kvEntries(compiled) };
  }

  /** `npm start`'s publish of this checkout's built map to the (local) namespace. */
  start(): StartResult {
    const built = this.built();
    return publishStart(
      { store: this.kv, checkout: gitCheckout(this.dir), print: () => undefined, now: this.now },
      mapOfEntries(built.version, built.entries),
    );
  }

  /** `npm run deploy` of this checkout: its map built as `npm run build` writes it; `wrangler deploy` counted. */
  deploy(...args: string[]): { code: number; out: string } {
    const build = this.build;
    mkdirSync(join(build, "worker"), { recursive: true });
    writeFileSync(join(build, BUILT_MAP_FILE), JSON.stringify(this.built()));
    const lines: string[] = [];
    const code = deploy(args, {
      ensureBuilt: () => 0,
      buildDir: build,
      redirectsDir: this.dir,
      store: this.kv,
      checkout: gitCheckout(this.dir),
      wranglerDeploy: () => {
        this.deployed++;
        return 0;
      },
      print: (line) => lines.push(line),
      error: (line) => lines.push(line),
      env: { CLOUDFLARE_API_TOKEN: "test" },
      now: this.now,
    });
    return { code, out: lines.join("\n") };
  }

  /** Publishes `text` from a commit of its own; returns the history entry it recorded. */
  pushCommitted(text: string): HistoryEntry {
    this.rules(text);
    this.commit(`rules: ${text.trim().split("\n").length}`);
    const r = this.redirects("push");
    expect(r.code, r.out).toBe(0);
    return this.newest();
  }

  get pointer(): string | undefined {
    return this.kv.data.get(POINTER_KEY);
  }

  history(): HistoryEntry[] {
    return parseHistory(this.kv.data.get(HISTORY_KEY) ?? null);
  }

  newest(): HistoryEntry {
    const entry = this.history()[0];
    if (!entry) throw new Error("no history");
    return entry;
  }

  /** Where the live map sends a path, looked up as the Worker does. */
  answer(path: string): string | undefined {
    const version = this.pointer ?? "";
    const meta = JSON.parse(this.kv.data.get(metaKey(version)) ?? "null") as MapMeta;
    return findRuleIn(path, (c) => JSON.parse(this.kv.data.get(shardKey(version, shardOf(c, meta.shardCount))) ?? "null") as Shard)?.toPath;
  }

  remove(): void {
    rmSync(this.repo, { recursive: true, force: true });
    rmSync(this.build, { recursive: true, force: true });
  }
}

let box: Sandbox;
beforeEach(() => {
  box = new Sandbox();
});
afterEach(() => box.remove());

describe("the history of published maps", () => {
  it("walks rollbacks back, never forward, jumps with --to, and gives a map published again a new id", () => {
    const a = box.pushCommitted(A);
    const b = box.pushCommitted(B);
    const c = box.pushCommitted(C);
    expect([a.id, b.id, c.id]).toEqual([1, 2, 3]);
    expect(c).toMatchObject({
      action: "push",
      by: "Mara Weiss <mara.weiss@northfold.example>",
      rules: 3,
      added: 1,
      removed: 0,
      changed: 1,
    });
    expect(c.commit).toBe(box.git("rev-parse", "HEAD"));
    expect(box.answer("/old-a")).toBe("/contacts");

    const first = box.redirects("rollback");
    expect(first.code, first.out).toBe(0);
    expect(box.pointer).toBe(b.version);
    expect(box.answer("/old-a")).toBe("/crm");
    expect(first.out).toContain("Rolled back the remote namespace to the map of entry 2");
    expect(first.out).toContain("  - /old-c → /careers");
    expect(first.out).toContain("  ~ /old-a: /contacts → /crm");

    const second = box.redirects("rollback");
    expect(second.code, second.out).toBe(0);
    expect(box.pointer).toBe(a.version);
    expect(box.answer("/old-b")).toBeUndefined();

    // Nothing was live before A: a third rollback changes nothing.
    const third = box.redirects("rollback");
    expect(third.code).toBe(1);
    expect(third.out).toContain("Nothing to roll back to");
    expect(box.pointer).toBe(a.version);

    const jump = box.redirects("rollback", "--to", String(c.id));
    expect(jump.code, jump.out).toBe(0);
    expect(box.pointer).toBe(c.version);
    expect(box.newest()).toMatchObject({ action: "rollback", restores: c.id, version: c.version, commit: c.commit });

    const again = box.pushCommitted(A);
    expect(again.version).toBe(a.version);
    expect(again.id).toBe(7);
    expect(box.pointer).toBe(a.version);

    // The map live before A was published again is C.
    expect(box.redirects("rollback").code).toBe(0);
    expect(box.pointer).toBe(c.version);

    const listed = box.redirects("versions");
    expect(listed.code).toBe(0);
    const rows = listed.out.split("\n").filter((l) => /^\s+\*?\s+\d+\s/.test(l));
    expect(rows.map((r) => Number(/^\s+\*?\s+(\d+)\s/.exec(r)?.[1]))).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(rows.filter((r) => /^\s+\*/.test(r))).toHaveLength(1);
    expect(rows[0]).toMatch(/^\s+\*\s+8\s+2026-11-27 09:\d\d UTC\s+rollback to 3\s+/);
    expect(rows[0]).toContain(c.version);
    expect(rows.at(-1)).toMatch(/^\s+1\s.*push\s+[0-9a-f]{12}\s+1\s+\+1 -0 ~0\s+[0-9a-f]{9}\s+Mara Weiss/);
  });

  it("answers --to with a map version by naming the entries that made it live, and changes nothing", () => {
    const a = box.pushCommitted(A);
    box.pushCommitted(B);
    expect(box.redirects("rollback").code).toBe(0);
    const before = box.history();

    // The whole version, and its first digits: the same answer. Entry 1 pushed A, entry 3 rolled back to it.
    for (const to of [a.version, a.version.slice(0, 6).toUpperCase()]) {
      const r = box.redirects("rollback", "--to", to);
      expect(r.code, r.out).toBe(1);
      expect(r.out).not.toContain("Usage:");
      const lines = r.out.split("\n");
      expect(lines[0]).toBe(
        `--to takes a history entry id, not a map version. The entries that made a map starting with ${to.toLowerCase()} live:`,
      );
      expect(lines[1]).toMatch(/^\s+id\s+published\s+action\s+map/);
      expect(lines.slice(2, 4).map((l) => /^\s+\*?\s+(\d+)\s+(\S+ \S+ UTC)\s+(\S+(?: to \d+)?)\s/.exec(l)?.slice(1))).toEqual([
        ["3", "2026-11-27 09:04 UTC", "rollback to 1"],
        ["1", "2026-11-27 09:01 UTC", "push"],
      ]);
      expect(r.out).toContain("`npm run redirects -- rollback --to 3`");
      expect(box.history()).toEqual(before);
    }

    // A version no entry made live, and a number that is no entry id but starts a map version.
    const unknown = box.redirects("rollback", "--to", "abcdef");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/no entry in the remote namespace made a map starting with abcdef live/);
    // A number is an entry id, as before.
    expect(box.redirects("rollback", "--to", "99").out).toContain("entry 99 is not in the history");
    expect(box.history()).toEqual(before);
  });

  it("keeps the last 50 entries and survives a live map the Worker would set aside as corrupt", () => {
    box.pushCommitted(A);
    const b = box.pushCommitted(B);
    // The live map's meta and shard are garbage: the Worker answers from the last good map;
    // the history is a key of its own and still lists, and rollback still works.
    box.kv.data.set(metaKey(b.version), "{not json");
    box.kv.data.set(shardKey(b.version, 0), "[]");
    expect(box.redirects("versions").out).toMatch(/^\s+\*\s+2\s/m);
    expect(box.redirects("rollback").code).toBe(0);
    expect(box.answer("/old-a")).toBe("/crm");
    expect(box.answer("/old-b")).toBeUndefined();

    // Back and forth between the two maps, each time to the entry before the newest.
    for (let i = 0; i < HISTORY_LIMIT; i++) expect(box.redirects("rollback", "--to", String(box.newest().id - 1)).code).toBe(0);
    expect(box.history()).toHaveLength(HISTORY_LIMIT);
    expect(box.newest().id).toBe(3 + HISTORY_LIMIT);
  });
});

describe("diff", () => {
  it("lists what a push would add, remove and change, and publishes nothing", () => {
    box.pushCommitted(C);
    const writes = box.kv.writes.length;
    box.rules(B.replace("/old-a /crm", "/old-a /services") + "/old-d /experts\n");
    const r = box.redirects("diff");
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("Against the remote namespace (live map ");
    expect(r.out).toContain("1 added, 1 removed, 1 changed.");
    expect(r.out).toContain("  + /old-d → /experts");
    expect(r.out).toContain("  - /old-c → /careers");
    expect(r.out).toContain("  ~ /old-a: /contacts → /services");
    expect(r.out).not.toContain("would be refused");
    expect(box.kv.writes.length).toBe(writes);
  });
});

describe("nothing published is lost by ordinary use", () => {
  it("refuses to drop a rule published from an uncommitted checkout, pulls it, and then publishes", () => {
    box.pushCommitted(B);
    box.rules(`${B}/spring-offer /crm\n`);
    const uncommitted = box.redirects("push");
    expect(uncommitted.code, uncommitted.out).toBe(0);
    expect(uncommitted.out).toContain("The checkout has uncommitted changes, so no commit is recorded for this map.");
    const published = box.newest();
    expect(published.commit).toBeNull();

    // Another checkout, clean, without the rule: push and deploy both refuse and write nothing.
    box.git("checkout", "--", "redirects");
    const writes = box.kv.writes.length;
    const push = box.redirects("push");
    expect(push.code).toBe(1);
    expect(push.out).toContain("- /spring-offer → /crm");
    expect(push.out).toContain(`published by entry ${published.id} (push, 2026-11-27 09:`);
    expect(push.out).toContain("uncommitted)");
    expect(push.out).toContain("Nothing was published.");

    const dep = box.deploy();
    expect(dep.code).toBe(1);
    expect(dep.out).toContain("- /spring-offer → /crm");
    expect(dep.out).toContain("Nothing was deployed.");
    expect(box.deployed).toBe(0);
    expect(box.kv.writes.length).toBe(writes);
    expect(box.pointer).toBe(published.version);

    // --keep-live-map deploys the Worker and leaves the map and its history as they were.
    const kept = box.deploy("--keep-live-map");
    expect(kept.code, kept.out).toBe(0);
    expect(box.deployed).toBe(1);
    // One write: the deployed Worker's map format (decision 030); the map and history are as they were.
    expect(box.kv.writes.length).toBe(writes + 1);
    expect(box.kv.writes.at(-1)).toBe(WORKER_KEY);

    // The kill switch is never stopped by the map.
    const killSwitch = deploy([], {
      ensureBuilt: () => 0,
      buildDir: box.build,
      redirectsDir: box.dir,
      store: box.kv,
      checkout: gitCheckout(box.dir),
      wranglerDeploy: () => ++box.deployed && 0,
      print: () => undefined,
      error: () => undefined,
      env: { SERVICE_WORKER: "off", CLOUDFLARE_API_TOKEN: "test" },
    });
    expect(killSwitch).toBe(0);
    expect(box.deployed).toBe(2);
    expect(box.pointer).toBe(published.version);

    // Live again through a rollback, the rule is still named with the entry that published it.
    box.rules(B);
    box.commit("rules: B again");
    expect(box.redirects("push", "--force").code).toBe(0);
    expect(box.redirects("rollback").code).toBe(0);
    expect(box.redirects("push").out).toContain(`published by entry ${published.id} (push,`);

    const pull = box.redirects("pull", "--into", join(box.dir, "rules.txt"));
    expect(pull.code, pull.out).toBe(0);
    expect(box.rulesFile()).toMatch(
      new RegExp(`^/spring-offer\\s+/crm\\s+# pulled from the live map: entry ${published.id}, Mara Weiss`, "m"),
    );
    box.commit("rules: keep the spring offer");
    const after = box.redirects("push");
    expect(after.code, after.out).toBe(0);
    expect(box.newest()).toMatchObject({ action: "push", commit: box.git("rev-parse", "HEAD"), added: 0, removed: 0 });
    expect(box.answer("/spring-offer")).toBe("/crm");
  });

  it("publishes a rule deleted in a committed change without --force, and names a changed target", () => {
    box.pushCommitted(`${B}/spring-offer /crm\n`);
    // Deleted in a commit: an ordinary deletion.
    box.pushCommitted(B);
    expect(box.answer("/spring-offer")).toBeUndefined();

    // Sent elsewhere by an uncommitted push, then a clean checkout with the old target.
    box.rules(B.replace("/old-b /services", "/old-b /contacts"));
    expect(box.redirects("push").code).toBe(0);
    box.git("checkout", "--", "redirects");
    const r = box.redirects("push");
    expect(r.code).toBe(1);
    expect(r.out).toContain("~ /old-b: live /contacts, this checkout /services");
    const pulled = box.redirects("pull");
    expect(pulled.code, pulled.out).toBe(0);
    expect(pulled.out).toContain("0 added to");
    expect(pulled.out).toContain("1 changed where they were");
    expect(box.rulesFile()).toMatch(/^\/old-b \/contacts\s+# pulled from the live map: entry 3/m);
  });

  it("publishes with --force, and a deploy leaves the live map alone when redirects/ did not change since its commit", () => {
    box.pushCommitted(B);
    box.rules(`${B}/spring-offer /crm\n`);
    expect(box.redirects("push").code).toBe(0);
    box.git("checkout", "--", "redirects");
    const forced = box.redirects("push", "--force");
    expect(forced.code, forced.out).toBe(0);
    expect(box.answer("/spring-offer")).toBeUndefined();
    expect(box.newest()).toMatchObject({ action: "push", removed: 1 });

    // The live entry's commit is HEAD and redirects/ is as it was: the deploy publishes nothing.
    const live = box.newest();
    const dep = box.deploy();
    expect(dep.code, dep.out).toBe(0);
    expect(dep.out).toContain("it stays live");
    expect(box.newest()).toEqual(live);
    expect(box.deployed).toBe(1);

    // A committed change to redirects/ is published by the next deploy, with an entry of its own.
    box.rules(`${B}/summer-offer /services\n`);
    const commit = box.commit("rules: summer offer");
    expect(box.deploy().code).toBe(0);
    expect(box.newest()).toMatchObject({ action: "deploy", commit, added: 1 });
    expect(box.answer("/summer-offer")).toBe("/services");
    // A rollback after a deploy restores the map live before it.
    expect(box.redirects("rollback").code).toBe(0);
    expect(box.pointer).toBe(live.version);
  });

  it("refuses to deploy again the map a rollback took back, unless forced", () => {
    box.pushCommitted(A);
    box.pushCommitted(B);
    expect(box.redirects("rollback").code).toBe(0);
    const r = box.deploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain("the live map was rolled back from this very map");
    expect(box.deployed).toBe(0);
    expect(box.answer("/old-b")).toBeUndefined();
    expect(box.deploy("--force").code).toBe(0);
    expect(box.answer("/old-b")).toBe("/services");
  });
});

describe("rules on a schedule (decision 030)", () => {
  // The sandbox's clock reads 2026-11-27 09:00 UTC and on, a minute a command.
  const SCHEDULED = "/old-a /crm\n/launch /services from=2026-11-28\n/sale /contacts until=2026-12-01T18:00\n";

  it("refuses to publish a map with windows to a namespace whose Worker cannot apply them, then publishes once it can", () => {
    box.rules(SCHEDULED);
    box.commit("scheduled");
    const refused = box.redirects("push");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      "Refused: this map has scheduled rules (from= or until=), and the Worker that serves the remote namespace reads maps of format 1",
    );
    expect(box.pointer).toBeUndefined();

    // What `npm run deploy` (or `npm start`, locally) writes once this code's Worker serves the namespace.
    const declared = workerDeclaration(new Date());
    box.kv.data.set(declared.key, declared.value);
    const pushed = box.redirects("push");
    expect(pushed.code, pushed.out).toBe(0);
    expect(pushed.out).toContain("  + /launch → /services (from 2026-11-28)");
    expect(pushed.out).toContain("  + /sale → /contacts (until 2026-12-01T18:00Z)");
    expect(box.redirects("versions").out).toContain("Scheduled rules in the live map (2;");
  });

  it("deploys the Worker before a map with windows when the live Worker cannot read them", () => {
    box.rules(SCHEDULED);
    box.commit("scheduled");
    const r = box.deploy();
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("the Worker is deployed first");
    expect(box.deployed).toBe(1);
    // The Worker's declaration is written before the map's pointer: no old Worker ever reads the map.
    expect(box.kv.writes.indexOf(WORKER_KEY)).toBeLessThan(box.kv.writes.lastIndexOf(POINTER_KEY));
    expect(box.answer("/launch")).toBe("/services");
  });

  it("lists what starts or ends soon, and the check lists rules whose window ended", () => {
    const declared = workerDeclaration(new Date());
    box.kv.data.set(declared.key, declared.value);
    box.pushCommitted(SCHEDULED);
    const soon = box.redirects("upcoming", "--days", "2");
    expect(soon.code, soon.out).toBe(0);
    expect(soon.out).toContain("2026-11-28 00:00  starts  /launch → /services (from 2026-11-28)  301");
    expect(soon.out).not.toContain("/sale →");
    expect(box.redirects("upcoming").out).toContain("2026-12-01 18:00  ends    /sale   → /contacts (until 2026-12-01T18:00Z)  302");

    box.rules(`${SCHEDULED}/old-sale /crm until=2026-11-01\n`);
    const check = box.redirects("check");
    expect(check.code, check.out).toBe(0);
    expect(check.out).toContain("rules.txt:4: note: /old-sale → /crm ended 2026-11-01 (UTC) and never applies again; delete the line");
    expect(check.out).toContain("rules.txt:3: scheduled: /sale → /contacts (until 2026-12-01T18:00Z), 302 (temporary)");
  });

  it("keeps a live rule's window and readable source when it pulls it into the rules file", () => {
    const declared = workerDeclaration(new Date());
    box.kv.data.set(declared.key, declared.value);
    box.rules("/old-a /crm\n/de/%C3%BCber-alt /services from=2026-11-28\n");
    expect(box.redirects("push").code).toBe(0); // uncommitted: no commit has these rules
    box.rules("/old-a /crm\n");
    expect(box.redirects("pull").code).toBe(0);
    expect(box.rulesFile()).toMatch(/^\/de\/über-alt\s+\/services from=2026-11-28\s+# pulled from the live map/m);
  });
});

describe("the local KV rehearses production (decision 031)", () => {
  let local: Sandbox;
  beforeEach(() => {
    local = new Sandbox(false);
  });
  afterEach(() => local.remove());

  it("refuses a push over a live rule from an uncommitted checkout, naming the rule, as the remote namespace does; --force publishes", () => {
    local.pushCommitted(B);
    local.rules(`${B}/spring-offer /crm\n`);
    expect(local.redirects("push").code).toBe(0);
    const published = local.newest();
    local.git("checkout", "--", "redirects");

    const diff = local.redirects("diff");
    expect(diff.out).toContain("A push or deploy would be refused: 1 live rule(s) would be removed or changed");
    const writes = local.kv.writes.length;
    const r = local.redirects("push");
    expect(r.code).toBe(1);
    expect(r.out).toContain("Refused: 1 live rule(s) would be removed or changed, and no commit of this checkout has them:");
    expect(r.out).toContain("- /spring-offer → /crm");
    expect(r.out).toContain(`published by entry ${published.id} (push, `);
    expect(r.out).toContain("`npm run redirects -- pull` writes them into redirects/rules.txt");
    expect(r.out).toContain("Nothing was published.");
    expect(local.kv.writes.length).toBe(writes);
    expect(local.answer("/spring-offer")).toBe("/crm");

    const forced = local.redirects("push", "--force");
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toContain("--force: 1 live rule(s) that no commit has are removed or changed.");
    expect(local.answer("/spring-offer")).toBeUndefined();
    expect(local.newest()).toMatchObject({ action: "push", removed: 1 });
  });

  it("records npm start's publish as a start entry naming the entry it replaced, which rollback undoes", () => {
    const pushed = local.pushCommitted(C);
    // npm start from another checkout: the rules of B.
    local.rules(B);
    const started = local.start();
    if ("unchanged" in started) throw new Error("npm start published nothing");
    expect(started.replaced?.id).toBe(pushed.id);
    expect(started.entry).toMatchObject({ action: "start", before: pushed.id, rules: 2, removed: 1, changed: 1, commit: null });
    expect(local.pointer).toBe(started.entry.version);
    expect(local.answer("/old-a")).toBe("/crm");

    // The same map again: nothing is written.
    const writes = local.kv.writes.length;
    expect(local.start()).toEqual({ unchanged: started.entry });
    expect(local.kv.writes.length).toBe(writes);

    const listed = local.redirects("versions");
    expect(listed.out).toMatch(
      new RegExp(`^\\s+\\*\\s+${started.entry.id}\\s.*\\sstart\\s+${started.entry.version}\\s+2\\s+\\+0 -1 ~1\\s+uncommitted\\s`, "m"),
    );

    const back = local.redirects("rollback");
    expect(back.code, back.out).toBe(0);
    expect(back.out).toContain(`Rolled back the local KV to the map of entry ${pushed.id} (push,`);
    expect(local.pointer).toBe(pushed.version);
    expect(local.answer("/old-a")).toBe("/contacts");
    expect(local.answer("/old-c")).toBe("/careers");
  });

  it("never refuses a push because of rules only npm start published, after a branch switch", () => {
    local.pushCommitted(A);
    // A branch with one more rule, committed there; npm start serves it.
    local.git("checkout", "--quiet", "-b", "spring");
    local.rules(`${A}/spring-offer /crm\n`);
    local.commit("rules: spring offer");
    const started = local.start();
    expect("entry" in started && started.entry.action).toBe("start");
    // Back on main, which has never seen that commit: the push drops the rule without --force.
    local.git("checkout", "--quiet", "main");
    local.rules(B);
    local.commit("rules: B");
    const r = local.redirects("push");
    expect(r.code, r.out).toBe(0);
    expect(r.out).not.toContain("Refused");
    expect(r.out).toContain("  - /spring-offer → /crm");
    expect(local.answer("/spring-offer")).toBeUndefined();

    // npm start from an uncommitted checkout, then a clean one: no refusal either.
    local.rules(`${B}/summer-offer /services\n`);
    local.start();
    local.git("checkout", "--", "redirects");
    const again = local.redirects("push");
    expect(again.code, again.out).toBe(0);
    expect(local.answer("/summer-offer")).toBeUndefined();
  });

  it("records a push of the map npm start published, rather than saying there is nothing to push", () => {
    local.rules(A);
    const commit = local.commit("rules: A");
    const started = local.start();
    expect("entry" in started && started.entry).toMatchObject({ action: "start", commit });
    const r = local.redirects("push");
    expect(r.code, r.out).toBe(0);
    expect(local.newest()).toMatchObject({ action: "push", commit, version: local.pointer });
    // Live from a push now, the same map from the same commit is not pushed again.
    expect(local.redirects("push").out).toContain("nothing to push");
  });

  it("still names a push's uncommitted rule when npm start published it again", () => {
    local.pushCommitted(B);
    local.rules(`${B}/spring-offer /crm\n`);
    expect(local.redirects("push").code).toBe(0);
    const pushed = local.newest();
    // npm start in the same checkout publishes a map with one more rule.
    local.rules(`${B}/spring-offer /crm\n/summer-offer /services\n`);
    local.start();
    local.git("checkout", "--", "redirects");
    const r = local.redirects("push");
    expect(r.code).toBe(1);
    expect(r.out).toContain("- /spring-offer → /crm");
    expect(r.out).toContain(`published by entry ${pushed.id} (push, `);
    // The rule only npm start published is in the diff, not among the refused.
    expect(r.out).toContain("Refused: 1 live rule(s)");
    expect(r.out.slice(r.out.indexOf("Refused"))).not.toContain("/summer-offer");
  });
});
