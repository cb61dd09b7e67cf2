// Long pages use the width (decision 044): at 1280 px the right third of the grid holds the
// page's sections and who to talk to all the way down, or the text column is centred; a case
// study's facts column fits the window; card rows are never half empty; at 375 px nothing is
// wider than the screen and tables reflow; outcome figures stay on one line.
import { expect, test, type Page } from "@playwright/test";
import { widerThanScreen } from "./overflow.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

const CASE = "/portfolio/erp-replacement-drive-manufacturer";

/** What the right third of the page's grid shows in the window now: texts, links, pictures or
 * people whose box lies in it; or "centred" when the text column is centred in the window. */
async function rightThird(page: Page): Promise<string[] | "centred"> {
  return page.evaluate(() => {
    const container = document.querySelector("main .container")?.getBoundingClientRect();
    if (!container) return [];
    const left = container.left + (container.width * 2) / 3;
    const [top, bottom] = [0, window.innerHeight];
    const shown: string[] = [];
    for (const element of document.querySelectorAll("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= left || box.left >= container.right) continue;
      if (box.bottom <= top || box.top >= bottom || box.left < left - 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.opacity === "0") continue;
      const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
      if (ownText || ["IMG", "svg", "A", "FIGURE"].includes(element.tagName)) shown.push(`${element.tagName}.${element.className}`);
    }
    if (shown.length > 0) return shown;
    const text = document.querySelector("main .written__main, main .job__main, main .container--narrow > .prose");
    const box = text?.getBoundingClientRect();
    return box && Math.abs(box.left + box.width / 2 - window.innerWidth / 2) <= 16 ? "centred" : [];
  });
}

test.describe("at 1280 × 900", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/company/trust lists its sections beside the text, each linking a section of the page", async ({ page }) => {
    await open(page, "/company/trust");
    const links = page.locator(".rail__nav a");
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      expect(await page.locator(href.replace(/^#/, "#")).count(), href).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const rail = page.locator(".rail__inner");
    await expect.poll(async () => (await rail.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const fit = await rail.evaluate((r) => ({ scroll: r.scrollHeight, client: r.clientHeight, bottom: r.getBoundingClientRect().bottom }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.bottom).toBeLessThanOrEqual(900);
  });

  test("the case study's facts column fits the window and never scrolls inside itself", async ({ page }) => {
    await open(page, CASE);
    const aside = page.locator(".written__aside");
    await expect(aside).toBeVisible();
    // Scrolled into the text, the column has stuck to the top of the window.
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector(".written__main")!.getBoundingClientRect().top + window.scrollY + 400),
    );
    await expect.poll(async () => (await aside.boundingBox())?.y ?? -1).toBeLessThan(100);
    const fit = await aside.evaluate((a) => {
      const box = a.getBoundingClientRect();
      return { scroll: a.scrollHeight, client: a.clientHeight, top: box.top, bottom: box.bottom, overflow: getComputedStyle(a).overflowY };
    });
    expect(fit.scroll, "nothing overflows the column").toBeLessThanOrEqual(fit.client);
    expect(fit.overflow).not.toMatch(/auto|scroll/);
    expect(fit.top).toBeGreaterThanOrEqual(0);
    expect(fit.bottom).toBeLessThanOrEqual(900);
    await expect(aside.locator(".facts")).toBeVisible();
    await expect(aside.locator(".person-card img")).toBeVisible();
  });

  test("the case study shows its client's quote set large in the text, and its screen's labels no larger than the text", async ({
    page,
  }) => {
    await open(page, CASE);
    const quote = page.locator(".written__main .case-quote blockquote");
    await expect(quote).toContainText("Christmas shutdown");
    const [quoteSize, bodySize] = await Promise.all([
      quote.evaluate((q) => parseFloat(getComputedStyle(q).fontSize)),
      page
        .locator(".written__main .prose p")
        .first()
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize)),
    ]);
    expect(quoteSize).toBeGreaterThanOrEqual(bodySize * 1.5);
    // The screen is drawn 1200 units wide with labels of 40 units and more.
    const width = (await page.locator(".case-figure img").boundingBox())?.width ?? 0;
    expect((40 * width) / 1200, "a 40-unit label in px").toBeLessThanOrEqual(bodySize);
  });

  const LONG: Array<[string, string]> = [
    ["practice page", "/crm"],
    ["industry page", "/manufacturing"],
    ["trust page", "/company/trust"],
    ["German trust page", "/de/unternehmen/vertrauen"],
    ["article", "/crm/customer-data-migration"],
    ["case study", CASE],
    ["job", "/careers/senior-backend-engineer"],
    ["expert", "/experts/lena-brandt"],
  ];
  for (const [kind, path] of LONG) {
    test(`the ${kind} (${path}) shows content in the right third at 25, 50 and 75 % of its height, or centres its text`, async ({
      page,
    }) => {
      // Three scrolls of a long page: more than the default time on a busy machine.
      test.slow();
      await open(page, path);
      for (const share of [0.25, 0.5, 0.75]) {
        await page.evaluate((s) => window.scrollTo(0, document.documentElement.scrollHeight * s - window.innerHeight / 2), share);
        await page.waitForTimeout(50);
        const shown = await rightThird(page);
        expect(shown === "centred" || shown.length > 0, `${path} at ${share * 100} %`).toBe(true);
      }
    });
  }

  for (const path of ["/crm", "/erp", "/industries", "/experts", "/portfolio", "/"]) {
    test(`${path}: no row of a card grid is left half empty`, async ({ page }) => {
      await open(page, path);
      const halfEmpty = await page.evaluate(() =>
        [...document.querySelectorAll("main .cards")].flatMap((grid) => {
          const right = grid.getBoundingClientRect().right;
          const rows = new Map<number, number>();
          for (const card of grid.children) {
            const box = card.getBoundingClientRect();
            rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
          }
          return [...rows.values()]
            .filter((end) => right - end > 2)
            .map(() => `${grid.closest("section")?.querySelector("h2")?.textContent}`);
        }),
      );
      expect(halfEmpty).toEqual([]);
    });
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px the outcome figures of a case study are one line each`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, CASE);
    const lines = await page.locator(".written__band .figure").evaluateAll((figures) =>
      figures.map((figure) => {
        const range = document.createRange();
        range.selectNodeContents(figure);
        return [figure.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size] as const;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const [value, count] of lines) expect(count, `${value}`).toBe(1);
  });
}

test.describe("at 375 × 812", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ["/company/about", "/company/trust", "/crm", CASE, "/developers/react"]) {
    test(`${path}: nothing is wider than the screen and no table scrolls sideways`, async ({ page }) => {
      await open(page, path);
      const wide = await widerThanScreen(page);
      expect(wide).toEqual([]);
      const scrolling = await page.locator("main table").evaluateAll((tables: Element[]): string[] =>
        tables
          .flatMap((t) => (t.parentElement ? [t, t.parentElement] : [t]))
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => e.className),
      );
      expect(scrolling).toEqual([]);
      // Each cell names its column.
      const unlabelled = await page
        .locator("main table tbody td")
        .evaluateAll((cells) => cells.filter((c) => !c.hasAttribute("data-label")).length);
      expect(unlabelled).toBe(0);
    });
  }
});

// A long landing page's own text (decision 051): on a phone its sections are headings with their
// text folded under a button that opens it; from a tablet's width the text is all there.
for (const [path, sections] of [
  ["/company/trust", "/company/trust#penetration-tests"],
  ["/de/fertigung", "/de/fertigung#netz-und-sicherheit-in-der-halle"],
] as const) {
  test.describe(`${path}'s own text`, () => {
    test("at 375 px: every section's heading shows, its text opens with one tap, a link to a section lands on its heading", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, path);
      const folds = page.locator("main .fold");
      expect(await folds.count()).toBeGreaterThanOrEqual(5);
      for (const fold of await folds.all()) {
        await expect(fold.locator("xpath=preceding-sibling::*[1][self::h2]")).toBeVisible();
        await expect(fold.locator(".fold__body")).toBeHidden();
      }
      const first = folds.first();
      await first.locator("summary").click();
      await expect(first.locator(".fold__body")).toBeVisible();
      await page.goto(sections);
      const heading = page.locator(`#${sections.split("#")[1]}`);
      const fold = heading.locator("xpath=following-sibling::details[1]");
      await expect(heading).toBeInViewport();
      await fold.locator("summary").click();
      await expect(fold.locator(".fold__body > *").first()).toBeInViewport({ ratio: 0.1 });
    });

    test("at 768 and 1280 px: no buttons, every section's text in view as it is scrolled to", async ({ page }) => {
      for (const width of [768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        await expect(page.locator("main .fold > summary").first()).toBeHidden();
        for (const body of await page.locator("main .fold__body").all()) await expect(body).toBeVisible();
        const table = page.locator("main .fold table").first();
        if ((await table.count()) > 0) await expect(page.getByRole("table").first()).toBeVisible();
      }
    });
  });
}
