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

  it("reads a two-column TSV into the file named", () => {
    const into = join(dir, "redirects/events.txt");
    const r = redirects("import", file("events.tsv", "Old\tNew\n/events/2025\t/company/news\n"), "--into", into);
    expect(r.code, r.out).toBe(0);
    expect(readFileSync(into, "utf8")).toMatch(/^\/events\/2025\s+\/company\/news$/m);
  });

  it("names what the rule check says of a row by the sheet's row, and writes nothing", () => {
    const into = join(dir, "redirects/events.txt");
    const r = redirects(
      "import",
      file("events.tsv", "Old\tNew\n/events/2025\t/company/news\n/events/old\t/no-such-page\n"),
      "--into",
      into,
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/events\.tsv:3: target \/no-such-page is not a page of the site/);
    expect(existsSync(into)).toBe(false);
  });

  it("reports a refused row, a conflict between two rows and one with a rule of the folder in one run, by sheet row", () => {
    const sheet = file(
      "campaign.csv",
      [
        "Old,New",
        "/spring-offer,/crm",
        "/partner-day,/contacts",
        "/campaign 4,/crm",
        "/summer-offer,/crm",
        "/company,/contacts",
        "/webinar,/crm",
        "/Spring-Offer,/services",
      ].join("\n"),
    );
    const r = redirects("import", sheet);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/campaign\.csv has 3 problems; nothing was imported:/);
    const problems = r.out.split("\n").filter((l) => l.startsWith("  "));
    expect(problems).toEqual([
      expect.stringMatching(/campaign\.csv:4: column Old: path "\/campaign 4" contains a space/),
      expect.stringMatching(
        /campaign\.csv:6: conflict: row 6 sends \/company to \/contacts, \S*redirects\/rules\.txt:6 sends it to \/company\/about/,
      ),
      expect.stringMatching(/campaign\.csv:8: conflict: rows 2 and 8 send \/Spring-Offer to \/crm and to \/services/),
    ]);
    expect(r.out).not.toContain("imported.txt");
    expect(existsSync(join(dir, "redirects/imported.txt"))).toBe(false);
  });

  it("reads the README's sample sheet: four problems by row and one note, in one run", () => {
    const r = redirects("import", join(ROOT, "tests/fixtures/sheets/spring-campaign.csv"));
    expect(r.code).toBe(1);
    const lines = r.out.split("\n");
    expect(lines[0]).toMatch(/spring-campaign\.csv has 4 problems; nothing was imported:$/);
    expect(lines.slice(1, 5).map((l) => /spring-campaign\.csv:(\d+): /.exec(l)?.[1])).toEqual(["4", "5", "6", "8"]);
    expect(lines.slice(5)).toEqual([expect.stringMatching(/^Note: rows 2 and 6 ask to drop the visitor's query string/)]);
  });

  it("imports a sheet with preserve_query_string FALSE as one with empty cells: the same rules file, the same note", () => {
    const header = "source_url,target_url,status_code,preserve_query_string,include_subdomains,subpath_matching,preserve_path_suffix";
    const runs = [
      `${header}\n/spring-offer,/crm,301,FALSE,FALSE,FALSE,FALSE\n/partner-day,/contacts,301,TRUE,FALSE,FALSE,FALSE\n`,
      `${header}\n/spring-offer,/crm,301,,,,\n/partner-day,/contacts,301,TRUE,,,\n`,
    ].map((text) => {
      rmSync(join(dir, "redirects/imported.txt"), { force: true });
      const r = redirects("import", file("sheet.csv", text));
      expect(r.code, r.out).toBe(0);
      return {
        written: readFileSync(join(dir, "redirects/imported.txt"), "utf8"),
        notes: r.out.split("\n").filter((l) => l.startsWith("Note:")),
      };
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0]?.notes).toEqual([expect.stringMatching(/^Note: row 2 asks to drop the visitor's query string .* keeps it\.$/)]);
    expect(runs[0]?.written).toMatch(/^\/spring-offer\s+\/crm\n\/partner-day\s+\/contacts\n$/m);
  });

  it("refuses what a rule here cannot mean, naming line and column, and writes nothing", () => {
    const sheet = file(
      "bad.csv",
      [
        "/promo,/crm,302",
        "/blog,/crm,,,TRUE",
        "/careers-old,/careers,,,FALSE,TRUE",
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
      [3, "subpath_matching"],
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
      "source_url,target_url,status_code,preserve_query_string,include_subdomains,subpath_matching,preserve_path_suffix,ignore_case,from,until",
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

  /** The live map's rules as the KV holds them. */
  const liveRules = () =>
    JSON.parse(kv.data.get(`redirects:${kv.data.get("redirects:current")}:rules`) ?? "[]") as Array<{
      fromPath: string;
      toPath: string;
      ignoreCase: boolean;
      from?: string;
      until?: string;
    }>;
  /** The rules `import` wrote into redirects/imported.txt, as [old, new, flags…]. */
  const importedLines = () =>
    readFileSync(join(dir, "redirects/imported.txt"), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("/"))
      .map((l) => l.split(/\s+/));

  it("writes what Cloudflare's dashboard imports (no header, host and path, full target URL), naming what cannot travel; import reads it back to the same map", () => {
    expect(redirects("push").code).toBe(0);
    const out = join(dir, "cloudflare.csv");
    const r = redirects("export", "--format", "cloudflare", "--out", out);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/^Wrote 11 of the 11 rules of map [0-9a-f]{12} \(the local KV\) to .*, for Cloudflare's dashboard\.$/m);
    // The fixture's /Legacy/Exact rule is exact: named on stderr, not silently made case-blind.
    expect(r.out).toMatch(/^Note: 1 rule is exact .*: \/Legacy\/Exact$/m);
    const text = readFileSync(out, "utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("www.fixture.example/services/crm,https://www.fixture.example/crm,301,TRUE,FALSE,FALSE,FALSE");
    expect(lines).toContain("www.fixture.example/status,https://status.fixture.example/,301,TRUE,FALSE,FALSE,FALSE");
    expect(lines.filter(Boolean).every((l) => /^www\.fixture\.example\/\S*,https:\/\/\S+,301,TRUE,FALSE,FALSE,FALSE$/.test(l))).toBe(true);

    writeFileSync(join(dir, "redirects/rules.txt"), "");
    const back = redirects("import", out);
    expect(back.code, back.out).toBe(0);
    expect(back.out).not.toContain("Note:");
    expect(importedLines()).toEqual(liveRules().map((rule) => [rule.fromPath, rule.toPath]));
  });

  it("writes ; as the separator with --delimiter ';', for both formats, and import reads each back", () => {
    expect(redirects("push").code).toBe(0);
    const live = liveRules().map((rule) => [rule.fromPath, rule.toPath, ...(rule.ignoreCase ? [] : ["exact"])]);
    writeFileSync(join(dir, "redirects/rules.txt"), "");
    for (const format of ["csv", "cloudflare"]) {
      const out = join(dir, `${format}.csv`);
      expect(redirects("export", "--format", format, "--delimiter", ";", "--out", out).code).toBe(0);
      const first =
        readFileSync(out, "utf8")
          .replace(/^\uFEFF/, "")
          .split("\r\n")[0] ?? "";
      expect(first.split(";").length, first).toBeGreaterThanOrEqual(7);
      expect(first).not.toContain(",");
      rmSync(join(dir, "redirects/imported.txt"), { force: true });
      expect(redirects("import", out).code).toBe(0);
      // Cloudflare's format has no column for `exact`: that rule comes back case-blind, as its note said.
      expect(importedLines()).toEqual(format === "csv" ? live : live.map((l) => l.slice(0, 2)));
    }
  });

  it("carries a rule's window through export --format csv and import, as from= and until= on the rule line", () => {
    expect(redirects("push").code).toBe(0);
    // A map with windows, as one published once the rules files can say them.
    const key = `redirects:${kv.data.get("redirects:current")}:rules`;
    const rules = liveRules();
    rules[0] = { ...rules[0]!, from: "2026-12-08T00:00:00.000Z", until: "2026-12-24T18:00:00.000Z" };
    rules[1] = { ...rules[1]!, from: "2026-12-01T09:30:00.000Z" };
    kv.data.set(key, JSON.stringify(rules));
    const out = join(dir, "windows.csv");
    expect(redirects("export", "--format", "csv", "--out", out).code).toBe(0);
    expect(readFileSync(out, "utf8").split("\r\n")[1]).toBe(
      `${rules[0].fromPath},${rules[0].toPath},302,TRUE,FALSE,FALSE,FALSE,TRUE,2026-12-08T00:00Z,2026-12-24T18:00Z`,
    );
    writeFileSync(join(dir, "redirects/rules.txt"), "");
    redirects("import", out);
    const lines = importedLines();
    // The rules file writes a moment as its parser reads it: a midnight as its day.
    expect(lines[0]).toEqual([rules[0].fromPath, rules[0].toPath, "from=2026-12-08", "until=2026-12-24T18:00Z"]);
    expect(lines[1]).toEqual([rules[1].fromPath, rules[1].toPath, "from=2026-12-01T09:30Z"]);
    expect(lines.slice(2).every((l) => !l.some((w) => /^(from|until)=/.test(w)))).toBe(true);
  });

  it("leaves a rule on a schedule out of the Cloudflare export, with a note", () => {
    expect(redirects("push").code).toBe(0);
    const key = `redirects:${kv.data.get("redirects:current")}:rules`;
    const rules = liveRules();
    rules[0] = { ...rules[0]!, until: "2026-12-24T18:00:00.000Z" };
    kv.data.set(key, JSON.stringify(rules));
    const out = join(dir, "cloudflare.csv");
    const r = redirects("export", "--format", "cloudflare", "--out", out);
    expect(r.out).toMatch(
      new RegExp(
        `^Note: 1 rule is on a schedule and left out .*${rules[0].fromPath} → ${rules[0].toPath} \\(until 2026-12-24T18:00Z\\)$`,
        "m",
      ),
    );
    expect(r.out).toContain("Wrote 10 of the 11 rules");
    expect(readFileSync(out, "utf8")).not.toContain(`example${rules[0].fromPath},`);
  });
});
