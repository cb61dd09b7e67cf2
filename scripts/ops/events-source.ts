// Where the operators' reports (npm run analytics, npm run redirects -- hits | not-found) read
// the Worker's events (policy/events.ts): its JSON log lines, from a file or standard input, or
// the Workers Analytics Engine dataset through its SQL API. Both come out as one shape, counted
// events with a day and a last-seen time, so a report never asks where its figures came from;
// it only labels them (remote counts are sampled estimates). Also the few helpers every report
// prints with: the header naming period and source, counts, times and aligned tables.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { parse as parseToml } from "smol-toml";
import { EVENT_BLOBS, eventOfLogLine, type EventKind, type SiteEvent } from "../../policy/events.ts";
import { ROOT } from "../lib/run.ts";

/** How far back a report looks: a span (`30d`, `12h`, `90m`) or a day (`2026-11-01`, UTC). */
export type Since = { span: number; unit: "d" | "h" | "m"; text: string } | { day: string; text: string };

export const DEFAULT_SINCE = "30d";
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
const UNIT_WORD = { d: "day", h: "hour", m: "minute" } as const;
const UNIT_SQL = { d: "DAY", h: "HOUR", m: "MINUTE" } as const;

/** `--since`'s value; undefined when it is neither a span nor a day. */
export function parseSince(text: string): Since | undefined {
  const span = /^([1-9]\d{0,5})([dhm])$/.exec(text);
  if (span) return { span: Number(span[1]), unit: span[2] as "d" | "h" | "m", text };
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)) return { day: text, text };
  return undefined;
}

/** The first moment a report counts. */
export const startOf = (since: Since, now: Date): Date =>
  "day" in since ? new Date(`${since.day}T00:00:00Z`) : new Date(now.getTime() - since.span * UNIT_MS[since.unit]);

/** The period in words: "the last 30 days (since 2026-10-29 12:00 UTC)", "since 2026-11-01". */
export function periodText(since: Since, now: Date): string {
  if ("day" in since) return `since ${since.day} (UTC)`;
  const unit = `${UNIT_WORD[since.unit]}${since.span === 1 ? "" : "s"}`;
  return `the last ${since.span === 1 ? unit : `${since.span} ${unit}`} (since ${whenText(startOf(since, now).toISOString())} UTC)`;
}

/** Where the events come from: a log file (`-`: standard input), or Analytics Engine. */
export type EventSource = { logs: string } | { remote: true };

/** The options every report command takes, for node:util's parseArgs. */
export const SOURCE_OPTIONS = {
  since: { type: "string" },
  logs: { type: "string" },
  remote: { type: "boolean" },
} as const;

/** The source and period of parsed options; a sentence saying what is wrong otherwise. */
export function sourceOf(values: { since?: string; logs?: string; remote?: boolean }): { source: EventSource; since: Since } | string {
  const since = parseSince(values.since ?? DEFAULT_SINCE);
  if (!since) return `--since takes a span (30d, 12h, 90m) or a day (2026-11-01), not "${values.since}".`;
  if (values.remote && values.logs !== undefined) return "Give --logs FILE or --remote, not both.";
  if (values.logs === "") return "--logs needs a file name (- reads standard input).";
  if (values.logs !== undefined) return { source: { logs: values.logs }, since };
  if (values.remote) return { source: { remote: true }, since };
  return "Say where the events come from: --logs FILE (the Worker's log lines; - reads standard input) or --remote (Analytics Engine).";
}

/** Events of one kind that are the same in every field, counted: one a line from logs, a
 * group of sampled rows from Analytics Engine. */
export interface EventCount<E extends SiteEvent = SiteEvent> {
  event: E;
  count: number;
  /** The latest of them (ISO 8601). */
  last: string;
  /** Their day (YYYY-MM-DD, UTC). */
  day: string;
}

export type EventOf<K extends EventKind> = Extract<SiteEvent, { kind: K }>;

