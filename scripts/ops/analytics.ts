// npm run analytics -- pages [--since 30d] [--remote | --logs FILE]
// The page-view report for marketing staff and SREs (README "Analytics"): views per page, per
// day and by referrer host, from the Worker's log lines or from Analytics Engine
// (scripts/ops/events-source.ts). Page views come only from visitors who agreed to analytics.
// The command line is read by node:util's parseArgs.
import { parseArgs } from "node:util";
import {
  countText,
  headerLines,
  hostText,
  readEvents,
  SOURCE_OPTIONS,
  sourceOf,
  tally,
  textTable,
  type Events,
  type RemoteAccess,
  type Since,
} from "./events-source.ts";

const USAGE = `Usage: npm run analytics -- pages [--since 30d] [--remote | --logs FILE]

  pages          page views of visitors who agreed to analytics: views per page, most first;
                 views per day; the 10 referrer hosts that sent the most views

--logs FILE reads the Worker's log lines: what \`npm start\` prints, or what
\`npx wrangler tail --format json > tail.json\` saved (--logs - reads standard input).
--remote reads the Analytics Engine dataset (needs CLOUDFLARE_ACCOUNT_ID and
CLOUDFLARE_ANALYTICS_TOKEN, see docs/deploy.md); its counts are estimates.
--since is how far back to count: 30d (the default), 12h, 90m, or a day such as 2026-11-01 (UTC).`;

/** How many referrer hosts the report lists. */
export const TOP_REFERRERS = 10;

/** Every day from `first` to `last` (YYYY-MM-DD), both included. */
function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The page-view report: header, views per page, views per day (days without a view between
 * the first and the last shown as 0), and the top referrer hosts. */
export function pagesReport(events: Events<"pageview">, since: Since, now: Date): string[] {
  const out = headerLines("Page views (visitors who agreed to analytics)", events, since, now);
  const n = (count: number) => countText(count, events.estimated);
  const byPage = tally(events.counts, (c) => c.event.path);
  const total = byPage.reduce((sum, p) => sum + p.count, 0);
  if (!total) return [...out, "", "No page views in the period."];

  out.push("", `Views per page: ${n(total)} views of ${byPage.length} page${byPage.length === 1 ? "" : "s"}.`);
  out.push(
    ...textTable(
      ["views", "page"],
      byPage.map((p) => [n(p.count), p.key]),
      [0],
    ).map((l) => `  ${l}`),
  );

  const byDay = new Map(tally(events.counts, (c) => c.day).map((d) => [d.key, d.count]));
  const known = [...byDay.keys()].sort();
  const days = daysFrom(known[0] ?? "", known[known.length - 1] ?? "");
  out.push("", "Views per day (UTC):");
  out.push(
    ...textTable(
      ["day", "views"],
      days.map((d) => [d, n(byDay.get(d) ?? 0)]),
      [1],
    ).map((l) => `  ${l}`),
  );

  const hosts = tally(events.counts, (c) => c.event.referrerHost);
  out.push("", `Top referrer hosts${hosts.length > TOP_REFERRERS ? ` (${TOP_REFERRERS} of ${hosts.length})` : ""}:`);
  out.push(
    ...textTable(
      ["views", "referred by"],
      hosts.slice(0, TOP_REFERRERS).map((h) => [n(h.count), hostText(h.key)]),
      [0],
    ).map((l) => `  ${l}`),
  );
  return out;
}

export interface AnalyticsDeps {
  print: (line: string) => void;
  error: (line: string) => void;
  now: () => Date;
  access?: RemoteAccess;
}

const defaultDeps: AnalyticsDeps = {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
  now: () => new Date(),
};

/** Runs one command; resolves with the exit code. Refusals and errors are printed, not thrown. */
export async function runAnalytics(argv: string[], deps: AnalyticsDeps = defaultDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: SOURCE_OPTIONS });
  } catch (error) {
    deps.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const chosen = sourceOf(values);
  if (positionals.length !== 1 || positionals[0] !== "pages" || typeof chosen === "string") {
    deps.error(`${typeof chosen === "string" && positionals[0] === "pages" ? `${chosen}\n\n` : ""}${USAGE}`);
    return 2;
  }
  const now = deps.now();
  try {
    const events = await readEvents("pageview", chosen, now, deps.access);
    for (const line of pagesReport(events, chosen.since, now)) deps.print(line);
    return 0;
  } catch (error) {
    deps.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (import.meta.main) {
  // exitCode rather than exit(): output to a pipe is written asynchronously and exit() would cut it.
  process.exitCode = await runAnalytics(process.argv.slice(2));
}
