// npm run redirects -- <command> [--local | --remote]
// The commands marketing staff use to change the redirect map (README "Redirects"). Publishing
// keeps a history (scripts/ops/redirect-publish.ts, docs/decisions/021-redirect-history.md).
// The command line is read by node:util's parseArgs.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ContentError } from "../../content/lib/errors.ts";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath } from "../../content/model.ts";
import { POINTER_TTL_SECONDS, RULE_REDIRECT_MAX_AGE } from "../../redirects/engine/freshness.ts";
import { lintRules } from "../../redirects/engine/lint.ts";
import { ruleKey } from "../../redirects/engine/lookup.ts";
import type { SourceRule } from "../../redirects/engine/rules.ts";
import { gitCheckout } from "./git.ts";
import { wranglerKv, type KvStore } from "./kv.ts";
import {
  buildRedirectMap,
  chainNotes,
  expiredNotes,
  kvEntries,
  readConfig,
  readRules,
  RedirectError,
  type CompiledRedirects,
} from "../build/redirect-map.ts";
import {
  readSheet,
  sheetConflicts,
  writeCloudflare,
  writeSheet,
  type Delimiter,
  type SheetProblem,
  type SheetRule,
} from "./redirect-sheet.ts";
import { formatRefusal } from "./worker-format.ts";
import { windowText, writtenMoment } from "../../redirects/engine/rules.ts";
import { reportCommandOf, runRedirectReport } from "./redirect-reports.ts";
import { LOCAL_SITE, runCoverage } from "./redirect-coverage.ts";
import { writeSpreadsheet } from "./spreadsheet-file.ts";
import { describeEntry, entryById, historyTable, liveEntry } from "./redirect-history.ts";
import {
  diffRules,
  driftMessage,
  findDrift,
  Namespace,
  printDiff,
  PRINTED_DIFF_LINES,
  publish,
  PublishRefused,
  pullInto,
  rollback,
  type MapToPublish,
  type PublishContext,
} from "./redirect-publish.ts";
import { CONTENT_ROOT, PUBLIC_DIR, ROOT } from "../lib/run.ts";
import { writtenPath } from "../../policy/paths.ts";

const USAGE = `Usage: npm run redirects -- <command> [--local | --remote]

  check              check redirects/*.txt: format, duplicates, loops, targets; nothing is published
  diff               show what a push would change against the live map (added, removed, changed)
  push [--force]     check, then publish the map and record it in the history; refused when live
                     rules that no commit has would be removed or changed (--force publishes anyway)
  rollback           make live the map that was live before the current one (again: one further back)
  rollback --to ID   make the map of history entry ID live (a map version lists its entries)
  versions           list the history of published maps, newest first, the live one marked *
  pull [--into FILE] write live rules that no commit has into FILE (default redirects/rules.txt)
  import SHEET [--into FILE]
                     add the rules of a spreadsheet (CSV, TSV or ;-separated: Cloudflare Bulk
                     Redirects' columns, or old and new address) to FILE (default
                     redirects/imported.txt); every problem of the sheet is named by its row
  export --format csv|cloudflare [--delimiter ';'] [--out FILE]
                     the live map as CSV in the same columns (FILE opens in Excel as it is), or
                     as Cloudflare's dashboard imports it (cloudflare); --delimiter ';' for
                     spreadsheets set to German
  upcoming [--days 14]
                     the live map's scheduled rules (from=, until=) that start or end in the
                     next days, and those live now that will end
  hits [--since 30d] (--logs FILE | --remote)
                     each rule's redirects and last one, most first; then the rules nobody
                     followed in the period (candidates to remove)
  not-found [--since 30d] (--logs FILE | --remote) [--limit 20] [--write FILE]
                     the most frequent 404s: where they came from, and up to three pages to send
                     them to; --write drafts a rule to the first page for each into FILE (a new
                     file); from --logs also the addresses refused with another 4xx (400, 414)

  coverage FILE [--site URL | --map]
                     follows each old address of FILE (one a line, a CSV column, or a sitemap)
                     and says where it ends: a page, one redirect, more than one hop, a 404,
                     refused (another 4xx) or off-site; exit 1 if any ends on a 404 or 4xx.
                     --site asks a running site (default ${LOCAL_SITE}, what \`npm start\`
                     serves); --map answers from the checkout's rules and pages, no Worker needed

hits and not-found read the Worker's events: --logs FILE its log lines (what \`npm start\` prints,
or \`npx wrangler tail --format json\` output; - reads standard input), --remote the Analytics
Engine dataset (estimates; needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_ANALYTICS_TOKEN). --since
takes 30d (the default), 12h, 90m or a day such as 2026-11-01.

--local (default) uses the local KV that \`npm start\` serves; --remote the Cloudflare namespace.
--from DIR reads the rules from DIR instead of redirects/ (for trying a copy).`;

