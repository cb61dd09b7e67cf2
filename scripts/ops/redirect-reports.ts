// npm run redirects -- hits | not-found: what the redirect map did for visitors, from the
// Worker's events (scripts/ops/events-source.ts). `hits` counts each rule's redirects and lists
// the rules nobody followed in the period; `not-found` lists the most frequent 404s with where
// they came from and the pages policy/suggest.ts would offer, and with --write drafts rules for
// them in the rules-file format (README "Redirects"). The command line is read by node:util's
// parseArgs; scripts/ops/redirects.ts hands these two commands here.
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath, type CompiledPage } from "../../content/model.ts";
import { caseKey, decodePath, writtenPath } from "../../policy/paths.ts";
import { suggest, type SuggestIndex, type Suggestion } from "../../policy/suggest.ts";
import { suggestIndexOf } from "../build/suggest-index.ts";
import { lintRules } from "../../redirects/engine/lint.ts";
import { ruleKey } from "../../redirects/engine/lookup.ts";
import { parseRules, type SourceRule } from "../../redirects/engine/rules.ts";
import { readConfig, readRules } from "../build/redirect-map.ts";
import { CONTENT_ROOT, PUBLIC_DIR, ROOT } from "../lib/run.ts";
import {
  countText,
  headerLines,
  hostText,
  periodText,
  readEvents,
  SOURCE_OPTIONS,
  sourceOf,
  tally,
  textTable,
  whenText,
  type EventCount,
  type EventOf,
  type Events,
  type EventSource,
  type RefusedAddress,
  type RemoteAccess,
  type Since,
} from "./events-source.ts";

export const REPORT_COMMANDS = ["hits", "not-found"] as const;
export type ReportCommand = (typeof REPORT_COMMANDS)[number];

const REPORT_OPTIONS = {
  ...SOURCE_OPTIONS,
  from: { type: "string" },
  limit: { type: "string" },
  write: { type: "string" },
} as const;

/** How many 404 paths `not-found` lists unless --limit says otherwise. */
export const DEFAULT_LIMIT = 20;
/** Referrer hosts shown for each 404 path, and suggestions. */
const REFERRERS_SHOWN = 3;
const SUGGESTIONS = 3;

/** The report command of a command line, if it names one (wherever its options stand). */
export function reportCommandOf(argv: string[]): ReportCommand | undefined {
  try {
    const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false, options: REPORT_OPTIONS });
    return REPORT_COMMANDS.find((c) => c === positionals[0]);
  } catch {
    return undefined;
  }
}

export interface ParsedReport {
  command: ReportCommand;
  source: EventSource;
  since: Since;
  from?: string;
  limit: number;
  write?: string;
}

/** A report's command line; a sentence when it is wrong in a way worth naming, undefined when
 * it does not follow the usage at all. */
