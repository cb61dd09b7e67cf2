// Publishing redirect maps with a history (docs/decisions/021-redirect-history.md): push and
// deploy publish a map and record who, when and from which commit; rollback walks back along
// the history; and before anything is published, live rules that this checkout would drop or
// send elsewhere are checked against the history, so that rules published from no commit are
// never lost without a --force. The local KV behaves the same (decision 031), so that the
// refusal can be rehearsed; `npm start` publishes there with an entry of its own (publishStart).
import { HISTORY_KEY, metaKey, POINTER_KEY, rulesKey } from "../../redirects/engine/kv-layout.ts";
import { decodePath, writtenPath } from "../../policy/paths.ts";
import { ruleKey } from "../../redirects/engine/lookup.ts";
import { windowText, writtenWindow, type RedirectRule } from "../../redirects/engine/rules.ts";
import type { Checkout } from "./git.ts";
import { workerDeclaration, workerFormat } from "./worker-format.ts";
import { MAP_FORMAT } from "../../redirects/engine/shards.ts";
import { kvGet, type KvEntry, type KvStore } from "./kv.ts";
import {
  describeEntry,
  entryById,
  liveEntry,
  nextId,
  parseHistory,
  rollbackTarget,
  serializeHistory,
  withEntry,
  type HistoryEntry,
} from "./redirect-history.ts";

/** A map ready to publish: its version, its rules and every key it writes. */
export interface MapToPublish {
  version: string;
  rules: RedirectRule[];
  entries: KvEntry[];
}

export interface PublishContext {
  store: KvStore;
  /** The git checkout the map comes from. */
  checkout: Checkout;
  print: (line: string) => void;
  now?: () => Date;
}

/** A publish or rollback that was refused: nothing was written. */
export class PublishRefused extends Error {}

export interface RuleDiff {
  added: RedirectRule[];
  removed: RedirectRule[];
  changed: Array<{ from: string; was: string; now: string }>;
}

export function diffRules(live: RedirectRule[], next: RedirectRule[]): RuleDiff {
  const before = new Map(live.map((r) => [ruleKey(r), r]));
  const after = new Map(next.map((r) => [ruleKey(r), r]));
  return {
    added: next.filter((r) => !before.has(ruleKey(r))),
    removed: live.filter((r) => !after.has(ruleKey(r))),
    // A rule changes when it goes elsewhere or its window moves.
    changed: next
      .filter((r) => before.has(ruleKey(r)) && shown(before.get(ruleKey(r))) !== shown(r))
      .map((r) => ({ from: r.fromPath, was: shown(before.get(ruleKey(r))), now: shown(r) })),
  };
}

/** A rule's target with its window, as diff and drift print it: `/sale (from 2026-12-08 until 2026-12-24)`. */
const shown = (rule: RedirectRule | undefined): string => (rule ? `${rule.toPath}${windowText(rule)}` : "");

/** The diff, a line a rule; with `limit`, at most that many lines and a count of the rest. */
export function printDiff(print: (line: string) => void, diff: RuleDiff, limit = Number.POSITIVE_INFINITY): void {
  const lines = [
    ...diff.added.map((r) => `  + ${r.fromPath} → ${shown(r)}`),
    ...diff.removed.map((r) => `  - ${r.fromPath} → ${shown(r)}`),
    ...diff.changed.map((c) => `  ~ ${c.from}: ${c.was} → ${c.now}`),
  ];
  lines.slice(0, limit).forEach((line) => print(line));
  if (lines.length > limit) print(`  … and ${lines.length - limit} more`);
}

/** How many lines of a diff push, deploy and rollback print (diff prints every line). */
export const PRINTED_DIFF_LINES = 40;

const counts = (diff: RuleDiff) => ({ added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length });

/** The map a build compiled (its KV entries), with its rules read back from them. */
export function mapOfEntries(version: string, entries: KvEntry[]): MapToPublish {
  const rules = entries.find((e) => e.key === rulesKey(version));
  if (!rules) throw new Error(`The built map ${version} has no ${rulesKey(version)}.`);
  return { version, rules: JSON.parse(rules.value) as RedirectRule[], entries };
}

