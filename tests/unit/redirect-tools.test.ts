// The marketing commands as marketing staff run them, on the fixture site's rules, in a process
// of their own: a failing check publishes nothing, check lists the chains it shortened, and one
// round trip through wrangler's local KV (a temporary state folder): a push is written where
// the Worker reads it, with its history entry. What the commands decide is tested against a
// namespace in memory (tests/unit/redirect-publishing.test.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HISTORY_KEY, metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { findRuleIn } from "../../redirects/engine/lookup.ts";
import { shardOf, type MapMeta, type Shard } from "../../redirects/engine/shards.ts";
import { wranglerKv } from "../../scripts/ops/kv.ts";
import { parseHistory } from "../../scripts/ops/redirect-history.ts";
import { FIXTURE_SITE, ROOT, siteEnv } from "../../scripts/lib/run.ts";
import { FIXTURES_ONLY_NODE_OPTIONS } from "../setup/node-options.ts";

const state = mkdtempSync(join(tmpdir(), "redirects-kv-"));
const store = wranglerKv({ remote: false, persistTo: state });
afterAll(() => rmSync(state, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts/ops/redirects.ts"), ...args], {
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

// Each test starts `npm run redirects` in a child process: seconds on a busy machine.
describe("npm run redirects", { timeout: 60_000 }, () => {
  it("refuses a bad rule file with file, line and reason before it reads the namespace", () => {
    const r = run("push", "--local", "--from", "tests/fixtures/redirects-bad");
    expect(r.code).toBe(1);
    expect(r.out).toContain("tests/fixtures/redirects-bad/rules.txt:3: target /no-such-page is not a page of the site");
    expect(r.out).toContain("The check failed: nothing was published.");
  });

  it("checks the map and notes, once, the line that makes a chain", () => {
    const r = run("check");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^OK: 11 rules, version [0-9a-f]{12}, 1 shard\(s\), 11 bundled as fallback\.$/m);
    const notes = r.out.split("\n").filter((l) => l.includes(": note: "));
    expect(notes).toEqual([
      "tests/fixtures/site/redirects/rules.txt:18: note: /chain-start → /chain-middle → /crm is published as /chain-start → /crm; change this line's target to /crm and the note goes away",
    ]);
    expect(r.out).not.toContain("pushed");
  });

  it("reports every problem of every kind in one run, sorted, with the chain as a note", () => {
    const r = run("check", "--from", "tests/fixtures/redirects-mixed");
    expect(r.code).toBe(1);
    const file = "tests/fixtures/redirects-mixed/rules.txt";
    expect(r.out.trim().split("\n")).toEqual([
      "The redirect check found 5 problems:",
      `  ${file}:4: "/campaign 4" is not a rule: spaces separate the old path from the new one, so a path cannot contain a space (write it as /campaign%204); expected "<old path> <new path> [exact]"`,
      `  ${file}:5: duplicate source /old-crm (also ${file}:3)`,
      `  ${file}:6: /loop-a is part of a redirect loop: /loop-a → /loop-b → /loop-a`,
      `  ${file}:7: /loop-b is part of a redirect loop: /loop-b → /loop-a → /loop-b`,
      `  ${file}:8: target /crm/data-migrations is not a page of the site (did you mean /crm/data-migration?)`,
      `${file}:9: note: /crm-offer → /old-crm → /crm is published as /crm-offer → /crm; change this line's target to /crm and the note goes away`,
    ]);
  });

  it("publishes into wrangler's local KV where the Worker reads it, with its history entry", { timeout: 120_000 }, () => {
    const r = run("push", "--local");
    expect(r.code, r.out).toBe(0);
    const [pointer, history] = store.getMany([POINTER_KEY, HISTORY_KEY]);
    const version = pointer?.trim() ?? "";
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    // The bad push before wrote nothing: this is the first entry.
    expect(parseHistory(history ?? null)).toMatchObject([{ id: 1, action: "push", version, rules: 11, added: 11, before: null }]);
    expect(r.out).toContain(`Published map ${version} to the local KV as entry 1 (push, `);
    // The lookup the Worker makes, on what wrangler wrote.
    const [meta] = store.getMany([metaKey(version)]);
    const { shardCount } = JSON.parse(meta ?? "null") as MapMeta;
    const [shard] = store.getMany([shardKey(version, shardOf("/services/crm", shardCount))]);
    expect(findRuleIn("/Services/CRM/", () => JSON.parse(shard ?? "null") as Shard)?.toPath).toBe("/crm");
  });

  it("explains its usage on a wrong command", () => {
    const r = run("publish");
    expect(r.code).toBe(2);
    expect(r.out).toContain("Usage: npm run redirects -- <command>");
  });
});
