// The offline worker (/sw.js) in Chromium against the built site, on a loopback host.
import { expect, test, type Page } from "@playwright/test";

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "northfold_consent", value: "denied", url: "http://127.0.0.1" }]);
});

async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Visits a page and waits until the service worker controls it. */
async function controlled(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test("first install says content is available offline", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => logs).toContain("Content is now available offline!");
});

test("offline, visited pages still load and navigate; an unvisited page shows the offline page", async ({ page, context }) => {
  await controlled(page, "/crm");
  await page.goto("/services");
  await hydrated(page);
  await page.goto("/crm");
  await hydrated(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("h1")).toHaveText("Fixture CRM, reached by several redirects");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByText("Services", { exact: true }).click(); // opens the Services panel
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator("h1")).toHaveText("Fixture services for every kind of block");

  await page.goto("/impressum").catch(() => undefined);
  await expect(page.locator("h1")).toHaveText("You are offline");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // A German address gets the German offline page.
  await page.goto("/de/datenschutzhinweis").catch(() => undefined);
  await expect(page.locator("h1")).toHaveText("Sie sind offline");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.setOffline(false);
});

test("pages carry the build hash of the running app-data, also when served by the worker", async ({ page }) => {
  await controlled(page, "/blog");
  await page.reload();
  await hydrated(page);
  const appData = (await (await page.request.get("/page-data/app-data.json")).json()) as { webpackCompilationHash: string };
  await expect(page.locator("html")).toHaveAttribute("data-build-hash", appData.webpackCompilationHash);
  const pageData = await page.evaluate(
    async () =>
      ((await (await fetch("/page-data/blog/page-data.json")).json()) as { webpackCompilationHash: string }).webpackCompilationHash,
  );
  expect(pageData).toBe(appData.webpackCompilationHash);
});

test("an installing worker that fails is reported as redundant", async ({ page, context }) => {
  await context.route("**/sw.js", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: 'self.addEventListener("install", (e) => e.waitUntil(Promise.reject(new Error("broken"))));',
    }),
  );
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => errors).toContain("The installing service worker became redundant.");
});
