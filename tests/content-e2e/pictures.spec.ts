// The real site's pictures (docs/design-system.md, "Art"): no drawing twice on a page, portraits
// large enough to recognise someone, and no picture a bright slab on a dark page.
import { expect, test, type Page } from "@playwright/test";
import { PNG } from "pngjs";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Every picture of <main> loaded: lazy pictures are fetched once scrolled near. */
async function loadPictures(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("main img")) img.setAttribute("loading", "eager");
    await Promise.all([...document.querySelectorAll("main img")].map((img) => (img as HTMLImageElement).decode().catch(() => undefined)));
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [label, path] of Object.entries(SAMPLE_PAGES)) {
    test(`${label} (${path}): no two pictures in the main content show the same drawing`, async ({ page }) => {
      await open(page, path);
      // The closing band's portrait signs the page off and may repeat a portrait the page shows
      // (the practice lead in "who leads it", the expert on her own page: decision 043); it is
      // a portrait, and no other picture repeats.
      await expect(page.locator("main .closing img[data-art]")).toHaveAttribute("data-art", /^portrait-/);
      const ids = await page
        .locator("main img[data-art]:not(.closing__portrait)")
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("data-art") ?? ""));
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(twice, ids.join(", ")).toEqual([]);
    });
  }

  test("every case study's picture is its own product screen: a file no other case study shows", async ({ page, request }) => {
    // One page load per case study (a dozen and more): more than the default 30 s on a loaded machine.
    test.setTimeout(180_000);
    await open(page, "/portfolio");
    const cases = await page.locator("main .cards .card__title a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(cases.length).toBeGreaterThanOrEqual(6);
    const files = new Map<string, string>();
    for (const path of cases) {
      await open(page, path);
      const picture = page.locator("main .case-figure img");
      await expect(picture, path).toHaveAttribute("data-art", `screen-${path.split("/").at(-1)}`);
      const svg = await (await request.get((await picture.getAttribute("src")) ?? "")).text();
      expect(svg, path).toContain("<svg");
      files.set(path, svg);
    }
    expect(new Set(files.values()).size).toBe(files.size);
  });

  test("a hub's own picture is shown once, in its hero; a list of hubs shows each hub by its icon", async ({ page }) => {
    await open(page, "/crm");
    const hero = await page.locator(".hero img").getAttribute("data-art");
    expect(hero).toMatch(/^hub-/);
    await expect(page.locator(`main img[data-art="${hero}"]`)).toHaveCount(1);
    await open(page, "/industries");
    expect(await page.locator("main .cards .card__icon").count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('main .cards img[data-art^="hub-"]')).toHaveCount(0);
  });

  test("an expert's portrait is at least 160 px wide on the profile and 72 px beside a text the expert wrote", async ({ page }) => {
    await open(page, "/experts/lena-brandt");
    expect((await page.locator(".expert__portrait").boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(160);
    await open(page, "/crm/customer-data-migration");
    const authorBox = page.locator(".author-box img");
    await authorBox.scrollIntoViewIfNeeded();
    expect((await authorBox.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(72);
    await open(page, "/contacts");
    expect((await page.locator(".enquiry-contact img").boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(72);
  });
});

test.describe("in dark mode", () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: "dark" });

  for (const path of ["/", "/crm", "/crm/customer-data-migration", "/portfolio/wellness-platform-development"]) {
    test(`${path}: no picture is a bright slab (mean relative luminance of each picture's box ≤ 0.35)`, async ({ page }) => {
      await open(page, path);
      await loadPictures(page);
      const pictures = page.locator("main img");
      const count = await pictures.count();
      expect(count).toBeGreaterThan(0);
      const bright: string[] = [];
      for (let i = 0; i < count; i++) {
        const img = pictures.nth(i);
        if (!(await img.isVisible())) continue;
        await img.scrollIntoViewIfNeeded();
        const png = await img.screenshot();
        // The screenshot's pixels, averaged as relative luminance.
        const { data } = PNG.sync.read(png);
        const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        let sum = 0;
        for (let p = 0; p < data.length; p += 4)
          sum += 0.2126 * lin(data[p] ?? 0) + 0.7152 * lin(data[p + 1] ?? 0) + 0.0722 * lin(data[p + 2] ?? 0);
        const mean = sum / (data.length / 4);
        if (mean > 0.35) bright.push(`${(await img.getAttribute("src")) ?? "?"}: ${mean.toFixed(2)}`);
      }
      expect(bright).toEqual([]);
    });
  }

  test("/experts/lena-brandt: the portrait stays ink on a slate disc, never a negative", async ({ page }) => {
    await open(page, "/experts/lena-brandt");
    await loadPictures(page);
    const { data, width, height } = PNG.sync.read(await page.locator(".expert__portrait").screenshot());
    const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    // The pixels inside the disc only (the corners are the page's own colour).
    const inside: number[] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if ((x - width / 2) ** 2 + (y - height / 2) ** 2 > (0.45 * width) ** 2) continue;
        const p = (y * width + x) * 4;
        inside.push(0.2126 * lin(data[p] ?? 0) + 0.7152 * lin(data[p + 1] ?? 0) + 0.0722 * lin(data[p + 2] ?? 0));
      }
    inside.sort((a, b) => a - b);
    // Mostly the mid-tone disc (an inverted portrait is mostly a dark disc), with dark ink lines on it.
    const median = inside[Math.floor(inside.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(0.15);
    expect(median).toBeLessThanOrEqual(0.35);
    expect(inside.filter((l) => l < 0.05).length / inside.length).toBeGreaterThan(0.03);
  });
});
