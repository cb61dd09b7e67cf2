// The history of published redirect maps (docs/decisions/021-redirect-history.md): one KV key
// (HISTORY_KEY) holding the last HISTORY_LIMIT entries, newest first. Every push, rollback and
// deploy adds an entry, and so does `npm start` when it publishes the checkout's map to the
// local KV (action "start", decision 031); a map found live that no entry recorded (published
// by hand, or by an `npm start` before decision 031) is recorded as "found" before anything
// else is written.
// `before` links each entry to the one live before it, so a rollback walks back along those
// links and never forward again.
import { z } from "zod";
import { HISTORY_KEY, HISTORY_LIMIT } from "../../redirects/engine/kv-layout.ts";

const count = z.number().int().nonnegative();
const id = z.number().int().positive();

const entrySchema = z.object({
  /** The entry's own number: a map published again gets a new one. */
  id,
  /** When it was published (ISO 8601). */
  at: z.string(),
  /** "start": `npm start` published the checkout's map to the local KV; its rules never count
   * as rules no commit has (findDrift), so switching branches locks nobody out. */
  action: z.enum(["push", "deploy", "rollback", "found", "start"]),
  /** The git author, else the login name; "unknown" for a map found live. */
  by: z.string(),
  /** The commit the map was published from (null: uncommitted changes, or not from a checkout).
   * A rollback carries the commit of the entry whose map it made live. */
  commit: z.string().nullable(),
  /** The map's version: a hash of its rules, the same for the same rules. */
  version: z.string(),
  rules: count,
  /** Rules added, removed and sent elsewhere against the map live before this entry. */
  added: count,
  removed: count,
  changed: count,
  /** The entry live before this one: where a rollback from this entry goes (skipping any with the same map). */
  before: id.nullable(),
  /** For a rollback: the entry whose map it made live, and the entry that was live until then. */
  restores: id.optional(),
  left: id.optional(),
});

export type HistoryEntry = z.infer<typeof entrySchema>;
export type Action = HistoryEntry["action"];

const historySchema = z.array(entrySchema);

export class HistoryError extends Error {}

/** The history stored under HISTORY_KEY; [] when there is none. */
export function parseHistory(text: string | null): HistoryEntry[] {
  if (text === null || text.trim() === "") return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HistoryError(`The history (${HISTORY_KEY}) is not JSON. Nothing was published.`);
  }
  const parsed = historySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HistoryError(
      `The history (${HISTORY_KEY}) is malformed at ${issue?.path.join(".") || "its top"}: ${issue?.message}. Nothing was published.`,
    );
  }
  return parsed.data;
}

export const serializeHistory = (history: HistoryEntry[]): string => JSON.stringify(history);

/** The history with `entry` as its newest, keeping the last HISTORY_LIMIT. */
export const withEntry = (history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] => [entry, ...history].slice(0, HISTORY_LIMIT);

/** The number the next entry gets. */
export const nextId = (history: HistoryEntry[]): number => Math.max(0, ...history.map((e) => e.id)) + 1;

/** The entry whose map is live: the newest, if the pointer names its map. */
export function liveEntry(history: HistoryEntry[], pointer: string | null): HistoryEntry | undefined {
  const newest = history[0];
  return newest && pointer !== null && newest.version === pointer ? newest : undefined;
}

export const entryById = (history: HistoryEntry[], wanted: number): HistoryEntry | undefined => history.find((e) => e.id === wanted);

/**
 * Where `rollback` goes from the live entry: along `before`, past entries with the live map
 * (a map published twice), to the first entry with another map. Entries that were themselves
 * rolled back are not on that path: a rollback entry links to what its restored entry linked to.
 */
export function rollbackTarget(history: HistoryEntry[], live: HistoryEntry): HistoryEntry | string {
  let next = live.before;
  while (next !== null) {
    const entry = entryById(history, next);
    if (!entry) return `the map live before it (entry ${next}) is no longer in the history, which keeps the last ${HISTORY_LIMIT} entries`;
    if (entry.version !== live.version) return entry;
    next = entry.before;
  }
  return `no other map was live before entry ${live.id}`;
}

const when = (at: string) => at.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC");

/** One line about an entry, for refusals and confirmations. */
export function describeEntry(entry: HistoryEntry): string {
  const from = entry.commit
    ? `commit ${entry.commit.slice(0, 9)}`
    : entry.action === "found"
      ? "not published by these tools"
      : "uncommitted";
  return `entry ${entry.id} (${entry.action}, ${when(entry.at)}, by ${entry.by}, ${from})`;
}

/** The history as a table, newest first, the live entry marked with *. */
export function historyTable(history: HistoryEntry[], pointer: string | null): string[] {
  const live = liveEntry(history, pointer);
  const rows = history.map((e) => [
    e === live ? "*" : "",
    String(e.id),
    when(e.at),
    e.action + (e.restores ? ` to ${e.restores}` : ""),
    e.version,
    String(e.rules),
    `+${e.added} -${e.removed} ~${e.changed}`,
    e.commit ? e.commit.slice(0, 9) : e.action === "found" ? "-" : "uncommitted",
    e.by,
  ]);
  const head = ["", "id", "published", "action", "map", "rules", "change", "commit", "by"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 5 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}