/** The namespace as the tools see it: the live version, the history, and each version's rules on demand. */
export class Namespace {
  readonly pointer: string | null;
  history: HistoryEntry[];
  private readonly rules = new Map<string, RedirectRule[] | null>();
  private readonly store: KvStore;

  constructor(store: KvStore) {
    this.store = store;
    const [pointer = null, history = null] = store.getMany([POINTER_KEY, HISTORY_KEY]);
    this.pointer = pointer?.trim() || null;
    this.history = parseHistory(history);
  }

  /** A version's rules; null when its rule list is missing or unreadable. */
  rulesOf(version: string): RedirectRule[] | null {
    if (!this.rules.has(version)) {
      let rules: RedirectRule[] | null = null;
      try {
        const text = kvGet(this.store, rulesKey(version));
        rules = text === null ? null : (JSON.parse(text) as RedirectRule[]);
        if (!Array.isArray(rules)) rules = null;
        // Maps published before sources were stored decoded hold them as written (`/promo%20x`):
        // read in the one form, so that diff and drift compare like with like (decision 030).
        else rules = rules.map((r) => ({ ...r, fromPath: decodePath(r.fromPath) ?? r.fromPath }));
      } catch {
        rules = null;
      }
      this.rules.set(version, rules);
    }
    return this.rules.get(version) ?? null;
  }

  /** The live map's rules ([] when nothing is live). Without them no drift can be checked: a
   * live map whose rule list is missing or unreadable is a refusal unless `force`. */
  liveRules(force = false): RedirectRule[] {
    if (!this.pointer) return [];
    const rules = this.rulesOf(this.pointer);
    if (rules) return rules;
    if (force) return [];
    throw new PublishRefused(
      `The live map ${this.pointer} has no readable rule list (${rulesKey(this.pointer)}) in ${this.store.where}, so what a publish would remove cannot be checked. Nothing was published; --force publishes anyway.`,
    );
  }

  /**
   * The entry whose map is live. A live map that the history's newest entry does not name was
   * published some other way (by hand, or by an `npm start` older than decision 031 in the local
   * KV): it is recorded, in memory, as "found", and written with the next entry.
   */
  live(now: Date): HistoryEntry | undefined {
    if (!this.pointer) return undefined;
    const recorded = liveEntry(this.history, this.pointer);
    if (recorded) return recorded;
    const previous = this.history[0];
    const rules = this.rulesOf(this.pointer);
    const diff = rules && previous ? this.rulesOf(previous.version) : null;
    const found: HistoryEntry = {
      id: nextId(this.history),
      at: now.toISOString(),
      action: "found",
      by: "unknown",
      commit: null,
      version: this.pointer,
      rules: rules?.length ?? 0,
      ...(rules && diff ? counts(diffRules(diff, rules)) : { added: 0, removed: 0, changed: 0 }),
      before: previous?.id ?? null,
    };
    this.history = [found, ...this.history];
    return found;
  }

  /** Records `entry` as the newest and makes its map live: the history first, then the pointer. */
  commit(entry: HistoryEntry): void {
    this.history = withEntry(this.history, entry);
    this.store.putMany([
      { key: HISTORY_KEY, value: serializeHistory(this.history) },
      { key: POINTER_KEY, value: entry.version },
    ]);
  }
}

/** A live rule this checkout would drop or send elsewhere, and the entry that put it live. */
export interface Drift {
  rule: RedirectRule;
  /** The checkout's target for the same source, when it sends it elsewhere. */
  here?: string;
  /** The oldest entry of the run of entries, up to the live one, whose maps all hold the rule. */
  entry?: HistoryEntry;
}

/**
 * The live rules that would be lost: those the checkout lacks or sends elsewhere and that no
 * commit in this checkout's history published. A rule is safe to drop when some entry of the
 * unbroken run of entries that kept it live was published from a commit that is an ancestor of
 * HEAD: the checkout descends from a commit that had it, so it was deleted in a committed change.
 * Entries of `npm start` (and, in the local KV, a map "found" live, which an older `npm start`
 * put there) are passed over: they serve a checkout, they publish nothing for anyone, so a rule
 * only they put live is never one "no commit has" (a branch switch locks nobody out), and a rule
 * a push put live is still named with that push when `npm start` published it again.
 */