const COMMANDS = ["check", "diff", "push", "rollback", "versions", "pull", "import", "export", "upcoming"] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (word: string | undefined): word is Command => COMMANDS.includes(word as Command);

export interface ParsedCommand {
  command: Command;
  remote: boolean;
  from?: string;
  force?: true;
  to?: number;
  into?: string;
  /** import: the spreadsheet to read. */
  sheet?: string;
  /** export: the file to write (else standard output). */
  out?: string;
  /** upcoming: how many days ahead. */
  days?: number;
  /** export: the project's columns (csv) or Cloudflare's (cloudflare). */
  format?: ExportFormat;
  delimiter?: Delimiter;
  /** rollback --to with a map version (or the start of one) rather than an entry id. */
  toVersion?: string;
}

const EXPORT_FORMATS = ["csv", "cloudflare"] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];
const DELIMITERS: ReadonlyMap<string, Delimiter> = new Map([
  [",", ","],
  [";", ";"],
]);

/** The command line's command and options; undefined when it does not follow USAGE (an unknown
 * command or option, a second command, an option the command does not take, a value given
 * twice or empty, --local with --remote). */
export function parseCommand(argv: string[]): ParsedCommand | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      // Options with a value are collected as lists only to refuse a second one.
      options: {
        local: { type: "boolean" },
        remote: { type: "boolean" },
        force: { type: "boolean" },
        from: { type: "string", multiple: true },
        to: { type: "string", multiple: true },
        into: { type: "string", multiple: true },
        out: { type: "string", multiple: true },
        format: { type: "string", multiple: true },
        days: { type: "string", multiple: true },
        delimiter: { type: "string", multiple: true },
      },
    });
  } catch {
    // parseArgs throws on an unknown option and on an option without its value.
    return undefined;
  }
  const { values, positionals } = parsed;
  const [command, ...more] = positionals;
  if (!isCommand(command) || (values.local && values.remote)) return undefined;
  // import takes the spreadsheet's file name; no other command takes a word after it.
  const sheet = command === "import" && more.length === 1 && more[0] !== "" ? more[0] : undefined;
  if (more.length && !sheet) return undefined;
  if (command === "import" && !sheet) return undefined;
  const one = (list: string[] | undefined) => (list && (list.length > 1 || list[0] === "") ? null : list?.[0]);
  const [from, to, into, out, format, delimiter, days] = [
    one(values.from),
    one(values.to),
    one(values.into),
    one(values.out),
    one(values.format),
    one(values.delimiter),
    one(values.days),
  ];
  if (from === null || to === null || into === null || out === null || format === null || delimiter === null || days === null)
    return undefined;
  if (days !== undefined && (command !== "upcoming" || !/^[1-9]\d{0,3}$/.test(days))) return undefined;
  if (values.force && command !== "push") return undefined;
  // An entry id is a number; a map version is 12 hexadecimal digits, of which a few will do.
  const toId = to !== undefined && /^[1-9]\d*$/.test(to);
  const toVersion = to !== undefined && !toId && /^[0-9a-f]{4,12}$/i.test(to) ? to.toLowerCase() : undefined;
  if (to !== undefined && (command !== "rollback" || (!toId && !toVersion))) return undefined;
  if (into !== undefined && command !== "pull" && command !== "import") return undefined;
  const exportFormat = EXPORT_FORMATS.find((f) => f === format);
  if ((command === "export") !== (exportFormat !== undefined) || (format !== undefined && command !== "export")) return undefined;
  if ((out !== undefined || delimiter !== undefined) && command !== "export") return undefined;
  const separator = delimiter === undefined ? undefined : DELIMITERS.get(delimiter);
  if (delimiter !== undefined && !separator) return undefined;
  return {
    command,
    remote: values.remote ?? false,
    from,
    ...(values.force ? { force: true as const } : {}),
    ...(toId ? { to: Number(to) } : {}),
    ...(toVersion ? { toVersion } : {}),
    ...(into !== undefined ? { into } : {}),
    ...(sheet !== undefined ? { sheet } : {}),
    ...(out !== undefined ? { out } : {}),
    ...(days !== undefined ? { days: Number(days) } : {}),
    ...(exportFormat ? { format: exportFormat } : {}),
    ...(separator ? { delimiter: separator } : {}),
  };
}

