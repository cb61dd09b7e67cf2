// The display face (decision 036): Hedvig Letters Serif from @fontsource-variable, cut at build
// time to what headlines and figures set in English and German, its optical size pinned at 24,
// plus the arrows of its symbols file; and the @font-face rules that serve it, with a fallback
// scaled to its metrics. Written once into a cache folder the Vite build reads through an alias
// (scripts/build/vite-plugins.ts), so the woff2 files get hashed names like Figtree's.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createFontStack } from "@capsizecss/core";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";

/** The family name pages ask for; both files are this one face. */
export const DISPLAY_FAMILY = "Hedvig Letters Serif";
export const DISPLAY_FALLBACK = `${DISPLAY_FAMILY} Fallback`;
/** What Vite resolves to the folder of the written files (`@display-face/display-face.css`). */
export const DISPLAY_FACE_ALIAS = "@display-face";

const PACKAGE = "@fontsource-variable/hedvig-letters-serif";
/** The one axis, opsz 12–24: headlines and figures are large, so the face is cut at its display size. */
const OPTICAL_SIZE = 24;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
/** What a headline or a figure sets, in English and German: printable ASCII, Latin-1 letters and
 * signs (ÄÖÜäöüß, é, «», ×, ·, °), dashes, typographic quotes of both languages, the ellipsis,
 * the euro, the minus and the single guillemets. */
export const LATIN_TEXT = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„…€−‹›`;
/** The arrows of figures ("8 → 4 days") and links; in the package's symbols file, not its latin one. */
export const ARROW_TEXT = "←→↗";

interface Part {
  file: string;
  source: string;
  text: string;
}
const PARTS: Part[] = [
  { file: "display-latin.woff2", source: "hedvig-letters-serif-latin-opsz-normal.woff2", text: LATIN_TEXT },
  { file: "display-arrows.woff2", source: "hedvig-letters-serif-symbols-opsz-normal.woff2", text: ARROW_TEXT },
];
export const CSS_FILE = "display-face.css";

const require = createRequire(import.meta.url);
const packageDir = () => dirname(require.resolve(`${PACKAGE}/package.json`));

/** `U+20-7E, U+A0-FF, …`: the code points of `text` as the ranges of a unicode-range descriptor. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j++;
    const hex = (n: number | undefined) => (n ?? 0).toString(16).toUpperCase();
    ranges.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return ranges.join(", ");
}

/** A percentage as CSS writes it, to 0.01 %. */
const percent = (value: string) => `${Number.parseFloat(value).toFixed(2)}%`;

/** The @font-face rules: the face's two files as one family, and its fallback, Times New Roman
 * (Liberation Serif, metric-compatible, on Linux) scaled to the face's widths and line metrics
 * by capsize from the written latin file. */
export async function displayFaceCss(latin: Buffer): Promise<string> {
  const metrics = await fromBuffer(latin);
  const { fontFaces } = createFontStack([metrics, timesNewRoman], { fontFaceFormat: "styleObject" });
  const fallback = fontFaces[0]?.["@font-face"];
  if (!fallback?.sizeAdjust || !fallback.ascentOverride || !fallback.descentOverride || !fallback.lineGapOverride)
    throw new Error(`capsize gave no fallback metrics for ${DISPLAY_FAMILY}`);
  const face = (part: Part) =>
    [
      "@font-face {",
      `  font-family: "${DISPLAY_FAMILY}";`,
      "  font-style: normal;",
      "  font-weight: 400;",
      "  font-display: swap;",
      `  src: url("./${part.file}") format("woff2");`,
      `  unicode-range: ${unicodeRange(part.text)};`,
      "}",
    ].join("\n");
  return [
    `/* Written by scripts/build/display-face.ts (decision 036); not a source file. */`,
    ...PARTS.map(face),
    [
      "@font-face {",
      `  font-family: "${DISPLAY_FALLBACK}";`,
      `  src: local("Times New Roman"), local("Liberation Serif");`,
      `  size-adjust: ${percent(fallback.sizeAdjust)};`,
      `  ascent-override: ${percent(fallback.ascentOverride)};`,
      `  descent-override: ${percent(fallback.descentOverride)};`,
      `  line-gap-override: ${percent(fallback.lineGapOverride)};`,
      "}",
    ].join("\n"),
    "",
  ].join("\n");
}

/** What the written files are made of: the package's files, the texts and this file's own code. */
function inputsKey(dir: string): string {
  const hash = createHash("sha256");
  for (const part of PARTS) hash.update(readFileSync(join(dir, "files", part.source))).update(part.text);
  hash.update(readFileSync(new URL(import.meta.url)));
  return hash.digest("hex");
}

/** Writes the face's woff2 files and its CSS into `outDir`, unless the files there were made from
 * the same inputs. Each file is written beside and renamed into place, so that two builds at once
 * never read half a file. Returns the latin file's and the arrows' sizes in bytes. */
export async function writeDisplayFace(outDir: string): Promise<Record<string, number>> {
  const source = packageDir();
  const key = inputsKey(source);
  const stamp = join(outDir, "inputs.sha256");
  const sizes = () => Object.fromEntries(PARTS.map((p) => [p.file, readFileSync(join(outDir, p.file)).length]));
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === key && existsSync(join(outDir, CSS_FILE))) return sizes();
  mkdirSync(outDir, { recursive: true });
  const put = (file: string, data: string | Buffer) => {
    const temporary = join(outDir, `${file}.${process.pid}.tmp`);
    writeFileSync(temporary, data);
    renameSync(temporary, join(outDir, file));
  };
  let latin: Buffer | undefined;
  for (const part of PARTS) {
    const font = await subsetFont(readFileSync(join(source, "files", part.source)), part.text, {
      targetFormat: "woff2",
      variationAxes: { opsz: OPTICAL_SIZE },
    });
    latin ??= font;
    put(part.file, font);
  }
  put(CSS_FILE, await displayFaceCss(latin!));
  put("inputs.sha256", key);
  return sizes();
}