export function findDrift(
  ns: Namespace,
  checkoutRules: RedirectRule[],
  checkout: Checkout,
  live: HistoryEntry | undefined,
  remote: boolean,
): Drift[] {
  const here = new Map(checkoutRules.map((r) => [ruleKey(r), r.toPath]));
  const candidates = ns.liveRules(true).filter((r) => here.get(ruleKey(r)) !== r.toPath);
  if (!candidates.length) return [];
  const start = live ? ns.history.indexOf(live) : -1;
  const ancestor = new Map<string, boolean>();
  const byStart = (entry: HistoryEntry) => entry.action === "start" || (entry.action === "found" && !remote);
  const committed = (entry: HistoryEntry) => {
    if (entry.action === "found" || !entry.commit) return false;
    if (!ancestor.has(entry.commit)) ancestor.set(entry.commit, checkout.isAncestor(entry.commit));
    return ancestor.get(entry.commit) ?? false;
  };
  const drift: Drift[] = [];
  for (const rule of candidates) {
    let introduced: HistoryEntry | undefined;
    let safe = false;
    for (let i = Math.max(start, 0); start >= 0 && i < ns.history.length; i++) {
      const entry = ns.history[i];
      if (!entry) break;
      const held = ns.rulesOf(entry.version)?.some((r) => ruleKey(r) === ruleKey(rule) && r.toPath === rule.toPath);
      if (!held) break;
      if (byStart(entry)) continue;
      introduced = entry;
      if (committed(entry)) {
        safe = true;
        break;
      }
    }
    // A rule live again through a rollback was published by the entry the rollback restored.
    const origin = introduced?.restores !== undefined ? (entryById(ns.history, introduced.restores) ?? introduced) : introduced;
    if (!safe && origin && !byStart(origin)) drift.push({ rule, here: here.get(ruleKey(rule)), entry: origin });
  }
  return drift;
}

/**
 * Live rules that would be lost, each as a diff line with the entry that published it: as a
 * refusal, or as what a push would refuse (diff). The same in the local KV as in the remote
 * namespace (decision 031).
 */
export function driftMessage(drift: Drift[], remoteFlag: string, mode: "refused" | "would-refuse" = "refused"): string {
  const lines = drift.map((d) => {
    const change = d.here
      ? `~ ${d.rule.fromPath}: live ${d.rule.toPath}, this checkout ${d.here}`
      : `- ${d.rule.fromPath} → ${d.rule.toPath}`;
    const notHere = d.entry?.commit
      ? `\n      (commit ${d.entry.commit.slice(0, 9)} is not in this checkout's history: fetch and merge it if it should be)`
      : "";
    return `  ${change}\n      published by ${d.entry ? describeEntry(d.entry) : "no recorded entry"}${notHere}`;
  });
  const what = `${drift.length} live rule(s) would be removed or changed, and no commit of this checkout has them`;
  const head = {
    refused: `Refused: ${what}:`,
    "would-refuse": `A push or deploy would be refused: ${what}:`,
  }[mode];
  const pull = `\`npm run redirects -- pull${remoteFlag}\` writes them into redirects/rules.txt; commit that, then publish again`;
  const tail =
    mode === "refused"
      ? [
          "",
          "Nothing was published. These rules were published without being committed. Either",
          `  - ${pull};`,
          "  - or add --force to the command: the rules above leave the live site.",
        ]
      : ["", `To keep them: ${pull}.`];
  return [head, ...lines, ...tail].join("\n");
}

/** What publish did: the entry recorded, or why nothing was written. */
export type PublishResult = { entry: HistoryEntry; diff: RuleDiff } | { unchanged: HistoryEntry | undefined };

/**
 * Publishes `map` with a history entry. Refuses (PublishRefused, nothing written) when live
 * rules would be lost (findDrift), or, for a deploy, when the live map is a rollback away from
 * this very map; `force` publishes anyway. The local KV refuses as the remote namespace does
 * (decision 031). A map that is live already, from the same commit, is not published again
 * (unless `npm start` put it there: a push records its own entry).
 */
