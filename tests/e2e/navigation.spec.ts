import { expect, test, type Page } from "@playwright/test";

// These tests intercept requests with page.route, which a service worker would bypass.
test.use({ serviceWorkers: "block" });

/** Collects console errors and failed page loads so a test can assert there were none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

test("the home page is pre-rendered, hydrates without errors and names its canonical URL", async ({ page }) => {
  const errors = watchErrors(page);
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.fixture.example");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  expect(errors).toEqual([]);
});

test("a client navigation fetches page data and the template chunk, without a document load", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/services");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  const documents: string[] = [];
  const fetched: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "document") documents.push(req.url());
    fetched.push(new URL(req.url()).pathname);
  });

  const pageData = page.waitForResponse((r) => r.url().endsWith("/page-data/portfolio/page-data.json"));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
  expect((await pageData).status()).toBe(200);
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.locator("h1")).toHaveText("Case studies");
  await expect(page).toHaveTitle("Fixture case studies | Fixture Works");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.fixture.example/portfolio");

  // Into a case study: a template not loaded yet arrives as its own chunk.
  const caseData = page.waitForResponse((r) => r.url().endsWith("/page-data/portfolio/clinic-scheduling/page-data.json"));
  await page.locator('main a[href="/portfolio/clinic-scheduling"]').first().click();
  await caseData;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.fixture.example/portfolio/clinic-scheduling");

  expect(documents).toEqual([]);
  expect(fetched.some((p) => /^\/assets\/portfolio-[\w-]+\.js$/.test(p))).toBe(true);
  expect(fetched.filter((p) => p.endsWith(".data") || p.startsWith("/__manifest"))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(errors).toEqual([]);
});

test("after hydration, links in the frame and the text are followed on the client; a click with a modifier is the browser's", async ({
  page,
  context,
}) => {
  await page.goto("/portfolio/clinic-scheduling");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const documents: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "document") documents.push(req.url());
  });
  const crumb = page.locator('.breadcrumbs a[href="/portfolio"]');

  // Ctrl-click opens the link in a new tab, and this page stays where it is.
  const opened = context.waitForEvent("page");
  await crumb.click({ modifiers: ["ControlOrMeta"] });
  await (await opened).close();
  await expect(page).toHaveURL(/\/portfolio\/clinic-scheduling$/);

  await crumb.click();
  await expect(page.locator("h1")).toHaveText("Case studies");
  await page.locator("a.brand").click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.locator('main .prose a[href^="/"]').first().click();
  await page.waitForURL((url) => url.pathname !== "/");
  expect(documents).toEqual([]);
});

test("an unknown path answers 404 with the 404 page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("No fixture page here");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("a client navigation to an unknown path renders the 404 page and keeps the URL", async ({ page }) => {
  await page.goto("/services");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "/no-such-page";
    a.textContent = "broken link";
    document.querySelector(".prose")?.appendChild(a);
  });
  const data = page.waitForResponse((r) => r.url().endsWith("/page-data/no-such-page/page-data.json"));
  await page.getByRole("link", { name: "broken link" }).click();
  expect((await data).status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("No fixture page here");
  await expect(page).toHaveURL(/\/no-such-page$/);
});

test("sections named by the spec can be linked: offices and the cookie section", async ({ page }) => {
  await page.goto("/contacts#offices");
  await expect(page.locator("#offices h2")).toBeVisible();
  await page.goto("/privacy-notice#cookie-dif");
  await expect(page.locator("#cookie-dif")).toBeInViewport();
});

test("a redirected path reaches its target in one 301", async ({ page }) => {
  const hops: number[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "document") hops.push(r.status());
  });
  await page.goto("/Company/About/?utm_source=x");
  await expect(page).toHaveURL(/\/company\/about\?utm_source=x$/);
  expect(hops).toEqual([301, 200]);
});
