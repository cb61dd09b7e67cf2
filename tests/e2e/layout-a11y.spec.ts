// Every template of the fixture site at 375 px and 1280 px (layout and axe), the navigation by
// keyboard, the language switch and site search.
import { expect, test } from "@playwright/test";
import { layoutTests, WIDTHS } from "./layout.ts";

/** A page of every template, and the German pair. */
layoutTests({
  home: "/",
  landing: "/services",
  "landing (contacts)": "/contacts",
  article: "/crm/data-migration",
  "blog-post": "/blog/second-post",
  news: "/company/news/office-opening",
  portfolio: "/portfolio/clinic-scheduling",
  expert: "/experts/mara-quell",
  job: "/careers/backend-engineer",
  listing: "/blog",
  "listing (page 2)": "/blog/page/2",
  text: "/privacy-notice",
  search: "/search",
  "not-found": "/no-such-page",
  "landing (German)": "/de",
  "text (German)": "/de/datenschutzhinweis",
});

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the main navigation is reachable and usable by keyboard", async ({ page }) => {
      await page.goto("/services");
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      const menu = page.getByRole("button", { name: "Menu" });
      if (await menu.isVisible()) {
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
        for (let i = 0; i < 5 && !(await menu.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
        await expect(menu).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(menu).toHaveAttribute("aria-expanded", "true");
      }
      const blog = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" });
      for (let i = 0; i < 20 && !(await blog.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(blog).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator("h1")).toHaveText("The fixture blog");
      if (await menu.isVisible()) await expect(menu).toHaveAttribute("aria-expanded", "false");
    });
  });
}

test("the language switch leads to the German counterpart and back", async ({ page }) => {
  await page.goto("/privacy-notice");
  await page
    .getByRole("link", { name: /^Deutsch\W+this page in German/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/datenschutzhinweis$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("header.site-header")).toHaveAttribute("lang", "en");
  await page
    .getByRole("link", { name: /^English\W+this page in English/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("site search finds pages from the static index", async ({ page }) => {
  await page.goto("/search");
  await page.getByLabel("Search the site").fill("quarkwise");
  const results = page.locator(".search__list li");
  await expect(results.first()).toBeVisible();
  await expect(page.locator('.search__list a[href="/crm"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/search\?q=quarkwise$/);
});