/** What the commands need from outside: replaced in tests by a KV in memory and a fixed site. */
export interface RedirectsDeps {
  store: (remote: boolean) => KvStore;
  /** The paths of the site's pages (targets must be one of them) and its address. */
  site: () => { pages: ReadonlySet<string>; siteUrl: string };
  print: (line: string) => void;
  /** Usage, refusals and errors (stderr). */
  error: (line: string) => void;
  now?: () => Date;
}

const defaultDeps: RedirectsDeps = {
  store: (remote) => wranglerKv({ remote, persistTo: process.env.WRANGLER_PERSIST_TO ?? join(ROOT, ".wrangler/state") }),
  site() {
    const site = loadSite(CONTENT_ROOT, PUBLIC_DIR);
    return {
      pages: new Set(site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p))),
      siteUrl: site.staticQuery.data.siteMetadata.siteUrl,
    };
  },
  print: (line) => console.log(line),
  error: (line) => console.error(line),
};

function printCheck(print: (line: string) => void, c: CompiledRedirects) {
  const partial = c.snapshot.meta.partialOf ? ` (only the first: the fallback is partial, version ${c.snapshot.meta.version})` : "";
  print(
    `OK: ${c.rules.length} rules, version ${c.map.meta.version}, ${c.map.meta.shardCount} shard(s), ${c.snapshot.meta.ruleCount} bundled as fallback${partial}.`,
  );
  for (const note of chainNotes(c.flattened)) print(note);
  const ended = new Set(c.expired.map((r) => `${r.file}:${r.line}`));
  for (const r of c.scheduled.filter((s) => !ended.has(`${s.file}:${s.line}`)))
    print(
      `${r.file}:${r.line}: scheduled: ${r.fromPath} → ${r.toPath}${windowText(r)}, ${r.until ? "302 (temporary)" : "301 from then on"}`,
    );
  for (const note of expiredNotes(c.expired)) print(note);
}

const whenLive = `The Worker picks it up within ${POINTER_TTL_SECONDS} seconds; a browser that followed an earlier redirect may keep it up to ${RULE_REDIRECT_MAX_AGE / 60} minutes.`;

