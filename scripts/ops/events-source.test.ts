import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import {
  countsOfLog,
  countsOfResponse,
  datasetOf,
  eventsSql,
  JsonObjectScanner,
  parseSince,
  periodText,
  readEvents,
  readLogText,
  REMOTE_ROW_LIMIT,
  sourceOf,
  startOf,
  textTable,
  type RemoteAccess,
  type Since,
} from "./events-source.ts";

const NOW = new Date("2026-11-28T12:00:00Z");
const fixture = (name: string) => join(ROOT, "tests/fixtures/logs", name);
const text = (name: string) => readFileSync(fixture(name), "utf8");
const since = (s: string) => parseSince(s) as Since;
const line = (fields: Record<string, unknown>) => JSON.stringify({ requestId: "r1", event: "request", ...fields });

describe("--since", () => {
  it.each([
    ["30d", "2026-10-29T12:00:00.000Z", "the last 30 days (since 2026-10-29 12:00 UTC)"],
    ["12h", "2026-11-28T00:00:00.000Z", "the last 12 hours (since 2026-11-28 00:00 UTC)"],
    ["90m", "2026-11-28T10:30:00.000Z", "the last 90 minutes (since 2026-11-28 10:30 UTC)"],
    ["1d", "2026-11-27T12:00:00.000Z", "the last day (since 2026-11-27 12:00 UTC)"],
    ["2026-11-01", "2026-11-01T00:00:00.000Z", "since 2026-11-01 (UTC)"],
  ])("reads %s", (value, start, words) => {
    expect(startOf(since(value), NOW).toISOString()).toBe(start);
    expect(periodText(since(value), NOW)).toBe(words);
  });

  it.each(["", "30", "d", "0d", "30 d", "-3d", "3w", "2026-02-30", "2026-1-1"])("refuses %j", (value) => {
    expect(parseSince(value)).toBeUndefined();
  });

  it("needs exactly one source, and defaults to 30 days", () => {
    expect(sourceOf({ logs: "a.log" })).toEqual({ source: { logs: "a.log" }, since: since("30d") });
    expect(sourceOf({ remote: true, since: "12h" })).toEqual({ source: { remote: true }, since: since("12h") });
    expect(sourceOf({})).toMatch(/^Say where the events come from: --logs FILE .* or --remote/);
    expect(sourceOf({ logs: "a.log", remote: true })).toBe("Give --logs FILE or --remote, not both.");
    expect(sourceOf({ logs: "a.log", since: "3w" })).toMatch(/^--since takes a span/);
  });
});

