// The shape of the code, as the README's "Layout" describes it: the shared rules in policy/,
// the redirect engine beside the rules, scripts/ by role, and a Worker entry that only
// dispatches (docs/decisions/023-the-house.md).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/run.ts";

const entries = (dir: string) => readdirSync(join(ROOT, dir), { withFileTypes: true });

describe("the layout", () => {
  it("keeps redirects/ to the rules, their settings and the redirect engine", () => {
    // Listed by git: the unit suite never opens the real site's rule files (tests/setup/unit.ts).
    const files = execFileSync("git", ["ls-files", "redirects"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
    expect(files.filter((f) => !/^redirects\/([^/]+\.txt|config\.json|engine\/[^/]+\.ts)$/.test(f))).toEqual([]);
    expect(files).toContain("redirects/engine/lookup.ts");
  });

  it("keeps no script at the top of scripts/, only role folders named in the README", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    for (const entry of entries("scripts")) {
      expect(entry.isDirectory(), entry.name).toBe(true);
      expect(readme, `README "Layout" names scripts/${entry.name}/`).toMatch(new RegExp(`^ {2}${entry.name}/ +\\S`, "m"));
    }
  });

  it("keeps worker/index.ts a dispatcher of at most 200 lines", () => {
    expect(readFileSync(join(ROOT, "worker/index.ts"), "utf8").split("\n").length).toBeLessThanOrEqual(200);
  });
});
