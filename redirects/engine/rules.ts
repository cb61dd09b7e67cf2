// Parses the redirect source that marketing staff edit (redirects/*.txt) into rules of
// spec §3. Pure: takes text, returns rules or problems with line numbers.
import { decodedPathProblem } from "../../policy/paths.ts";

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

/**
 * One rule per line: `<from> <to> [exact]`. `#` starts a comment. Every rule is a
 * permanent 301 that also redirects in the browser (spec §2.4, §9); `exact` makes the
 * source match letter case exactly instead of ignoring it.
 */
export function parseRules(text: string, file: string): { rules: SourceRule[]; problems: RuleProblem[] } {
  const rules: SourceRule[] = [];
  const problems: RuleProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const content = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!content) return;
    const [fromPath = "", toPath = "", ...flags] = content.split(/\s+/);
    if (!toPath) return problems.push({ file, line, message: `expected "<from> <to>", found only "${fromPath}"` });
    if (!fromPath.startsWith("/")) return problems.push({ file, line, message: `source "${fromPath}" must start with /` });
    const never = /[?#]/.test(fromPath) ? "a query or fragment is never part of the path looked up" : decodedPathProblem(fromPath);
    if (never) return problems.push({ file, line, message: `source "${fromPath}" can never match a request: ${never}` });
    if (!toPath.startsWith("/") && !toPath.startsWith("https://")) {
      // "/campaign 4 /crm": spaces separate the old and the new path, so a path cannot hold one.
      // A word with no dot or colon is not an address (evil.example, http://…): it is more path.
      const spaced = !/[.:]/.test(toPath);
      const message = spaced
        ? `"${fromPath} ${toPath}" is not a rule: spaces separate the old path from the new one, so a path cannot contain a space (write it as ${fromPath}%20${toPath}); expected "<old path> <new path> [exact]"`
        : `target "${toPath}" must start with / or https://`;
      return problems.push({ file, line, message });
    }
    const unknown = flags.filter((f) => !FLAGS.has(f));
    if (unknown.length) return problems.push({ file, line, message: `unknown flag "${unknown[0]}" (known: ${[...FLAGS].join(", ")})` });
    rules.push({
      fromPath,
      toPath,
      isPermanent: true,
      ignoreCase: !flags.includes("exact"),
      redirectInBrowser: true,
      statusCode: 301,
      file,
      line,
    });
  });
  return { rules, problems };
}
