// Deploy scenarios for the offline worker: the tests build variants of the site and serve
// them one after the other on one origin, so they start and stop their own servers.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/lib/chromium.ts";

const executablePath = findChromium();
if (!executablePath) throw new Error("Chromium not found: install Debian's chromium package or set CHROMIUM_PATH");

export default defineConfig({
  testDir: "./e2e-deploy",
  outputDir: "../build/test-results/e2e-deploy",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: "../build/test-results/e2e-deploy.json" }]],
  use: { browserName: "chromium", launchOptions: { executablePath, args: CHROMIUM_FLAGS } },
});
