// A deploy after a visit: the next navigation shows the new build, never a stale page; and the
// kill-switch build removes the worker and its caches. The fixture build and two real variants
// of it (BUILD_DIR) are served in turn on one origin, as a browser sees successive deploys.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuilt } from "../../scripts/lib/freshness.ts";
import { binOf, FIXTURE_SITE, ROOT, siteEnv, startNode, toolEnv } from "../../scripts/lib/run.ts";
import { waitForSite, writeWranglerConfig } from "../../scripts/lib/serve.ts";
import { FIXTURES_ONLY_NODE_OPTIONS } from "../setup/node-options.ts";

const PORT = Number(process.env.DEPLOY_E2E_PORT ?? 8805);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const VARIANTS = join(ROOT, "build-variants");
const CURRENT = join(ROOT, FIXTURE_SITE.buildDir);
const OLD_HEADING = "Fixture services for every kind of block";
const NEW_HEADING = "Fixture services for every kind of block, from the new build";

/** Builds the fixture site (or the copy at `contentRoot`) into build-variants/<name>, in a
 * process of its own: the variants build side by side. */
async function build(name: string, env: Record<string, string>, contentRoot = FIXTURE_SITE.contentRoot): Promise<void> {
  const { code, output } = await startNode(join(ROOT, "scripts/build/build.ts"), [], {
    stdio: "pipe",
    env: { ...toolEnv, ...siteEnv({ buildDir: `build-variants/${name}`, contentRoot }), NODE_OPTIONS: FIXTURES_ONLY_NODE_OPTIONS, ...env },
  });
  if (code !== 0) throw new Error(`building ${name} failed:\n${output}`);
}

/** Stops the server `serve` started last, if it still runs. */
let stopServer = async () => {};

/** Serves a build on ORIGIN, in place of whatever served there before: a deploy, as a browser sees it. */
async function serve(buildDir: string): Promise<void> {
  await stopServer();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      binOf("wrangler", "wrangler"),
      "dev",
      "--config",
      writeWranglerConfig(join(buildDir, "wrangler.toml"), buildDir),
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--persist-to",
      join(VARIANTS, "state"),
      "--show-interactive-dev-session=false",
    ],
    { cwd: ROOT, env: { ...process.env, ...toolEnv }, stdio: "ignore", detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  stopServer = async () => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, "SIGTERM");
    const timer = (ms: number) => new Promise<"late">((r) => setTimeout(() => r("late"), ms));
    if ((await Promise.race([exited, timer(10_000)])) === "late") {
      process.kill(-child.pid, "SIGKILL");
      await exited;
    }
    // The runtime's port closes with it; wait until nothing answers there.
    for (let i = 0; i < 40; i++) {
      try {
        await fetch(`${ORIGIN}/__version`, { signal: AbortSignal.timeout(1_000) });
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  await waitForSite(ORIGIN);
}

/**
 * A browser context of the test's own, closed while the site still answers: closing one whose
 * service worker is still talking to a stopped server can leave Chromium waiting. A close that
 * still does not finish is given up after 15 s, so it cannot use up the test's time.
 */
async function withContext(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await Promise.race([context.close(), new Promise((r) => setTimeout(r, 15_000))]);
  }
}

async function controlled(page: Page, path: string) {
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(VARIANTS, { recursive: true, force: true });
  const content = mkdtempSync(join(tmpdir(), "site-next-"));
  cpSync(join(ROOT, FIXTURE_SITE.contentRoot), content, { recursive: true });
  const services = join(content, "content/pages/services.md");
  writeFileSync(services, readFileSync(services, "utf8").replace(`heading: ${OLD_HEADING}`, `heading: ${NEW_HEADING}`));
  // The deploy before is the fixture build itself (npm test has just made it, and it is made
  // here when stale); the two deploys after it are built side by side.
  if (ensureBuilt(FIXTURE_SITE) !== 0) throw new Error("building the fixture site failed");
  await Promise.all([build("next", {}, content), build("kill", { SERVICE_WORKER: "off" })]);
  rmSync(content, { recursive: true, force: true });
});

test.afterEach(() => stopServer());
test.afterAll(() => rmSync(VARIANTS, { recursive: true, force: true }));

test("after a new deploy, the next navigation shows the new content with the new build hash", async ({ browser }) => {
  await withContext(browser, async (page) => {
    await serve(CURRENT);
    await controlled(page, "/services");
    await expect(page.locator("h1")).toHaveText(OLD_HEADING);
    await page.goto(`${ORIGIN}/crm`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const oldHash = await page.locator("html").getAttribute("data-build-hash");

    await serve(join(VARIANTS, "next"));
    await page.getByRole("navigation", { name: "Main" }).getByText("Services", { exact: true }).click(); // opens the Services panel
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All services" }).click();
    await expect(page.locator("h1")).toHaveText(NEW_HEADING);
    const appData = (await (await page.request.get(`${ORIGIN}/page-data/app-data.json`)).json()) as { webpackCompilationHash: string };
    expect(appData.webpackCompilationHash).not.toBe(oldHash);
    await expect(page.locator("html")).toHaveAttribute("data-build-hash", appData.webpackCompilationHash);
  });
});

test("the kill-switch build unregisters the worker and empties its caches", async ({ browser }) => {
  await withContext(browser, async (page) => {
    await serve(CURRENT);
    await controlled(page, "/");
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    await serve(join(VARIANTS, "kill"));
    await page.reload();
    // The kill switch reloads the page while it cleans up: ask again after such a navigation.
    const count = (what: () => Promise<number>) => () => page.evaluate(what).catch(() => Number.NaN);
    await expect
      .poll(
        count(async () => (await navigator.serviceWorker.getRegistrations()).length),
        { timeout: 20_000 },
      )
      .toBe(0);
    await expect
      .poll(
        count(async () => (await caches.keys()).length),
        { timeout: 20_000 },
      )
      .toBe(0);
  });
});
