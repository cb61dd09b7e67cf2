import { suggestIndexOf } from "../build/suggest-index.ts";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "../../content/lib/load.ts";
import type { CompiledPage } from "../../content/model.ts";
import { suggest } from "../../policy/suggest.ts";
import type { SourceRule } from "../../redirects/engine/rules.ts";
import { buildRedirectMap, readRules } from "../build/redirect-map.ts";
import { PUBLIC_DIR, ROOT } from "../lib/run.ts";
import { countsOfLog, parseSince, readLogText, startOf, type Events, type Since } from "./events-source.ts";
import {
  checkedRulesFile,
  hitsReport,
  notFoundReport,
  notFoundRows,
  parseReport,
  proposedRules,
  reportCommandOf,
  ruleHits,
  rulesFileText,
  runRedirectReport,
  type ReportDeps,
} from "./redirect-reports.ts";

const NOW = new Date("2026-11-28T12:00:00Z");
const SITE = join(ROOT, "tests/fixtures/site");
const RULES_DIR = join(SITE, "redirects");
const LOG = join(ROOT, "tests/fixtures/logs/worker-log.txt");
const since = (s: string) => parseSince(s) as Since;

let pages: CompiledPage[];
let rules: SourceRule[];
beforeAll(() => {
  pages = loadSite(SITE, PUBLIC_DIR).pages;
  rules = readRules(RULES_DIR, "redirects").rules;
});

function logEvents<K extends "redirect" | "not-found">(kind: K, period = since("30d")): Events<K> {
  const read = readLogText(readFileSync(LOG, "utf8"), startOf(period, NOW));
  return { counts: countsOfLog(read, kind), refused: read.refused, estimated: false, source: "the test log", notes: [] };
}

describe("the command line of hits and not-found", () => {
  it.each([
    [["hits", "--logs", "a.log"], "hits"],
    [["--since", "7d", "not-found", "--remote"], "not-found"],
    [["--logs", "hits", "check"], undefined],
    [["check"], undefined],
    [["push", "--remote"], undefined],
  ])("%j is the report %j", (argv, command) => {
    expect(reportCommandOf(argv)).toBe(command);
  });

  it("reads the source, the period, --limit, --write and --from", () => {
    expect(parseReport(["not-found", "--logs", "a.log", "--limit", "5", "--write", "redirects/404s.txt", "--from", "copy"])).toEqual({
      command: "not-found",
      source: { logs: "a.log" },
      since: since("30d"),
      limit: 5,
      write: "redirects/404s.txt",
      from: "copy",
    });
    expect(parseReport(["hits", "--remote", "--since", "12h"])).toEqual({
      command: "hits",
      source: { remote: true },
      since: since("12h"),
      limit: 20,
    });
  });

  it.each([
    [["hits", "--logs", "a.log", "--limit", "5"]],
    [["hits", "--logs", "a.log", "--write", "x.txt"]],
    [["hits", "--logs", "a.log", "--force"]],
    [["hits", "not-found", "--logs", "a.log"]],
    [["not-found", "--logs", "a.log", "--write", ""]],
  ])("refuses %j", (argv) => {
    expect(parseReport(argv)).toBeUndefined();
  });

  it("names what is wrong with --limit, --since and the source", () => {
    expect(parseReport(["not-found", "--logs", "a.log", "--limit", "0"])).toBe('--limit takes a number of paths (1 or more), not "0".');
    expect(parseReport(["hits", "--logs", "a.log", "--since", "1y"])).toMatch(/^--since takes a span/);
    expect(parseReport(["hits"])).toMatch(/^Say where the events come from/);
  });
});

