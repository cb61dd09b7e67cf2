// The enquiries as `npm run enquiries` shows them: the query, a list for people and CSV for
// spreadsheets; the held ones apart (docs/decisions/032-held-enquiries.md), and the statement that
// releases one. Pure: the rows come from scripts/ops/d1.ts.
import { stringify } from "csv-stringify/sync";

export interface EnquiryRow {
  id: string;
  received_at: string;
  lang: string;
  page: string;
  name: string;
  email: string;
  company: string;
  message: string;
  timeline: string;
  stored_via: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
  budget: string;
  link: string;
  /** Why the enquiry is held; null once it is in the list. */
  held_reason: string | null;
  /** When a held enquiry was released into the list. */
  released_at: string | null;
}

const COLUMNS: Array<keyof EnquiryRow> = [
  "received_at",
  "lang",
  "page",
  "name",
  "email",
  "company",
  "timeline",
  "message",
  "stored_via",
  "notified_at",
  "notify_attempts",
  "notify_error",
  "id",
  // Added with migration 0003: at the end, so spreadsheets made from earlier exports keep their columns.
  "budget",
  "link",
];

/** The SQL of both commands: the enquiries in the list, or with `held` the held ones. `since`
 * is checked to be a plain date before it gets here. */
export function enquiriesSql(since: string | undefined, held = false): string {
  const where = [`held_reason IS ${held ? "NOT NULL" : "NULL"}`, ...(since ? [`received_at >= '${since}'`] : [])];
  return `SELECT ${COLUMNS.join(", ")}, held_reason, released_at FROM enquiries WHERE ${where.join(" AND ")} ORDER BY received_at DESC`;
}

/** An enquiry's id as the Worker makes it (a random UUID): the only text `release` puts in SQL. */
export const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Moves a held enquiry into the list, and says which: no row when `id` is not a held enquiry's.
 * The team's e-mail goes out with the next scheduled run, as for any enquiry not yet told. */
export function releaseSql(id: string, now: Date): string {
  if (!ENQUIRY_ID.test(id)) throw new Error(`"${id}" is not an enquiry id (like 3f2b8c1e-…): npm run enquiries -- list --held shows them`);
  return `UPDATE enquiries SET held_reason = NULL, released_at = '${now.toISOString()}' WHERE id = '${id}' AND held_reason IS NOT NULL RETURNING id, name, email`;
}

/** A cell a spreadsheet would read as a formula (=, +, -, @) is written as text. */
const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

export function toCsv(rows: EnquiryRow[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map((c) => cell(row[c]))),
    { header: true, columns: COLUMNS },
  );
}

/** The list a person reads: one block per enquiry, newest first. */
export function formatList(rows: EnquiryRow[]): string {
  if (!rows.length) return "No enquiries.";
  const lines: string[] = [];
  for (const r of rows) {
    const told = r.notified_at
      ? "team told"
      : `team not told yet (${r.notify_attempts} attempt(s)${r.notify_error ? `: ${r.notify_error}` : ""})`;
    lines.push(
      `${r.received_at}  ${r.lang}  ${r.name} <${r.email}>${r.company ? `, ${r.company}` : ""}${r.timeline ? `, timeline: ${r.timeline}` : ""}${r.budget ? `, budget: ${r.budget}` : ""}`,
    );
    lines.push(`  ${r.message.replace(/\s+/g, " ").slice(0, 160)}${r.message.length > 160 ? "…" : ""}`);
    if (r.link) lines.push(`  link (not opened): ${r.link}`);
    const released = r.released_at ? `, released from held ${r.released_at}` : "";
    lines.push(`  from ${r.page}, ${told}${r.stored_via === "fallback" ? ", stored late (fallback)" : ""}${released}\n`);
  }
  lines.push(`${rows.length} ${rows.length === 1 ? "enquiry" : "enquiries"}.`);
  return lines.join("\n");
}

/** The held enquiries a person reads: one block each, newest first, with why it is held and the
 * command that releases it. */
export function formatHeld(rows: EnquiryRow[]): string {
  if (!rows.length) return "No held enquiries.";
  const lines: string[] = [];
  for (const r of rows) {
    lines.push(`${r.received_at}  ${r.lang}  ${r.name} <${r.email}>${r.company ? `, ${r.company}` : ""}`);
    lines.push(`  ${r.message.replace(/\s+/g, " ").slice(0, 160)}${r.message.length > 160 ? "…" : ""}`);
    if (r.link) lines.push(`  link (not opened): ${r.link}`);
    lines.push(`  from ${r.page}, held: ${r.held_reason ?? "?"}, no e-mail sent`);
    lines.push(`  release: npm run enquiries -- release ${r.id}\n`);
  }
  lines.push(`${rows.length} held ${rows.length === 1 ? "enquiry" : "enquiries"}.`);
  return lines.join("\n");
}