describe("the Worker's events in log lines", () => {
  const from = startOf(since("30d"), NOW);

  it("keeps the addresses answered with a 4xx other than 404 by the request line's status: GET and HEAD only, in the period", () => {
    const read = readLogText(text("worker-log-refused.txt"), from);
    expect(read.refused).toEqual([
      { path: "/company//", status: 400, reason: "empty path segment", time: "2026-11-20T09:00:00.000Z" },
      { path: "/company//", status: 400, reason: "empty path segment", time: "2026-11-21T10:00:00.000Z" },
      { path: "/company//", status: 400, reason: "empty path segment", time: "2026-11-22T11:30:00.000Z" },
      { path: "/crm", status: 400, reason: "_data is not a query this site answers", time: "2026-11-22T12:00:00.000Z" },
      { path: "/experts", status: 414, reason: "query too long", time: "2026-11-23T07:45:00.000Z" },
    ]);
    // The 404s are events as before, and not among the refused.
    expect(read.events.map((e) => e.event.kind)).toEqual(["not-found", "not-found"]);
    expect(readLogText(line({ time: "2026-11-27T10:00:00Z", method: "GET", path: "/x", status: 404 }), from).refused).toEqual([]);
  });

  it("hands the refused addresses to not-found only, from logs; Analytics Engine cannot say", async () => {
    const logs = { source: { logs: fixture("worker-log-refused.txt") }, since: since("30d") };
    expect((await readEvents("not-found", logs, NOW)).refused).toHaveLength(5);
    expect((await readEvents("redirect", logs, NOW)).refused).toBeUndefined();
  });

  it("finds them among the other lines `npm start` prints, plain, behind [wrangler:info], and in wrangler's colours", () => {
    const read = readLogText(text("worker-log.txt"), from);
    // Every JSON request line, in the period or not; the error event, the cut-off line and
    // wrangler's own lines are not request lines.
    expect(read.requestLines).toBe(36);
    expect([read.first, read.last]).toEqual(["2026-10-01T09:00:00.000Z", "2026-11-27T11:30:00.000Z"]);
    const kinds = read.events.map((e) => e.event.kind);
    expect(kinds.filter((k) => k === "redirect")).toHaveLength(9);
    expect(kinds.filter((k) => k === "not-found")).toHaveLength(13);
    expect(kinds.filter((k) => k === "pageview")).toHaveLength(10);
    // A line behind "[wrangler:info] " is read like a plain one.
    expect(read.events).toContainEqual({
      time: "2026-11-10T08:00:00.000Z",
      event: { kind: "redirect", rule: "/Legacy/Exact", target: "/contacts", mapVersion: "4f1c2a9e0b7d" },
    });
    expect(read.events).toContainEqual({
      time: "2026-11-27T08:00:00.000Z",
      event: { kind: "pageview", path: "/de/kontakt", referrerHost: "partner.example", lang: "de", template: "landing" },
    });
  });

  it("reads `wrangler tail --format json`: events printed over many lines or on one, each log message a line", () => {
    const read = readLogText(text("tail.json"), from);
    expect(read.requestLines).toBe(4);
    expect(read.events).toEqual([
      {
        time: "2026-11-27T14:00:00.000Z",
        event: { kind: "redirect", rule: "/offices", target: "/contacts#offices", mapVersion: "4f1c2a9e0b7d" },
      },
      { time: "2026-11-27T14:01:00.000Z", event: { kind: "not-found", path: "/servics", referrerHost: "search.example", lang: "en" } },
      {
        time: "2026-11-27T14:02:00.000Z",
        event: { kind: "pageview", path: "/crm", referrerHost: "google.com", lang: "en", template: "landing" },
      },
      {
        time: "2026-11-02T14:02:00.000Z",
        event: { kind: "pageview", path: "/retail", referrerHost: "google.com", lang: "en", template: "landing" },
      },
    ]);
  });

  it("keeps only the events at or after the start of the period", () => {
    const all = readLogText(text("worker-log.txt"), new Date(0)).events;
    const week = readLogText(text("worker-log.txt"), startOf(since("7d"), NOW)).events;
    expect(all).toHaveLength(35);
    expect(week.every((e) => e.time >= "2026-11-21T12:00:00.000Z")).toBe(true);
    expect(week.map((e) => e.event.kind).filter((k) => k === "redirect")).toHaveLength(3);
    expect(readLogText(text("tail.json"), startOf(since("7d"), NOW)).events.map((e) => e.time)).toEqual([
      "2026-11-27T14:00:00.000Z",
      "2026-11-27T14:01:00.000Z",
      "2026-11-27T14:02:00.000Z",
    ]);
  });

  it("skips what is not a request line or not JSON, and recovers after a broken object", () => {
    const lines = [
      "[wrangler:info] Ready on http://127.0.0.1:8787",
      "a { that never closes",
      line({ time: "2026-11-27T10:00:00.000Z", outcome: "page", path: "/crm", status: 200 }),
      JSON.stringify({ time: "2026-11-27T10:00:00.000Z", event: "redirect-map-empty", level: "error" }),
      "{",
      '    "logs": [ { "message": [ "not json" ] } ',
      "}",
      "{",
      '    "never": [',
      "{",
      `    "logs": [ { "message": [ ${JSON.stringify(line({ time: "2026-11-27T10:01:00.000Z", outcome: "not-found", path: "/x", referrerHost: "", lang: "en" }))} ] } ]`,
      "}",
      line({ time: "not a time", outcome: "not-found", path: "/y" }),
    ];
    const read = readLogText(lines.join("\n"), from);
    expect(read.requestLines).toBe(2);
    expect(read.events).toEqual([
      { time: "2026-11-27T10:01:00.000Z", event: { kind: "not-found", path: "/x", referrerHost: "", lang: "en" } },
    ]);
  });

  it("keeps a brace inside a string from ending an object printed over many lines", () => {
    const scanner = new JsonObjectScanner();
    const found = ["{", '    "a": "} and {",', '    "b": [1, {"c": "\\"}"}]', "}"].flatMap((l) => scanner.push(l));
    expect(found).toEqual([{ a: "} and {", b: [1, { c: '"}' }] }]);
  });

  it("counts each event once, with its day", () => {
    const counts = countsOfLog(readLogText(text("tail.json"), from), "pageview");
    expect(counts.map((c) => [c.event.path, c.count, c.day, c.last])).toEqual([
      ["/crm", 1, "2026-11-27", "2026-11-27T14:02:00.000Z"],
      ["/retail", 1, "2026-11-02", "2026-11-02T14:02:00.000Z"],
    ]);
  });

  it("reads a log file by name", async () => {
    const events = await readEvents("redirect", { source: { logs: fixture("tail.json") }, since: since("30d") }, NOW);
    expect(events.estimated).toBe(false);
    expect(events.source).toBe(`the Worker's log (${fixture("tail.json")})`);
    expect(events.counts.map((c) => c.event.rule)).toEqual(["/offices"]);
    await expect(readEvents("redirect", { source: { logs: fixture("nope.log") }, since: since("30d") }, NOW)).rejects.toThrow(
      `${fixture("nope.log")}: no such file.`,
    );
  });
});

