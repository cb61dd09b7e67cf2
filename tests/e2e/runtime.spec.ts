// The browser runtime against the built site: page data, redirects in the browser, 404 and
// 500 on navigation, build-hash reload, chunk failure, scroll, cookie notice, prefetch.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURE_SITE, ROOT } from "../../scripts/lib/run.ts";

// These tests intercept requests with page.route, which a service worker would bypass.
test.use({ serviceWorkers: "block" });

async function ready(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Adds an internal link to the page's main text, for navigations the content does not offer. */
async function addLink(page: Page, href: string, text: string) {
  await page.evaluate(
    ([h, t]) => {
      const a = document.createElement("a");
      a.href = h as string;
      a.textContent = t as string;
      (document.querySelector("main .prose") ?? document.querySelector("main"))?.appendChild(a);
    },
    [href, text],
  );
}

function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") loads.push(new URL(r.url()).pathname);
  });
  return loads;
}

test.beforeEach(async ({ context }) => {
  // The cookie notice is tested on its own; elsewhere a stored choice keeps it out of the way.
  await context.addCookies([{ name: "northfold_consent", value: "denied", url: "http://127.0.0.1" }]);
});

test("a redirected path reached by client navigation shows the target under its own address", async ({ page }) => {
  await page.goto("/services");
  await ready(page);
  const loads = documentLoads(page);
  await addLink(page, "/services/crm?ref=menu#offices", "old CRM link");
  await page.getByRole("link", { name: "old CRM link" }).click();
  await expect(page).toHaveURL(/\/crm\?ref=menu#offices$/);
  await expect(page.locator("h1")).toHaveText("Fixture CRM, reached by several redirects");
  expect(loads).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
});

test("each kind of redirect rule, reached by client navigation, lands where a full load would", async ({ page }) => {
  await page.goto("/services");
  await ready(page);
  const loads = documentLoads(page);
  // A chain, flattened: page data follows the one hop, no document load.
  await addLink(page, "/chain-start", "chain link");
  await page.getByRole("link", { name: "chain link" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.locator("h1")).toHaveText("Fixture CRM, reached by several redirects");
  expect(loads).toEqual([]);
  // A target with a fragment: page data names pages, so the client lands on the page itself,
  // and since it holds the enquiry form (signed by the Worker on each load), loads it in full.
  await addLink(page, "/offices", "offices link");
  await page.getByRole("link", { name: "offices link" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.locator("#offices")).toBeAttached();
  await expect.poll(() => loads).toEqual(["/contacts"]);
  // /x/ and /x with different targets: the slashed one is answered by the server.
  await ready(page);
  await addLink(page, "/old-guide/", "slashed link");
  await page.getByRole("link", { name: "slashed link" }).click();
  await expect(page).toHaveURL(/\/crm\/data-migration$/);
  await expect(page.locator("h1")).toHaveText("Moving customer data into a new CRM");
  await ready(page);
  await addLink(page, "/old-guide", "unslashed link");
  await page.getByRole("link", { name: "unslashed link" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("a server error on navigation renders the 500 page and keeps the address", async ({ page }) => {
  await page.goto("/services");
  await ready(page);
  // What the Worker answers for a fault of its own: the 500 page's data (never reachable from outside).
  const body = readFileSync(join(ROOT, FIXTURE_SITE.buildDir, "client/page-data/500/page-data.json"), "utf8");
  await page.route("**/page-data/crm/page-data.json", (route) => route.fulfill({ status: 500, contentType: "application/json", body }));
  await addLink(page, "/crm", "crm link");
  await page.getByRole("link", { name: "crm link" }).click();
  await expect(page.locator("h1")).toHaveText("The fixture failed on its side");
  await expect(page).toHaveURL(/\/crm$/);
});

test("a page from another build makes the browser load the target in full", async ({ page }) => {
  await page.goto("/services");
  await ready(page);
  await page.route("**/page-data/crm/page-data.json", async (route) => {
    const res = await route.fetch();
    const json = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...json, webpackCompilationHash: "a-newer-build" } });
  });
  const loads = documentLoads(page);
  await addLink(page, "/crm", "crm link");
  await page.getByRole("link", { name: "crm link" }).click();
  await expect.poll(() => loads).toEqual(["/crm"]);
  // A prefetch of /crm may still be inside the handler when the page goes away.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a new deploy at start-up reloads the page exactly once", async ({ page }) => {
  await page.route("**/page-data/app-data.json", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ webpackCompilationHash: "a-newer-build" }) }),
  );
  const loads = documentLoads(page);
  await page.goto("/company/about");
  await expect.poll(() => loads.length).toBe(2);
  await ready(page);
  await page.waitForTimeout(1500);
  expect(loads).toEqual(["/company/about", "/company/about"]);
  expect(await page.evaluate(() => sessionStorage.getItem("@@build-hash-reload"))).toBe("a-newer-build");
});

