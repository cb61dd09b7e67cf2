// The old addresses `npm run redirects -- coverage FILE` checks, read from what marketing has at
// hand after a migration: a list (one address a line), a spreadsheet saved as CSV or TSV, or
// the old site's sitemap. The format is told by the content, not by the file's name.
import { parse } from "csv-parse/sync";
import { decodeXML } from "entities";

/** An address as the file gives it, and the line it is on (1-based). */
export interface InputAddress {
  text: string;
  line: number;
}

export type InputFormat = "lines" | "csv" | "sitemap";

/** A file that cannot be read as addresses: the message names the file, line and, for a sheet, the column. */
export class CoverageInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CoverageInputError";
  }
}

/** Whether a cell or line is meant as an address: a path, or an http(s) URL. */
export const looksLikeAddress = (text: string) => text.startsWith("/") || /^https?:\/\//i.test(text);

/** The first line that is not blank or a `#` comment. */
const firstLineOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .find((l) => l.trim() && !l.trim().startsWith("#")) ?? "";

/**
 * The delimiter of a sheet's first line, or undefined when it reads as a list's address: a tab;
 * else a semicolon (Excel's CSV where the decimal mark is a comma) or a comma, when the line is
 * not an address (a header row), or what follows the delimiter is an address or quoted. A comma
 * inside a list's address (`/a?ids=1,2`) leaves it a list.
 */
function delimiterOf(first: string): "\t" | ";" | "," | undefined {
  if (first.includes("\t")) return "\t";
  for (const delimiter of [";", ","] as const) {
    const at = first.indexOf(delimiter);
    if (at < 0) continue;
    const after = first.slice(at + 1).trim();
    if (!looksLikeAddress(first.trim()) || looksLikeAddress(after) || after.startsWith('"')) return delimiter;
  }
  return undefined;
}

/** The format of a file, by its content: XML with `<loc>` elements is a sitemap; a first line
 * with a delimiter (delimiterOf) is a sheet; anything else is a list. */
export function formatOf(text: string): InputFormat {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("<") && /<loc[\s>]/.test(body)) return "sitemap";
  return delimiterOf(firstLineOf(text)) ? "csv" : "lines";
}

/** One address a line; blank lines and `#` comments are skipped. */
export function linesOf(text: string): InputAddress[] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((raw, i) => ({ text: raw.trim(), line: i + 1 }))
    .filter((a) => a.text && !a.text.startsWith("#"));
}

/** Header names by preference: the old address before any other column that names an address. */
const COLUMN_NAMES = [/\bold\b/, /\bsource\b/, /\b(url|address|path|loc)\b/];

/**
 * The addresses in one column of a sheet (CSV or TSV): the column whose header names the old address (old,
 * source, then url, address or path), else the first; without a header row (its cell is an
 * address), the first column. Empty cells are skipped.
 */
export function csvOf(text: string, file: string): InputAddress[] {
  const records: Array<{ record: string[]; line: number }> = [];
  try {
    parse(text, {
      bom: true,
      delimiter: delimiterOf(firstLineOf(text)) ?? ",",
      // No trim option (a character after a closing quote would make csv-parse drop the rest of
      // the sheet, as scripts/ops/redirect-sheet.ts notes): cells are trimmed here.
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record, context) => {
        const cells = record.map((c) => (typeof c === "string" ? c.trim() : ""));
        // csv-parse counts the line a record ends on; only a quoted cell spans lines.
        const spanned = record.join("").split("\n").length - 1;
        if (cells.some((c) => c)) records.push({ record: cells, line: context.lines - spanned });
        return null;
      },
    });
  } catch (error) {
    const lines = error instanceof Error && "lines" in error && typeof error.lines === "number" ? error.lines : 1;
    throw new CoverageInputError(
      `${file}:${lines}: not a CSV file this command can read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [head] = records;
  if (!head) return [];
  const hasHeader = !looksLikeAddress(head.record[0] ?? "");
  const names = head.record.map((h) => h.toLowerCase().replace(/[^a-z0-9]+/g, " "));
  const named = COLUMN_NAMES.map((re) => names.findIndex((n) => re.test(n))).find((i) => i >= 0);
  const column = hasHeader ? (named ?? 0) : 0;
  const label = hasHeader ? `column "${head.record[column]}"` : `column ${column + 1}`;
  const addresses: InputAddress[] = [];
  for (const { record, line } of hasHeader ? records.slice(1) : records) {
    const cell = record[column] ?? "";
    if (!cell) continue;
    if (!looksLikeAddress(cell))
      throw new CoverageInputError(`${file}:${line}: ${label}: "${cell}" is not an address (a path /… or https://…)`);
    addresses.push({ text: cell, line });
  }
  return addresses;
}

/** The `<loc>` of each URL of a sitemap (a sitemap index's `<loc>`s are sitemaps, not pages: not read). */
export function sitemapOf(text: string, file: string): InputAddress[] {
  if (/<sitemapindex[\s>]/.test(text))
    throw new CoverageInputError(`${file}:1: a sitemap index lists sitemaps, not pages: give one of its sitemaps`);
  const addresses: InputAddress[] = [];
  for (const m of text.matchAll(/<loc>([\s\S]*?)<\/loc>/g)) {
    const line = text.slice(0, m.index).split("\n").length;
    const loc = decodeXML((m[1] ?? "").replace(/^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/, "$1").trim());
    if (!looksLikeAddress(loc)) throw new CoverageInputError(`${file}:${line}: <loc> "${loc}" is not an address`);
    addresses.push({ text: loc, line });
  }
  return addresses;
}

/** The addresses of a file, in its order, whatever its format. */
export function readAddresses(text: string, file: string): { format: InputFormat; addresses: InputAddress[] } {
  const format = formatOf(text);
  const addresses = format === "sitemap" ? sitemapOf(text, file) : format === "csv" ? csvOf(text, file) : linesOf(text);
  if (format === "lines") {
    const bad = addresses.find((a) => !looksLikeAddress(a.text));
    if (bad) throw new CoverageInputError(`${file}:${bad.line}: "${bad.text}" is not an address (a path /… or https://…)`);
  }
  if (!addresses.length)
    throw new CoverageInputError(`${file}: no addresses found (one a line, a CSV column, or a sitemap's <loc> elements)`);
  return { format, addresses };
}