describe("hits", () => {
  it("counts each rule's hits and last hit, its source matched as the map matches it", () => {
    const result = ruleHits(logEvents("redirect").counts, rules);
    expect(result.hit.map((h) => [h.rule.fromPath, `${h.rule.file}:${h.rule.line}`, h.hits, h.last])).toEqual([
      // "/SERVICES/crm" in one line is the rule /services/crm, which ignores letter case.
      ["/services/crm", "redirects/rules.txt:5", 3, "2026-11-27T09:15:00.000Z"],
      ["/company", "redirects/rules.txt:6", 2, "2026-11-20T16:40:00.000Z"],
      ["/chain-start", "redirects/rules.txt:18", 1, "2026-11-25T11:00:00.000Z"],
      ["/Legacy/Exact", "redirects/rules.txt:11", 1, "2026-11-10T08:00:00.000Z"],
    ]);
    expect(result.gone).toEqual([{ source: "/old-press", target: "/company/news", hits: 2, last: "2026-11-05T09:00:00.000Z" }]);
    expect(result.unused.map((r) => r.line)).toEqual([7, 8, 14, 15, 19, 22, 23]);
    expect(result.hits).toBe(9);
  });

  it("matches letter case exactly for an exact rule", () => {
    const event = (rule: string) => ({
      event: { kind: "redirect" as const, rule, target: "/contacts", mapVersion: "v" },
      count: 1,
      last: "2026-11-27T10:00:00.000Z",
      day: "2026-11-27",
    });
    const result = ruleHits([event("/Legacy/Exact"), event("/legacy/exact")], rules);
    expect(result.hit.map((h) => [h.rule.fromPath, h.hits])).toEqual([["/Legacy/Exact", 1]]);
    expect(result.gone.map((g) => g.source)).toEqual(["/legacy/exact"]);
  });

  it("prints the rules hit, the rules without a hit with file and line, and the totals", () => {
    expect(hitsReport(logEvents("redirect"), rules, since("30d"), NOW)).toEqual([
      "Rule redirects, the last 30 days (since 2026-10-29 12:00 UTC), from the test log.",
      "",
      "Rules hit, most hits first:",
      "  hits  last hit          rule                    old path → new path",
      "     3  2026-11-27 09:15  redirects/rules.txt:5   /services/crm → /crm",
      "     2  2026-11-20 16:40  redirects/rules.txt:6   /company → /company/about",
      "     1  2026-11-25 11:00  redirects/rules.txt:18  /chain-start → /chain-middle",
      "     1  2026-11-10 08:00  redirects/rules.txt:11  /Legacy/Exact → /contacts",
      "",
      "Hits of old paths that are no rule any more (removed or changed since):",
      "  hits  last hit          old path → new path (as redirected)",
      "     2  2026-11-05 09:00  /old-press → /company/news",
      "",
      "Rules with no hit in the period (candidates to remove): 7",
      "  redirects/rules.txt:7   /privacy_policy → /privacy-notice",
      "  redirects/rules.txt:8   /de/privacy-notice → /de/datenschutzhinweis",
      "  redirects/rules.txt:14  /old-guide/ → /crm/data-migration",
      "  redirects/rules.txt:15  /old-guide → /services",
      "  redirects/rules.txt:19  /chain-middle → /crm",
      "  redirects/rules.txt:22  /offices → /contacts#offices",
      "  redirects/rules.txt:23  /status → https://status.fixture.example/",
      "",
      "Totals: 11 rules, 4 hit, 9 hits.",
    ]);
  });

  it("counts only the period", () => {
    const report = hitsReport(logEvents("redirect", since("7d")), rules, since("7d"), NOW);
    expect(report.slice(-1)).toEqual(["Totals: 11 rules, 2 hit, 3 hits."]);
    expect(report).toContain("  redirects/rules.txt:6   /company → /company/about");
  });
});

