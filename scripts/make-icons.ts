// Draws the site's icon (the brand mark: a square split on its diagonal) as PNG files, so
// no image editor is needed to change it. Run: node scripts/make-icons.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { ROOT } from "./lib/run.ts";

const ACCENT = [0x0b, 0x6e, 0x4f];
const INK = [0x14, 0x21, 0x2b];
const PAPER = [0xff, 0xff, 0xff];

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

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
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(colourAt(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", new Uint8Array())]);
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