/** Runs one command; returns the exit code. Refusals and errors are printed, not thrown. */
export function runRedirects(argv: string[], deps: RedirectsDeps = defaultDeps): number {
  const parsed = parseCommand(argv);
  if (!parsed) {
    deps.error(USAGE);
    return 2;
  }
  try {
    return run(parsed, deps);
  } catch (error) {
    if (error instanceof RedirectError) {
      deps.error(error.message);
      for (const note of chainNotes(error.flattened)) deps.error(note);
      if (parsed.command !== "check") deps.error("\nThe check failed: nothing was published.");
    } else if (error instanceof ContentError) deps.error(`\n${error.message}\n\nThe site's content has problems: nothing was published.`);
    else deps.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function run(
  { command, remote, from, force, to, toVersion, into, sheet, out, format, delimiter, days }: ParsedCommand,
  deps: RedirectsDeps,
): number {
  const { print } = deps;
  const dir = from ? resolve(from) : join(CONTENT_ROOT, "redirects");
  const store = deps.store(remote);
  const ctx: PublishContext = { store, checkout: gitCheckout(dir), print, now: deps.now };
  const flag = remote ? " --remote" : "";

  if (command === "versions") {
    const ns = new Namespace(store);
    print(`Published redirect maps in ${store.where}, newest first (* live):`);
    if (!ns.history.length) print("  (no history yet: the first push, rollback, deploy or `npm start` starts it)");
    else for (const line of historyTable(ns.history, ns.pointer)) print(`  ${line}`);
    if (ns.pointer && !liveEntry(ns.history, ns.pointer))
      print(`Live now: map ${ns.pointer}, which no entry above published (put there by hand, or by an older \`npm start\`).`);
    if (!ns.pointer) print("Nothing is live.");
    const scheduled = (ns.pointer ? (ns.rulesOf(ns.pointer) ?? []) : []).filter((r) => r.from || r.until);
    if (scheduled.length) {
      print(`Scheduled rules in the live map (${scheduled.length}; \`upcoming\` says which start or end soon):`);
      for (const r of scheduled) print(`  ${r.fromPath} → ${r.toPath}${windowText(r)}`);
    }
    return 0;
  }

  if (command === "upcoming") return upcoming(new Namespace(store), store.where, days ?? 14, (deps.now ?? (() => new Date()))(), print);

  if (command === "rollback") {
    // --to takes an entry id; a map version (what `versions` and `push` print most) names the
    // entries that published it, and which to take is for the operator to say.
    const ns = new Namespace(store);
    const wanted = toVersion ?? (to !== undefined && !entryById(ns.history, to) ? String(to) : undefined);
    const matching = wanted ? ns.history.filter((e) => e.version.startsWith(wanted)) : [];
    if (wanted && (toVersion || matching.length)) {
      if (!matching.length) {
        deps.error(
          `--to takes a history entry id, not a map version, and no entry in ${store.where} made a map starting with ${wanted} live: \`npm run redirects -- versions${flag}\` lists them.`,
        );
        return 1;
      }
      deps.error(`--to takes a history entry id, not a map version. The entries that made a map starting with ${wanted} live:`);
      for (const line of historyTable(matching, ns.pointer)) deps.error(`  ${line}`);
      deps.error(`Nothing was changed. Roll back by the entry's id: \`npm run redirects -- rollback${flag} --to ${matching[0]?.id}\`.`);
      return 1;
    }
    const { entry, target, diff } = rollback(ctx, to);
    print(
      `Rolled back ${store.where} to the map of ${describeEntry(target)}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed.`,
    );
    printDiff(print, diff, PRINTED_DIFF_LINES);
    print(`\nRecorded as entry ${entry.id}; map ${entry.version} is live. ${whenLive}`);
    return 0;
  }

  if (command === "export") {
    const ns = new Namespace(store);
    if (!ns.pointer)
      throw new Error(`Nothing to export: ${store.where} has no live map${remote ? "" : " (`npm start` loads one, or add --remote)"}.`);
    const rules = ns.liveRules();
    if (format === "cloudflare") {
      // Cloudflare's sources name the host: the site's own, from content/site.yaml.
      const written = writeCloudflare(rules, { siteUrl: deps.site().siteUrl, externalHosts: [] }, { delimiter });
      // No byte-order mark: the dashboard would read it as part of the first source.
      if (!out) process.stdout.write(written.text);
      else writeFileSync(resolve(out), written.text);
      for (const note of written.notes) deps.error(note);
      if (out)
        print(
          `Wrote ${written.written} of the ${rules.length} rules of map ${ns.pointer} (${store.where}) to ${out}, for Cloudflare's dashboard.`,
        );
      return 0;
    }
    const csv = writeSheet(rules, { siteUrl: "", externalHosts: [] }, { delimiter });
    if (!out) {
      process.stdout.write(csv);
      return 0;
    }
    writeSpreadsheet(resolve(out), csv);
    print(`Wrote the ${rules.length} rules of map ${ns.pointer} (${store.where}) to ${out}.`);
    return 0;
  }

  const label = relative(ROOT, dir).split("\\").join("/") || ".";
  const site = deps.site();
  if (command === "import" && sheet) return importSheet(sheet, resolve(into ?? join(dir, "imported.txt")), dir, label, site, deps);
  const compiled = buildRedirectMap(ROOT, site.pages, dir, (deps.now ?? (() => new Date()))().getTime());
  printCheck(print, compiled);
  if (command === "check") return 0;
  const map: MapToPublish = { version: compiled.map.meta.version, rules: compiled.rules, entries: kvEntries(compiled) };

  if (command === "diff" || command === "pull") {
    const ns = new Namespace(store);
    const live = ns.live((deps.now ?? (() => new Date()))());
    const drift = findDrift(ns, map.rules, ctx.checkout, live, store.remote);
    if (command === "diff") {
      const diff = diffRules(ns.liveRules(true), map.rules);
      print(
        `\nAgainst ${store.where} (live map ${ns.pointer ?? "none"}): ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed.`,
      );
      printDiff(print, diff);
      if (drift.length) print(`\n${driftMessage(drift, flag, "would-refuse")}`);
      return 0;
    }
    if (!drift.length) {
      print(`\nNothing to pull: every live rule in ${store.where} is in ${label}/ or was deleted in a committed change.`);
      return 0;
    }
    const target = resolve(into ?? join(dir, "rules.txt"));
    const sources = new Map(readRules(dir, label).rules.map((r) => [ruleKey(r), r]));
    const done = pullInto(
      drift,
      target,
      (rule) => {
        const source = sources.get(ruleKey(rule));
        return source ? { path: join(dir, basename(source.file)), line: source.line } : undefined;
      },
      { read: (path) => (existsSync(path) ? readFileSync(path, "utf8") : null), write: (path, text) => writeFileSync(path, text) },
      (deps.now ?? (() => new Date()))(),
    );
    print(
      `\nPulled ${drift.length} live rule(s): ${done.appended} added to ${relative(process.cwd(), target)}, ${done.rewritten} changed where they were.`,
    );
    if (!target.endsWith(".txt") || resolve(target, "..") !== dir)
      print(`Note: only .txt files in ${label}/ are read; move the rules there.`);
    print(`Next: \`npm run redirects -- check\`, then commit ${label}/ (open a pull request).`);
    return 0;
  }

  const refusal = formatRefusal(store, compiled.map.meta.format ?? 1, flag);
  if (refusal) throw new PublishRefused(refusal);
  const result = publish(ctx, map, "push", force);
  if ("unchanged" in result) {
    print(
      `\n${store.where} serves map ${map.version} already${result.unchanged ? ` (${describeEntry(result.unchanged)})` : ""}: nothing to push.`,
    );
    return 0;
  }
  const { entry } = result;
  print(`\nPublished map ${entry.version} to ${store.where} as ${describeEntry(entry)}. ${whenLive}`);
  print(`\`npm run redirects -- rollback${flag}\` undoes it.`);
  if (!entry.commit) {
    print(
      `The checkout has uncommitted changes, so no commit is recorded for this map. Commit your change to ${label}/ (open a pull request):\n` +
        `until then, a push or deploy from any other checkout is refused rather than drop the rules only this map has.`,
    );
  }
  return 0;
}

/**
 * `import`: the spreadsheet's rules appended to `into` under a heading, rules already in the
 * checkout with the same target left out. Every problem is reported in one run, by sheet row:
 * the cells (readSheet), rows naming an old path another row or a rule of the folder has
 * (sheetConflicts), and what the rule check says of the sheet's rules beside the folder's
 * (lintRules). A sheet with problems writes nothing; then the whole folder is checked.
 */
function importSheet(
  sheet: string,
  into: string,
  dir: string,
  label: string,
  site: { pages: ReadonlySet<string>; siteUrl: string },
  { print, error, now }: RedirectsDeps,
): number {
  if (!existsSync(sheet)) throw new Error(`${sheet}: no such file.`);
  const { externalHosts } = readConfig(dir);
  const read = readSheet(readFileSync(sheet, "utf8"), { siteUrl: site.siteUrl, externalHosts });
  const existing = readRules(dir, label).rules;
  const { fresh, present, problems: conflicts } = sheetConflicts(read.rules, existing);
  const problems: Array<SheetProblem | { line: number; message: string; at: string }> = [...read.problems, ...conflicts];
  problems.push(...sheetRuleProblems(fresh, existing, site.pages, externalHosts, sheet));
  const notes = read.notes;
  if (problems.length) {
    error(`${sheet} has ${problems.length === 1 ? "1 problem" : `${problems.length} problems`}; nothing was imported:`);
    for (const p of problems.sort((a, b) => a.line - b.line))
      error(`  ${"at" in p ? p.at : `${sheet}:${p.line}`}: ${"column" in p && p.column ? `column ${p.column}: ` : ""}${p.message}`);
    for (const note of notes) error(note);
    return 1;
  }
  for (const note of notes) print(note);
  if (!fresh.length) {
    print(`All ${read.rules.length} rules of ${sheet} are in ${label}/ already: nothing to import.`);
    return 0;
  }
  const file = existsSync(into) ? readFileSync(into, "utf8") : null;
  const width = Math.max(...fresh.map((r) => writtenPath(r.fromPath).length)) + 2;
  const lines = [
    `# Imported from ${basename(sheet)} on ${(now ?? (() => new Date()))().toISOString().slice(0, 10)}`,
    ...fresh.map((r) => `${writtenPath(r.fromPath).padEnd(width)}${ruleLineEnd(r)}`),
  ];
  writeFileSync(into, `${file ? `${file.replace(/\n*$/, "")}\n\n` : IMPORTED_HEADER}${lines.join("\n")}\n`);
  const shown = relative(process.cwd(), into);
  print(
    `Imported ${fresh.length} rule(s) into ${shown}${present.length ? ` (${present.length} were there already)` : ""}. Checking ${label}/ …`,
  );
  try {
    printCheck(print, buildRedirectMap(ROOT, site.pages, dir));
  } catch (failure) {
    if (!(failure instanceof RedirectError)) throw failure;
    error(failure.message);
    error(`\nThe imported rules are in ${shown}: fix the lines named above there (or delete the file), then run the check again.`);
    return 1;
  }
  print(`Next: \`npm run redirects -- diff\`, then push, then commit ${label}/ (open a pull request).`);
  return 0;
}

/**
 * `upcoming`: the live map's scheduled rules whose start or end falls in the next `days` days,
 * in time order, and how many rules with a window are live now.
 */
function upcoming(ns: Namespace, where: string, days: number, now: Date, print: (line: string) => void): number {
  if (!ns.pointer) {
    print(`Nothing is live in ${where}: no scheduled rule starts or ends.`);
    return 0;
  }
  const rules = ns.liveRules(true).filter((r) => r.from || r.until);
  const end = now.getTime() + days * 86_400_000;
  const moments = rules
    .flatMap((r) => [...(r.from ? [{ at: r.from, what: "starts", r }] : []), ...(r.until ? [{ at: r.until, what: "ends  ", r }] : [])])
    .filter((m) => Date.parse(m.at) > now.getTime() && Date.parse(m.at) <= end)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const shown = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;
  print(`Scheduled rules of ${where}'s live map ${ns.pointer} that start or end in the next ${days} days (times in UTC):`);
  if (!moments.length) print("  (none)");
  const width = Math.max(0, ...moments.map((m) => m.r.fromPath.length));
  for (const { at, what, r } of moments)
    print(`  ${shown(at)}  ${what}  ${r.fromPath.padEnd(width)} → ${r.toPath}${windowText(r)}${r.until ? "  302" : "  301"}`);
  const active = rules.filter((r) => (!r.from || Date.parse(r.from) <= now.getTime()) && (!r.until || Date.parse(r.until) > now.getTime()));
  const later = rules.filter((r) => r.from && Date.parse(r.from) > end);
  const over = rules.filter((r) => r.until && Date.parse(r.until) <= now.getTime());
  print(
    `${rules.length} scheduled rule(s) in all: ${active.length} applying now, ${later.length} starting after ${writtenMoment(new Date(end).toISOString()).slice(0, 10)}, ${over.length} ended (\`check\` lists them to delete).`,
  );
  return 0;
}

/** A rule line after its old path: the target, then `exact` and the window (`from=…`, `until=…`). */
function ruleLineEnd(rule: SheetRule): string {
  return [
    rule.toPath,
    ...(rule.ignoreCase ? [] : ["exact"]),
    ...(rule.from ? [`from=${writtenMoment(rule.from)}`] : []),
    ...(rule.until ? [`until=${writtenMoment(rule.until)}`] : []),
  ].join(" ");
}

/**
 * What the rule check says of the sheet's new rules beside the folder's: a problem of a sheet
 * rule by its row, and one the sheet causes on a rule of the folder (a loop through both) by
 * that rule's file and line. Problems the folder has without the sheet are left to `check`.
 */
function sheetRuleProblems(
  fresh: SheetRule[],
  existing: SourceRule[],
  pages: ReadonlySet<string>,
  externalHosts: readonly string[],
  sheet: string,
): Array<{ line: number; message: string; at: string }> {
  if (!fresh.length) return [];
  const hosts = new Set(externalHosts);
  const asSource = (r: SheetRule): SourceRule => ({
    fromPath: r.fromPath,
    toPath: r.toPath,
    ignoreCase: r.ignoreCase,
    isPermanent: !r.until,
    redirectInBrowser: true,
    statusCode: r.until ? 302 : 301,
    ...(r.from ? { from: r.from } : {}),
    ...(r.until ? { until: r.until } : {}),
    file: sheet,
    line: r.line,
  });
  const key = (p: { file: string; line: number; message: string }) => `${p.file}:${p.line}: ${p.message}`;
  const before = new Set(lintRules({ rules: existing, pages, externalHosts: hosts }).problems.map(key));
  const after = lintRules({ rules: [...existing, ...fresh.map(asSource)], pages, externalHosts: hosts }).problems;
  return after
    .filter((p) => !before.has(key(p)))
    .map((p) =>
      p.file === sheet
        ? { line: p.line, at: `${sheet}:${p.line}`, message: p.message }
        : // A folder's rule that fails only with the sheet's rules: listed after the sheet's rows.
          { line: Number.MAX_SAFE_INTEGER, at: `${p.file}:${p.line}`, message: `${p.message} (with the rows of ${sheet})` },
    );
}

const IMPORTED_HEADER = `# Rules imported from spreadsheets (npm run redirects -- import). Same format as rules.txt:
# <old path>   <new path>   [exact]. Comments and section headings do not travel through a
# spreadsheet; move rules into rules.txt under a heading whenever you like.

`;

if (import.meta.main) {
  const argv = process.argv.slice(2);
  // exitCode rather than exit(): output to a pipe is written asynchronously and exit() would cut it.
  // hits and not-found read events, from logs or Analytics Engine: scripts/ops/redirect-reports.ts.
  if (reportCommandOf(argv)) process.exitCode = await runRedirectReport(argv, USAGE);
  // coverage asks a site over HTTP or the checkout: scripts/ops/redirect-coverage.ts.
  else if (argv[0] === "coverage") process.exitCode = await runCoverage(argv, USAGE);
  else process.exitCode = runRedirects(argv);
}
