// Redirect rules to and from spreadsheets: Cloudflare Bulk Redirects' CSV columns (plus our
// own ignore_case and a rule's window, from and until), or just two columns of old and new
// addresses, as CSV, TSV or semicolon-separated (what a spreadsheet set to German writes).
// Pure: text in, rules, problems and notes out. Rows that name the same old path, in the sheet
// or against the folder's rules, are found here (sheetConflicts) so that they are reported by
// sheet row; loops and whether a target is a page are left to the rule check (lintRules),
// which `import` runs on the sheet's rules before it writes anything.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { caseKey, decodePath, ENCODED_SLASH, writtenPath } from "../../policy/paths.ts";
import { ruleKey } from "../../redirects/engine/lookup.ts";
import { windowText, type RedirectRule, type SourceRule } from "../../redirects/engine/rules.ts";

export interface SheetSettings {
  /** The site's own origin, e.g. "https://www.northfold.example" (content/site.yaml siteUrl). */
  siteUrl: string;
  /** Hosts an https:// target may name (redirects/config.json externalHosts). */
  externalHosts: readonly string[];
}
export interface SheetRule {
  fromPath: string;
  toPath: string;
  ignoreCase: boolean;
  line: number;
  /** The rule's window (ISO 8601 in UTC, as RedirectRule has it); absent: none. */
  from?: string;
  until?: string;
}
export interface SheetProblem {
  line: number;
  /** The column of a cell's problem; none for a row's (two rows naming one old path). */
  column?: string;
  message: string;
}

/** The separators a sheet may use: comma, semicolon (spreadsheets set to German), tab. */
export type Delimiter = "," | ";" | "\t";

/** Cloudflare Bulk Redirects' columns, in its order: its CSV format has no header row. */
export const CLOUDFLARE_COLUMNS: readonly string[] = [
  "source_url",
  "target_url",
  "status_code",
  "preserve_query_string",
  "include_subdomains",
  "subpath_matching",
  "preserve_path_suffix",
];

/** The columns export writes, in order, as its header row: Cloudflare's, then ours. */
export const SHEET_COLUMNS: readonly string[] = [...CLOUDFLARE_COLUMNS, "ignore_case", "from", "until"];

type Field =
  | "source_url"
  | "target_url"
  | "status_code"
  | "preserve_query_string"
  | "include_subdomains"
  | "subpath_matching"
  | "preserve_path_suffix"
  | "ignore_case"
  | "from"
  | "until";

/** Cloudflare's order, then ours: a sheet without a header row is read by position. */
const FIELDS = SHEET_COLUMNS as readonly Field[];

/** Header names people write, compared without case, spaces, underscores or hyphens. */
const HEADER_NAMES = new Map<string, Field>([
  ...["source_url", "source", "from", "old", "old url", "old path", "old address"].map((n) => [headerKey(n), "source_url"] as const),
  ...["target_url", "target", "to", "new", "new url", "new path", "new address", "destination"].map(
    (n) => [headerKey(n), "target_url"] as const,
  ),
  ...FIELDS.slice(2)
    .filter((f) => f !== "from")
    .map((f) => [headerKey(f), f] as const),
]);

function headerKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

/** One record as csv-parse read it, with the line it starts on. */
interface Row {
  cells: string[];
  line: number;
}

/** A record csv-parse could not read (an unclosed quote): reported, not dropped silently. */
interface BrokenRow {
  line: number;
  /** The index of the cell csv-parse was reading. */
  column: number;
  message: string;
}

export interface SheetRead {
  rules: SheetRule[];
  problems: SheetProblem[];
  /** What the sheet asks for that the site does differently, once for the sheet, naming the rows. */
  notes: string[];
}

