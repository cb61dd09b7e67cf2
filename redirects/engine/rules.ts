// Parses the redirect source that marketing staff edit (redirects/*.txt) into rules of
// spec §3. Pure: takes text, returns rules or problems with line numbers.
import { decodedPathProblem, decodePath, ENCODED_SLASH, writtenPath } from "../../policy/paths.ts";

export interface RedirectRule {
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
  ignoreCase: boolean;
  redirectInBrowser: boolean;
  statusCode: number;
  /** The rule applies from this moment on (ISO 8601 in UTC, `2026-12-08T09:00:00.000Z`); absent: always has. */
  from?: string;
  /** The rule applies until this moment, exclusive (ISO 8601 in UTC); absent: for ever. A rule
   * with `until` is temporary: it answers 302 and `isPermanent` is false. */
  until?: string;
}

export interface SourceRule extends RedirectRule {
  file: string;
  line: number;
}

export interface RuleProblem {
  file: string;
  line: number;
  message: string;
}

const FLAGS = new Set(["exact"]);
/** The window words: `from=` and `until=`, each with a UTC date or date-time. */
const WINDOW = /^(from|until)=(.*)$/;

/**
 * A moment written in a rules file: a UTC date (`2026-12-08`, midnight UTC) or date-time
 * (`2026-12-08T09:00`, seconds and a final `Z` optional), as ISO 8601 with milliseconds; or why
 * it cannot be read. Times are UTC only: an offset would read differently to different people.
 */
export function parseMoment(text: string): { at: string } | { problem: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?Z?$/.exec(text);
  const problem = `"${text}" is not a UTC date or date-time: write 2026-12-08 or 2026-12-08T09:00 (UTC)`;
  if (!m) return { problem };
  const [, y, mo, d, h = "00", mi = "00", se = "00"] = m;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)));
  // 2026-02-30 and 25:00 roll over in Date.UTC; a real moment reads back as written.
  const back = at.toISOString();
  if (Number.isNaN(at.getTime()) || back.slice(0, 10) !== `${y}-${mo}-${d}` || back.slice(11, 19) !== `${h}:${mi}:${se}`)
    return { problem: `"${text}" is not a real date or time` };
  return { at: back };
}

/** A window's moment as a rules file writes it: `2026-12-08` at midnight, else `2026-12-08T09:00Z`. */
export function writtenMoment(iso: string): string {
  const [date = "", time = ""] = iso.split("T");
  if (time.startsWith("00:00:00")) return date;
  return `${date}T${time.endsWith(":00.000Z") ? time.slice(0, 5) : time.slice(0, 8)}Z`;
}

/** The words of a rule line after its target that say its window: ` from=… until=…`, or "". */
export function writtenWindow(rule: { from?: string; until?: string }): string {
  return `${rule.from ? ` from=${writtenMoment(rule.from)}` : ""}${rule.until ? ` until=${writtenMoment(rule.until)}` : ""}`;
}

/** A window for messages: ` (from 2026-12-08 until 2026-12-24T18:00Z)`, or "". */
export function windowText(rule: { from?: string; until?: string }): string {
  const words = writtenWindow(rule).trim().replace(/=/g, " ");
  return words ? ` (${words})` : "";
}

/**
 * A rule's source as written in a rules file, in the one form requests are compared in
 * (policy/paths.ts decodePath: percent-decoded, NFC), or why no request can ever match it.
 * `%20`, `%C3%BC`, `ü` and a decomposed `ü` are equal; `%2F` stays refused, as the guard does.
 */
function sourceOf(written: string): { path: string } | { problem: string } {
  if (/[?#]/.test(written))
    return { problem: "a query or fragment is never part of the path looked up (a ? or # in the path is written %3F or %23)" };
  if (ENCODED_SLASH.test(written)) return { problem: "an encoded slash (%2F, %5C) is refused in every request" };
  const path = decodePath(written);
  if (path === null)
    return { problem: `malformed percent-encoding: a % starts three characters such as %20 (a percent sign itself is %25)` };
  const never = decodedPathProblem(path);
  return never ? { problem: never } : { path };
}

/**
 * One rule per line: `<from> <to> [exact] [from=<UTC date>] [until=<UTC date>]`. `#` starts a
 * comment. A rule is a permanent 301 that also redirects in the browser (spec §2.4, §9); `exact`
 * makes the source match letter case exactly instead of ignoring it. A window makes the rule
 * apply only from `from` and before `until`; a rule with `until` ends, so it is temporary and
 * answers 302 (docs/decisions/030-one-path-form-and-scheduled-rules.md). The source is stored
 * decoded (policy/paths.ts decodePath), so every way of writing one path is one source.
 */
export function parseRules(text: string, file: string): { rules: SourceRule[]; problems: RuleProblem[] } {
  const rules: SourceRule[] = [];
  const problems: RuleProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const content = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!content) return;
    const [written = "", toPath = "", ...words] = content.split(/\s+/);
    if (!toPath) return problems.push({ file, line, message: `expected "<from> <to>", found only "${written}"` });
    if (!written.startsWith("/")) return problems.push({ file, line, message: `source "${written}" must start with /` });
    const source = sourceOf(written);
    if ("problem" in source)
      return problems.push({ file, line, message: `source "${written}" can never match a request: ${source.problem}` });
    if (!toPath.startsWith("/") && !toPath.startsWith("https://")) {
      // "/campaign 4 /crm": spaces separate the old and the new path, so a path cannot hold one.
      // A word with no dot or colon is not an address (evil.example, http://…): it is more path.
      const spaced = !/[.:]/.test(toPath);
      const message = spaced
        ? `"${written} ${toPath}" is not a rule: spaces separate the old path from the new one, so a path cannot contain a space (write it as ${writtenPath(`${source.path} ${toPath}`)}); expected "<old path> <new path> [exact]"`
        : `target "${toPath}" must start with / or https://`;
      return problems.push({ file, line, message });
    }
    const window: { from?: string; until?: string } = {};
    for (const word of words) {
      const w = WINDOW.exec(word);
      if (!w) {
        if (FLAGS.has(word)) continue;
        return problems.push({
          file,
          line,
          message: `unknown flag "${word}" (known: ${[...FLAGS].join(", ")}, from=<UTC date>, until=<UTC date>)`,
        });
      }
      const key = w[1] as "from" | "until";
      if (window[key]) return problems.push({ file, line, message: `${key}= is given twice` });
      const moment = parseMoment(w[2] ?? "");
      if ("problem" in moment) return problems.push({ file, line, message: `${key}=: ${moment.problem}` });
      window[key] = moment.at;
    }
    if (window.from && window.until && window.until <= window.from)
      return problems.push({
        file,
        line,
        message: `until=${writtenMoment(window.until)} is not after from=${writtenMoment(window.from)}: the rule would never apply`,
      });
    const temporary = window.until !== undefined;
    rules.push({
      fromPath: source.path,
      toPath,
      isPermanent: !temporary,
      ignoreCase: !words.includes("exact"),
      redirectInBrowser: true,
      statusCode: temporary ? 302 : 301,
      ...window,
      file,
      line,
    });
  });
  return { rules, problems };
}
