// npm run typecheck: every TypeScript project of the repository, and proof that together they
// cover every source, test and config file (a file no project includes is never checked).
// Projects: the Node side (tsconfig.json), the app (browser and workerd), the Worker, and the
// Worker's tests (workerd with the test runtime's types).
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { ROOT } from "../lib/run.ts";

export const PROJECTS = [
  "tsconfig.json",
  "app/tsconfig.json",
  "worker/tsconfig.json",
  "tests/worker/tsconfig.json",
  "tests/content/tsconfig.json",
];

/** Folders whose files are not sources: generated output, installed packages, files served
 * verbatim, and test fixtures (which may hold deliberately broken code, such as the boundary
 * check's fixtures). */
const NOT_SOURCES = new Set([".git", ".wrangler", "node_modules", "build", "public", "screenshots", "test-results", "tests/fixtures"]);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

export function sourceFiles(dir = ""): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_SOURCES.has(rel) || rel.startsWith("build-") ? [] : sourceFiles(rel);
    return SOURCE_FILE.test(entry.name) ? [rel] : [];
  });
}

const own = (file: string) => !file.startsWith("node_modules/") && !file.startsWith("..");

function check(project: string): { diagnostics: readonly ts.Diagnostic[]; files: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, project), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`${project} could not be read`);
  const options = { ...config.options, skipLibCheck: false };
  const program = ts.createProgram({ rootNames: config.fileNames, options, projectReferences: config.projectReferences });
  // skipLibCheck spares the packages' declaration files, but would skip ours too (env.d.ts and
  // the like), so our files are checked one by one, declaration files included.
  const ours = program.getSourceFiles().filter((f) => own(relative(ROOT, f.fileName)));
  const diagnostics = [
    ...config.errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ours.flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)]),
  ];
  return { diagnostics, files: ours.map((f) => relative(ROOT, f.fileName).split(sep).join("/")) };
}

function main(): number {
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => "\n" };
  const checked = new Set<string>();
  let errors = 0;
  for (const project of PROJECTS) {
    const started = performance.now();
    const { diagnostics, files } = check(project);
    for (const f of files) checked.add(f);
    errors += diagnostics.length;
    if (diagnostics.length) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
    console.log(
      `  ${project}: ${files.length} files, ${diagnostics.length} errors (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const unchecked = sourceFiles().filter((f) => !checked.has(f));
  if (unchecked.length) {
    console.error(`\nThese files are in no TypeScript project, so nothing checks them:\n${unchecked.map((f) => `  ${f}`).join("\n")}`);
    console.error(`Fix: add them to the "include" of one of ${PROJECTS.join(", ")}.`);
  }
  return errors || unchecked.length ? 1 : 0;
}

if (import.meta.main) process.exit(main());
