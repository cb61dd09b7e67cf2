// Draws the site's icon (the brand mark: a square split on its diagonal) and the social sharing
// image as PNG files, so no image editor is needed to change them; pngjs encodes the files.
// Run: node scripts/build/make-icons.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { constants } from "node:zlib";
import { PNG } from "pngjs";
import { ROOT } from "../lib/run.ts";

const ACCENT = [0x0b, 0x6e, 0x4f];
const INK = [0x14, 0x21, 0x2b];
const PAPER = [0xff, 0xff, 0xff];
const TINT = [0xf1, 0xf5, 0xf4];

/** The mark: a rounded square of side `side` at (left, top), split on its diagonal. */
function markColour(x: number, y: number, left: number, top: number, side: number): number[] | null {
  const radius = Math.round(side * 0.15);
  const lx = x - left;
  const ly = y - top;
  if (lx < 0 || ly < 0 || lx >= side || ly >= side) return null;
  const cx = Math.min(Math.max(lx, radius), side - radius - 1);
  const cy = Math.min(Math.max(ly, radius), side - radius - 1);
  if ((lx - cx) ** 2 + (ly - cy) ** 2 > radius ** 2) return null;
  return lx + ly < side ? ACCENT : INK;
}

function png(width: number, height: number, colourAt: (x: number, y: number) => number[]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) image.data.set([...colourAt(x, y), 0xff], (y * width + x) * 4);
  }
  // 8-bit RGB, as the icons are opaque; rows unfiltered and zlib's default strategy, which for
  // these flat shapes compress better than pngjs's defaults (and give the committed files).
  return PNG.sync.write(image, { colorType: 2, filterType: 0, deflateStrategy: constants.Z_DEFAULT_STRATEGY });
}

export function drawIcon(size: number): Buffer {
  const margin = Math.round(size * 0.16);
  return png(size, size, (x, y) => markColour(x, y, margin, margin, size - 2 * margin) ?? PAPER);
}

/** The social sharing image (Open Graph, 1200×630): the mark on the site's tint with a rule below. */
export function drawSocialImage(): Buffer {
  const [w, h] = [1200, 630];
  return png(w, h, (x, y) => {
    const mark = markColour(x, y, 490, 155, 220);
    if (mark) return mark;
    if (y >= 450 && y < 462 && x >= 390 && x < 810) return ACCENT;
    return TINT;
  });
}

if (import.meta.main) {
  for (const size of [192, 512]) writeFileSync(join(ROOT, `public/icons/icon-${size}.png`), drawIcon(size));
  writeFileSync(join(ROOT, "public/images/og-default.png"), drawSocialImage());
  console.log("Wrote public/icons/icon-192.png, icon-512.png and public/images/og-default.png");
}