describe("not-found", () => {
  it("suggests among the site's pages, without fallback and generated listing pages, and learns from rules to pages", () => {
    const index = suggestIndexOf(pages, rules);
    const paths = index.pages.map((p) => p.path);
    expect(paths).toContain("/crm/data-migration");
    expect(paths).toContain("/blog");
    for (const left of ["/404", "/500", "/de/404", "/blog/page/2", "/blog/tags/testing"]) expect(paths).not.toContain(left);
    expect(index.pages.find((p) => p.path === "/de/kontakt")).toEqual({ path: "/de/kontakt", title: "Kontakt zum Testteam", lang: "de" });
    expect(index.rules).toContainEqual({ source: "/services/crm", target: "/crm" });
    expect(index.rules).toContainEqual({ source: "/offices", target: "/contacts" });
    expect(index.rules.map((r) => r.source)).not.toContain("/status");
    expect(index.rules.map((r) => r.source)).not.toContain("/chain-start");
  });

  it("groups the 404s by path, most first, each with its referrers, suggestions and the rule it has now", () => {
    const index = suggestIndexOf(pages, rules);
    const found = notFoundRows(logEvents("not-found").counts, index, rules, 20);
    expect([found.total, found.paths]).toEqual([13, 6]);
    expect(found.rows.map((r) => [r.path, r.count, r.last, r.referrers])).toEqual([
      [
        "/crm/data-migratoin",
        4,
        "2026-11-26T18:05:00.000Z",
        [
          { host: "news.example", count: 2 },
          { host: "", count: 1 },
          { host: "search.example", count: 1 },
        ],
      ],
      ["/wp-login.php", 3, "2026-11-24T03:00:00.000Z", [{ host: "", count: 3 }]],
      ["/de/kontak", 2, "2026-11-24T12:00:00.000Z", [{ host: "partner.example", count: 2 }]],
      ["/servics", 2, "2026-11-25T12:00:00.000Z", [{ host: "", count: 2 }]],
      ["/CRM/Data-Migratoin", 1, "2026-11-24T12:30:00.000Z", [{ host: "", count: 1 }]],
      ["/Privacy_Policy", 1, "2026-11-09T07:00:00.000Z", [{ host: "", count: 1 }]],
    ]);
    for (const row of found.rows) expect(row.suggestions).toEqual(suggest(row.path, index, 3));
    const first = Object.fromEntries(found.rows.map((r) => [r.path, r.suggestions[0]]));
    expect(first["/crm/data-migratoin"]).toEqual({ path: "/crm/data-migration", title: "Moving customer data into a new CRM" });
    expect(first["/servics"]).toEqual({ path: "/services", title: "Services of the fixture site" });
    expect(first["/de/kontak"]).toEqual({ path: "/de/kontakt", title: "Kontakt zum Testteam" });
    expect(found.rows.find((r) => r.path === "/Privacy_Policy")?.rule?.line).toBe(7);
    expect(notFoundRows(logEvents("not-found").counts, index, rules, 2).rows.map((r) => r.path)).toEqual([
      "/crm/data-migratoin",
      "/wp-login.php",
    ]);
  });

  it("prints each path with its count, referrers and suggested pages", () => {
    const index = suggestIndexOf(pages, rules);
    const events = logEvents("not-found");
    const report = notFoundReport(events, notFoundRows(events.counts, index, rules, 2), since("30d"), NOW);
    expect(report.slice(0, 7)).toEqual([
      "404s, the last 30 days (since 2026-10-29 12:00 UTC), from the test log.",
      "",
      "13 404s on 6 paths, the 2 most frequent below.",
      "",
      "  4  /crm/data-migratoin   (last 2026-11-26 18:05)",
      "     referred by  news.example 2, (direct or own site) 1, search.example 1",
      // The first suggestion; the matcher may add more below it.
      expect.stringMatching(/^ {5}suggested {4}\/crm\/data-migration +Moving customer data into a new CRM$/),
    ]);
    const bots = report.indexOf("  3  /wp-login.php   (last 2026-11-24 03:00)");
    expect(report.slice(bots - 1)).toEqual([
      "",
      "  3  /wp-login.php   (last 2026-11-24 03:00)",
      "     referred by  (direct or own site) 3",
      "     suggested    (no page is near enough)",
    ]);
  });

  it("lists the addresses answered with another 4xx under their own heading, each path and status once, most first", () => {
    const read = readLogText(readFileSync(join(ROOT, "tests/fixtures/logs/worker-log-refused.txt"), "utf8"), startOf(since("30d"), NOW));
    const events: Events<"not-found"> = {
      counts: countsOfLog(read, "not-found"),
      refused: read.refused,
      estimated: false,
      source: "the test log",
      notes: [],
    };
    const report = notFoundReport(events, notFoundRows(events.counts, suggestIndexOf(pages, rules), rules, 20), since("30d"), NOW, 2);
    const heading = report.findIndex((l) => l.startsWith("Refused addresses"));
    expect(report.slice(heading - 1)).toEqual([
      "",
      "Refused addresses (4xx other than 404): 5 on 3 paths, the 2 most frequent below. No rule can answer them (the Worker refuses them before it looks for one); fix the links that lead there.",
      "  count  status  path        why                                     last",
      "      3  400     /company//  empty path segment                      2026-11-22 11:30",
      "      1  400     /crm        _data is not a query this site answers  2026-11-22 12:00",
    ]);
    // Only the 404s are counted above the heading.
    expect(report).toContain("2 404s on 1 path.");
  });

  it("says that Analytics Engine has no refused addresses, rather than list none", () => {
    const events: Events<"not-found"> = { counts: [], estimated: true, source: "Analytics Engine", notes: [] };
    const report = notFoundReport(events, notFoundRows([], suggestIndexOf(pages, rules), rules, 20), since("30d"), NOW);
    expect(report.slice(-3)).toEqual([
      "No 404s in the period.",
      "",
      expect.stringMatching(/^Addresses answered with another 4xx .* are not in Analytics Engine, .*--logs FILE lists them/),
    ]);
  });

  it("marks a 404 path that is a rule's old path now", () => {
    const index = suggestIndexOf(pages, rules);
    const events = logEvents("not-found");
    const report = notFoundReport(events, notFoundRows(events.counts, index, rules, 20), since("30d"), NOW);
    expect(report).toContain("     a rule now   redirects/rules.txt:7  /privacy_policy → /privacy-notice");
  });

  it("proposes one rule per path with a suggestion that is no rule yet, letter case aside", () => {
    const found = notFoundRows(logEvents("not-found").counts, suggestIndexOf(pages, rules), rules, 20);
    expect(proposedRules(found.rows)).toEqual([
      { path: "/crm/data-migratoin", target: "/crm/data-migration", count: 4 },
      { path: "/de/kontak", target: "/de/kontakt", count: 2 },
      { path: "/servics", target: "/services", count: 2 },
    ]);
  });

  it("writes the rules file under a heading in aligned columns", () => {
    const text = rulesFileText(
      [
        { path: "/crm/data-migratoin", target: "/crm/data-migration", count: 4 },
        { path: "/servics", target: "/services", count: 2 },
      ],
      { day: "2026-11-28", source: "the test log", period: "the last 30 days", estimated: true },
    );
    expect(text.split("\n").slice(-4)).toEqual([
      "# Frequent 404s (2026-11-28)",
      "/crm/data-migratoin   /crm/data-migration   # ≈4 404s",
      "/servics              /services             # ≈2 404s",
      "",
    ]);
    expect(text).toMatch(
      /^# Rules for frequent 404s, written on 2026-11-28 by `npm run redirects -- not-found --write`\n# from the test log, the last 30 days\.\n/,
    );
  });

  it("leaves out a proposed rule the check would refuse, with the check's reason", () => {
    const pagePaths = new Set(pages.map((p) => p.path));
    const checked = checkedRulesFile(
      [
        { path: "/servics", target: "/services", count: 2 },
        { path: "/Services", target: "/crm", count: 1 },
        { path: "/company", target: "/company/about", count: 1 },
      ],
      rules,
      pagePaths,
      ["status.fixture.example"],
      "redirects/from-404s.txt",
      { day: "2026-11-28", source: "x", period: "y", estimated: false },
    );
    expect(checked.kept.map((k) => k.path)).toEqual(["/servics"]);
    expect(checked.refused.map((r) => [r.rule.path, r.message])).toEqual([
      ["/Services", "source /Services shadows the live page /services"],
      ["/company", "duplicate source /company (also redirects/rules.txt:6)"],
    ]);
  });
});