/** Rules from CSV, TSV or semicolon-separated text. Never throws on bad input: every problem is collected. */
export function readSheet(text: string, settings: SheetSettings): SheetRead {
  const site = siteOf(settings);
  // One line end for csv-parse: with CRLF it counts a line break inside quotes twice.
  const normalized = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const delimiter = sniffDelimiter(normalized);
  const { rows, broken } = parseRows(normalized, delimiter);
  const rules: SheetRule[] = [];
  const problems: SheetProblem[] = [];
  /** Rows whose preserve_query_string is FALSE or empty (which Cloudflare reads as FALSE). */
  const dropsQuery: number[] = [];
  const notes = () =>
    dropsQuery.length
      ? [
          `Note: ${rowsText(dropsQuery)} ${dropsQuery.length === 1 ? "asks" : "ask"} to drop the visitor's query string (preserve_query_string FALSE or empty, ` +
            `which Cloudflare reads as FALSE); the site keeps it on every redirect (spec §2.4), so ${dropsQuery.length === 1 ? "its rule keeps" : "their rules keep"} it.`,
        ]
      : [];

  const first = rows[0];
  const header = first && isHeader(first) ? readHeader(first) : undefined;
  const nameOf = (index: number): string => (header ? header.names[index] : FIELDS[index]) || `column ${index + 1}`;
  if (header) problems.push(...header.problems);
  for (const b of broken) problems.push({ line: b.line, column: nameOf(b.column), message: b.message });
  if (header && header.missing) return { rules, problems: sortProblems(problems), notes: [] };

  const fieldAt = (index: number): Field | "unknown" | undefined => (header ? header.fields[index] : FIELDS[index]);
  for (const row of header ? rows.slice(1) : rows) {
    const cells = new Map<Field, { value: string; column: string }>();
    const rowProblems: SheetProblem[] = [];
    row.cells.forEach((raw, index) => {
      const value = raw.trim();
      const field = fieldAt(index);
      // A column with an unknown header is reported once, at the header.
      if (field === "unknown") return;
      if (field) return void cells.set(field, { value, column: nameOf(index) });
      if (value)
        rowProblems.push({ line: row.line, column: nameOf(index), message: `unexpected value "${value}" in a column with no header` });
    });
    // A column the sheet leaves out is empty; its name is only used if it had a value.
    const cell = (field: Field) => cells.get(field) ?? { value: "", column: field };
    const problem = (field: Field, message: string) => rowProblems.push({ line: row.line, column: cell(field).column, message });

    const source = readSource(cell("source_url").value, site);
    if ("problem" in source) problem("source_url", source.problem);
    const to = readTarget(cell("target_url").value, site);
    if ("problem" in to) problem("target_url", to.problem);

    const from = readWhen(cell("from").value);
    if ("problem" in from) problem("from", `from ${from.problem}`);
    const until = readWhen(cell("until").value);
    if ("problem" in until) problem("until", `until ${until.problem}`);
    if ("when" in from && "when" in until && from.when && until.when && from.when >= until.when)
      problem("until", `until ${cell("until").value} is not after from ${cell("from").value}: the rule would never apply`);
    const temporary = "when" in until && until.when !== undefined;

    const status = cell("status_code").value;
    // A rule with `until` is temporary and answers 302 (redirects/engine/rules.ts); any other is a 301.
    if (temporary && status && status !== "302")
      problem("status_code", `status ${status}: a rule with until is temporary and answers 302 (write 302 or leave it empty)`);
    if (!temporary && status && status !== "301")
      problem(
        "status_code",
        `status ${status}: every rule here is a permanent 301${status === "302" ? " (a temporary one needs an until date)" : ""}`,
      );

    const flag = (field: Field): boolean | undefined => {
      const { value } = cell(field);
      if (!value) return undefined;
      if (/^true$/i.test(value)) return true;
      if (/^false$/i.test(value)) return false;
      problem(field, `${field} "${value}" is not TRUE or FALSE (or empty)`);
      return undefined;
    };
    // Cloudflare reads an empty cell as FALSE, as it does for every parameter. A rule here
    // always keeps the query string: the rule is imported, and the sheet gets one note.
    const queryColumn = header
      ? header.fields.includes("preserve_query_string")
      : row.cells.length > FIELDS.indexOf("preserve_query_string");
    if (flag("preserve_query_string") !== true && queryColumn) dropsQuery.push(row.line);
    if (flag("include_subdomains") === true) {
      problem("include_subdomains", `include_subdomains TRUE: a rule here matches paths of ${site.host} only, never its subdomains`);
    }
    if (flag("subpath_matching") === true) {
      problem(
        "subpath_matching",
        "subpath_matching TRUE: a rule here matches its own path only, not the paths below it (write a rule for each old path)",
      );
    }
    // Only meaningful with subpath matching, which is refused above: any TRUE or FALSE will do.
    flag("preserve_path_suffix");
    const ignoreCase = flag("ignore_case") ?? true;

    problems.push(...rowProblems);
    if (!rowProblems.length && "path" in source && "path" in to)
      rules.push({
        fromPath: source.path,
        toPath: to.path,
        ignoreCase,
        line: row.line,
        ...("when" in from && from.when ? { from: from.when } : {}),
        ...("when" in until && until.when ? { until: until.when } : {}),
      });
  }
  // Rows that were refused are not noted: their problem says what to do.
  const refused = new Set(problems.map((p) => p.line));
  dropsQuery.splice(0, dropsQuery.length, ...dropsQuery.filter((line) => !refused.has(line)));
  return { rules, problems: sortProblems(problems), notes: notes() };
}

