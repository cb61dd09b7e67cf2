// What a page fetches before any interaction, by kind, gzip: the scripts and module preloads it
// names (and the modules its inline scripts import), every module those import statically, its
// stylesheets, and the fonts those stylesheets declare. Fonts with `font-display: optional` that the page never uses are still
// counted: the figure is the most a first visit can cost, not what one browser happened to fetch.
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { init, parse } from "es-module-lexer";

export interface FirstLoad {
  js: { files: number; gzip: number };
  css: { files: number; gzip: number };
  font: { files: number; bytes: number };
}

const gz = (file: string) => gzipSync(readFileSync(file)).length;

/** First-load bytes of one pre-rendered page of `clientDir` (build/client). */
export async function firstLoadOf(clientDir: string, htmlFile: string): Promise<FirstLoad> {
  await init;
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  // Module preloads count whatever their attributes: a deferred one (decision 018) is still
  // fetched without any interaction, once the page has painted.
  const scripts = new Set(
    [
      ...html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="(\/assets\/[^"]+\.js)"/g),
    ].map((m) => m[1] ?? ""),
  );
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1] ?? "");
  // A module's static imports load with it, named by a preload or not.
  for (const script of scripts) {
    const [imports] = parse(readFileSync(join(clientDir, script), "utf8"));
    for (const i of imports) if (i.d === -1 && i.n) scripts.add(posix.join(posix.dirname(script), i.n));
  }
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] ?? "");
  const fonts = new Set<string>();
  for (const css of styles) {
    const text = readFileSync(join(clientDir, css), "utf8");
    for (const m of text.matchAll(/url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/g)) fonts.add(m[1] ?? "");
  }
  const sum = (files: Iterable<string>, size: (f: string) => number) => [...files].reduce((n, f) => n + size(join(clientDir, f)), 0);
  return {
    js: { files: scripts.size, gzip: sum(scripts, gz) },
    css: { files: styles.length, gzip: sum(styles, gz) },
    // woff2 is compressed already: its bytes are what travels.
    font: { files: fonts.size, bytes: sum(fonts, (f) => (existsSync(f) ? readFileSync(f).length : 0)) },
  };
}