/** An address the Worker answered with a 4xx other than 404 (400 for `/company//`, 414), read
 * from the request line's status: such a request makes no event (policy/events.ts), so only
 * the log has it. */
export interface RefusedAddress {
  path: string;
  status: number;
  /** Why, as the Worker logged it ("empty path segment"); "" when it gave none. */
  reason: string;
  time: string;
}

export interface Events<K extends EventKind = EventKind> {
  counts: Array<EventCount<EventOf<K>>>;
  /** not-found from logs: the addresses answered with another 4xx; undefined where the source
   * cannot say (Analytics Engine holds 404s only). */
  refused?: RefusedAddress[];
  /** Counts are estimates (Analytics Engine samples). */
  estimated: boolean;
  /** The source in words, for the report's header. */
  source: string;
  /** Lines the report's figures stand on, beside the header (sampling, retention, coverage). */
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// From logs

/**
 * The JSON objects in a log, line by line: a line holding one object (anything before its
 * first `{`, such as wrangler's "[wrangler:info]" or "✘ [ERROR]" and their colours, is
 * dropped), and objects printed over several lines (`wrangler tail --format json` indents
 * them), which start with a line that is only `{` and end where their braces close or at a
 * line that is only `}`. Lines that are not JSON, and an object that never closes, are skipped.
 */
export class JsonObjectScanner {
  private pending: string[] = [];
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Longest multi-line object kept (characters); a longer one is dropped. */
  static readonly MAX_OBJECT = 1_000_000;
  private pendingSize = 0;

  /** The objects a line completes. */
  push(raw: string): unknown[] {
    const line = stripVTControlCharacters(raw);
    // A "{" alone at the start of a line opens an object printed over many lines, even when
    // one before it never closed (that one is dropped).
    if (this.pending.length && line !== "{") return this.continueObject(line);
    const start = line.indexOf("{");
    if (start === -1) return [];
    if (line.slice(start).trim() === "{") {
      this.pending = [line.slice(start)];
      this.pendingSize = 1;
      this.depth = 1;
      this.inString = false;
      this.escaped = false;
      return [];
    }
    const value = parseJson(line.slice(start, line.lastIndexOf("}") + 1));
    return value === undefined ? [] : [value];
  }

  private continueObject(line: string): unknown[] {
    this.pending.push(line);
    this.pendingSize += line.length + 1;
    // A "}" alone at the start of a line closes the object, whatever came before.
    if (line === "}") this.depth = 0;
    else this.countBrackets(line);
    if (this.depth > 0 && this.pendingSize <= JsonObjectScanner.MAX_OBJECT) return [];
    const text = this.pending.join("\n");
    this.pending = [];
    if (this.depth > 0) return [];
    const value = parseJson(text);
    return value === undefined ? [] : [value];
  }