/** "row 3", "rows 3 and 7", "rows 3, 5 and 7". */
export function rowsText(rows: readonly number[]): string {
  if (rows.length === 1) return `row ${rows[0]}`;
  return `rows ${rows.slice(0, -1).join(", ")} and ${rows[rows.length - 1]}`;
}

/** A moment of a rule's window as a sheet or a rule line writes it: ISO 8601 in UTC without
 * milliseconds, and without seconds when they are 0 (`2026-12-08T09:00Z`). */
export function whenText(iso: string): string {
  return iso.replace(/(:\d\d)?\.\d+Z$/, (_, seconds: string | undefined) => (seconds && seconds !== ":00" ? `${seconds}Z` : "Z"));
}

/** A cell of the from or until column: empty (no window), a day (its start, UTC) or a time in UTC. */
function readWhen(value: string): { when?: string } | { problem: string } {
  if (!value) return {};
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  // A day that does not exist (2026-02-30) is moved on by Date, so it must read back the same.
  if ((day || time) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value.slice(0, 10)))
    return { when: date.toISOString() };
  return { problem: `"${value}" is not a day or a time in UTC: write 2026-12-08 or 2026-12-08T09:00Z` };
}

/** What writeSheet and writeCloudflare write besides the rules. */
export interface WriteOptions {
  delimiter?: Delimiter;
}

/** The rules as CSV text (header row, then one row per rule, CRLF line ends, no byte-order mark). */
export function writeSheet(rules: readonly RedirectRule[], _settings: SheetSettings, options: WriteOptions = {}): string {
  // Sources are written as paths, which readSheet takes as they are; every rule keeps the query
  // string and matches one path of this host only; one with `until` is temporary (302).
  const rows = rules.map((r) => [
    // Written as a rules file writes it (a space as %20), which import reads back as this path.
    writtenPath(r.fromPath),
    r.toPath,
    r.until ? "302" : "301",
    "TRUE",
    "FALSE",
    "FALSE",
    "FALSE",
    r.ignoreCase ? "TRUE" : "FALSE",
    r.from ? whenText(r.from) : "",
    r.until ? whenText(r.until) : "",
  ]);
  return stringify(rows, {
    header: true,
    columns: [...SHEET_COLUMNS],
    record_delimiter: "windows",
    bom: false,
    delimiter: options.delimiter ?? ",",
  });
}