describe("npm run redirects -- not-found --write", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    const deps: ReportDeps = { print: (l) => out.push(l), error: (l) => err.push(l), now: () => NOW, pages: () => pages };
    return { deps, out, err };
  };

  it("writes rules that pass `npm run redirects -- check --from DIR`, and never over a file", async () => {
    dir = mkdtempSync(join(tmpdir(), "not-found-write-"));
    cpSync(RULES_DIR, dir, { recursive: true });
    const file = join(dir, "from-404s.txt");
    const { deps, out, err } = capture();
    expect(await runRedirectReport(["not-found", "--logs", LOG, "--from", dir, "--write", file], "USAGE", deps)).toBe(0);
    expect(err).toEqual([]);
    expect(out.slice(-2)[0]).toBe(`Wrote 3 rules into ${file}: each sends a 404 path to its first suggestion.`);
    const written = readFileSync(file, "utf8");
    expect(written.split("\n").slice(-5)).toEqual([
      "# Frequent 404s (2026-11-28)",
      "/crm/data-migratoin   /crm/data-migration   # 4 404s",
      "/de/kontak            /de/kontakt           # 2 404s",
      "/servics              /services             # 2 404s",
      "",
    ]);
    const compiled = buildRedirectMap(ROOT, new Set(pages.map((p) => p.path)), dir);
    expect(compiled.rules.map((r) => r.fromPath)).toContain("/crm/data-migratoin");

    const check = spawnSync(process.execPath, [join(ROOT, "scripts/ops/redirects.ts"), "check", "--from", dir], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CONTENT_ROOT: "tests/fixtures/site" },
    });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^OK: 14 rules, /);

    const again = capture();
    expect(await runRedirectReport(["not-found", "--logs", LOG, "--from", dir, "--write", file], "USAGE", again.deps)).toBe(1);
    expect(again.err).toEqual([`${file} exists already: name a new file (nothing was written).`]);
    expect(readFileSync(file, "utf8")).toBe(written);
  });

  it("writes nothing when no listed 404 has a rule to propose", async () => {
    dir = mkdtempSync(join(tmpdir(), "not-found-write-"));
    const log = join(dir, "bots.log");
    writeFileSync(
      log,
      `${JSON.stringify({ time: "2026-11-27T10:00:00.000Z", requestId: "r", event: "request", outcome: "not-found", path: "/wp-login.php", referrerHost: "", lang: "en" })}\n`,
    );
    const file = join(dir, "none.txt");
    const { deps, out } = capture();
    expect(await runRedirectReport(["not-found", "--logs", log, "--from", RULES_DIR, "--write", file], "USAGE", deps)).toBe(0);
    expect(out.at(-1)).toBe(`No rule to write: no listed 404 has a suggestion that is not a rule already. ${file} was not written.`);
    expect(existsSync(file)).toBe(false);
  });

  it("prints the usage for a command line it refuses", async () => {
    const { deps, out, err } = capture();
    expect(await runRedirectReport(["hits", "--logs", LOG, "--limit", "3"], "USAGE", deps)).toBe(2);
    expect(await runRedirectReport(["hits"], "USAGE", deps)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual(["USAGE", expect.stringMatching(/^Say where the events come from: [^]*\n\nUSAGE$/)]);
  });
});

