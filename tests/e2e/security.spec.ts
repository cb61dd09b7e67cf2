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
  await page.getByLabel("Search the site").fill("quarkwise");
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
  const ANALYTICS = "**/__third-party-proxy?url=*";
  // The stand-in for the analytics script: it sets the cookie the fixture site names.
  const SCRIPT = "document.cookie = 'fixture_analytics_id=42; Path=/'; window.analyticsRan = true;";

  test.beforeEach(async ({ context, page }) => {
    await context.clearCookies();
    await page.route(ANALYTICS, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: SCRIPT }));
  });

  test("declining loads nothing of the analytics, now or on the next page", async ({ page }) => {
    const requested: string[] = [];
    page.on(
      "request",
      (r) => (r.url().includes("__third-party-proxy") || !r.url().startsWith("http://127.0.0.1")) && requested.push(r.url()),
    );
    await page.goto("/crm");
    await ready(page);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice.getByRole("button", { name: "I agree" })).toBeVisible();
    await notice.getByRole("button", { name: "Decline" }).click();
    await expect(notice).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === "northfold_consent")?.value).toBe("denied");
    await page.goto("/services");
    await ready(page);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
  });

  test("browsing on is not consent: the analytics wait for I agree", async ({ page }) => {
    const proxied: string[] = [];
    page.on("request", (r) => r.url().includes("__third-party-proxy") && proxied.push(r.url()));
    await page.goto("/crm");
    await ready(page);
    await follow(page, "/services");
    await expect(page).toHaveURL(/\/services$/);
    await page.waitForLoadState("networkidle");
    expect(proxied).toEqual([]);
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "I agree" }).click();
    await expect.poll(() => proxied.length).toBe(1);
  });

  test("withdrawing removes the analytics script and its cookies at once, under the policy", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto("/privacy-notice");
    await ready(page);
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "I agree" }).click();
    await expect(page.locator("script[data-analytics]")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { analyticsRan?: boolean }).analyticsRan)).toBe(true);
    expect((await page.context().cookies()).map((c) => c.name)).toContain("fixture_analytics_id");

    await page.getByRole("button", { name: "Withdraw consent" }).click();
    await expect(page.locator("script[data-analytics]")).toHaveCount(0);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain("fixture_analytics_id");
    expect(names).toContain("northfold_consent");
    expect(await violations()).toEqual([]);
  });
});
