// Reads redirects/*.txt, checks the rules against the site's pages and compiles the map.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { lintRules } from "../../redirects/core/lint.ts";
import { compileMap, type CompiledMap } from "../../redirects/core/map.ts";
import { parseRules, type RuleProblem, type SourceRule } from "../../redirects/core/rules.ts";

export class RedirectError extends Error {
  readonly problems: RuleProblem[];
  constructor(problems: RuleProblem[]) {
    super(`Redirect rules have ${problems.length} problem(s):\n${problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join("\n")}`);
    this.name = "RedirectError";
    this.problems = problems;
  }
}

export function readRules(root: string): SourceRule[] {
  const problems: RuleProblem[] = [];
  const rules: SourceRule[] = [];
  for (const name of readdirSync(join(root, "redirects")).filter((n) => n.endsWith(".txt")).sort()) {
    const parsed = parseRules(readFileSync(join(root, "redirects", name), "utf8"), `redirects/${name}`);
    rules.push(...parsed.rules);
    problems.push(...parsed.problems);
  }
  if (problems.length) throw new RedirectError(problems);
  return rules;
}

export function buildRedirectMap(root: string, pagePaths: ReadonlySet<string>): CompiledMap {
  const rules = readRules(root);
  const problems = lintRules(rules, pagePaths);
  if (problems.length) throw new RedirectError(problems);
  const plain = rules.map(({ fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode }) => ({
    fromPath, toPath, isPermanent, ignoreCase, redirectInBrowser, statusCode,
  }));
  const version = createHash("sha256").update(JSON.stringify(plain)).digest("hex").slice(0, 12);
  return compileMap(plain, version);
}
