// A Playwright config for end-to-end tests in Debian's Chromium against a built site, served by
// the real Worker under `wrangler dev` (scripts/ops/start.ts) on its own port and its own local KV.
// Relative paths are the config file's, in tests/.
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium.ts";
import { siteEnv, type Site } from "../../scripts/lib/run.ts";

export function playwrightSuite(name: string, site: Site, port: string, env: Record<string, string> = {}) {
  return defineConfig({
    testDir: `./${name}`,
    outputDir: `../test-results/${name}`,
    fullyParallel: false,
    workers: 2,
    retries: 0,
    timeout: 30_000,
    reporter: [["list"], ["json", { outputFile: `../test-results/${name}.json` }]],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      browserName: "chromium",
      launchOptions: chromiumLaunchOptions(),
      trace: "retain-on-failure",
    },
    webServer: {
      command: `"${process.execPath}" scripts/ops/start.ts`,
      cwd: "..",
      url: `http://127.0.0.1:${port}/__version`,
      env: { ...siteEnv(site), PORT: port, WRANGLER_PERSIST_TO: `.wrangler/${name}-state`, ...env },
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM, which scripts/ops/start.ts passes on to wrangler's own process group; a SIGKILL
      // of start.ts's group would leave wrangler and workerd listening, holding the stderr pipe,
      // and the run never ending.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
  });
}
