import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromBuffer } from "@capsizecss/unpack";
import { afterAll, describe, expect, it } from "vitest";
import { ARROW_TEXT, CSS_FILE, DISPLAY_FALLBACK, DISPLAY_FAMILY, LATIN_TEXT, unicodeRange, writeDisplayFace } from "./display-face.ts";

describe("unicodeRange", () => {
  it("joins neighbouring code points into ranges, in order, each once", () => {
    expect(unicodeRange("cab→a€")).toBe("U+61-63, U+20AC, U+2192");
  });
});

describe("the display face as the build writes it", () => {
  const dir = mkdtempSync(join(tmpdir(), "display-face-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const written = writeDisplayFace(dir);

  it("sets German and the figures' signs, and its arrows", () => {
    for (const c of "ÄÖÜäöüßé–„“”‘’…€%×−·›") expect(LATIN_TEXT).toContain(c);
    expect(ARROW_TEXT).toContain("→");
  });

  it("is one face in two small files, the same bytes on a second run", async () => {
    const sizes = await written;
    expect(sizes["display-latin.woff2"]).toBeLessThan(22 * 1024);
    expect(sizes["display-arrows.woff2"]).toBeLessThan(2 * 1024);
    const [latin, arrows] = ["display-latin.woff2", "display-arrows.woff2"].map((f) => readFileSync(join(dir, f)));
    expect((await fromBuffer(latin!)).familyName).toBe((await fromBuffer(arrows!)).familyName);
    rmSync(join(dir, "inputs.sha256"));
    await writeDisplayFace(dir);
    expect(readFileSync(join(dir, "display-latin.woff2")).equals(latin!)).toBe(true);
  }, 60_000);

  it("declares both files as one family, each for its characters, and a fallback scaled to the face", async () => {
    await written;
    const css = readFileSync(join(dir, CSS_FILE), "utf8");
    const faces = css.split("@font-face").slice(1);
    expect(faces).toHaveLength(3);
    expect(faces[0]).toContain(`font-family: "${DISPLAY_FAMILY}"`);
    expect(faces[0]).toContain(`unicode-range: ${unicodeRange(LATIN_TEXT)};`);
    expect(faces[1]).toContain(`font-family: "${DISPLAY_FAMILY}"`);
    expect(faces[1]).toContain("unicode-range: U+2190, U+2192, U+2197;");
    expect(faces[2]).toContain(`font-family: "${DISPLAY_FALLBACK}"`);
    for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"])
      expect(faces[2]).toMatch(new RegExp(`${descriptor}: \\d+\\.\\d\\d%;`));
  }, 60_000);
});
