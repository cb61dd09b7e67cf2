// The site under its content security policy and its consent rules, in the browser: no policy
// violation while searching, navigating and loading analytics; client navigations show the
// canonical address; declining loads nothing of a third party; withdrawing removes it at once.
import { expect, test, type Page } from "@playwright/test";
import { watchPolicy } from "./layout.ts";

// These tests intercept requests with page.route, which a service worker would bypass.
test.use({ serviceWorkers: "block" });

const ready = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

/** Adds an internal link to the page's main text, for navigations the content does not offer. */
async function follow(page: Page, href: string) {
  await page.evaluate((h) => {
    const a = document.createElement("a");
    a.href = h;
    a.textContent = `to ${h}`;
    (document.querySelector("main .prose") ?? document.querySelector("main"))?.appendChild(a);
  }, href);
  await page.getByRole("link", { name: `to ${href}` }).click();
}

/** Documents the browser loads in the main frame (a client navigation loads none). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && loads.push(new URL(r.url()).pathname));
  return loads;
}

test("search, client navigation and a rendered 404 run without a policy violation", async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto("/search");
  await ready(page);
  await page.getByLabel("What are you looking for?").fill("quarkwise");
  await expect(page.locator('.search__list a[href="/crm"]')).toHaveCount(1);
  await page.locator('.search__list a[href="/crm"]').click();
  await expect(page).toHaveURL(/\/crm$/);
  await page.goto("/no-such-page");
  await ready(page);
  expect(await violations()).toEqual([]);
});

test.describe("client navigations show the canonical address", () => {
  // The documents loaded on the way: none, or for the contacts page (its enquiry form is signed
  // by the Worker on each load) that page under its canonical address, never the address linked.
  for (const [href, address, documents] of [
    ["/crm/", /\/crm$/, []],
    ["/contacts/#offices", /\/contacts#offices$/, ["/contacts"]],
    ["/CRM", /\/crm$/, []],
    ["/Services/CRM/", /\/crm$/, []],
  ] as const) {
    test(`a link to ${href}`, async ({ page }) => {
      await page.goto("/services");
      await ready(page);
      const loads = documentLoads(page);
      await follow(page, href);
      await expect(page).toHaveURL(address);
      await expect(page.locator("main h1")).toBeVisible();
      await expect.poll(() => loads).toEqual(documents);
    });
  }

  test("a link to a redirected address whose target has a fragment shows the target page", async ({ page }) => {
    await page.goto("/services");
    await ready(page);
    await follow(page, "/offices");
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.locator("#offices")).toBeAttached();
  });
});

test.describe("consent", () => {
  /** Page views the page sends (first-party, POST /__pageview, read as the Worker gets them), and
   * any request that leaves the site. */
  async function watchViews(page: Page) {
    const views: Array<{ url: string; method: string; path: string }> = [];
    const elsewhere: string[] = [];
    await page.route("**/__pageview", async (route) => {
      const r = route.request();
      const body = JSON.parse(r.postDataBuffer()?.toString() || "{}") as { path?: string };
      views.push({ url: new URL(r.url()).origin, method: r.method(), path: body.path ?? "" });
      await route.continue();
    });
    page.on("request", (r) => {
      const url = new URL(r.url());
      // The local Worker is the site: anything on another host is a third party.
      if (url.protocol.startsWith("http") && !["127.0.0.1", "localhost"].includes(url.hostname)) elsewhere.push(r.url());
    });
    return { views, elsewhere };
  }

  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
  });

  test("before consent and after Decline no page view leaves the page, and no third-party byte loads", async ({ page }) => {
    const { views, elsewhere } = await watchViews(page);
    await page.goto("/crm");
    await ready(page);
    await follow(page, "/services");
    await expect(page).toHaveURL(/\/services$/);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await notice.getByRole("button", { name: "Decline" }).click();
    await expect(notice).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === "northfold_consent")?.value).toBe("denied");
    await follow(page, "/crm");
    await expect(page).toHaveURL(/\/crm$/);
    await page.goto("/services");
    await ready(page);
    await page.waitForLoadState("networkidle");
    expect(views).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("northfold_visitor");
  });

  test("after I agree, one page view per page opened, same-origin, with a visitor id cookie of at most 13 months", async ({ page }) => {
    const { views, elsewhere } = await watchViews(page);
    await page.goto("/crm");
    await ready(page);
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "I agree" }).click();
    // The page open when the visitor agrees counts once.
    await expect.poll(() => views.length).toBe(1);
    const visitor = (await page.context().cookies()).find((c) => c.name === "northfold_visitor");
    expect(visitor?.value).toMatch(/^[0-9a-f]{32}$/);
    expect((visitor?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(396 * 86400);
    await follow(page, "/services");
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => views.length).toBe(2);
    await page.goto("/company/about");
    await ready(page);
    await expect.poll(() => views.length).toBe(3);
    await page.waitForLoadState("networkidle");
    const origin = new URL(page.url()).origin;
    expect(views).toEqual([
      { url: origin, method: "POST", path: "/crm" },
      { url: origin, method: "POST", path: "/services" },
      { url: origin, method: "POST", path: "/company/about" },
    ]);
    expect(elsewhere).toEqual([]);
  });

  test("withdrawing deletes the visitor id at once and sends nothing more, under the policy", async ({ page }) => {
    const violations = await watchPolicy(page);
    const { views } = await watchViews(page);
    await page.goto("/privacy-notice");
    await ready(page);
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "I agree" }).click();
    await expect.poll(() => views.length).toBe(1);
    expect((await page.context().cookies()).map((c) => c.name)).toContain("northfold_visitor");

    await page.getByRole("button", { name: "Withdraw consent" }).click();
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain("northfold_visitor");
    expect(names).toContain("northfold_consent");
    await follow(page, "/crm");
    await expect(page).toHaveURL(/\/crm$/);
    await page.waitForLoadState("networkidle");
    expect(views).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
