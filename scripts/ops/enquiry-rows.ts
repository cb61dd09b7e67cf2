// The enquiries as `npm run enquiries` shows them: the query, a list for people and CSV for
// spreadsheets. Pure: the rows come from scripts/ops/d1.ts.
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

/** The SQL of both commands; `since` is checked to be a plain date before it gets here. */
export function enquiriesSql(since: string | undefined): string {
  const where = since ? ` WHERE received_at >= '${since}'` : "";
  return `SELECT ${COLUMNS.join(", ")} FROM enquiries${where} ORDER BY received_at DESC`;
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
    lines.push(`  from ${r.page}, ${told}${r.stored_via === "fallback" ? ", stored late (fallback)" : ""}\n`);
  }
  lines.push(`${rows.length} ${rows.length === 1 ? "enquiry" : "enquiries"}.`);
  return lines.join("\n");
}
