// The rules the tools write (decision 030): `import` from a spreadsheet of percent-encoded and
// decomposed addresses, and `not-found --write` from log lines with encoded paths, write each
// source in the readable form a rules file reads back as the same path. Their output is kept in
// tests/fixtures/written-rules/, where the Worker's suite (tests/worker/written-rules.test.ts)
// publishes it and asks for every form of each address.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath } from "../../content/model.ts";
import { runRedirectReport } from "../../scripts/ops/redirect-reports.ts";
import { runRedirects } from "../../scripts/ops/redirects.ts";
import { FIXTURE_SITE, PUBLIC_DIR, ROOT } from "../../scripts/lib/run.ts";
import { MemoryKv } from "./memory-kv.ts";

const FIXTURES = join(ROOT, "tests/fixtures/written-rules");
const NOW = new Date("2026-11-28T12:00:00Z");
const site = loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR);
const pages = new Set(site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p)));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "written-rules-"));
  cpSync(join(ROOT, FIXTURE_SITE.contentRoot, "redirects"), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { print: () => undefined, error: (line: string) => expect.fail(line), now: () => NOW };

describe("rules written by the tools", () => {
  it("import writes a spreadsheet's encoded and decomposed sources readably", () => {
    const code = runRedirects(["import", join(FIXTURES, "old-urls.csv"), "--from", dir], {
      ...quiet,
      store: () => new MemoryKv(false),
      site: () => ({ pages, siteUrl: "https://www.fixture.example" }),
    });
    expect(code).toBe(0);
    const written = readFileSync(join(dir, "imported.txt"), "utf8");
    expect(written).toContain("/de/über-alt   /crm\n/promo%20x     /services\n/de/über-team  /company/about\n");
    expect(written).toBe(readFileSync(join(FIXTURES, "imported.txt"), "utf8"));
  });

  it("not-found --write groups the log's spellings of one path and writes it readably", async () => {
    const file = join(dir, "from-404s.txt");
    const args = ["not-found", "--logs", "tests/fixtures/logs/worker-log-encoded.txt", "--since", "2026-11-01"];
    expect(await runRedirectReport([...args, "--from", dir, "--write", file], "USAGE", { ...quiet, pages: () => site.pages })).toBe(0);
    const written = readFileSync(file, "utf8");
    expect(written).toContain(
      "/de/kontakt-für-sie     /de/kontakt           # 2 404s\n/crm/data%20migration   /crm/data-migration   # 1 404s\n",
    );
    expect(written).toBe(readFileSync(join(FIXTURES, "from-404s.txt"), "utf8"));
  });
});