  /** Follows the nesting through a line, brackets inside strings aside. */
  private countBrackets(line: string): void {
    for (const ch of line) {
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (ch === "\\") this.escaped = true;
        else if (ch === '"') this.inString = false;
      } else if (ch === '"') this.inString = true;
      else if (ch === "{" || ch === "[") this.depth++;
      else if (ch === "}" || ch === "]") this.depth--;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The Worker's log lines an object holds: itself, or those of a `wrangler tail` event
 * (`logs[].message[]`, each the line's JSON text). */
export function workerLinesOf(object: unknown): unknown[] {
  const o = object as Record<string, unknown>;
  if (!Array.isArray(o.logs)) return [object];
  return o.logs.flatMap((log: unknown) => {
    const message = (log as Record<string, unknown> | null)?.message;
    if (!Array.isArray(message)) return [];
    return message.flatMap((part: unknown) => {
      const value = typeof part === "string" ? parseJson(part) : part;
      return value && typeof value === "object" ? [value] : [];
    });
  });
}

/** What reading a log found: its events in the period, and the span its request lines cover. */
export interface LogRead {
  events: Array<{ time: string; event: SiteEvent }>;
  /** GET and HEAD requests answered with a 4xx other than 404, in the period. */
  refused: RefusedAddress[];
  requestLines: number;
  /** The first and last time of any request line read (in the period or not). */
  first?: string;
  last?: string;
}

/** Reads log lines, keeping the events at or after `from`. */
export class LogReader {
  private readonly scanner = new JsonObjectScanner();
  readonly read: LogRead = { events: [], refused: [], requestLines: 0 };
  private readonly from: Date;
  constructor(from: Date) {
    this.from = from;
  }

  push(line: string): void {
    for (const object of this.scanner.push(line))
      for (const workerLine of workerLinesOf(object)) {
        const l = workerLine as Record<string, unknown>;
        if (l.event !== "request" || typeof l.time !== "string" || Number.isNaN(Date.parse(l.time))) continue;
        this.read.requestLines++;
        if (!this.read.first || l.time < this.read.first) this.read.first = l.time;
        if (!this.read.last || l.time > this.read.last) this.read.last = l.time;
        if (Date.parse(l.time) < this.from.getTime()) continue;
        const found = eventOfLogLine(workerLine);
        if (found) this.read.events.push(found);
        const refused = refusedOfLogLine(l);
        if (refused) this.read.refused.push(refused);
      }
  }
}

/**
 * The address of a request line answered with a 4xx other than 404. Only GET and HEAD: they
 * are what a link or a typed address makes, while a 4xx to a POST (a form refused, a method
 * not allowed) says nothing about an address.
 */
export function refusedOfLogLine(l: Record<string, unknown>): RefusedAddress | undefined {
  const { status, path, method, time } = l;
  if (typeof status !== "number" || status < 400 || status > 499 || status === 404) return undefined;
  if ((method !== "GET" && method !== "HEAD") || typeof path !== "string" || typeof time !== "string") return undefined;
  return { path, status, reason: typeof l.reason === "string" ? l.reason : "", time: new Date(time).toISOString() };
}

/** The events of a log's text (all its lines). */
export function readLogText(text: string, from: Date): LogRead {
  const reader = new LogReader(from);
  for (const line of text.split(/\r?\n/)) reader.push(line);
  return reader.read;
}

/** One count per event, as Analytics Engine rows are: count 1, its own time and day. */
export function countsOfLog<K extends EventKind>(read: LogRead, kind: K): Array<EventCount<EventOf<K>>> {
  return read.events
    .filter((e): e is { time: string; event: EventOf<K> } => e.event.kind === kind)
    .map(({ time, event }) => {
      const iso = new Date(time).toISOString();
      return { event, count: 1, last: iso, day: iso.slice(0, 10) };
    });
}

async function readLogFile(file: string, from: Date): Promise<LogRead> {
  const reader = new LogReader(from);
  if (file !== "-" && !existsSync(file)) throw new Error(`${file}: no such file.`);
  const input = file === "-" ? process.stdin : createReadStream(file);
  for await (const line of createInterface({ input, crlfDelay: Infinity })) reader.push(line);
  return reader.read;
}

function logEvents<K extends EventKind>(read: LogRead, kind: K, file: string): Events<K> {
  const name = file === "-" ? "standard input" : file;
  const notes =
    read.first && read.last
      ? [
          `The log's request lines run from ${whenText(read.first)} to ${whenText(read.last)} UTC (${read.requestLines} line${read.requestLines === 1 ? "" : "s"}): what happened outside that span is not in these figures.`,
        ]
      : ["The log holds no request lines of the Worker: was it written by `npm start` or `wrangler tail --format json`?"];
  return {
    counts: countsOfLog(read, kind),
    ...(kind === "not-found" ? { refused: read.refused } : {}),
    estimated: false,
    source: `the Worker's log (${name})`,
    notes,
  };
}

// ---------------------------------------------------------------------------------------------
// From Analytics Engine

export const SQL_API = (account: string) => `https://api.cloudflare.com/client/v4/accounts/${account}/analytics_engine/sql`;
/** The most rows one query reads: the most frequent groups first. */
export const REMOTE_ROW_LIMIT = 10_000;
export const ESTIMATE_NOTE =
  "≈: estimates. Analytics Engine samples events when there are many and keeps about three months of them; counts add up each sample's weight (_sample_interval).";

/** The dataset the Worker writes its events to: wrangler.toml's analytics_engine_datasets entry with binding EVENTS. */
export function datasetOf(wranglerToml: string): string {
  const config = parseToml(wranglerToml) as { analytics_engine_datasets?: Array<{ binding?: unknown; dataset?: unknown }> };
  const entry = (config.analytics_engine_datasets ?? []).find((d) => d.binding === "EVENTS");
  if (!entry || typeof entry.dataset !== "string")
    throw new Error("wrangler.toml has no [[analytics_engine_datasets]] with binding EVENTS.");
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(entry.dataset)) throw new Error(`wrangler.toml: dataset "${entry.dataset}" is not a plain name.`);
  return entry.dataset;
}

/** The time condition of `since` in Analytics Engine's SQL. */
function sinceSql(since: Since): string {
  return "day" in since
    ? `timestamp >= toDateTime('${since.day} 00:00:00')`
    : `timestamp > NOW() - INTERVAL '${since.span}' ${UNIT_SQL[since.unit]}`;
}

/**
 * One query for the events of one kind: grouped by the kind's blobs (blob2 … in
 * EVENT_BLOBS's order) and the day, each group's count the sum of its rows' sample intervals,
 * its last time the latest timestamp.
 */
export function eventsSql(kind: EventKind, dataset: string, since: Since): string {
  const blobs = EVENT_BLOBS[kind].map((_, i) => `blob${i + 2}`);
  return [
    `SELECT ${blobs.join(", ")}, formatDateTime(timestamp, '%Y-%m-%d') AS day, SUM(_sample_interval) AS hits, max(timestamp) AS last_seen`,
    `FROM ${dataset}`,
    `WHERE blob1 = '${kind}' AND ${sinceSql(since)}`,
    `GROUP BY ${blobs.join(", ")}, day`,
    `ORDER BY hits DESC`,
    `LIMIT ${REMOTE_ROW_LIMIT}`,
    `FORMAT JSON`,
  ].join("\n");
}

/** The SQL API's answer (FORMAT JSON). */
interface SqlResponse {
  meta?: Array<{ name: string; type: string }>;
  data?: Array<Record<string, unknown>>;
  rows?: number;
  rows_before_limit_at_least?: number;
  errors?: Array<{ message?: string }>;
}

/** The counted events of an answer to eventsSql(kind, …), and whether the row limit cut it. */
export function countsOfResponse<K extends EventKind>(kind: K, body: unknown): { counts: Array<EventCount<EventOf<K>>>; cut: boolean } {
  const response = body as SqlResponse;
  if (response.errors?.length) throw new Error(`Analytics Engine refused the query: ${response.errors.map((e) => e.message).join("; ")}`);
  if (!Array.isArray(response.data)) throw new Error("Analytics Engine answered without data rows.");
  const fields = EVENT_BLOBS[kind] as readonly string[];
  const counts = response.data.map((row) => {
    const values: Record<string, string> = {};
    fields.forEach((field, i) => {
      const blob = row[`blob${i + 2}`];
      values[field] = typeof blob === "string" ? blob : "";
    });
    if ("lang" in values) values.lang = values.lang === "de" ? "de" : "en";
    const count = typeof row.hits === "number" || typeof row.hits === "string" ? Number(row.hits) : NaN;
    const last = new Date(typeof row.last_seen === "string" ? `${row.last_seen.replace(" ", "T")}Z` : NaN);
    if (!Number.isFinite(count) || Number.isNaN(last.getTime()))
      throw new Error(`Analytics Engine sent a row that is not a count: ${JSON.stringify(row)}`);
    const day = typeof row.day === "string" ? row.day : last.toISOString().slice(0, 10);
    return { event: { kind, ...values } as unknown as EventOf<K>, count, last: last.toISOString(), day };
  });
  const cut = response.rows === REMOTE_ROW_LIMIT && (response.rows_before_limit_at_least ?? 0) > REMOTE_ROW_LIMIT;
  return { counts, cut };
}

export interface RemoteAccess {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  wranglerToml: () => string;
}

const defaultAccess: RemoteAccess = {
  env: process.env,
  fetch: (...args) => fetch(...args),
  wranglerToml: () => readFileSync(join(ROOT, "wrangler.toml"), "utf8"),
};

async function remoteEvents<K extends EventKind>(kind: K, since: Since, access: RemoteAccess): Promise<Events<K>> {
  const account = access.env.CLOUDFLARE_ACCOUNT_ID;
  const token = access.env.CLOUDFLARE_ANALYTICS_TOKEN;
  if (!account || !token)
    throw new Error(
      "--remote needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_ANALYTICS_TOKEN (an API token with Account Analytics: Read) in the environment; docs/deploy.md says how to get both.",
    );
  const dataset = datasetOf(access.wranglerToml());
  const response = await access.fetch(SQL_API(account), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/plain" },
    body: eventsSql(kind, dataset, since),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Analytics Engine answered ${response.status}: ${text.slice(0, 500)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Analytics Engine answered with something that is not JSON: ${text.slice(0, 200)}`);
  }
  const { counts, cut } = countsOfResponse(kind, body);
  const notes = [ESTIMATE_NOTE];
  if (cut) notes.push(`Only the ${REMOTE_ROW_LIMIT} most frequent groups were read; rarer ones are left out.`);
  return { counts, estimated: true, source: `Analytics Engine (dataset ${dataset})`, notes };
}

/** The events of one kind in the period, from the source. */
export async function readEvents<K extends EventKind>(
  kind: K,
  { source, since }: { source: EventSource; since: Since },
  now: Date,
  access: RemoteAccess = defaultAccess,
): Promise<Events<K>> {
  if ("remote" in source) return remoteEvents(kind, since, access);
  return logEvents(await readLogFile(source.logs, startOf(since, now)), kind, source.logs);
}

// ---------------------------------------------------------------------------------------------
// Printing

/** "2026-11-30 14:02" (UTC) of an ISO time. */
export const whenText = (iso: string): string => iso.slice(0, 16).replace("T", " ");

/** A count as printed: estimates marked ≈. */
export const countText = (n: number, estimated: boolean): string => (estimated ? `≈${Math.round(n)}` : String(n));

/** What a report says first: what it counts, over which period, from which source. */
export function headerLines(what: string, events: Pick<Events, "source" | "notes">, since: Since, now: Date): string[] {
  return [`${what}, ${periodText(since, now)}, from ${events.source}.`, ...events.notes];
}

/** A referrer host as printed. */
export const hostText = (host: string): string => host || "(direct or own site)";

/** Rows as plain text columns two spaces apart; `right` columns aligned right (figures). */
export function textTable(head: string[], rows: string[][], right: number[] = []): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

/** Sums counts by a key, largest first (ties by key); each with its latest time. */
export function tally<E extends SiteEvent>(
  counts: Array<EventCount<E>>,
  keyOf: (c: EventCount<E>) => string,
): Array<{ key: string; count: number; last: string }> {
  const byKey = new Map<string, { key: string; count: number; last: string }>();
  for (const c of counts) {
    const key = keyOf(c);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { key, count: c.count, last: c.last });
    else {
      seen.count += c.count;
      if (c.last > seen.last) seen.last = c.last;
    }
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
