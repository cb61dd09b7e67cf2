// Enforces the import directions of the architecture (README "Layout"): who may import whom.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [rel] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specs = [...text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm)];
  return specs.map((m) => m[1] ?? m[2] ?? "");
}

/** Top-level folder (or "redirects/core") an import resolves to, or the package name. */
function targetOf(file: string, spec: string): string {
  if (!spec.startsWith(".")) return spec;
  const rel = relative(ROOT, resolve(ROOT, dirname(file), spec)).split("\\").join("/");
  return rel.startsWith("redirects/core/") ? "redirects/core" : rel.split("/")[0] ?? rel;
}

interface Rule {
  from: string;
  forbid: (target: string, spec: string) => boolean;
  fix: string;
}

const RULES: Rule[] = [
  { from: "app", forbid: (t) => t === "worker" || t === "scripts", fix: "app/ may import content/ and redirects/core only; move shared code there" },
  { from: "app", forbid: (_t, s) => s.startsWith("node:"), fix: "app/ runs in the browser and in workerd: no node: modules" },
  { from: "worker", forbid: (t) => t === "app" || t === "scripts" || t === "content", fix: "worker/ imports redirects/core and the build's outputs (@build/*), never the React app or scripts" },
  { from: "worker", forbid: (_t, s) => /^(react|react-dom|@remix-run\/react)(\/|$)/.test(s) || s.startsWith("node:"), fix: "worker/ has no React and no node: modules" },
  { from: "redirects/core", forbid: (t, s) => (s.startsWith(".") && t !== "redirects/core") || !s.startsWith("."), fix: "redirects/core is pure: no I/O, no packages, nothing outside itself" },
  { from: "content", forbid: (t) => t === "app" || t === "worker" || t === "scripts", fix: "content/ is the model: it imports nothing of the app, Worker or scripts" },
];

const FOLDERS = ["app", "worker", "content", "redirects", "scripts"];

describe("import directions", () => {
  it.each(RULES.map((r) => [r.from, r] as const))("%s imports only what it may", (_name, rule) => {
    const files = sources(rule.from);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => rule.forbid(targetOf(file, spec), spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offending, `Fix: ${rule.fix}`).toEqual([]);
  });

  it("nothing but scripts/, tool configs and tests imports scripts/", () => {
    const offending = FOLDERS.filter((f) => f !== "scripts")
      .flatMap(sources)
      .flatMap((file) => importsOf(file).filter((s) => targetOf(file, s) === "scripts").map((s) => `${file} imports ${s}`));
    expect(offending, "Fix: scripts/ are build and operations steps; move shared code to content/ or redirects/core").toEqual([]);
  });

  it("universal content modules (model and schemas) use no node: modules", () => {
    const files = ["content/model.ts", ...sources("content/schema")];
    const offending = files.flatMap((file) => importsOf(file).filter((s) => s.startsWith("node:")).map((s) => `${file} imports ${s}`));
    expect(offending, "Fix: only content/lib/ reads files").toEqual([]);
  });

  it("the checker sees real imports (guards against a regex that matches nothing)", () => {
    expect(importsOf("worker/index.ts")).toContain("../redirects/core/paths.ts");
    expect(targetOf("worker/index.ts", "../redirects/core/paths.ts")).toBe("redirects/core");
    expect(targetOf("app/routes/content.tsx", "../lib/meta.ts")).toBe("app");
  });
});
