// npm run redirects -- <check|diff|push|rollback> [--local | --remote]
// The commands marketing staff use to change the redirect map (README "Redirects"). The command
// line is read by node:util's parseArgs.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ContentError } from "../content/lib/errors.ts";
import { loadSite } from "../content/lib/load.ts";
import { isFallbackPath } from "../content/model.ts";
import { metaKey, POINTER_KEY, PREVIOUS_POINTER_KEY, rulesKey } from "../redirects/core/kv-layout.ts";
import { ruleKey } from "../redirects/core/lookup.ts";
import type { RedirectRule } from "../redirects/core/rules.ts";
import { kvGet, kvPut, publishMap, type KvTarget } from "./lib/kv.ts";
import { buildRedirectMap, kvEntries, RedirectError, type CompiledRedirects } from "./lib/redirect-map.ts";
import { CONTENT_ROOT, PUBLIC_DIR, ROOT } from "./lib/run.ts";

const USAGE = `Usage: npm run redirects -- <command> [--local | --remote]

  check      check redirects/*.txt: format, duplicates, loops, targets; nothing is pushed
  diff       show what a push would change against the live map (added, removed, changed)
  push       check, then publish the map; the previous map is kept for rollback
  rollback   make the previous map live again

--local (default) uses the local KV that \`npm start\` serves; --remote the Cloudflare namespace.
--from DIR reads the rules from DIR instead of redirects/ (for trying a copy).`;

function compile(dir: string): CompiledRedirects {
  const site = loadSite(CONTENT_ROOT, PUBLIC_DIR);
  const pages = new Set(site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p)));
  return buildRedirectMap(ROOT, pages, dir);
}

function liveRules(target: KvTarget): { version: string | null; rules: RedirectRule[] } {
  const version = kvGet(target, POINTER_KEY)?.trim() || null;
  if (!version) return { version: null, rules: [] };
  const text = kvGet(target, rulesKey(version));
  return { version, rules: text ? (JSON.parse(text) as RedirectRule[]) : [] };
}

export function diffRules(live: RedirectRule[], next: RedirectRule[]) {
  const before = new Map(live.map((r) => [ruleKey(r), r]));
  const after = new Map(next.map((r) => [ruleKey(r), r]));
  return {
    added: next.filter((r) => !before.has(ruleKey(r))),
    removed: live.filter((r) => !after.has(ruleKey(r))),
    changed: next
      .filter((r) => before.has(ruleKey(r)) && before.get(ruleKey(r))?.toPath !== r.toPath)
      .map((r) => ({ from: r.fromPath, was: before.get(ruleKey(r))?.toPath ?? "", now: r.toPath })),
  };
}

function printCheck(c: CompiledRedirects) {
  const partial = c.snapshot.meta.partialOf ? ` (only the first: the fallback is partial, version ${c.snapshot.meta.version})` : "";
  console.log(
    `OK: ${c.rules.length} rules, version ${c.map.meta.version}, ${c.map.meta.shardCount} shard(s), ${c.snapshot.meta.ruleCount} bundled as fallback${partial}.`,
  );
  if (c.flattened.length) {
    console.log(`Flattened ${c.flattened.length} chain(s) so that every redirect is one hop:`);
    for (const f of c.flattened) console.log(`  ${f.rule.file}:${f.rule.line}: ${f.rule.fromPath} → ${f.via} → ${f.rule.toPath}`);
  }
}

const COMMANDS = ["check", "diff", "push", "rollback"] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (word: string | undefined): word is Command => COMMANDS.includes(word as Command);

/** The command line's command and options; undefined when it does not follow USAGE (an unknown
 * command or option, a second command, --from without a folder or twice, --local with --remote). */
export function parseCommand(argv: string[]): { command: Command; remote: boolean; from?: string } | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      // --from is collected as a list only to refuse a second one, as the usage names one folder.
      options: { local: { type: "boolean" }, remote: { type: "boolean" }, from: { type: "string", multiple: true } },
    });
  } catch {
    // parseArgs throws on an unknown option and on an option without its value.
    return undefined;
  }
  const { values, positionals } = parsed;
  const [command, ...more] = positionals;
  const from = values.from ?? [];
  if (!isCommand(command) || more.length || from.length > 1 || from[0] === "" || (values.local && values.remote)) return undefined;
  return { command, remote: values.remote ?? false, from: from[0] };
}

function main(argv: string[]): number {
  const parsed = parseCommand(argv);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const { command, remote, from } = parsed;
  const target: KvTarget = {
    remote,
    persistTo: process.env.WRANGLER_PERSIST_TO ?? join(ROOT, ".wrangler/state"),
  };
  const where = target.remote ? "the remote namespace" : "the local KV";

  if (command === "rollback") {
    const current = kvGet(target, POINTER_KEY)?.trim();
    const previous = kvGet(target, PREVIOUS_POINTER_KEY)?.trim();
    if (!previous) throw new Error(`Nothing to roll back to: ${where} has no previous map.`);
    if (!kvGet(target, metaKey(previous))) throw new Error(`The previous map ${previous} is no longer in ${where}.`);
    kvPut(target, POINTER_KEY, previous);
    if (current) kvPut(target, PREVIOUS_POINTER_KEY, current);
    console.log(`Rolled back ${where}: live map is now ${previous} (was ${current ?? "none"}). The Worker picks it up within 30 seconds.`);
    return 0;
  }

  const compiled = compile(from ? resolve(from) : join(CONTENT_ROOT, "redirects"));
  printCheck(compiled);
  if (command === "check") return 0;

  const live = liveRules(target);
  const diff = diffRules(live.rules, compiled.rules);
  console.log(
    `\nAgainst ${where} (live version ${live.version ?? "none"}): ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed.`,
  );
  for (const r of diff.added) console.log(`  + ${r.fromPath} → ${r.toPath}`);
  for (const r of diff.removed) console.log(`  - ${r.fromPath} → ${r.toPath}`);
  for (const c of diff.changed) console.log(`  ~ ${c.from}: ${c.was} → ${c.now}`);
  if (command === "diff") return 0;

  if (live.version === compiled.map.meta.version) {
    console.log(`\n${where} already serves version ${live.version}: nothing to push.`);
    return 0;
  }
  publishMap(target, kvEntries(compiled), compiled.map.meta.version);
  console.log(
    `\nPushed version ${compiled.map.meta.version} to ${where}. The Worker picks it up within 30 seconds; \`npm run redirects -- rollback${target.remote ? " --remote" : ""}\` undoes it.`,
  );
  return 0;
}

if (import.meta.main) {
  // exitCode rather than exit(): output to a pipe is written asynchronously and exit() would cut it.
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof RedirectError || error instanceof ContentError) console.error(`\n${error.message}\n\nNothing was pushed.`);
    else console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