test("a template chunk that fails to load sends the browser to the target address", async ({ page }) => {
  await page.goto("/portfolio");
  await ready(page);
  await page.route(/\/assets\/portfolio-[\w-]+\.js$/, (route) => route.abort());
  const loads = documentLoads(page);
  await page.locator('main a[href="/portfolio/clinic-scheduling"]').first().click();
  await expect.poll(() => loads).toEqual(["/portfolio/clinic-scheduling"]);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("back restores the scroll position remembered for the page; a new page starts at the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/crm/data-migration");
  await ready(page);
  // Down to the related-reading cards near the end of the article, with the first card in view.
  const y = await page.evaluate(() => {
    const card = document.querySelector("main .cards a");
    if (!card) return -1;
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 200);
    return Math.round(window.scrollY);
  });
  expect(y).toBeGreaterThan(500);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("@@scroll|/crm/data-migration"))).toBe(String(y));
  // A card already in view: clicking must not scroll the page first.
  const inView = await page.evaluate(() =>
    [...document.querySelectorAll("main .cards a")].findIndex((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 60 && r.bottom < window.innerHeight - 60;
    }),
  );
  expect(inView).toBeGreaterThanOrEqual(0);
  await page.locator("main .cards a").nth(inView).click();
  await expect(page).not.toHaveURL(/\/crm\/data-migration$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/crm\/data-migration$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
});

test("a slow navigation shows the loading indicator, a fast one never does", async ({ page }) => {
  await page.goto("/services");
  await ready(page);
  await page.evaluate(() => {
    (window as unknown as { shown: number }).shown = 0;
    new MutationObserver(() => {
      if (document.querySelector(".delayed-load[data-visible]")) (window as unknown as { shown: number }).shown++;
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  await addLink(page, "/crm", "fast link");
  await page.getByRole("link", { name: "fast link" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await page.waitForTimeout(1300);
  expect(await page.evaluate(() => (window as unknown as { shown: number }).shown)).toBe(0);

  await page.route("**/page-data/company/about/page-data.json", async (route) => {
    await new Promise((r) => setTimeout(r, 1800));
    await route.continue();
  });
  await addLink(page, "/company/about", "slow link");
  await page.getByRole("link", { name: "slow link" }).click();
  await expect(page.locator(".delayed-load[data-visible]")).toHaveText("Loading the page…");
  await expect(page).toHaveURL(/\/company\/about$/);
  await expect(page.locator(".delayed-load[data-visible]")).toHaveCount(0);
});

test.describe("prefetch", () => {
  // Headless Chromium names itself "HeadlessChrome", which the runtime treats as a crawler.
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" });

  test("loads the page data of links in view after 3 seconds", async ({ page }) => {
    // Times are taken in the page, so a slow test machine cannot make the check early or late.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute("data-hydrated")) return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto("/");
    await ready(page);
    const prefetches = () =>
      page.evaluate(() => {
        const { hydratedAt } = window as unknown as { hydratedAt: number };
        return (
          performance
            .getEntriesByType("resource")
            // The page's own data is what it hydrates from (decision 018), not a prefetch.
            .filter((e) => e.name.includes("/page-data/") && e.name.endsWith("/page-data.json") && !e.name.includes("/page-data/index/"))
            .map((e) => e.startTime - hydratedAt)
        );
      });
    await expect.poll(async () => (await prefetches()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(Math.min(...(await prefetches()))).toBeGreaterThanOrEqual(2950);
  });

  test("does nothing in data-saver mode", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
    const fetched: string[] = [];
    page.on("request", (r) => r.url().includes("/page-data/") && fetched.push(new URL(r.url()).pathname));
    await page.goto("/");
    await ready(page);
    await page.mouse.move(10, 10);
    await page.waitForTimeout(7000);
    // The page's own data (and the shared data it names), which it hydrates from (decision
    // 018), is all it asks for: no other page's data.
    expect(fetched).toContain("/page-data/index/page-data.json");
    expect(fetched.filter((p) => p.endsWith("/page-data.json") && p !== "/page-data/index/page-data.json")).toEqual([]);
  });
});

test.describe("cookie notice", () => {
  test.beforeEach(async ({ context }) => context.clearCookies());

  test("asks once, is remembered across reloads, and can be withdrawn in the privacy notice", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) foreign.push(r.url());
    });
    await page.goto("/crm");
    await ready(page);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      "This website uses cookies to enhance your experience and for web analytics purposes. Read our Privacy notice to learn more or to change your cookie preferences. By continuing to browse the site, you agree to our use of cookies.",
    );
    await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy-notice#cookie-dif");
    const before = await page.locator("main").boundingBox();
    await notice.getByRole("button", { name: "I agree" }).click();
    await expect(notice).toBeHidden();
    expect(await page.locator("main").boundingBox()).toEqual(before);
    const cookie = (await page.context().cookies()).find((c) => c.name === "northfold_consent");
    expect(cookie?.value).toBe("granted");
    expect(cookie?.sameSite).toBe("Lax");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await ready(page);
    await expect(notice).toBeHidden();

    await page.goto("/privacy-notice#cookie-dif");
    await ready(page);
    await page.getByRole("button", { name: "Withdraw consent" }).click();
    await expect(page.getByText("You declined web analytics cookies.")).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "northfold_consent")?.value).toBe("denied");
    expect(foreign).toEqual([]);
  });

  test("is not in the pre-rendered HTML: the script shows it", async ({ request }) => {
    const html = await (await request.get("/crm")).text();
    expect(html).toContain('<main id="main"');
    expect(html).not.toContain("cookie-notice");
  });
});

test("the third-party proxy refuses hosts that are not listed", async ({ request }) => {
  for (const url of ["https://evil.example/x.js", "http://127.0.0.1:8788/", "https://169.254.169.254/latest/meta-data"]) {
    const res = await request.get(`/__third-party-proxy?url=${encodeURIComponent(url)}`, { maxRedirects: 0 });
    expect(res.status(), url).toBe(400);
  }
});