/**
 * The rules as Cloudflare's dashboard imports a Bulk Redirect List: no header row, the source as
 * host and path, the target as a full URL, then status and its four parameters. What the format
 * cannot carry is named in `notes` rather than lost silently: a rule on a window (left out, as
 * Cloudflare has no schedule and a permanent 301 in its place would be cached by browsers) and
 * an `exact` rule (Cloudflare's format has no column for letter case).
 */
export function writeCloudflare(
  rules: readonly RedirectRule[],
  settings: SheetSettings,
  options: WriteOptions = {},
): { text: string; written: number; notes: string[] } {
  const { host } = siteOf(settings);
  const origin = `https://${host}`;
  const scheduled = rules.filter((r) => r.from || r.until);
  const kept = rules.filter((r) => !r.from && !r.until);
  const exact = kept.filter((r) => !r.ignoreCase);
  const rows = kept.map((r) => [
    `${host}${writtenPath(r.fromPath)}`,
    r.toPath.startsWith("/") ? `${origin}${r.toPath}` : r.toPath,
    "301",
    "TRUE",
    "FALSE",
    "FALSE",
    "FALSE",
  ]);
  const notes: string[] = [];
  if (scheduled.length)
    notes.push(
      `Note: ${scheduled.length} rule${scheduled.length === 1 ? " is" : "s are"} on a schedule and left out (Cloudflare's format has no from or until): ` +
        scheduled.map((r) => `${r.fromPath} → ${r.toPath}${windowText(r)}`).join(", "),
    );
  if (exact.length)
    notes.push(
      `Note: ${exact.length} rule${exact.length === 1 ? " is" : "s are"} exact (letter case matched), and Cloudflare's format has no column for it: ` +
        `Cloudflare matches every source case-sensitively, so ${exact.length === 1 ? "it works" : "they work"} there as here, ` +
        `but \`import\` reads this file back as rules that ignore letter case: ` +
        exact.map((r) => r.fromPath).join(", "),
    );
  const text = rows.length ? stringify(rows, { record_delimiter: "windows", bom: false, delimiter: options.delimiter ?? "," }) : "";
  return { text, written: rows.length, notes };
}

/** What sheetConflicts found. */
export interface SheetConflicts {
  /** Rules to import: neither in the folder already nor in conflict. */
  fresh: SheetRule[];
  /** Rules the folder has already, with the same target: left out, not a problem. */
  present: SheetRule[];
  problems: SheetProblem[];
}

/**
 * The sheet's rules against each other and against the folder's: an old path that two rows
 * name (a duplicate, or a conflict if their targets differ), or that a rule of the folder sends
 * elsewhere, is a problem of the later row, naming both rows or the folder's file and line. The
 * same source as the rule check (lintRules) sees it: letter case aside unless a rule is exact.
 */
export function sheetConflicts(rules: readonly SheetRule[], existing: readonly SourceRule[]): SheetConflicts {
  const folder = new Map<string, SourceRule>();
  for (const r of existing) if (!folder.has(ruleKey(r))) folder.set(ruleKey(r), r);
  const twinOf = <R extends { fromPath: string; ignoreCase: boolean }>(seen: Map<string, R>, r: SheetRule) =>
    seen.get(ruleKey(r)) ?? (r.ignoreCase ? undefined : seen.get(caseKey(r.fromPath)));
  const sheet = new Map<string, SheetRule>();
  const result: SheetConflicts = { fresh: [], present: [], problems: [] };
  const problem = (line: number, message: string) => result.problems.push({ line, message });
  for (const r of rules) {
    const earlier = twinOf(sheet, r);
    if (earlier) {
      const same = earlier.toPath === r.toPath;
      problem(
        r.line,
        same
          ? `duplicate: rows ${earlier.line} and ${r.line} both send ${r.fromPath} to ${r.toPath} (delete one)`
          : `conflict: rows ${earlier.line} and ${r.line} send ${r.fromPath} to ${earlier.toPath} and to ${r.toPath} (keep one)`,
      );
      continue;
    }
    sheet.set(ruleKey(r), r);
    const have = twinOf(folder, r);
    const sameWindow = (r.from ?? "") === (have?.from ?? "") && (r.until ?? "") === (have?.until ?? "");
    if (have && have.toPath === r.toPath && have.ignoreCase === r.ignoreCase && sameWindow) result.present.push(r);
    else if (have && have.toPath === r.toPath)
      problem(
        r.line,
        `duplicate: row ${r.line} and ${have.file}:${have.line} both send ${r.fromPath} to ${r.toPath}, ` +
          `with a different ${sameWindow ? "letter case rule (exact)" : "window"} (change the row or that line)`,
      );
    else if (have)
      problem(
        r.line,
        `conflict: row ${r.line} sends ${r.fromPath} to ${r.toPath}${windowText(r)}, ` +
          `${have.file}:${have.line} sends it to ${have.toPath}${windowText(have)} (change the row or that line)`,
      );
    else result.fresh.push(r);
  }
  return result;
}

