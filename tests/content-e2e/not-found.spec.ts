// The 404 page helps a visitor who mistyped an address: a "did you mean" link to the right page,
// in the address's language, on a full load and after a client navigation.
import { expect, test, type Page } from "@playwright/test";

const ready = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

/** Adds a link to the page's main content and follows it: a client navigation. */
async function follow(page: Page, href: string) {
  await page.evaluate((h) => {
    const a = document.createElement("a");
    a.href = h;
    a.textContent = `to ${h}`;
    document.querySelector("main")?.appendChild(a);
  }, href);
  await page.getByRole("link", { name: `to ${href}` }).click();
}

const CASES = [
  ["/crm/salesforc", "/crm/salesforce", "/crm"],
  ["/experts/lena-brant", "/experts/lena-brandt", "/experts"],
  ["/de/kontak", "/de/kontakt", "/de"],
] as const;

for (const [typo, meant, from] of CASES) {
  test(`${typo}: the 404 page links ${meant}, on a full load and after a client navigation`, async ({ page }) => {
    const full = await page.goto(typo);
    expect(full?.status()).toBe(404);
    await ready(page);
    const didYouMean = page.getByRole("navigation", { name: /Did you mean|Meinten Sie/ });
    await expect(didYouMean.locator(`a[href="${meant}"]`)).toBeVisible();

    await page.goto(from);
    await ready(page);
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    await follow(page, typo);
    await expect(page).toHaveURL(new RegExp(`${typo}$`));
    await expect(page.getByRole("navigation", { name: /Did you mean|Meinten Sie/ }).locator(`a[href="${meant}"]`)).toBeVisible();
    expect(documents).toEqual([]);
    await page
      .getByRole("navigation", { name: /Did you mean|Meinten Sie/ })
      .locator(`a[href="${meant}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`${meant}$`));
  });
}
