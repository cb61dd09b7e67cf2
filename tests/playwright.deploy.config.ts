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
  use: { browserName: "chromium", launchOptions: chromiumLaunchOptions() },
});