interface Site {
  /** The site URL's host, lower case, for messages. */
  host: string;
  /** The host without `www.`: `www.` and bare name the same site. */
  bare: string;
  externalHosts: ReadonlySet<string>;
}

function siteOf(settings: SheetSettings): Site {
  const host = new URL(settings.siteUrl).host.toLowerCase();
  return { host, bare: withoutWww(host), externalHosts: new Set(settings.externalHosts.map((h) => h.toLowerCase())) };
}

function withoutWww(host: string): string {
  return host.replace(/^www\./, "");
}

/** The separator the first non-empty line uses most outside quotes; a comma when none is more
 * frequent (a path may hold a `;`, so a line with commas and as many semicolons is CSV). */
function sniffDelimiter(text: string): Delimiter {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? "";
  let quoted = false;
  const count = { ",": 0, ";": 0, "\t": 0 };
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) count[ch]++;
  }
  const best = (["\t", ";"] as const).find((d) => count[d] > count[","] && count[d] >= count[d === "\t" ? ";" : "\t"]);
  return best ?? ",";
}

function parseRows(text: string, delimiter: string): { rows: Row[]; broken: BrokenRow[] } {
  const rows: Row[] = [];
  const broken: BrokenRow[] = [];
  const lines = text.split("\n");
  let lastEnd = 0;
  try {
    parse(text, {
      delimiter,
      // No trim option: with it, a character after a closing quote makes csv-parse drop the
      // rest of the sheet. Cells are trimmed when read instead.
      skip_empty_lines: true,
      // Spreadsheets drop trailing empty cells on some rows and not others.
      relax_column_count: true,
      // `Old "home" page` is text with quotes in it, not broken quoting.
      relax_quotes: true,
      skip_records_with_error: true,
      on_skip: (err) => {
        // csv-parse gives the line where it gave up; the record starts after the last one read.
        let start = lastEnd + 1;
        while (start < lines.length && lines[start - 1]?.trim() === "") start++;
        const end = typeof err?.lines === "number" ? Math.max(err.lines, start) : start;
        const column = typeof err?.column === "number" ? err.column : 0;
        broken.push({ line: start, column, message: parseErrorMessage(err?.code, start, end) });
        lastEnd = end;
        return undefined;
      },
      on_record: (record, context) => {
        lastEnd = context.lines;
        const cells = record.map((c) => (typeof c === "string" ? c : ""));
        // csv-parse counts the line a record ends on; only a quoted cell spans lines.
        const spanned = cells.join("").split("\n").length - 1;
        // A row of empty cells (",,,") is a blank line to a spreadsheet.
        if (cells.some((c) => c.trim() !== "")) rows.push({ cells, line: context.lines - spanned });
        return null;
      },
    });
  } catch (err) {
    // Not expected with the options above; still a problem to report rather than a crash.
    const code = err instanceof Error && "code" in err ? String(err.code) : undefined;
    const line = err instanceof Error && "lines" in err && typeof err.lines === "number" ? err.lines : 1;
    broken.push({ line, column: 0, message: parseErrorMessage(code, line, line) });
  }
  return { rows, broken };
}