export function publish(ctx: PublishContext, map: MapToPublish, action: "push" | "deploy", force = false): PublishResult {
  const { store, checkout, print } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  const ns = new Namespace(store);
  const live = ns.live(now);
  const commit = checkout.cleanCommit();
  if (live && live.action !== "start" && live.version === map.version && live.commit === commit) return { unchanged: live };

  const diff = diffRules(ns.liveRules(force), map.rules);
  print(
    `Against ${store.where} (live map ${ns.pointer ?? "none"}): ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed.`,
  );
  printDiff(print, diff, PRINTED_DIFF_LINES);

  const remoteFlag = store.remote ? " --remote" : "";
  // A deploy from a checkout that still holds a map someone rolled back would quietly undo the
  // rollback; a push is marketing's own decision, made looking at the diff above.
  const left = live?.action === "rollback" && live.left ? entryById(ns.history, live.left) : undefined;
  if (action === "deploy" && !force && left?.version === map.version) {
    throw new PublishRefused(
      `Refused: the live map was rolled back from this very map by ${describeEntry(live as HistoryEntry)}.\n` +
        `Publishing it would undo that rollback. Fix the rules and commit, or add --force. Nothing was published.`,
    );
  }
  const drift = findDrift(ns, map.rules, checkout, live, store.remote);
  if (drift.length && !force) throw new PublishRefused(driftMessage(drift, remoteFlag));
  if (drift.length) print(`--force: ${drift.length} live rule(s) that no commit has are removed or changed.`);

  store.putMany(map.entries);
  const entry: HistoryEntry = {
    id: nextId(ns.history),
    at: now.toISOString(),
    action,
    by: checkout.who(),
    commit,
    version: map.version,
    rules: map.rules.length,
    ...counts(diff),
    before: live?.id ?? null,
  };
  ns.commit(entry);
  return { entry, diff };
}

/** What `npm start` did to the local KV: the entry it recorded and the one whose map it replaced. */
export type StartResult = { entry: HistoryEntry; replaced: HistoryEntry | undefined } | { unchanged: HistoryEntry | undefined };

/**
 * `npm start`: makes the checkout's built map live in the local KV, with an entry of its own
 * (action "start") that names the entry it replaced, so that `rollback` undoes it. It never
 * refuses: it serves this checkout, and its entries never count as drift (findDrift). A map
 * live already is left as it is.
 */
export function publishStart(ctx: PublishContext, map: MapToPublish): StartResult {
  const { store, checkout } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  // The Worker `npm start` serves is this checkout's: it reads maps of this code's format.
  if (workerFormat(store) !== MAP_FORMAT) store.putMany([workerDeclaration(now)]);
  const ns = new Namespace(store);
  const live = ns.live(now);
  if (live && live.version === map.version) return { unchanged: live };
  store.putMany(map.entries);
  const entry: HistoryEntry = {
    id: nextId(ns.history),
    at: now.toISOString(),
    action: "start",
    by: checkout.who(),
    commit: checkout.cleanCommit(),
    version: map.version,
    rules: map.rules.length,
    ...counts(diffRules(ns.liveRules(true), map.rules)),
    before: live?.id ?? null,
  };
  ns.commit(entry);
  return { entry, replaced: live };
}

/**
 * Makes an earlier map live again: by default the one live before the live entry (never one
 * that was itself rolled back), or the entry `to`. Adds a history entry; returns it and the change.
 */
