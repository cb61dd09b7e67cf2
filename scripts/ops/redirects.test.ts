import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { parseCommand } from "./redirects.ts";

describe("the command line of npm run redirects", () => {
  it.each([
    [["check"], { command: "check", remote: false, from: undefined }],
    [["diff", "--local"], { command: "diff", remote: false, from: undefined }],
    [["push", "--remote"], { command: "push", remote: true, from: undefined }],
    [["rollback", "--remote"], { command: "rollback", remote: true, from: undefined }],
    [
      ["diff", "--local", "--from", "tests/fixtures/redirects-next"],
      { command: "diff", remote: false, from: "tests/fixtures/redirects-next" },
    ],
    [["--from", "copy", "push"], { command: "push", remote: false, from: "copy" }],
    [["push", "--remote", "--force"], { command: "push", remote: true, force: true }],
    [["rollback", "--to", "12"], { command: "rollback", remote: false, to: 12 }],
    [["versions", "--remote"], { command: "versions", remote: true }],
    [["pull", "--remote", "--into", "redirects/pulled.txt"], { command: "pull", remote: true, into: "redirects/pulled.txt" }],
    [["rollback", "--to", "4f1c2a9e0b7d"], { command: "rollback", remote: false, toVersion: "4f1c2a9e0b7d" }],
    [["rollback", "--to", "4F1C2A"], { command: "rollback", remote: false, toVersion: "4f1c2a" }],
    [["export", "--format", "csv"], { command: "export", remote: false, format: "csv" }],
    [
      ["export", "--format", "cloudflare", "--delimiter", ";", "--out", "cf.csv"],
      { command: "export", remote: false, format: "cloudflare", delimiter: ";", out: "cf.csv" },
    ],
  ])("reads %j", (argv, expected) => {
    expect(parseCommand(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [["publish"]],
    [["check", "diff"]],
    [["check", "--verbose"]],
    [["check", "-l"]],
    [["push", "--local", "--remote"]],
    [["check", "--from"]],
    [["check", "--from", ""]],
    [["check", "--from", "a", "--from", "b"]],
    [["rollback", "--force"]],
    [["push", "--to", "3"]],
    [["rollback", "--to", "abc"]],
    [["rollback", "--to", "0"]],
    [["rollback", "--to", "1", "--to", "2"]],
    [["push", "--into", "x.txt"]],
    [["pull", "--into", ""]],
    [["rollback", "--to", "4f1"]],
    [["rollback", "--to", "4f1c2a9e0b7d0"]],
    [["rollback", "--to", "HEAD"]],
    [["export"]],
    [["export", "--format", "xlsx"]],
    [["export", "--format", "csv", "--delimiter", "|"]],
    [["import", "a.csv", "--delimiter", ";"]],
  ])("refuses %j", (argv) => {
    expect(parseCommand(argv)).toBeUndefined();
  });

  it("prints the usage and exits with 2 on a command line it refuses, before reading the site", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "scripts/ops/redirects.ts"), "push", "--local", "--remote"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(
      /^Usage: npm run redirects -- <command> \[--local \| --remote\]\n[^]*--from DIR reads the rules from DIR instead of redirects\/ \(for trying a copy\)\.\n$/,
    );
  });
});
