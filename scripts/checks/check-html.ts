// npm run check:html [build dirs…]: the W3C Nu HTML Checker (npm vnu-jar, run on Java from
// Debian's default-jre-headless) over one pre-rendered page of every template in every language
// of each build. Any error fails; warnings are counted and printed.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { htmlFileOf } from "../../policy/files.ts";
import { BUILD_DIR, ROOT } from "../lib/run.ts";
import { commandPath } from "./system-packages.ts";

interface PageSummary {
  path: string;
  componentChunkName: string;
  result: { page: { fields: { lang?: string } } };
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

function pageDataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pageDataFiles(join(dir, e.name)) : e.name === "page-data.json" ? [join(dir, e.name)] : [],
  );
}

/** The first page (by path) of each template and language in a build's client folder. */
export function samplePages(clientDir: string): Array<{ template: string; lang: string; file: string }> {
  const first = new Map<string, { template: string; lang: string; file: string; path: string }>();
  for (const file of pageDataFiles(join(clientDir, "page-data")).sort()) {
    const data = JSON.parse(readFileSync(file, "utf8")) as PageSummary;
    const lang = data.result.page.fields.lang ?? "en";
    const key = `${data.componentChunkName}/${lang}`;
    const known = first.get(key);
    if (!known || data.path < known.path) {
      first.set(key, { template: data.componentChunkName, lang, path: data.path, file: join(clientDir, htmlFileOf(data.path)) });
    }
  }
  return [...first.values()].sort((a, b) => a.template.localeCompare(b.template) || a.lang.localeCompare(b.lang));
}

function vnu(files: string[]): VnuMessage[] {
  const java = commandPath("java");
  if (!java) throw new Error("Java is missing: install Debian's default-jre-headless (npm test does this when run as root).");
  const jar = createRequire(import.meta.url)("vnu-jar") as string;
  const r = spawnSync(java, ["-jar", String(jar), "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  return (JSON.parse(r.stdout) as { messages: VnuMessage[] }).messages;
}

function main(dirs: string[]): number {
  const pages = dirs.flatMap((dir) => samplePages(join(ROOT, dir, "client")));
  if (!pages.length) throw new Error(`No built pages in ${dirs.join(", ")}: run npm run build first.`);
  const messages = vnu(pages.map((p) => p.file));
  const errors = messages.filter((m) => m.type !== "info");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  for (const m of [...errors, ...warnings]) {
    const where = `${relative(ROOT, new URL(m.url).pathname)}:${m.lastLine ?? 0}:${m.firstColumn ?? 0}`;
    console.log(`${where}: ${m.type === "info" ? "warning" : "error"}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
  }
  const names = pages.map((p) => `${p.template}${p.lang === "en" ? "" : ` (${p.lang})`}`);
  console.log(
    `HTML check: ${pages.length} pages in ${dirs.join(", ")} [${names.join(", ")}]: ${errors.length} errors, ${warnings.length} warnings`,
  );
  return errors.length ? 1 : 0;
}

if (import.meta.main) process.exit(main(process.argv.slice(2).length ? process.argv.slice(2) : [BUILD_DIR]));