function parseErrorMessage(code: string | undefined, start: number, end: number): string {
  if (code === "CSV_QUOTE_NOT_CLOSED") {
    const span = end > start ? `lines ${start}–${end} were` : `line ${start} was`;
    return `a quote (") opened here is never closed, so ${span} read as one cell: close the quote or remove it`;
  }
  return `this row cannot be read as CSV${code ? ` (${code})` : ""}`;
}

/** A header row is one whose first cell is not a path or an address. */
function isHeader(row: Row): boolean {
  const first = row.cells[0]?.trim() ?? "";
  return first !== "" && splitAddress(first).kind === "other";
}

interface Header {
  /** Each column's name as the sheet writes it. */
  names: string[];
  fields: Array<Field | "unknown" | undefined>;
  missing: boolean;
  problems: SheetProblem[];
}

function readHeader(row: Row): Header {
  const names = row.cells.map((c) => c.trim());
  const problems: SheetProblem[] = [];
  // "From" is the old address in a sheet of old and new addresses, and the start of a rule's
  // window in one that names the old address otherwise (export writes source_url and from).
  const fromIsWindow = names.some((n) => headerKey(n) !== "from" && HEADER_NAMES.get(headerKey(n)) === "source_url");
  const fieldOf = (name: string): Field | undefined =>
    fromIsWindow && headerKey(name) === "from" ? "from" : HEADER_NAMES.get(headerKey(name));
  const fields = names.map((name, index): Field | "unknown" | undefined => {
    if (!name) return undefined;
    const field = fieldOf(name);
    if (!field) {
      problems.push({
        line: row.line,
        column: name,
        message: `unknown column "${name}" (known: ${SHEET_COLUMNS.join(", ")}; or Old and New for a two-column sheet)`,
      });
      return "unknown";
    }
    const earlier = names.findIndex((n, i) => i < index && fieldOf(n) === field);
    if (earlier >= 0) {
      problems.push({ line: row.line, column: name, message: `column "${name}" says the same as column "${names[earlier]}" (${field})` });
      return "unknown";
    }
    return field;
  });
  let missing = false;
  for (const field of ["source_url", "target_url"] as const) {
    if (fields.includes(field)) continue;
    missing = true;
    const role = field === "source_url" ? "old address (source_url, Old, From…)" : "new address (target_url, New, To…)";
    problems.push({ line: row.line, column: field, message: `the header row has no column for the ${role}` });
  }
  return { names, fields, missing, problems };
}

type Address = { kind: "path"; path: string } | { kind: "url"; scheme: string | undefined; host: string; path: string } | { kind: "other" };

/**
 * `/old`, `https://host/old`, `host/old` (how Cloudflare writes sources) or something else.
 * Split by hand rather than with URL, which would rewrite the path (dot segments, escapes).
 */
