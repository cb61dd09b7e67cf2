import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { pagesReport, runAnalytics, type AnalyticsDeps } from "./analytics.ts";
import { countsOfLog, parseSince, readLogText, startOf, type Events, type RemoteAccess, type Since } from "./events-source.ts";

const NOW = new Date("2026-11-28T12:00:00Z");
const LOG = join(ROOT, "tests/fixtures/logs/worker-log.txt");
const since = (s: string) => parseSince(s) as Since;

function logEvents(file: string, period: Since): Events<"pageview"> {
  const read = readLogText(readFileSync(file, "utf8"), startOf(period, NOW));
  return { counts: countsOfLog(read, "pageview"), estimated: false, source: "the test log", notes: [] };
}

function capture(access?: RemoteAccess): { deps: AnalyticsDeps; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { deps: { print: (l) => out.push(l), error: (l) => err.push(l), now: () => NOW, ...(access ? { access } : {}) }, out, err };
}

describe("npm run analytics -- pages", () => {
  it("counts views per page, per day (a day without views as 0) and by referrer host", () => {
    expect(pagesReport(logEvents(LOG, since("30d")), since("30d"), NOW)).toEqual([
      "Page views (visitors who agreed to analytics), the last 30 days (since 2026-10-29 12:00 UTC), from the test log.",
      "",
      "Views per page: 10 views of 4 pages.",
      "  views  page",
      "      4  /crm",
      "      3  /",
      "      2  /de/kontakt",
      "      1  /crm/data-migration",
      "",
      "Views per day (UTC):",
      "  day         views",
      "  2026-11-24      3",
      "  2026-11-25      0",
      "  2026-11-26      3",
      "  2026-11-27      4",
      "",
      "Top referrer hosts:",
      "  views  referred by",
      "      4  (direct or own site)",
      "      3  news.example",
      "      2  google.com",
      "      1  partner.example",
    ]);
  });

  it("counts only the period: the view of 2026-10-20 is out of 30 days, in 60", () => {
    const views = (s: string) => pagesReport(logEvents(LOG, since(s)), since(s), NOW)[2];
    expect(views("30d")).toBe("Views per page: 10 views of 4 pages.");
    expect(views("60d")).toBe("Views per page: 11 views of 4 pages.");
    expect(views("2d")).toBe("Views per page: 4 views of 3 pages.");
    expect(pagesReport(logEvents(LOG, since("1h")), since("1h"), NOW).slice(-1)).toEqual(["No page views in the period."]);
  });

  it("lists ten referrer hosts at most and says how many there were", () => {
    const counts = Array.from({ length: 12 }, (_, i) => ({
      event: {
        kind: "pageview" as const,
        path: "/",
        referrerHost: `r${String(i).padStart(2, "0")}.example`,
        lang: "en" as const,
        template: "landing",
      },
      count: 12 - i,
      last: "2026-11-27T10:00:00.000Z",
      day: "2026-11-27",
    }));
    const report = pagesReport({ counts, estimated: false, source: "x", notes: [] }, since("30d"), NOW);
    const at = report.indexOf("Top referrer hosts (10 of 12):");
    expect(report.slice(at + 2)).toHaveLength(10);
    expect(report[at + 2]).toBe("     12  r00.example");
  });

  it("reads the log file and prints the report", async () => {
    const { deps, out, err } = capture();
    expect(await runAnalytics(["pages", "--logs", LOG, "--since", "2026-11-01"], deps)).toBe(0);
    expect(err).toEqual([]);
    expect(out.slice(0, 2)).toEqual([
      `Page views (visitors who agreed to analytics), since 2026-11-01 (UTC), from the Worker's log (${LOG}).`,
      "The log's request lines run from 2026-10-01 09:00 to 2026-11-27 11:30 UTC (36 lines): what happened outside that span is not in these figures.",
    ]);
    expect(out).toContain("      4  /crm");
  });

  it("marks counts from Analytics Engine as estimates", async () => {
    const answer = {
      data: [
        {
          blob2: "/crm",
          blob3: "google.com",
          blob4: "en",
          blob5: "landing",
          day: "2026-11-26",
          hits: "40",
          last_seen: "2026-11-26 10:00:00",
        },
        { blob2: "/crm", blob3: "", blob4: "en", blob5: "landing", day: "2026-11-27", hits: "2", last_seen: "2026-11-27 09:00:00" },
      ],
      rows: 2,
    };
    const access: RemoteAccess = {
      env: { CLOUDFLARE_ACCOUNT_ID: "a", CLOUDFLARE_ANALYTICS_TOKEN: "t" },
      wranglerToml: () => `[[analytics_engine_datasets]]\nbinding = "EVENTS"\ndataset = "northfold_events"\n`,
      fetch: async () => new Response(JSON.stringify(answer)),
    };
    const { deps, out } = capture(access);
    expect(await runAnalytics(["pages", "--remote"], deps)).toBe(0);
    expect(out[0]).toBe(
      "Page views (visitors who agreed to analytics), the last 30 days (since 2026-10-29 12:00 UTC), from Analytics Engine (dataset northfold_events).",
    );
    expect(out[1]).toMatch(/^≈: estimates\. .*keeps about three months/);
    expect(out).toContain("Views per page: ≈42 views of 1 page.");
    expect(out).toContain("    ≈42  /crm");
    expect(out).toContain("  2026-11-26    ≈40");
  });

  it.each([
    [[]],
    [["pages"]],
    [["views", "--logs", "x"]],
    [["pages", "--logs", "x", "--remote"]],
    [["pages", "--logs", "x", "--since", "3w"]],
    [["pages", "--verbose"]],
  ])("refuses %j with the usage", async (argv) => {
    const { deps, out, err } = capture();
    expect(await runAnalytics(argv, deps)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join("\n")).toMatch(/Usage: npm run analytics -- pages \[--since 30d\] \[--remote \| --logs FILE\]/);
  });

  it("says which file is missing", async () => {
    const { deps, err } = capture();
    expect(await runAnalytics(["pages", "--logs", "nope.log"], deps)).toBe(1);
    expect(err).toEqual(["nope.log: no such file."]);
  });

  it("reads standard input with --logs -", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "scripts/ops/analytics.ts"), "pages", "--logs", "-", "--since", "2026-11-01"], {
      cwd: ROOT,
      encoding: "utf8",
      input: readFileSync(join(ROOT, "tests/fixtures/logs/tail.json"), "utf8"),
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Page views .*, from the Worker's log \(standard input\)\.\n/);
    expect(r.stdout).toContain("Views per page: 2 views of 2 pages.\n");
  });
});
