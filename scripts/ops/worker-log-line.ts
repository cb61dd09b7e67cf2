// The Worker's own log lines inside `wrangler dev`'s output: wrangler prints a Worker's
// console.log lines as they are, but wraps console.error lines in a coloured marker
// ("✘ [ERROR] {…}"). This finds the JSON line in either (README "Logs": LOG_FORMAT=json, and
// the drills).
import { stripVTControlCharacters } from "node:util";

/** The Worker's log line in a line of wrangler's output, as JSON text; null for wrangler's own lines. */
export function workerLogLine(text: string): string | null {
  const plain = stripVTControlCharacters(text);
  const start = plain.indexOf("{");
  if (start === -1) return null;
  const json = plain.slice(start, plain.lastIndexOf("}") + 1);
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && "event" in value && "time" in value ? json : null;
  } catch {
    return null;
  }
}
