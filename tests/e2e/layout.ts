// Layout and accessibility of a set of pages at 375 px and 1280 px, in the light and the dark
// colour scheme: no horizontal overflow,
// images with size and alt text in modern formats, no violation reported by axe-core
// (WCAG 2.2 A and AA rules) and none of the content security policy. The behaviour suite runs it on the fixture site's pages, the
// content acceptance on a page of every template of the real site.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

/** Records every violation of the page's content security policy, from its first script on. */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

export const WIDTHS = [375, 1280];
export const SCHEMES = ["light", "dark"] as const;

/**
 * Each page is loaded once, then checked at every width and colour scheme in turn: the viewport
 * and the scheme change on the loaded page, as they do when a visitor turns a phone or switches
 * to dark mode. The pages are checked in parallel; the checks of one page run in order.
 */
export function layoutTests(pages: Record<string, string>): void {
  test.describe.configure({ mode: "parallel" });
  for (const [template, path] of Object.entries(pages)) {
    test.describe(`${template} (${path})`, () => {
      test.describe.configure({ mode: "serial" });
      let context: BrowserContext;
      let page: Page;
      let violations: () => Promise<string[]>;
      test.beforeAll(async ({ browser }, testInfo) => {
        // No service worker: the page and its files come from the Worker, as on a first visit.
        context = await browser.newContext({
          baseURL: testInfo.project.use.baseURL,
          serviceWorkers: "block",
          viewport: { width: WIDTHS[0] ?? 375, height: 900 },
          colorScheme: SCHEMES[0],
        });
        page = await context.newPage();
        violations = await watchPolicy(page);
        await page.goto(path);
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      });
      test.afterAll(() => context.close());

      for (const colorScheme of SCHEMES)
        for (const width of WIDTHS) {
          test(`${width} px ${colorScheme}: fits the viewport and passes axe`, async () => {
            await page.setViewportSize({ width, height: 900 });
            await page.emulateMedia({ colorScheme });
            // Two frames: the new width and scheme are laid out and painted.
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            await checkLayout(page);
            expect(await violations(), "content security policy violations").toEqual([]);
          });
        }
    });
  }
}

/** No horizontal overflow, images with size and alt text in modern formats, no axe violation. */
async function checkLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

  const images = await page.locator("main img").evaluateAll((imgs) =>
    imgs.map((i) => ({
      src: i.getAttribute("src") ?? "",
      width: i.getAttribute("width"),
      height: i.getAttribute("height"),
      alt: i.getAttribute("alt"),
    })),
  );
  for (const img of images) {
    expect(img.src, "modern image format").toMatch(/\.(svg|webp|avif)$/);
    expect(img.width && img.height && img.alt !== null, `${img.src} has width, height and alt`).toBeTruthy();
  }

  // axe judges the settled page: the cookie notice fades in (decision 018).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const axeViolations = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(axeViolations).toEqual([]);
}
