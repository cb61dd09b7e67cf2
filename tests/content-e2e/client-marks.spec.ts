// The client marks of the real site (docs/decisions/037): one colour that follows the scheme,
// ink on a light page and near-white on a dark one, with no tile or box behind them, and at
// least 3:1 against the page (WCAG 1.4.11), measured on the rendered pixels.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PNG } from "pngjs";

type Rgb = [number, number, number];

const luminance = ([r, g, b]: Rgb) => {
  const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

/** The colour the page shows behind an element: the first ancestor's opaque background. */
async function pageBehind(element: Locator): Promise<Rgb> {
  const rgb = await element.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (!/rgba\(.*,\s*0\)$|transparent/.test(bg)) return bg;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  });
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

/** The boxes the mark and its wrappers up to the list draw: background, border or shadow. */
const boxesDrawn = (img: Locator) =>
  img.evaluate((el) => {
    const drawn: string[] = [];
    for (let node: Element | null = el; node; node = node.matches("ul.clients") ? null : node.parentElement) {
      const s = getComputedStyle(node);
      const what = `${node.tagName.toLowerCase()}`;
      if (!/rgba\(.*,\s*0\)$|transparent/.test(s.backgroundColor)) drawn.push(`${what} background ${s.backgroundColor}`);
      if (s.backgroundImage !== "none") drawn.push(`${what} background-image`);
      if (parseFloat(s.borderTopWidth) + parseFloat(s.borderLeftWidth) > 0 && s.borderTopStyle !== "none") drawn.push(`${what} border`);
      if (s.boxShadow !== "none") drawn.push(`${what} shadow`);
    }
    return drawn;
  });

/** The rendered pixels of an element. */
async function pixels(element: Locator): Promise<{ width: number; height: number; at: (x: number, y: number) => Rgb }> {
  const png = PNG.sync.read(await element.screenshot());
  return {
    width: png.width,
    height: png.height,
    at: (x, y) => {
      const i = (y * png.width + x) * 4;
      return [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0];
    },
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.evaluate(async () => {
    const marks = [...document.querySelectorAll<HTMLImageElement>(".clients img")];
    for (const img of marks) img.loading = "eager";
    await Promise.all(marks.map((img) => img.decode().catch(() => undefined)));
  });
}

for (const scheme of ["dark", "light"] as const) {
  test.describe(`in the ${scheme} scheme`, () => {
    test.use({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });

    for (const path of ["/", "/de"]) {
      test(`${path}: the client marks have no box behind them and contrast at least 3:1 with the page`, async ({ page }) => {
        await open(page, path);
        const marks = page.locator("ul.clients img");
        const count = await marks.count();
        expect(count).toBeGreaterThanOrEqual(6);
        const behind = await pageBehind(page.locator("ul.clients"));
        for (let i = 0; i < count; i++) {
          const img = marks.nth(i);
          const name = (await img.getAttribute("alt")) ?? String(i);
          // In the middle of the window, clear of the sticky header and the cookie notice.
          await img.evaluate((el) => el.scrollIntoView({ block: "center" }));
          expect(await boxesDrawn(img), name).toEqual([]);
          const shot = await pixels(img);
          // No tile: the mark's corners show the page itself.
          for (const [x, y] of [
            [1, 1],
            [shot.width - 2, 1],
            [1, shot.height - 2],
            [shot.width - 2, shot.height - 2],
          ] as const)
            expect(contrast(shot.at(x, y), behind), `${name}: corner ${x},${y}`).toBeLessThan(1.1);
          // The mark's own colour: the pixel that stands out most from the page.
          let mark: Rgb = behind;
          for (let y = 0; y < shot.height; y++)
            for (let x = 0; x < shot.width; x++) if (contrast(shot.at(x, y), behind) > contrast(mark, behind)) mark = shot.at(x, y);
          expect(contrast(mark, behind), `${name}: mark ${mark.join(",")} on ${behind.join(",")}`).toBeGreaterThanOrEqual(3);
          // Ink on a light page, near-white on a dark one.
          if (scheme === "dark") expect(luminance(mark), name).toBeGreaterThan(luminance(behind));
          else expect(luminance(mark), name).toBeLessThan(luminance(behind));
        }
      });
    }
  });
}
