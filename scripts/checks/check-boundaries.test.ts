import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LAYERS } from "../../.dependency-cruiser.js";
import { checkBoundaries } from "./check-boundaries.ts";
import { ROOT } from "../lib/run.ts";

const FIXTURE = join(ROOT, "tests/fixtures/boundaries");

describe("the boundary check", () => {
  it.each([
    ["through the tsconfig alias ~/", "content/through-alias.ts"],
    ["through a side-effect import", "content/side-effect.ts"],
    ["from a declaration file (an import() type)", "content/declarations.d.ts"],
    ["through a type-only import", "content/type-only.ts"],
  ])("names the file and the rule when content/ reaches into app/ %s", async (_form, file) => {
    const found = await checkBoundaries(FIXTURE, ["app", file]);
    expect(found.map((v) => `${v.from} → ${v.to}: ${v.rule}`)).toEqual([`${file} → app/lib/format.ts: content-model-imports`]);
    expect(found[0]?.fix).toMatch(/nothing from content\/lib, the app, the Worker or scripts/);
  });

  it("lets content/ import content/ (the fixture's one allowed import)", async () => {
    const found = await checkBoundaries(FIXTURE, ["content/allowed.ts"]);
    expect(found.filter((v) => v.from === "content/allowed.ts")).toEqual([]);
  });

  it("refuses a behaviour test that imports the real site's files instead of the fixture site's", async () => {
    const found = await checkBoundaries(FIXTURE, ["tests"]);
    expect(found.map((v) => `${v.from} → ${v.to}: ${v.rule}`)).toEqual([
      "tests/worker/real-settings.test.ts → redirects/config.json: behaviour-tests-use-fixtures",
    ]);
  });

  it("refuses an import that resolves to nothing, such as an alias no tsconfig declares", async () => {
    const found = await checkBoundaries(join(FIXTURE, "content"), ["through-alias.ts"]);
    expect(found.map((v) => `${v.from} → ${v.to}: ${v.rule}`)).toContain("through-alias.ts → ~/lib/format.ts: no-unresolvable-import");
  });

  it("is pictured in the README: one row per layer, with what it may import", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const layout = readme.slice(readme.indexOf("\n## Layout"), readme.indexOf("\n## ", readme.indexOf("\n## Layout") + 1));
    const rows = [...layout.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(LAYERS.map((l) => [l.files, l.summary]));
  });
});
