// docs/decisions/README.md lists every decision record with the status the record itself gives.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/run.ts";

const DIR = join(ROOT, "docs/decisions");
const records = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = readFileSync(join(DIR, "README.md"), "utf8");

/** The status a record gives itself: "Date: … · Status: <status> · …" on its third line. */
function statusOf(file: string): string | undefined {
  const line = readFileSync(join(DIR, file), "utf8").split("\n")[2] ?? "";
  return /^Date: \d{4}-\d{2}-\d{2} · Status: ([^·]+?)(?: ·|$)/.exec(line)?.[1];
}

describe("the decision records", () => {
  it.each(records)("%s has a date and a status, and the index lists it with that status", (file) => {
    const status = statusOf(file);
    expect(status, `${file}: third line "Date: YYYY-MM-DD · Status: …"`).toBeTruthy();
    const row = index.split("\n").find((line) => line.includes(`](${file})`));
    expect(row, `docs/decisions/README.md lists ${file}`).toBeTruthy();
    expect(row?.split("|").at(-2)?.trim()).toBe(status);
  });

  it("lists no record that does not exist", () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(listed.filter((file) => !records.includes(file ?? ""))).toEqual([]);
    expect(listed).toHaveLength(records.length);
  });
});
