import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inputsHash } from "./inputs-hash.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "inputs-hash-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const base = {
  "app/root.tsx": "export {};",
  "content/site.yaml": "name: A",
  "content/pages/about.md": "# About",
  "content/lib/compile.ts": "export {};",
  "content/art/index.ts": "export {};",
  "redirects/rules.txt": "/a /b",
  "policy/paths.ts": "export const a = 1;",
  "redirects/engine/lookup.ts": "export const b = 1;",
  "scripts/build/prerender.ts": "export {};",
};

describe("inputsHash", () => {
  it("is the same for the same inputs", () => {
    expect(inputsHash(tree(base))).toBe(inputsHash(tree(base)));
  });

  // Every input, the site's own files and the code alike, moves the hash; redirects/engine is
  // code that sits beside the site's redirect rules.
  it.each(Object.keys(base))("changes when %s changes", (file) => {
    const before = inputsHash(tree(base));
    expect(inputsHash(tree({ ...base, [file]: `${base[file as keyof typeof base]}\n// changed` }))).not.toBe(before);
  });

  it("does not change with the operator tools, checks or benchmarks, which shape nothing built", () => {
    const before = inputsHash(tree(base));
    expect(inputsHash(tree({ ...base, "scripts/ops/redirects.ts": "export {};", "scripts/measure/bench.ts": "export {};" }))).toBe(before);
  });

  it("takes the site's own files from the content root and the code from the project", () => {
    const project = tree(base);
    const content = tree({ ...base, "policy/paths.ts": "ignored: the code comes from the project" });
    const other = tree({ ...base, "content/pages/about.md": "# Other" });
    expect(inputsHash(project, content)).toBe(inputsHash(project, project));
    expect(inputsHash(project, other)).not.toBe(inputsHash(project, project));
  });

  it("leaves tests out", () => {
    expect(inputsHash(tree({ ...base, "app/root.test.tsx": "test" }))).toBe(inputsHash(tree(base)));
  });
});
