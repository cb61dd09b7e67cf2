// The Worker's own log lines inside `wrangler dev`'s output: wrangler prints a Worker's
// console.log lines as they are, but wraps console.error lines in a coloured marker
// ("✘ [ERROR] {…}"). This finds the JSON line in either (README "Logs", LOG_FORMAT=json).

// eslint-disable-next-line no-control-regex -- the escape sequences are what is being removed
const ANSI = /\u001b\[[0-9;]*m/g;

/** The Worker's log line in a line of wrangler's output, as JSON text; null for wrangler's own lines. */
export function workerLogLine(text: string): string | null {
  const plain = text.replace(ANSI, "");
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
