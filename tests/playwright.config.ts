// End-to-end tests in Debian's Chromium against the built site served by the real Worker
// under `wrangler dev` (scripts/start.ts), on its own port and its own local KV.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/lib/chromium.ts";

const PORT = process.env.E2E_PORT ?? "8788";

export default defineConfig({
  testDir: "./e2e",
  outputDir: "../build/test-results/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../build/test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  webServer: {
    command: `"${process.execPath}" scripts/start.ts`,
    cwd: "..",
    url: `http://127.0.0.1:${PORT}/__version`,
    env: { PORT, WRANGLER_PERSIST_TO: ".wrangler/e2e-state" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
