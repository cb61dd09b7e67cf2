// npm run screenshots: full-page screenshots of a page of every template at 375 px and
// 1280 px, in the light and the dark colour scheme, written to screenshots/ (ignored by git),
// from the built site under wrangler dev.
// `npm run screenshots -- / /ai /services` takes those pages instead.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromiumLaunchOptions } from "../lib/chromium.ts";
import { startNpmStart } from "../lib/local-worker.ts";
import { ROOT } from "../lib/run.ts";
import { pageFileName, SAMPLE_PAGES } from "./sample-pages.ts";

const outDir = join(ROOT, "screenshots");

// On SCREENSHOT_PORT, else on a port the OS finds free.
const server = await startNpmStart(".wrangler/screenshot-state", process.env.SCREENSHOT_PORT, ["ignore", "ignore", "inherit"]);
const base = server.origin;

const named = process.argv.slice(2).filter((a) => a.startsWith("/"));
const targets: Record<string, string> = named.length
  ? Object.fromEntries(named.map((path) => [path === "/" ? "home" : path.slice(1), path]))
  : SAMPLE_PAGES;

try {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const colorScheme of ["light", "dark"] as const)
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const [template, path] of Object.entries(targets)) {
        await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
        // Lazy images below the fold: scroll through the page so they are in the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const file = join(outDir, `${width}-${colorScheme}-${pageFileName(template)}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${width} px ${colorScheme.padEnd(5)}  ${path.padEnd(44)} → screenshots/${file.slice(outDir.length + 1)}`);
      }
      await page.close();
    }
  await browser.close();
} finally {
  await server.stop();
}
process.exit(0);
