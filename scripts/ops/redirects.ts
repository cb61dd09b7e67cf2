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
import { ruleKey } from "../../redirects/engine/lookup.ts";
import { gitCheckout } from "./git.ts";
import { wranglerKv, type KvStore } from "./kv.ts";
import {
  buildRedirectMap,
  chainNotes,
  kvEntries,
  readConfig,
  readRules,
  RedirectError,
  type CompiledRedirects,
} from "../build/redirect-map.ts";
import { readSheet, writeSheet } from "./redirect-sheet.ts";
import { reportCommandOf, runRedirectReport } from "./redirect-reports.ts";
import { writeSpreadsheet } from "./spreadsheet-file.ts";
import { describeEntry, historyTable, liveEntry } from "./redirect-history.ts";
import {
  diffRules,
  driftMessage,
  findDrift,
  Namespace,
  printDiff,
  PRINTED_DIFF_LINES,
  publish,
  pullInto,
  rollback,
  type MapToPublish,
  type PublishContext,
} from "./redirect-publish.ts";
import { CONTENT_ROOT, PUBLIC_DIR, ROOT } from "../lib/run.ts";

const USAGE = `Usage: npm run redirects -- <command> [--local | --remote]

  check              check redirects/*.txt: format, duplicates, loops, targets; nothing is published
  diff               show what a push would change against the live map (added, removed, changed)
  push [--force]     check, then publish the map and record it in the history; refused when live
                     rules that no commit has would be removed or changed (--force publishes anyway)
  rollback           make live the map that was live before the current one (again: one further back)
  rollback --to ID   make the map of history entry ID live
  versions           list the history of published maps, newest first, the live one marked *
  pull [--into FILE] write live rules that no commit has into FILE (default redirects/rules.txt)
  import SHEET [--into FILE]
                     add the rules of a spreadsheet (CSV or TSV: Cloudflare Bulk Redirects'
                     columns, or old and new address) to FILE (default redirects/imported.txt),
                     then check them
  export --format csv [--out FILE]
                     the live map as CSV in the same columns (FILE opens in Excel as it is)
  hits [--since 30d] (--logs FILE | --remote)
                     each rule's redirects and last one, most first; then the rules nobody
                     followed in the period (candidates to remove)
  not-found [--since 30d] (--logs FILE | --remote) [--limit 20] [--write FILE]
                     the most frequent 404s: where they came from, and up to three pages to send
                     them to; --write drafts a rule to the first page for each into FILE (a new file)

hits and not-found read the Worker's events: --logs FILE its log lines (what \`npm start\` prints,
or \`npx wrangler tail --format json\` output; - reads standard input), --remote the Analytics
Engine dataset (estimates; needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_ANALYTICS_TOKEN). --since
takes 30d (the default), 12h, 90m or a day such as 2026-11-01.

--local (default) uses the local KV that \`npm start\` serves; --remote the Cloudflare namespace.
--from DIR reads the rules from DIR instead of redirects/ (for trying a copy).`;

const COMMANDS = ["check", "diff", "push", "rollback", "versions", "pull", "import", "export"] as const;
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
}

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
  const [from, to, into, out, format] = [one(values.from), one(values.to), one(values.into), one(values.out), one(values.format)];
  if (from === null || to === null || into === null || out === null || format === null) return undefined;
  if (values.force && command !== "push") return undefined;
  if (to !== undefined && (command !== "rollback" || !/^[1-9]\d*$/.test(to))) return undefined;
  if (into !== undefined && command !== "pull" && command !== "import") return undefined;
  if ((command === "export") !== (format === "csv") || (format !== undefined && command !== "export")) return undefined;
  if (out !== undefined && command !== "export") return undefined;
  return {
    command,
    remote: values.remote ?? false,
    from,
    ...(values.force ? { force: true as const } : {}),
    ...(to !== undefined ? { to: Number(to) } : {}),
    ...(into !== undefined ? { into } : {}),
    ...(sheet !== undefined ? { sheet } : {}),
    ...(out !== undefined ? { out } : {}),
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

function run({ command, remote, from, force, to, into, sheet, out }: ParsedCommand, deps: RedirectsDeps): number {
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
    return 0;
  }

  if (command === "rollback") {
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
    const csv = writeSheet(ns.liveRules(), { siteUrl: "", externalHosts: [] });
    if (!out) {
      process.stdout.write(csv);
      return 0;
    }
    writeSpreadsheet(resolve(out), csv);
    print(`Wrote the ${ns.liveRules().length} rules of map ${ns.pointer} (${store.where}) to ${out}.`);
    return 0;
  }

  const label = relative(ROOT, dir).split("\\").join("/") || ".";
  const site = deps.site();
  if (command === "import" && sheet) return importSheet(sheet, resolve(into ?? join(dir, "imported.txt")), dir, label, site, deps);
  const compiled = buildRedirectMap(ROOT, site.pages, dir);
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
 * checkout with the same target left out; then the whole folder is checked. A sheet with
 * problems writes nothing; a check that fails afterwards names the lines to fix in `into`.
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
  if (read.problems.length) {
    error(`${sheet} has ${read.problems.length === 1 ? "1 problem" : `${read.problems.length} problems`}; nothing was imported:`);
    for (const p of read.problems) error(`  ${sheet}:${p.line}: column ${p.column}: ${p.message}`);
    return 1;
  }
  const have = new Map(readRules(dir, label).rules.map((r) => [ruleKey(r), r.toPath]));
  const fresh = read.rules.filter((r) => have.get(ruleKey(r)) !== r.toPath);
  if (!fresh.length) {
    print(`All ${read.rules.length} rules of ${sheet} are in ${label}/ already: nothing to import.`);
    return 0;
  }
  const existing = existsSync(into) ? readFileSync(into, "utf8") : null;
  const width = Math.max(...fresh.map((r) => r.fromPath.length)) + 2;
  const lines = [
    `# Imported from ${basename(sheet)} on ${(now ?? (() => new Date()))().toISOString().slice(0, 10)}`,
    ...fresh.map((r) => `${r.fromPath.padEnd(width)}${r.toPath}${r.ignoreCase ? "" : " exact"}`),
  ];
  writeFileSync(into, `${existing ? `${existing.replace(/\n*$/, "")}\n\n` : IMPORTED_HEADER}${lines.join("\n")}\n`);
  const shown = relative(process.cwd(), into);
  print(
    `Imported ${fresh.length} rule(s) into ${shown}${fresh.length < read.rules.length ? ` (${read.rules.length - fresh.length} were there already)` : ""}. Checking ${label}/ …`,
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

const IMPORTED_HEADER = `# Rules imported from spreadsheets (npm run redirects -- import). Same format as rules.txt:
# <old path>   <new path>   [exact]. Comments and section headings do not travel through a
# spreadsheet; move rules into rules.txt under a heading whenever you like.

`;

if (import.meta.main) {
  const argv = process.argv.slice(2);
  // exitCode rather than exit(): output to a pipe is written asynchronously and exit() would cut it.
  // hits and not-found read events, from logs or Analytics Engine: scripts/ops/redirect-reports.ts.
  if (reportCommandOf(argv)) process.exitCode = await runRedirectReport(argv, USAGE);
  else process.exitCode = runRedirects(argv);
}
