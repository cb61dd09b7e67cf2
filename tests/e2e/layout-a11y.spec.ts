// Every template at 375 px and 1280 px: no horizontal overflow, navigation reachable by
// keyboard, and no accessibility violations reported by axe-core (WCAG 2.2 A and AA rules).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { TEMPLATE_PAGES } from "./pages.ts";

// These tests intercept requests with page.route, which a service worker would bypass.
test.use({ serviceWorkers: "block" });

const WIDTHS = [375, 1280];

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [template, path] of Object.entries(TEMPLATE_PAGES)) {
      test(`${template} (${path}) fits the viewport and passes axe`, async ({ page }) => {
        await page.goto(path);
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

        const images = await page.locator("main img").evaluateAll((imgs) =>
          imgs.map((i) => ({ src: i.getAttribute("src") ?? "", width: i.getAttribute("width"), height: i.getAttribute("height"), alt: i.getAttribute("alt") })),
        );
        for (const img of images) {
          expect(img.src, "modern image format").toMatch(/\.(svg|webp|avif)$/);
          expect(img.width && img.height && img.alt !== null, `${img.src} has width, height and alt`).toBeTruthy();
        }

        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
        expect(violations).toEqual([]);
      });
    }

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
      await expect(page.locator("h1")).toHaveText("The Northfold blog");
      if (await menu.isVisible()) await expect(menu).toHaveAttribute("aria-expanded", "false");
    });
  });
}

test("the language switch leads to the German counterpart and back", async ({ page }) => {
  await page.goto("/privacy-notice");
  await page.getByRole("link", { name: /^Deutsch\W+this page in German/ }).first().click();
  await expect(page).toHaveURL(/\/de\/datenschutzhinweis$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("header.site-header")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: /^English\W+this page in English/ }).first().click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("site search finds pages from the static index", async ({ page }) => {
  await page.goto("/search");
  await page.getByLabel("Search the site").fill("Salesforce");
  const results = page.locator(".search__list li");
  await expect(results.first()).toBeVisible();
  await expect(page.locator('.search__list a[href="/crm/salesforce"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/search\?q=Salesforce$/);
});
