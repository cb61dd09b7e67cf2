// Deploy scenarios for the offline worker: the tests build variants of the site and serve
// them one after the other on one origin, so they start and stop their own servers.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/lib/chromium.ts";

export default defineConfig({
  testDir: "./e2e-deploy",
  outputDir: "../test-results/e2e-deploy",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e-deploy.json" }]],
  // A step that hangs fails on its own, named, rather than using up the whole test.
  use: { browserName: "chromium", launchOptions: chromiumLaunchOptions(), actionTimeout: 15_000, navigationTimeout: 30_000 },
});