export function rollback(ctx: PublishContext, to?: number): { entry: HistoryEntry; target: HistoryEntry; diff: RuleDiff } {
  const { store, checkout } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  const ns = new Namespace(store);
  const live = ns.live(now);
  if (!live) throw new PublishRefused(`Nothing to roll back: ${store.where} has no live map.`);
  let target: HistoryEntry | string | undefined;
  if (to === undefined) target = rollbackTarget(ns.history, live);
  else {
    target = entryById(ns.history, to) ?? `entry ${to} is not in the history (\`npm run redirects -- versions\` lists what is kept)`;
    if (typeof target !== "string" && target.version === live.version)
      target = `the map of entry ${to} (${target.version}) is the live map already`;
  }
  if (typeof target === "string") throw new PublishRefused(`Nothing to roll back to: ${target}. Nothing was changed.`);
  const rules = ns.rulesOf(target.version);
  if (!rules || kvGet(store, metaKey(target.version)) === null) {
    throw new PublishRefused(`The map of entry ${target.id} (${target.version}) is no longer in ${store.where}. Nothing was changed.`);
  }
  const liveRules = ns.rulesOf(live.version);
  const diff = diffRules(liveRules ?? [], rules);
  const entry: HistoryEntry = {
    id: nextId(ns.history),
    at: now.toISOString(),
    action: "rollback",
    by: checkout.who(),
    commit: target.commit,
    version: target.version,
    rules: rules.length,
    ...counts(diff),
    // Walking back: the next rollback continues from where the restored entry came from.
    // Jumping to an entry: the next rollback returns to the map live before the jump.
    before: to === undefined ? target.before : live.id,
    // The entry that first published the map, when the target was itself a rollback.
    restores: target.restores ?? target.id,
    left: live.id,
  };
  ns.commit(entry);
  return { entry, target, diff };
}

/** A rule file line: `<from> <to>[ exact]`, its target in the column the file already uses. */
function ruleLine(rule: RedirectRule, column: number, note: string): string {
  // The source as a rules file writes it (policy/paths.ts writtenPath), the window as its words.
  const text = `${writtenPath(rule.fromPath).padEnd(column - 1)} ${rule.toPath}${rule.ignoreCase ? "" : " exact"}${writtenWindow(rule)}`;
  return `${text}   # ${note}`;
}

/** The column where the targets of a rule file start (the first rule's), else 0. */
function targetColumn(text: string): number {
  const first = text.split(/\r?\n/).find((l) => /^\/\S*\s+\S/.test(l));
  return first ? (/^\S+\s+/.exec(first)?.[0].length ?? 0) : 0;
}

export interface PulledFile {
  path: string;
  text: string;
}

/**
 * Writes live rules that would be lost into the rule files: a rule the checkout sends elsewhere
 * gets the live target on its own line; a rule the checkout lacks is appended to `into` under
 * a heading. `files` reads and writes the files; `lineOf` finds the checkout's line of a source.
 */
export function pullInto(
  drift: Drift[],
  into: string,
  lineOf: (rule: RedirectRule) => { path: string; line: number } | undefined,
  files: { read(path: string): string | null; write(path: string, text: string): void },
  now: Date,
): { appended: number; rewritten: number } {
  const note = (d: Drift) =>
    d.entry ? `pulled from the live map: entry ${d.entry.id}, ${d.entry.by}, ${d.entry.at.slice(0, 10)}` : "pulled from the live map";
  let rewritten = 0;
  const missing: Drift[] = [];
  for (const d of drift) {
    const at = d.here ? lineOf(d.rule) : undefined;
    const text = at ? files.read(at.path) : null;
    if (!at || text === null) {
      missing.push(d);
      continue;
    }
    const lines = text.split("\n");
    const old = lines[at.line - 1] ?? "";
    lines[at.line - 1] =
      old.replace(/^(\s*\S+\s+)\S+/, (_, head: string) => head + d.rule.toPath) + (/\s#/.test(old) ? "" : `   # ${note(d)}`);
    files.write(at.path, lines.join("\n"));
    rewritten++;
  }
  if (missing.length) {
    const existing = files.read(into);
    const column = existing ? targetColumn(existing) : 0;
    const block = [
      `# Pulled from the live map on ${now.toISOString().slice(0, 10)}: published without a commit`,
      ...missing.map((d) => ruleLine(d.rule, column, note(d))),
    ];
    const head = existing === null || existing === "" ? "" : `${existing.replace(/\n*$/, "")}\n\n`;
    files.write(into, `${head}${block.join("\n")}\n`);
  }
  return { appended: missing.length, rewritten };
}
