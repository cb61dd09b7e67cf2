// The first screen of a phone (375 × 667) as a first-time visitor sees it: the cookie notice
// stays small, with text that can be read, and never covers the page's primary action.
import { expect, test } from "@playwright/test";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";

test.use({ viewport: { width: 375, height: 667 } });

for (const [template, path] of Object.entries(SAMPLE_PAGES)) {
  test(`${template} (${path}): the cookie notice covers at most 23 % and not the primary action`, async ({ page }) => {
    await page.goto(path);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const notice = page.locator(".cookie-notice");
    await expect(notice).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const { share, smallestText, top } = await notice.evaluate((n) => {
      const box = n.getBoundingClientRect();
      const sizes = [...n.querySelectorAll("p, a, button")].map((e) => parseFloat(getComputedStyle(e).fontSize));
      return { share: (box.width * box.height) / (innerWidth * innerHeight), smallestText: Math.min(...sizes), top: box.top };
    });
    expect(share, "share of the screen").toBeLessThanOrEqual(0.23);
    expect(smallestText, "smallest text in px").toBeGreaterThanOrEqual(13);
    // The page's primary action: the first button of its main content, when it is in the first
    // screen; the closing band's (on a short page such as search) closes the page, it does not lead it.
    const buttons = page.locator("main .button:not(.closing .button)");
    if ((await buttons.count()) === 0) return;
    const action = await buttons.first().evaluate((b) => b.getBoundingClientRect().toJSON() as DOMRect);
    if (action.top < 667) expect(action.bottom, "the primary action ends above the notice").toBeLessThanOrEqual(top);
  });
}
