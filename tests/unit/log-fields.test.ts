// The README's "Logs" tables document exactly the fields and events the Worker writes
// (worker/log.ts lists them; a line with an unlisted field does not compile, and the workerd
// suite checks the lines it sees against the same lists).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/run.ts";
import { LOG_EVENTS, LOG_FIELDS } from "../../worker/log.ts";

const section = (() => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("## Logs (for SREs)");
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
})();

/** The names in the first column of the table whose header starts with `| <first> |`. */
function firstColumn(first: string): string[] {
  const lines = section.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  expect(start, `a table headed "${first}"`).toBeGreaterThanOrEqual(0);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(...[...(line.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ""));
  }
  return rows;
}

describe("the README's log tables", () => {
  it("list every field the Worker writes, and no other", () => {
    expect(firstColumn("field").sort()).toEqual([...LOG_FIELDS].sort());
  });

  it("list every event the Worker writes, and no other", () => {
    expect(firstColumn("event").sort()).toEqual([...LOG_EVENTS].sort());
  });
});