export function parseReport(argv: string[]): ParsedReport | string | undefined {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: REPORT_OPTIONS });
  } catch {
    return undefined;
  }
  const { positionals, values } = parsed;
  const command = REPORT_COMMANDS.find((c) => c === positionals[0]);
  if (!command || positionals.length !== 1) return undefined;
  if (command === "hits" && (values.limit !== undefined || values.write !== undefined)) return undefined;
  if (values.from === "" || values.write === "") return undefined;
  if (values.limit !== undefined && !/^[1-9]\d{0,4}$/.test(values.limit))
    return `--limit takes a number of paths (1 or more), not "${values.limit}".`;
  const chosen = sourceOf(values);
  if (typeof chosen === "string") return chosen;
  return {
    command,
    ...chosen,
    limit: values.limit ? Number(values.limit) : DEFAULT_LIMIT,
    ...(values.from !== undefined ? { from: values.from } : {}),
    ...(values.write !== undefined ? { write: values.write } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// hits

export interface RuleHits {
  rule: SourceRule;
  hits: number;
  last: string;
}

export interface HitsResult {
  /** Rules with hits, most first. */
  hit: RuleHits[];
  /** Rules without a hit, in file and line order. */
  unused: SourceRule[];
  /** Hits of sources that are no rule of the folder any more (removed or renamed since). */
  gone: Array<{ source: string; target: string; hits: number; last: string }>;
  hits: number;
}

/** Each redirect event counted for its rule: the rule whose source it names, letter case
 * ignored where the rule ignores it (the map's ruleKey). */
export function ruleHits(counts: Array<EventCount<EventOf<"redirect">>>, rules: SourceRule[]): HitsResult {
  const byKey = new Map<string, SourceRule>();
  for (const rule of rules) if (!byKey.has(ruleKey(rule))) byKey.set(ruleKey(rule), rule);
  const ruleOf = (source: string) => byKey.get(source) ?? byKey.get(caseKey(source));
  const perRule = new Map<SourceRule, RuleHits>();
  const gone = new Map<string, HitsResult["gone"][number]>();
  let hits = 0;
  for (const c of counts) {
    hits += c.count;
    const rule = ruleOf(c.event.rule);
    if (rule) {
      const entry = perRule.get(rule) ?? { rule, hits: 0, last: c.last };
      perRule.set(rule, entry);
      entry.hits += c.count;
      if (c.last > entry.last) entry.last = c.last;
      continue;
    }
    const entry = gone.get(c.event.rule) ?? { source: c.event.rule, target: c.event.target, hits: 0, last: c.last };
    gone.set(c.event.rule, entry);
    entry.hits += c.count;
    // The target it was last redirected to.
    if (c.last >= entry.last) [entry.last, entry.target] = [c.last, c.event.target];
  }
  const byHits = <T extends { hits: number; last: string }>(a: T, b: T) =>
    b.hits - a.hits || (a.last < b.last ? 1 : a.last > b.last ? -1 : 0);
  return {
    hit: [...perRule.values()].sort(byHits),
    unused: rules.filter((r) => !perRule.has(r)),
    gone: [...gone.values()].sort(byHits),
    hits,
  };
}

const where = (rule: SourceRule) => `${rule.file}:${rule.line}`;
const arrow = (source: string, target: string) => `${source} → ${target}`;

export function hitsReport(events: Events<"redirect">, rules: SourceRule[], since: Since, now: Date): string[] {
  const n = (count: number) => countText(count, events.estimated);
  const result = ruleHits(events.counts, rules);
  const out = headerLines("Rule redirects", events, since, now);
  out.push("", result.hit.length ? "Rules hit, most hits first:" : "No rule was hit in the period.");
  if (result.hit.length)
    out.push(
      ...textTable(
        ["hits", "last hit", "rule", "old path → new path"],
        result.hit.map((h) => [n(h.hits), whenText(h.last), where(h.rule), arrow(h.rule.fromPath, h.rule.toPath)]),
        [0],
      ).map((l) => `  ${l}`),
    );
  if (result.gone.length) {
    out.push("", "Hits of old paths that are no rule any more (removed or changed since):");
    out.push(
      ...textTable(
        ["hits", "last hit", "old path → new path (as redirected)"],
        result.gone.map((g) => [n(g.hits), whenText(g.last), arrow(g.source, g.target)]),
        [0],
      ).map((l) => `  ${l}`),
    );
  }
  out.push("", `Rules with no hit in the period (candidates to remove): ${result.unused.length}`);
  const width = Math.max(0, ...result.unused.map((r) => where(r).length));
  for (const rule of result.unused) out.push(`  ${where(rule).padEnd(width)}  ${arrow(rule.fromPath, rule.toPath)}`);
  out.push(
    "",
    `Totals: ${rules.length} rule${rules.length === 1 ? "" : "s"}, ${result.hit.length} hit, ${n(result.hits)} hit${result.hits === 1 ? "" : "s"}.`,
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// not-found

export interface NotFoundRow {
  path: string;
  count: number;
  last: string;
  /** The hosts that sent most of them ("" for none or our own site), most first. */
  referrers: Array<{ host: string; count: number }>;
  suggestions: Suggestion[];
  /** The rule with this old path (letter case aside), when there is one already. */
  rule?: SourceRule;
}

/** The `limit` most frequent 404 paths, each with its referrers and suggestions. */
export function notFoundRows(
  counts: Array<EventCount<EventOf<"not-found">>>,
  index: SuggestIndex,
  rules: SourceRule[],
  limit: number,
): { rows: NotFoundRow[]; paths: number; total: number } {
  // A log line's path is as the browser sent it (percent-encoded); one path is one row in the
  // one form rules are compared in (decision 030): `/de/%C3%BCber` and `/de/über` are one 404.
  const pathOf = (c: EventCount<EventOf<"not-found">>) => decodePath(c.event.path) ?? c.event.path;
  const byPath = tally(counts, pathOf);
  const rows = byPath.slice(0, limit).map(({ key: path, count, last }) => {
    const mine = counts.filter((c) => pathOf(c) === path);
    const rule = rules.find((r) => caseKey(r.fromPath) === caseKey(path));
    return {
      path,
      count,
      last,
      referrers: tally(mine, (c) => c.event.referrerHost)
        .slice(0, REFERRERS_SHOWN)
        .map((r) => ({ host: r.key, count: r.count })),
      suggestions: suggest(path, index, SUGGESTIONS),
      ...(rule ? { rule } : {}),
    };
  });
  return { rows, paths: byPath.length, total: byPath.reduce((sum, p) => sum + p.count, 0) };
}

/** The addresses answered with a 4xx other than 404, each path and status once, most first. */
export function refusedRows(
  refused: RefusedAddress[],
): Array<{ path: string; status: number; reason: string; count: number; last: string }> {
  const byKey = new Map<string, { path: string; status: number; reason: string; count: number; last: string }>();
  for (const r of refused) {
    const key = `${r.status} ${r.path}`;
    const row = byKey.get(key) ?? { path: r.path, status: r.status, reason: r.reason, count: 0, last: r.time };
    byKey.set(key, row);
    row.count++;
    if (r.time >= row.last) [row.last, row.reason] = [r.time, r.reason || row.reason];
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.status - b.status || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The part of `not-found` under its own heading: addresses the Worker refused with another 4xx
 * (400 for `/company//`, 414 for an address too long). No rule can serve them (the guard
 * answers before the map is looked up), but a link that leads there is worth fixing. From
 * logs only: such a request writes no Analytics Engine data point.
 */
function refusedLines(events: Events<"not-found">, limit: number): string[] {
  if (!events.refused)
    return [
      "",
      "Addresses answered with another 4xx (400 for /company//, 414) are not in Analytics Engine, which holds the 404s only: --logs FILE lists them from the Worker's log lines.",
    ];
  const rows = refusedRows(events.refused);
  if (!rows.length) return [];
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const shown = rows.length > limit ? `, the ${limit} most frequent below` : "";
  return [
    "",
    `Refused addresses (4xx other than 404): ${total} on ${rows.length} path${rows.length === 1 ? "" : "s"}${shown}. No rule can answer them (the Worker refuses them before it looks for one); fix the links that lead there.`,
    ...textTable(
      ["count", "status", "path", "why", "last"],
      rows.slice(0, limit).map((r) => [String(r.count), String(r.status), r.path, r.reason || "-", whenText(r.last)]),
      [0],
    ).map((l) => `  ${l}`),
  ];
}

export function notFoundReport(
  events: Events<"not-found">,
  found: ReturnType<typeof notFoundRows>,
  since: Since,
  now: Date,
  limit = DEFAULT_LIMIT,
): string[] {
  const n = (count: number) => countText(count, events.estimated);
  const out = headerLines("404s", events, since, now);
  if (!found.total) return [...out, "", "No 404s in the period.", ...refusedLines(events, limit)];
  const shown = found.rows.length < found.paths ? `, the ${found.rows.length} most frequent below` : "";
  out.push("", `${n(found.total)} 404s on ${found.paths} path${found.paths === 1 ? "" : "s"}${shown}.`);
  const width = Math.max(...found.rows.map((r) => n(r.count).length));
  // Each path's details under it, after a label.
  const detail = (label: string, text: string) => `${" ".repeat(width + 4)}${label.padEnd(13)}${text}`;
  for (const row of found.rows) {
    out.push("", `  ${n(row.count).padStart(width)}  ${row.path}   (last ${whenText(row.last)})`);
    out.push(detail("referred by", row.referrers.map((r) => `${hostText(r.host)} ${n(r.count)}`).join(", ")));
    if (row.rule) out.push(detail("a rule now", `${where(row.rule)}  ${arrow(row.rule.fromPath, row.rule.toPath)}`));
    if (!row.suggestions.length) out.push(detail("suggested", "(no page is near enough)"));
    const pathWidth = Math.max(0, ...row.suggestions.map((s) => s.path.length));
    row.suggestions.forEach((s, i) => out.push(detail(i ? "" : "suggested", `${s.path.padEnd(pathWidth)}  ${s.title}`)));
  }
  return [...out, ...refusedLines(events, limit)];
}

/** A rule --write proposes: a 404 path to its first suggestion. */
export interface ProposedRule {
  path: string;
  target: string;
  count: number;
}

/** The rules --write proposes: each listed path with a suggestion that is no rule's old path
 * yet, once per path letter case aside (the most frequent spelling). */
export function proposedRules(rows: NotFoundRow[]): ProposedRule[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const first = row.suggestions[0];
    if (!first || row.rule || seen.has(caseKey(row.path))) return [];
    seen.add(caseKey(row.path));
    return [{ path: row.path, target: first.path, count: row.count }];
  });
}

/** The rules file's text: a header saying what it is, a section heading, aligned columns. */
export function rulesFileText(
  proposed: ProposedRule[],
  about: { day: string; source: string; period: string; estimated: boolean },
): string {
  const width = Math.max(...proposed.map((p) => writtenPath(p.path).length)) + 3;
  const targetWidth = Math.max(...proposed.map((p) => p.target.length)) + 3;
  return [
    `# Rules for frequent 404s, written on ${about.day} by \`npm run redirects -- not-found --write\``,
    `# from ${about.source}, ${about.period}.`,
    "# Same format as rules.txt: <old path>   <new path>   [exact]. Each new path is the first page",
    "# suggested for the old one: check each before you push, and move the rules under a heading",
    "# of rules.txt whenever you like.",
    "",
    `# Frequent 404s (${about.day})`,
    // Written as a rules file reads it back (policy/paths.ts writtenPath): `ü` as it is, a space as %20.
    ...proposed.map(
      (p) => `${writtenPath(p.path).padEnd(width)}${p.target.padEnd(targetWidth)}# ${countText(p.count, about.estimated)} 404s`,
    ),
    "",
  ].join("\n");
}

/**
 * The rules file for `proposed`, checked with the folder's rules as `npm run redirects -- check`
 * checks them: a proposed rule the check would refuse is left out (with the check's reason).
 */
export function checkedRulesFile(
  proposed: ProposedRule[],
  existing: SourceRule[],
  pages: ReadonlySet<string>,
  externalHosts: readonly string[],
  label: string,
  about: Parameters<typeof rulesFileText>[1],
): { text: string; kept: ProposedRule[]; refused: Array<{ rule: ProposedRule; message: string }> } {
  let kept = proposed;
  const refused: Array<{ rule: ProposedRule; message: string }> = [];
  for (;;) {
    if (!kept.length) return { text: "", kept, refused };
    const text = rulesFileText(kept, about);
    const parsed = parseRules(text, label);
    const lint = lintRules({ rules: [...existing, ...parsed.rules], pages, externalHosts: new Set(externalHosts) });
    const problems = [...parsed.problems, ...lint.problems].filter((p) => p.file === label);
    if (!problems.length) return { text, kept, refused };
    // The rules are the file's last lines, one each, in order.
    const first = text.split("\n").length - kept.length;
    const bad = new Map(problems.map((p) => [p.line - first, p.message]));
    if (![...bad.keys()].some((i) => i >= 0 && i < kept.length))
      throw new Error(
        `The rules to write do not pass the check:\n${problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join("\n")}`,
      );
    refused.push(...kept.flatMap((rule, i) => (bad.has(i) ? [{ rule, message: bad.get(i) ?? "" }] : [])));
    kept = kept.filter((_, i) => !bad.has(i));
  }
}

// ---------------------------------------------------------------------------------------------
// The commands

export interface ReportDeps {
  print: (line: string) => void;
  error: (line: string) => void;
  now: () => Date;
  /** The site's pages (not-found: suggestions and rule targets). */
  pages: () => CompiledPage[];
  access?: RemoteAccess;
}

const defaultDeps: ReportDeps = {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
  now: () => new Date(),
  pages: () => loadSite(CONTENT_ROOT, PUBLIC_DIR).pages,
};

/** Runs `hits` or `not-found`; resolves with the exit code. `usage` is printed for a command
 * line that does not follow it. Refusals and errors are printed, not thrown. */
export async function runRedirectReport(argv: string[], usage: string, deps: ReportDeps = defaultDeps): Promise<number> {
  const parsed = parseReport(argv);
  if (typeof parsed !== "object") {
    deps.error(parsed ? `${parsed}\n\n${usage}` : usage);
    return 2;
  }
  try {
    return await report(parsed, deps);
  } catch (error) {
    deps.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function report(parsed: ParsedReport, deps: ReportDeps): Promise<number> {
  const { print } = deps;
  const now = deps.now();
  const dir = parsed.from ? resolve(parsed.from) : join(CONTENT_ROOT, "redirects");
  const label = relative(ROOT, dir).split("\\").join("/") || ".";
  const { rules } = readRules(dir, label);

  if (parsed.command === "hits") {
    const events = await readEvents("redirect", parsed, now, deps.access);
    for (const line of hitsReport(events, rules, parsed.since, now)) print(line);
    return 0;
  }

  if (parsed.write && existsSync(parsed.write)) throw new Error(`${parsed.write} exists already: name a new file (nothing was written).`);
  const events = await readEvents("not-found", parsed, now, deps.access);
  const pages = deps.pages();
  const found = notFoundRows(events.counts, suggestIndexOf(pages, rules), rules, parsed.limit);
  for (const line of notFoundReport(events, found, parsed.since, now, parsed.limit)) print(line);
  if (!parsed.write) return 0;

  const target = resolve(parsed.write);
  const { kept, refused, text } = checkedRulesFile(
    proposedRules(found.rows),
    rules,
    new Set(pages.map((p) => p.path).filter((p) => !isFallbackPath(p))),
    readConfig(dir).externalHosts,
    relative(ROOT, target).split("\\").join("/"),
    {
      day: now.toISOString().slice(0, 10),
      source: events.source,
      period: periodText(parsed.since, now),
      estimated: events.estimated,
    },
  );
  print("");
  for (const { rule, message } of refused) print(`Left out ${rule.path} → ${rule.target}: ${message}`);
  if (!kept.length) {
    print(`No rule to write: no listed 404 has a suggestion that is not a rule already. ${parsed.write} was not written.`);
    return 0;
  }
  writeFileSync(target, text);
  print(`Wrote ${kept.length} rule${kept.length === 1 ? "" : "s"} into ${parsed.write}: each sends a 404 path to its first suggestion.`);
  if (dirname(target) !== dir) print(`Only .txt files in ${label}/ are read: move it there (or the rules into rules.txt).`);
  print("Next: check each new path, then `npm run redirects -- check`, `diff` and `push` as usual, then commit (open a pull request).");
  return 0;
}