describe("the events in Analytics Engine", () => {
  const TOML = `name = "x"\n\n[[analytics_engine_datasets]]\nbinding = "OTHER"\ndataset = "other"\n\n[[analytics_engine_datasets]]\nbinding = "EVENTS"\ndataset = "northfold_events"\n`;

  it("finds the dataset of the EVENTS binding in wrangler.toml", () => {
    expect(datasetOf(TOML)).toBe("northfold_events");
    expect(() => datasetOf(`name = "x"\n`)).toThrow("wrangler.toml has no [[analytics_engine_datasets]] with binding EVENTS.");
    expect(() => datasetOf(`[[analytics_engine_datasets]]\nbinding = "EVENTS"\ndataset = "a; DROP"\n`)).toThrow(/is not a plain name/);
  });

  it("asks for one kind's groups of blobs and day, counted by sample interval", () => {
    expect(eventsSql("not-found", "northfold_events", since("30d"))).toBe(
      [
        "SELECT blob2, blob3, blob4, formatDateTime(timestamp, '%Y-%m-%d') AS day, SUM(_sample_interval) AS hits, max(timestamp) AS last_seen",
        "FROM northfold_events",
        "WHERE blob1 = 'not-found' AND timestamp > NOW() - INTERVAL '30' DAY",
        "GROUP BY blob2, blob3, blob4, day",
        "ORDER BY hits DESC",
        `LIMIT ${REMOTE_ROW_LIMIT}`,
        "FORMAT JSON",
      ].join("\n"),
    );
    expect(eventsSql("pageview", "d", since("12h"))).toMatch(
      /^SELECT blob2, blob3, blob4, blob5, [^]*WHERE blob1 = 'pageview' AND timestamp > NOW\(\) - INTERVAL '12' HOUR\n/,
    );
    expect(eventsSql("redirect", "d", since("90m"))).toContain("INTERVAL '90' MINUTE");
    expect(eventsSql("redirect", "d", since("2026-11-01"))).toContain(
      "WHERE blob1 = 'redirect' AND timestamp >= toDateTime('2026-11-01 00:00:00')\n",
    );
  });

  it("reads a recorded answer: blobs by EVENT_BLOBS, counts as numbers, times as ISO", () => {
    const { counts, cut } = countsOfResponse("not-found", JSON.parse(text("analytics-engine-not-found.json")));
    expect(cut).toBe(false);
    expect(counts).toEqual([
      {
        event: { kind: "not-found", path: "/crm/data-migratoin", referrerHost: "news.example", lang: "en" },
        count: 20,
        last: "2026-11-26T18:05:12.000Z",
        day: "2026-11-26",
      },
      {
        event: { kind: "not-found", path: "/crm/data-migratoin", referrerHost: "", lang: "en" },
        count: 10,
        last: "2026-11-25T07:44:01.000Z",
        day: "2026-11-25",
      },
      {
        event: { kind: "not-found", path: "/de/kontak", referrerHost: "partner.example", lang: "de" },
        count: 1,
        last: "2026-11-24T12:00:00.000Z",
        day: "2026-11-24",
      },
      {
        event: { kind: "not-found", path: "/wp-login.php", referrerHost: "", lang: "en" },
        count: 1,
        last: "2026-11-22T03:00:09.000Z",
        day: "2026-11-22",
      },
    ]);
  });

  it("says when the row limit cut the answer, and what the API refused", () => {
    const row = { blob2: "/a", blob3: "/b", blob4: "v1", day: "2026-11-20", hits: 3, last_seen: "2026-11-20 10:00:00" };
    const full = { data: Array.from({ length: REMOTE_ROW_LIMIT }, () => row), rows: REMOTE_ROW_LIMIT, rows_before_limit_at_least: 12_000 };
    expect(countsOfResponse("redirect", full).cut).toBe(true);
    expect(countsOfResponse("redirect", { data: [row], rows: 1 }).counts[0]?.count).toBe(3);
    expect(() => countsOfResponse("redirect", { errors: [{ message: "unknown column blob9" }] })).toThrow(
      "Analytics Engine refused the query: unknown column blob9",
    );
  });

  const access = (env: Record<string, string>, answer: unknown, status = 200) => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const remote: RemoteAccess = {
      env,
      wranglerToml: () => TOML,
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(typeof answer === "string" ? answer : JSON.stringify(answer), { status });
      }) as typeof fetch,
    };
    return { remote, calls };
  };
  const env = { CLOUDFLARE_ACCOUNT_ID: "acc123", CLOUDFLARE_ANALYTICS_TOKEN: "tok456" };

  it("posts the SQL with the token, and labels the counts as estimates", async () => {
    const { remote, calls } = access(env, JSON.parse(text("analytics-engine-not-found.json")));
    const events = await readEvents("not-found", { source: { remote: true }, since: since("30d") }, NOW, remote);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://api.cloudflare.com/client/v4/accounts/acc123/analytics_engine/sql");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: "Bearer tok456" });
    expect(calls[0]?.init.body).toBe(eventsSql("not-found", "northfold_events", since("30d")));
    expect(events.estimated).toBe(true);
    expect(events.source).toBe("Analytics Engine (dataset northfold_events)");
    expect(events.notes.join("\n")).toMatch(/^≈: estimates\. Analytics Engine samples events .* keeps about three months/);
    expect(events.counts.reduce((sum, c) => sum + c.count, 0)).toBe(32);
  });

  it("names the two environment variables and docs/deploy.md when one is missing, before any request", async () => {
    const { remote, calls } = access({ CLOUDFLARE_ACCOUNT_ID: "acc123" }, {});
    await expect(readEvents("pageview", { source: { remote: true }, since: since("30d") }, NOW, remote)).rejects.toThrow(
      /^--remote needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_ANALYTICS_TOKEN .*docs\/deploy\.md/,
    );
    expect(calls).toHaveLength(0);
  });

  it("passes on what the API says when it refuses", async () => {
    const { remote } = access(env, '{"errors":[{"code":10000,"message":"Authentication error"}]}', 403);
    await expect(readEvents("pageview", { source: { remote: true }, since: since("30d") }, NOW, remote)).rejects.toThrow(
      'Analytics Engine answered 403: {"errors":[{"code":10000,"message":"Authentication error"}]}',
    );
  });
});

describe("tables", () => {
  it("aligns columns two spaces apart, figures to the right", () => {
    expect(
      textTable(
        ["views", "page"],
        [
          ["12", "/crm"],
          ["3", "/a-longer-page"],
        ],
        [0],
      ),
    ).toEqual(["views  page", "   12  /crm", "    3  /a-longer-page"]);
  });
});
