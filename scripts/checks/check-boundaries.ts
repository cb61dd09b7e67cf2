// npm run check:boundaries: which layer may import what, checked by dependency-cruiser against
// the allow-lists of .dependency-cruiser.js. Prints each offending import with its file, the
// rule it breaks and how to fix it; exits 1 if there is any.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import config from "../../.dependency-cruiser.js";
import { ROOT } from "../lib/run.ts";

/** What is checked in the project: every source folder and the root configs. */
export const CHECKED = [
  "app",
  "worker",
  "content",
  "policy",
  "redirects",
  "scripts",
  "tests",
  "vite.config.ts",
  "remix.config.js",
  "eslint.config.js",
  ".dependency-cruiser.js",
];

export interface Violation {
  from: string;
  to: string;
  rule: string;
  fix: string;
}

/**
 * Checks `targets` (folders and files relative to `baseDir`) against the project's rules,
 * resolving aliases through `baseDir`'s tsconfig.json.
 */
export async function checkBoundaries(baseDir: string, targets: string[]): Promise<Violation[]> {
  const tsConfigFile = join(baseDir, "tsconfig.json");
  const hasTsConfig = existsSync(tsConfigFile);
  const { options } = config;
  const result = await cruise(
    targets,
    {
      ...options,
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      ...(hasTsConfig ? { tsConfig: { fileName: tsConfigFile } } : {}),
      exclude: { path: ["^(build|build-[^/]+|node_modules|\\.wrangler)/", ...(baseDir === ROOT ? ["^tests/fixtures/boundaries/"] : [])] },
      outputType: "json",
    },
    {},
    { tsConfig: hasTsConfig ? extractTSConfig(tsConfigFile) : undefined },
  );
  const output = (typeof result.output === "string" ? JSON.parse(result.output) : result.output) as ICruiseResult;
  const comments = new Map(config.forbidden?.map((r) => [r.name, r.comment ?? ""]));
  return output.summary.violations.map((v) => ({
    from: v.from,
    to: v.cycle?.length ? v.cycle.map((c) => c.name).join(" → ") : v.to,
    rule: v.rule.name,
    fix: comments.get(v.rule.name) ?? "",
  }));
}

async function main(): Promise<number> {
  const started = performance.now();
  const violations = await checkBoundaries(ROOT, CHECKED);
  for (const v of violations) console.error(`${v.from} → ${v.to}\n  breaks ${v.rule}: ${v.fix}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Boundaries: ${violations.length} offending import(s) in ${CHECKED.join(", ")} (${seconds} s)`);
  return violations.length ? 1 : 0;
}

if (import.meta.main) process.exit(await main());
