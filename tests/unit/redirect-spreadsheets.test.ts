// `npm run redirects -- import` and `export` as marketing staff use them: a spreadsheet in, rule
// lines written and checked; the live map out as a file Excel opens; out and back in, lossless.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath } from "../../content/model.ts";
import { FIXTURE_SITE, PUBLIC_DIR, ROOT } from "../../scripts/lib/run.ts";
import { runRedirects } from "../../scripts/ops/redirects.ts";
import { MemoryKv } from "./memory-kv.ts";

const site = loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR);
const pages: ReadonlySet<string> = new Set(site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p)));
const siteUrl = "https://www.fixture.example";

let dir: string;
let kv: MemoryKv;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "redirect-sheets-"));
  cpSync(join(ROOT, FIXTURE_SITE.contentRoot, "redirects"), join(dir, "redirects"), { recursive: true });
  kv = new MemoryKv(false);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function redirects(...args: string[]): { code: number; out: string } {
  const lines: string[] = [];
  const code = runRedirects([...args, "--from", join(dir, "redirects")], {
    store: () => kv,
    site: () => ({ pages, siteUrl }),
    print: (line) => lines.push(line),
    error: (line) => lines.push(line),
    now: () => new Date("2026-11-27T10:00:00Z"),
  });
  return { code, out: lines.join("\n") };
}

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("import", () => {
  it("reads a Bulk Redirects CSV with a header row and CRLF, own-host addresses and ignore_case, into redirects/imported.txt, and checks it", () => {
    const sheet = file(
      "campaign.csv",
      [
        "source_url,target_url,status_code,preserve_query_string,include_subdomains,subpath_matching,preserve_path_suffix,ignore_case",
        "www.fixture.example/spring-offer,https://www.fixture.example/crm?ref=spring,301,TRUE,,,,",
        "https://www.fixture.example/Partner-Day,/contacts#offices,,,,,,FALSE",
        "/services/crm,/crm,,,,,,",
      ].join("\r\n"),
    );
    const r = redirects("import", sheet);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("Imported 2 rule(s) into");
    expect(r.out).toContain("(1 were there already)");
    expect(r.out).toMatch(/^OK: 13 rules,/m);
    const written = readFileSync(join(dir, "redirects/imported.txt"), "utf8");
    expect(written).toContain("# Imported from campaign.csv on 2026-11-27\n");
    expect(written).toMatch(/^\/spring-offer\s+\/crm\?ref=spring$/m);
    expect(written).toMatch(/^\/Partner-Day\s+\/contacts#offices exact$/m);
  });

  it("reads a two-column TSV into the file named, and the check names what is wrong there", () => {
    const into = join(dir, "redirects/events.txt");
    const r = redirects(
      "import",
      file("events.tsv", "Old\tNew\n/events/2025\t/company/news\n/events/old\t/no-such-page\n"),
      "--into",
      into,
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain("target /no-such-page is not a page of the site");
    expect(r.out).toMatch(/redirects\/events\.txt:\d+: target \/no-such-page/);
    expect(readFileSync(into, "utf8")).toMatch(/^\/events\/2025\s+\/company\/news$/m);
  });

  it("refuses what a rule here cannot mean, naming line and column, and writes nothing", () => {
    const sheet = file(
      "bad.csv",
      [
        "/promo,/crm,302",
        "/blog,/crm,,,TRUE",
        "/careers-old,/careers,,FALSE",
        "/partners,https://partner.example/,,",
        "/campaign 4,/crm",
      ].join("\n"),
    );
    const r = redirects("import", sheet);
    expect(r.code).toBe(1);
    expect(r.out).toContain("nothing was imported");
    for (const [line, column] of [
      [1, "status_code"],
      [2, "include_subdomains"],
      [3, "preserve_query_string"],
      [4, "target_url"],
      [5, "source_url"],
    ] as const)
      expect(r.out, `${line} ${column}`).toMatch(new RegExp(`bad\\.csv:${line}: column ${column}: `));
    expect(existsSync(join(dir, "redirects/imported.txt"))).toBe(false);
  });
});

describe("export", () => {
  it("writes the live map to a file that starts with a UTF-8 byte-order mark and the header row; importing it gives the same rules", () => {
    expect(redirects("push").code).toBe(0);
    const out = join(dir, "map.csv");
    const r = redirects("export", "--format", "csv", "--out", out);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/^Wrote the 11 rules of map [0-9a-f]{12} \(the local KV\) to /);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8").split("\r\n")[0]).toBe(
      "source_url,target_url,status_code,preserve_query_string,include_subdomains,subpath_matching,preserve_path_suffix,ignore_case",
    );

    // Lossless: into an empty rule folder, the sheet gives back every source, target and case rule.
    const live = JSON.parse(kv.data.get(`redirects:${kv.data.get("redirects:current")}:rules`) ?? "[]") as Array<{
      fromPath: string;
      toPath: string;
      ignoreCase: boolean;
    }>;
    writeFileSync(join(dir, "redirects/rules.txt"), "");
    expect(redirects("import", out).code).toBe(0);
    const back = readFileSync(join(dir, "redirects/imported.txt"), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("/"))
      .map((l) => {
        const [fromPath, toPath, flag] = l.split(/\s+/);
        return { fromPath, toPath, ignoreCase: flag !== "exact" };
      });
    expect(back).toEqual(live.map(({ fromPath, toPath, ignoreCase }) => ({ fromPath, toPath, ignoreCase })));
  });
});
