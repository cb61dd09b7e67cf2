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

export function drawIcon(size: number): Buffer {
  const margin = Math.round(size * 0.16);
  const radius = Math.round(size * 0.1);
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const ix = Math.min(Math.max(x, margin + radius), size - margin - radius - 1);
      const iy = Math.min(Math.max(y, margin + radius), size - margin - radius - 1);
      const inside = (x - ix) ** 2 + (y - iy) ** 2 <= radius ** 2 && x >= margin && y >= margin && x < size - margin && y < size - margin;
      const colour = !inside ? PAPER : x + y < size ? ACCENT : INK;
      raw.set(colour, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", new Uint8Array())]);
}

if (import.meta.main) {
  for (const size of [192, 512]) writeFileSync(join(ROOT, `public/icons/icon-${size}.png`), drawIcon(size));
  console.log("Wrote public/icons/icon-192.png and icon-512.png");
}
