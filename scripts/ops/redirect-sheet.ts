// Redirect rules to and from spreadsheets: Cloudflare Bulk Redirects' CSV columns (plus our
// own ignore_case), or just two columns of old and new addresses, as CSV or TSV. Pure: text
// in, rules and problems out. Duplicates, loops and whether a target is a page are left to the
// rule check (npm run redirects -- check), which runs on the rules this returns.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { RedirectRule } from "../../redirects/engine/rules.ts";

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
}
export interface SheetProblem {
  line: number;
  column: string;
  message: string;
}

/** The columns export writes, in order, as its header row. */
export const SHEET_COLUMNS: readonly string[] = [
  "source_url",
  "target_url",
  "status_code",
  "preserve_query_string",
  "include_subdomains",
  "subpath_matching",
  "preserve_path_suffix",
  "ignore_case",
];

type Field =
  | "source_url"
  | "target_url"
  | "status_code"
  | "preserve_query_string"
  | "include_subdomains"
  | "subpath_matching"
  | "preserve_path_suffix"
  | "ignore_case";

/** Cloudflare's order: a sheet without a header row is read by position. */
const FIELDS: readonly Field[] = [
  "source_url",
  "target_url",
  "status_code",
  "preserve_query_string",
  "include_subdomains",
  "subpath_matching",
  "preserve_path_suffix",
  "ignore_case",
];

/** Header names people write, compared without case, spaces, underscores or hyphens. */
const HEADER_NAMES = new Map<string, Field>([
  ...["source_url", "source", "from", "old", "old url", "old path", "old address"].map((n) => [headerKey(n), "source_url"] as const),
  ...["target_url", "target", "to", "new", "new url", "new path", "new address", "destination"].map(
    (n) => [headerKey(n), "target_url"] as const,
  ),
  ...FIELDS.slice(2).map((f) => [headerKey(f), f] as const),
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

/** Rules from CSV or TSV text. Never throws on bad input: every problem is collected. */
export function readSheet(text: string, settings: SheetSettings): { rules: SheetRule[]; problems: SheetProblem[] } {
  const site = siteOf(settings);
  // One line end for csv-parse: with CRLF it counts a line break inside quotes twice.
  const normalized = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const delimiter = sniffDelimiter(normalized);
  const { rows, broken } = parseRows(normalized, delimiter);
  const rules: SheetRule[] = [];
  const problems: SheetProblem[] = [];

  const first = rows[0];
  const header = first && isHeader(first) ? readHeader(first) : undefined;
  const nameOf = (index: number): string => (header ? header.names[index] : FIELDS[index]) || `column ${index + 1}`;
  if (header) problems.push(...header.problems);
  for (const b of broken) problems.push({ line: b.line, column: nameOf(b.column), message: b.message });
  if (header && header.missing) return { rules, problems: sortProblems(problems) };

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

    const from = readSource(cell("source_url").value, site);
    if ("problem" in from) problem("source_url", from.problem);
    const to = readTarget(cell("target_url").value, site);
    if ("problem" in to) problem("target_url", to.problem);

    const status = cell("status_code").value;
    if (status && status !== "301") problem("status_code", `status ${status}: every rule here is a permanent 301`);

    const flag = (field: Field): boolean | undefined => {
      const { value } = cell(field);
      if (!value) return undefined;
      if (/^true$/i.test(value)) return true;
      if (/^false$/i.test(value)) return false;
      problem(field, `${field} "${value}" is not TRUE or FALSE (or empty)`);
      return undefined;
    };
    if (flag("preserve_query_string") === false) {
      problem("preserve_query_string", "preserve_query_string FALSE: every rule here keeps the visitor's query string");
    }
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
    if (!rowProblems.length && "path" in from && "path" in to)
      rules.push({ fromPath: from.path, toPath: to.path, ignoreCase, line: row.line });
  }
  return { rules, problems: sortProblems(problems) };
}

/** The rules as CSV text (header row, then one row per rule, CRLF line ends, no byte-order mark). */
export function writeSheet(rules: readonly RedirectRule[], _settings: SheetSettings): string {
  // Sources are written as paths, which readSheet takes as they are; every rule is a 301 that
  // keeps the query string and matches one path of this host only.
  const rows = rules.map((r) => [r.fromPath, r.toPath, "301", "TRUE", "FALSE", "FALSE", "FALSE", r.ignoreCase ? "TRUE" : "FALSE"]);
  return stringify(rows, { header: true, columns: [...SHEET_COLUMNS], record_delimiter: "windows", bom: false });
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

/** Tab-separated when the first non-empty line has a tab and no comma outside quotes. */
function sniffDelimiter(text: string): "," | "\t" {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? "";
  let quoted = false;
  let comma = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) comma = true;
  }
  return line.includes("\t") && !comma ? "\t" : ",";
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
  const fields = names.map((name, index): Field | "unknown" | undefined => {
    if (!name) return undefined;
    const field = HEADER_NAMES.get(headerKey(name));
    if (!field) {
      problems.push({
        line: row.line,
        column: name,
        message: `unknown column "${name}" (known: ${SHEET_COLUMNS.join(", ")}; or Old and New for a two-column sheet)`,
      });
      return "unknown";
    }
    const earlier = names.findIndex((n, i) => i < index && HEADER_NAMES.get(headerKey(n)) === field);
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
  return { path: address.path };
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
