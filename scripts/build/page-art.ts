// The pictures the build draws for pages (content/art): each drawn once, when its file is written.
import type { CompiledPage } from "../../content/model.ts";
import { artOf } from "../../content/lib/reader.ts";

/** Draws the picture of every page that has a drawn one and hands it to `out` at its src;
 * returns how many were written. */
export function writePageArt(pages: readonly CompiledPage[], out: (file: string, text: string) => void): number {
  let written = 0;
  const pageAt = new Map(pages.map((p) => [p.path, p]));
  for (const page of pages) {
    const art = artOf(page, pageAt);
    if (!art?.draw) continue;
    out(art.image.src, art.draw());
    written++;
  }
  return written;
}
