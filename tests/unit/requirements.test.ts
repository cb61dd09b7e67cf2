// docs/requirements.md is where "spec §…" in the code resolves: every section cited has a
// heading there, and the texts the requirements fix are the ones the site uses.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../content/locales/en/translation.json";
import { ROOT } from "../../scripts/lib/run.ts";

const requirements = readFileSync(join(ROOT, "docs/requirements.md"), "utf8");

/** Code, tests and docs of the project (the site's own pages aside). */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) return /^(\.|node_modules|build|test-results|screenshots|content\/pages|redirects$)/.test(rel) ? [] : sources(rel);
    return /\.(ts|tsx|js|md|css)$/.test(e.name) ? [rel] : [];
  });
}

describe("the requirements", () => {
  it("have a heading for every section the code cites", () => {
    const cited = new Map<string, string>();
    for (const file of [...sources(""), ...sources("redirects/engine")]) {
      for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(/spec §(\d+(?:\.\d+)?)/g)) cited.set(m[1] ?? "", file);
    }
    expect(cited.size).toBeGreaterThan(8);
    const headings = new Set([...requirements.matchAll(/^#{2,3} §(\d+(?:\.\d+)?) /gm)].map((m) => m[1]));
    expect([...cited].filter(([section]) => !headings.has(section)).map(([section, file]) => `§${section} (cited in ${file})`)).toEqual([]);
  });

  it("fix the cookie notice text and button the site shows (spec §9)", () => {
    expect(requirements).toContain(`> ${en["cookie::text"]}`);
    expect(requirements).toContain(`Button label: \`${en["cookie::agree"]}\``);
  });
});
