// Which blocks of a landing page sit on a tinted band (docs/design-system.md, "Sections"),
// decided by the build and written on each block (`band`), so the browser runs no code for it.
import type { Block } from "../model.ts";

/** The block types shown on a tinted band: figures, case studies, industries, credentials. */
const BANDS: ReadonlySet<Block["type"]> = new Set(["stats", "case-studies", "industries", "credentials"]);

/** Those of BANDS, but never a third band in a row, so bands and white sections keep a rhythm. */
export function bandsOf(types: readonly Block["type"][]): boolean[] {
  const bands: boolean[] = [];
  for (const [i, type] of types.entries()) bands.push(BANDS.has(type) && !(bands[i - 1] && bands[i - 2]));
  return bands;
}

/** Marks the blocks of a landing page that sit on a band (`band: true`). */
export function markBands(blocks: readonly Block[]): void {
  bandsOf(blocks.map((b) => b.type)).forEach((band, i) => {
    if (band) (blocks[i] as Block & { band?: boolean }).band = true;
  });
}
