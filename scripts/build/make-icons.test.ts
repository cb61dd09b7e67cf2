import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { drawIcon, drawSocialImage } from "./make-icons.ts";

// The committed images are the script's output: drawing them again gives the same pixels, and
// the same file.
describe("make-icons", () => {
  it.each([
    ["public/icons/icon-192.png", () => drawIcon(192), 192, 192],
    ["public/icons/icon-512.png", () => drawIcon(512), 512, 512],
    ["public/images/og-default.png", drawSocialImage, 1200, 630],
  ])("draws %s", (file, draw, width, height) => {
    const committed = readFileSync(join(ROOT, file));
    const drawn = draw();
    const [before, after] = [PNG.sync.read(committed), PNG.sync.read(drawn)];
    expect([after.width, after.height]).toEqual([width, height]);
    expect([before.width, before.height]).toEqual([width, height]);
    expect(after.data.equals(before.data)).toBe(true);
    // 8-bit RGB (IHDR's bit depth and colour type).
    expect([...drawn.subarray(24, 26)]).toEqual([8, 2]);
    expect(drawn.equals(committed)).toBe(true);
  });

  it("draws the mark's two colours and the paper around it", () => {
    const icon = PNG.sync.read(drawIcon(192));
    const rgb = (x: number, y: number) => [...icon.data.subarray((y * 192 + x) * 4, (y * 192 + x) * 4 + 3)];
    expect(rgb(0, 0)).toEqual([0xff, 0xff, 0xff]);
    expect(rgb(60, 60)).toEqual([0x0b, 0x6e, 0x4f]);
    expect(rgb(130, 130)).toEqual([0x14, 0x21, 0x2b]);
  });
});
