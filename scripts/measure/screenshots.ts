// npm run screenshots: full-page screenshots of a page of every template and of the pages a
// design review reads, at 375 px and 1280 px, in the light and the dark colour scheme, written
// to screenshots/ (ignored by git) from the built site under wrangler dev, as
// `<page>-<width>[-dark]-<tile>.png`: a long page is cut into tiles of TILE px from the top, so
// every file stays readable at its full size.
// `npm run screenshots -- / /ai /services` takes those pages instead.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromiumLaunchOptions } from "../lib/chromium.ts";
import { startNpmStart } from "../lib/local-worker.ts";
import { ROOT } from "../lib/run.ts";
import { pageFileName, REVIEW_PAGES } from "./sample-pages.ts";

const outDir = join(ROOT, "screenshots");
const TILE = 1600;

// On SCREENSHOT_PORT, else on a port the OS finds free.
const server = await startNpmStart(".wrangler/screenshot-state", process.env.SCREENSHOT_PORT, ["ignore", "ignore", "inherit"]);
const base = server.origin;

const named = process.argv.slice(2).filter((a) => a.startsWith("/"));
const targets: Record<string, string> = named.length
  ? Object.fromEntries(named.map((path) => [path === "/" ? "home" : path.slice(1), path]))
  : REVIEW_PAGES;

try {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const colorScheme of ["light", "dark"] as const)
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      // The cookie notice is answered once, as a visitor does, so it covers no page in the pictures.
      await page.goto(`${base}/`, { waitUntil: "networkidle" });
      const agree = page.getByRole("button", { name: "I agree" });
      if (await agree.isVisible()) await agree.click();
      for (const [template, path] of Object.entries(targets)) {
        const response = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
        const expected = template.startsWith("not-found") ? 404 : 200;
        if (response?.status() !== expected) throw new Error(`${path} answered ${response?.status()}, expected ${expected}`);
        // Lazy images below the fold: scroll through the page so they are in the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const tiles = Math.ceil(height / TILE);
        const name = `${pageFileName(template)}-${width}${colorScheme === "dark" ? "-dark" : ""}`;
        for (let tile = 0; tile < tiles; tile++) {
          const y = tile * TILE;
          const clip = { x: 0, y, width, height: Math.min(TILE, height - y) };
          await page.screenshot({ path: join(outDir, `${name}-${String(tile + 1).padStart(2, "0")}.png`), fullPage: true, clip });
        }
        console.log(
          `${width} px ${colorScheme.padEnd(5)}  ${path.padEnd(44)} → screenshots/${name}-01…${String(tiles).padStart(2, "0")}.png (${height} px)`,
        );
      }
      await page.close();
    }
  await browser.close();
} finally {
  await server.stop();
}
process.exit(0);