describe("the commands through npm run redirects", () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, "scripts/ops/redirects.ts"), ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CONTENT_ROOT: "tests/fixtures/site" },
    });

  it("not-found --logs prints the grouped 404s with suggestions", () => {
    const r = run(["not-found", "--logs", "tests/fixtures/logs/worker-log.txt", "--since", "2026-11-01", "--limit", "3"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("13 404s on 6 paths, the 3 most frequent below.\n");
    expect(r.stdout).toContain(
      "\n  4  /crm/data-migratoin   (last 2026-11-26 18:05)\n     referred by  news.example 2, (direct or own site) 1, search.example 1\n",
    );
    expect(r.stdout).toContain("     suggested    /crm/data-migration  Moving customer data into a new CRM\n");
  });

  it("not-found --logs prints a 400 such as /company// under its own heading", () => {
    const r = run(["not-found", "--logs", "tests/fixtures/logs/worker-log-refused.txt", "--since", "2026-11-01"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const [notFound = "", refused = ""] = r.stdout.split("\nRefused addresses (4xx other than 404): ");
    expect(notFound).toContain("2 404s on 1 path.");
    expect(notFound).not.toContain("/company//");
    expect(refused).toMatch(/^5 on 3 paths\. /);
    expect(refused).toMatch(/\n {6}3 {2}400 {5}\/company\/\/ {2}empty path segment {2,}2026-11-22 11:30\n/);
    expect(refused).toMatch(/\n {6}1 {2}414 {5}\/experts {4}query too long/);
  });

  it("prints what is wrong, then the usage, which lists hits", () => {
    const r = run(["hits", "--logs", "x.log", "--remote"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^Give --logs FILE or --remote, not both\.\n\nUsage: npm run redirects -- <command> [^]*\n {2}hits \[--since 30d\] /,
    );
  });
});
