// The marketing commands on the fixture site's rules, against a local KV (wrangler --local, a
// temporary state folder): a failing check pushes nothing, check lists the chains it shortened,
// diff lists the changes, push then rollback restores the answers.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/core/kv-layout.ts";
import { findRuleIn } from "../../redirects/core/lookup.ts";
import { shardOf, type MapMeta, type Shard } from "../../redirects/core/shards.ts";
import { parseRules } from "../../redirects/core/rules.ts";
import { buildShards } from "../../redirects/core/shards.ts";
import { BUILT_MAP_FILE, kvGet, publishBuiltMap, type BuiltMap } from "../../scripts/lib/kv.ts";
import { kvEntries } from "../../scripts/lib/redirect-map.ts";
import { FIXTURE_SITE, ROOT, siteEnv } from "../../scripts/lib/run.ts";
import { FIXTURES_ONLY_NODE_OPTIONS } from "../setup/node-options.ts";

const state = mkdtempSync(join(tmpdir(), "redirects-kv-"));
const target = { remote: false, persistTo: state };
afterAll(() => rmSync(state, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts/redirects.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    // The fixture site's pages and rules; the child fails too if it reads the real site's.
    env: {
      ...process.env,
      ...siteEnv(FIXTURE_SITE),
      NODE_OPTIONS: FIXTURES_ONLY_NODE_OPTIONS,
      WRANGLER_PERSIST_TO: state,
      WRANGLER_SEND_METRICS: "false",
    },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Where a path would be sent by the live map in the local KV, looked up as the Worker does. */
function answer(path: string): string | undefined {
  const version = kvGet(target, POINTER_KEY)?.trim();
  if (!version) return undefined;
  const meta = JSON.parse(kvGet(target, metaKey(version)) ?? "null") as MapMeta;
  return findRuleIn(
    path,
    (candidate) => JSON.parse(kvGet(target, shardKey(version, shardOf(candidate, meta.shardCount))) ?? "null") as Shard,
  )?.toPath;
}

describe("npm run redirects", () => {
  it("refuses a bad rule file with file, line and reason, and pushes nothing", { timeout: 60_000 }, () => {
    const r = run("push", "--local", "--from", "tests/fixtures/redirects-bad");
    expect(r.code).toBe(1);
    expect(r.out).toContain("tests/fixtures/redirects-bad/rules.txt:3: target /no-such-page is not a page of the site");
    expect(r.out).toContain("Nothing was pushed.");
    expect(kvGet(target, POINTER_KEY)).toBeNull();
  });

  it("checks the map and lists the chains it shortened to one hop", { timeout: 60_000 }, () => {
    const r = run("check");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^OK: 11 rules, version [0-9a-f]{12}, 1 shard\(s\), 11 bundled as fallback\.$/m);
    expect(r.out).toMatch(/^ {2}tests\/fixtures\/site\/redirects\/rules\.txt:\d+: \/chain-start → \/chain-middle → \/crm$/m);
  });

  it("pushes, lists the difference to the next map, pushes that, and rolls back", { timeout: 180_000 }, () => {
    const first = run("push", "--local");
    expect(first.code, first.out).toBe(0);
    const firstVersion = kvGet(target, POINTER_KEY)?.trim();
    expect(answer("/Services/CRM/")).toBe("/crm");

    const diff = run("diff", "--local", "--from", "tests/fixtures/redirects-next");
    expect(diff.code).toBe(0);
    expect(diff.out).toContain("+ /brand-new → /contacts");
    expect(diff.out).toContain("~ /services/crm: /crm → /services");
    expect(diff.out).toContain("- /privacy_policy → /privacy-notice");
    expect(kvGet(target, POINTER_KEY)?.trim()).toBe(firstVersion);

    expect(run("push", "--local", "--from", "tests/fixtures/redirects-next").code).toBe(0);
    expect(answer("/services/crm")).toBe("/services");
    expect(answer("/brand-new")).toBe("/contacts");

    const back = run("rollback", "--local");
    expect(back.code, back.out).toBe(0);
    expect(kvGet(target, POINTER_KEY)?.trim()).toBe(firstVersion);
    expect(answer("/services/crm")).toBe("/crm");
    expect(answer("/brand-new")).toBeUndefined();
  });

  it("restores, after a deploy, the map that was live before the deploy", { timeout: 120_000 }, () => {
    const before = kvGet(target, POINTER_KEY)?.trim();
    expect(before).toBeTruthy();
    // What `npm run deploy` publishes: the build's map file, through the same code path as push.
    const build = mkdtempSync(join(tmpdir(), "deploy-build-"));
    const { rules } = parseRules("/deployed-only /contacts\n", "deploy.txt");
    const map = buildShards(rules, "deploy1");
    mkdirSync(join(build, "worker"));
    const built: BuiltMap = { version: "deploy1", entries: kvEntries({ rules, map, snapshot: map, flattened: [] }) };
    writeFileSync(join(build, BUILT_MAP_FILE), JSON.stringify(built));
    try {
      expect(publishBuiltMap(target, build)).toEqual({ version: "deploy1", previous: before });
      expect(answer("/deployed-only")).toBe("/contacts");
      const back = run("rollback", "--local");
      expect(back.code, back.out).toBe(0);
      expect(kvGet(target, POINTER_KEY)?.trim()).toBe(before);
      expect(answer("/deployed-only")).toBeUndefined();
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("explains its usage on a wrong command", () => {
    const r = run("publish");
    expect(r.code).toBe(2);
    expect(r.out).toContain("Usage: npm run redirects -- <command>");
  });
});