function splitAddress(cell: string): Address {
  const withScheme = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is.exec(cell);
  if (withScheme) return { kind: "url", scheme: withScheme[1]?.toLowerCase(), host: withScheme[2] ?? "", path: pathPart(withScheme[3]) };
  // `//host/x` is a host to a browser, not a path.
  const relative = /^\/\/([^/?#]*)(.*)$/s.exec(cell);
  if (relative) return { kind: "url", scheme: undefined, host: relative[1] ?? "", path: pathPart(relative[2]) };
  if (cell.startsWith("/")) return { kind: "path", path: cell };
  const bare = /^([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?)([/?#].*)?$/is.exec(cell);
  if (bare) return { kind: "url", scheme: undefined, host: bare[1] ?? "", path: pathPart(bare[2]) };
  return { kind: "other" };
}

/** What follows the host: `` → `/`, `?x` → `/?x`. */
function pathPart(rest: string | undefined): string {
  return !rest ? "/" : rest.startsWith("/") ? rest : `/${rest}`;
}

function isOwnHost(host: string, site: Site): boolean {
  return withoutWww(host.toLowerCase()) === site.bare;
}

/** A path cannot hold whitespace: the rule files separate the old and the new path by it. */
function whitespaceProblem(cell: string): string | undefined {
  const found = /\s/.exec(cell);
  if (!found) return undefined;
  const ch = found[0];
  const what =
    ch === " "
      ? "a space"
      : ch === "\t"
        ? "a tab"
        : ch === "\n"
          ? "a line break"
          : `whitespace (U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")})`;
  const encoded = cell.replace(/\s/g, (ch) => encodeURIComponent(ch));
  return `${cell.startsWith("/") ? "path" : "address"} "${cell}" contains ${what}: write it as ${encoded}`;
}

/** A cell read as a path, or what is wrong with it. */
type Read = { path: string } | { problem: string };

function readSource(cell: string, site: Site): Read {
  if (!cell) return { problem: "source is empty: write the old path, e.g. /services/crm-consulting" };
  const spaced = whitespaceProblem(cell);
  if (spaced) return { problem: spaced };
  // Every source is a path of this site, so `//x` is taken as the path it is written as.
  const address = cell.startsWith("/") ? ({ kind: "path", path: cell } as const) : splitAddress(cell);
  if (address.kind === "other" || (address.kind === "url" && address.scheme !== undefined && !/^https?$/.test(address.scheme))) {
    return { problem: `source "${cell}" must be a path starting with / (or an address on ${site.host})` };
  }
  if (address.kind === "url" && !isOwnHost(address.host, site)) {
    return { problem: `source "${cell}" is on ${address.host}: a rule here matches only paths of ${site.host}` };
  }
  if (/[?#]/.test(address.path)) {
    const part = address.path.includes("?") ? "a query string" : "a fragment";
    return {
      problem: `source "${cell}" has ${part}: a rule here matches only paths of ${site.host} (the visitor's query string is kept, never matched)`,
    };
  }
  // Rules and requests are compared decoded (policy/paths.ts decodePath): `%C3%BC` is `ü`, and
  // the rules file gets the readable form (writtenPath), which it reads back as this path.
  if (ENCODED_SLASH.test(address.path)) return { problem: `source "${cell}" has an encoded slash (%2F or %5C), which no request may have` };
  const path = decodePath(address.path);
  if (path === null) return { problem: `source "${cell}" has a % that does not start a character such as %20 or %C3%BC` };
  return { path };
}

function readTarget(cell: string, site: Site): Read {
  if (!cell) return { problem: "target is empty: write the new path, e.g. /crm" };
  const spaced = whitespaceProblem(cell);
  if (spaced) return { problem: spaced };
  const address = splitAddress(cell);
  if (address.kind === "path") return { path: address.path };
  if (address.kind === "other" || (address.scheme !== undefined && !/^https?$/.test(address.scheme))) {
    return { problem: `target "${cell}" must be a path starting with / or an https:// address` };
  }
  if (isOwnHost(address.host, site)) return { path: address.path };
  const host = address.host.toLowerCase();
  if (!site.externalHosts.has(host)) {
    const allowed = [...site.externalHosts].join(", ") || "none";
    return { problem: `target host ${host} is not this site and not in redirects/config.json externalHosts (allowed: ${allowed})` };
  }
  if (address.scheme !== "https") {
    const fixed = `https://${address.scheme ? cell.slice(address.scheme.length + 3) : cell.replace(/^\/\//, "")}`;
    return {
      problem: `target "${cell}" must use https://: write it as ${fixed} (host ${host} is in redirects/config.json externalHosts for https:// only)`,
    };
  }
  // Kept as written: the rule check and the Worker take the URL as it is.
  return { path: cell };
}

function sortProblems(problems: SheetProblem[]): SheetProblem[] {
  return problems.sort((a, b) => a.line - b.line);
}
