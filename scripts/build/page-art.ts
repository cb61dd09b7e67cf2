// The pictures the build draws for pages (content/art): each drawn once, when its file is written,
// its text outlined in the site's face (scripts/build/outline-text.ts), as is the text of the
// SVG files the site serves from public/ (the clients' wordmarks).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { CompiledPage } from "../../content/model.ts";
import { artOf } from "../../content/lib/reader.ts";
import { outlineSvg } from "./outline-text.ts";

/** Draws the picture of every page that has a drawn one and hands it to `out` at its src, its
 * text outlined; returns how many were written. */
export function writePageArt(pages: readonly CompiledPage[], out: (file: string, text: string) => void): number {
  let written = 0;
  const pageAt = new Map(pages.map((p) => [p.path, p]));
  for (const page of pages) {
    const art = artOf(page, pageAt);
    if (!art?.draw) continue;
    out(art.image.src, outlineSvg(art.draw(), art.image.src));
    written++;
  }
  return written;
}

/** Hands `out` every SVG file of `publicDir` that sets text, at its path on the site, its text
 * outlined (the copy public/ holds stays editable); returns how many were written. */
export function writePublicOutlines(publicDir: string, out: (file: string, text: string) => void): number {
  let written = 0;
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".svg")) continue;
    const path = join(entry.parentPath, entry.name);
    const svg = readFileSync(path, "utf8");
    if (!/<text\b/.test(svg)) continue;
    const file = `/${relative(publicDir, path).split(sep).join("/")}`;
    out(file, outlineSvg(svg, file));
    written++;
  }
  return written;
}
