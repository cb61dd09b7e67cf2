// Behaviour tests read the fixture site, never the real one: editing a page or a rule of the
// real site must not turn them red. Two checks keep it so: in Node (vitest, Playwright and the
// scripts they start), reading the real site's files throws (tests/setup/forbid-reads.ts); and
// the boundary check refuses a behaviour test that imports them (scripts/checks/check-boundaries.test.ts).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../content/lib/load.ts";
import { FIXTURE_SITE, ROOT, siteEnv } from "../../scripts/lib/run.ts";
import { FIXTURES_ONLY_NODE_OPTIONS } from "../setup/node-options.ts";

describe("behaviour tests read fixtures only", () => {
  it("fail when they read the real site's pages, settings or redirect rules", async () => {
    const refused = /behaviour tests read fixtures only, not (content\/pages|content\/site\.yaml|redirects\/rules\.txt)/;
    expect(() => readFileSync(join(ROOT, "redirects/rules.txt"), "utf8")).toThrow(refused);
    expect(() => readFileSync("content/site.yaml")).toThrow(refused);
    expect(() => loadSite(ROOT)).toThrow(refused);
    await expect(readFile(join(ROOT, "content/pages/index.md"))).rejects.toThrow(refused);
  });

  // It starts the content check in a child process: seconds on a busy machine.
  it("fail in the scripts they start too", { timeout: 60_000 }, () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [join(ROOT, "scripts/checks/check-content.ts")], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, NODE_OPTIONS: FIXTURES_ONLY_NODE_OPTIONS, ...env },
      });
    const real = run({ CONTENT_ROOT: "." });
    expect(real.status).not.toBe(0);
    expect(real.stderr).toMatch(/behaviour tests read fixtures only, not content\/site\.yaml/);
    const fixture = run(siteEnv(FIXTURE_SITE));
    expect([fixture.status, fixture.stdout.trim()]).toEqual([0, "Content is valid: 34 pages."]);
  });

  it("need no build: reading build output fails a unit test", () => {
    expect(() => readFileSync(join(ROOT, "build/worker/site-index.json"))).toThrow(
      /unit tests need no build, yet one read build\/worker\/site-index\.json/,
    );
    expect(() => readFileSync(join(ROOT, "build-fixture/client/index.html"))).toThrow(/unit tests need no build/);
  });

  it("may read the fixture site and the project's code", () => {
    expect(loadSite(join(ROOT, FIXTURE_SITE.contentRoot), join(ROOT, "public")).pages.length).toBeGreaterThan(10);
    expect(readFileSync(join(ROOT, "policy/files.ts"), "utf8")).toContain("pageDataPath");
  });
});
