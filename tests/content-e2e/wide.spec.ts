// The real site at 1280 px: long pages use the width beside their text, sections keep their
// rhythm after a band, and no card grid leaves a card alone on its last row.
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

const ASIDES: Array<[string, string, string]> = [
  ["article", "/crm/customer-data-migration", ".written__aside"],
  ["case study", "/portfolio/wellness-platform-development", ".written__aside"],
  ["job", "/careers/senior-backend-engineer", ".job__apply"],
  ["contacts", "/contacts", ".enquiry-contact"],
];

for (const [kind, path, selector] of ASIDES) {
  test(`the ${kind} (${path}) has an aside with content beside its text, in view as the text scrolls`, async ({ page }) => {
    await open(page, path);
    const aside = page.locator(selector);
    await expect(aside).toBeVisible();
    const text = page.locator(".written__main, .job__main, form.enquiry").first();
    const [a, t] = [await aside.boundingBox(), await text.boundingBox()];
    expect(a && t && a.x >= t.x + t.width, "the aside is to the right of the text").toBe(true);
    expect((await aside.innerText()).trim().length, "the aside has content").toBeGreaterThan(20);
    // Whatever it holds takes the aside's width: no column of one word per line.
    const narrowest = await aside.evaluate((a) =>
      Math.min(...[...a.querySelectorAll(".stats > div, p")].map((e) => e.getBoundingClientRect().width).filter((w) => w > 0)),
    );
    expect(narrowest, "the narrowest figure or paragraph in the aside").toBeGreaterThan(150);
    await page.mouse.wheel(0, 1200);
    await expect.poll(async () => (await aside.boundingBox())?.y ?? -1, { message: "the aside stays in view" }).toBeGreaterThanOrEqual(0);
    expect(((await aside.boundingBox())?.y ?? 9999) < 900).toBe(true);
  });
}

for (const path of ["/", "/ai", "/company/about", "/de"]) {
  test(`${path}: a section after a band of another background keeps its full top padding`, async ({ page }) => {
    await open(page, path);
    const tooTight = await page.evaluate(() => {
      const gap = parseFloat(getComputedStyle(document.querySelector(".section") ?? document.body).paddingBottom);
      const sections = [...document.querySelectorAll("main section")].filter((s) => s.parentElement?.closest("section") === null);
      const background = (s: Element) => getComputedStyle(s).backgroundColor;
      return sections.slice(1).flatMap((s, i) => {
        const before = sections[i];
        const padding = parseFloat(getComputedStyle(s).paddingTop);
        return before && background(before) !== background(s) && padding < gap
          ? [`${s.querySelector("h2")?.textContent}: ${padding} < ${gap}`]
          : [];
      });
    });
    expect(tooTight).toEqual([]);
  });
}

for (const path of ["/", "/services", "/industries", "/experts"]) {
  test(`${path}: no card grid leaves a card alone on its last row`, async ({ page }) => {
    await open(page, path);
    const lone = await page.evaluate(() =>
      // A featured item (split, band) is not a grid: one item across the width, the rest a list.
      [...document.querySelectorAll("main .cards, main .practices, main .quotes")]
        .filter((grid) => !grid.closest('[data-layout="split"], [data-layout="band"]'))
        .flatMap((grid) => {
          const items = [...grid.children];
          const last = items.at(-1)?.getBoundingClientRect().top;
          const onLastRow = items.filter((i) => i.getBoundingClientRect().top === last).length;
          return items.length > 1 && onLastRow === 1
            ? [`${grid.closest("section")?.querySelector("h2")?.textContent}: ${items.length} cards`]
            : [];
        }),
    );
    expect(lone).toEqual([]);
  });
}

test("every hero frames its picture the same way, the home page's included", async ({ page }) => {
  const frames: Record<string, string> = {};
  for (const path of ["/", "/crm", "/services", "/ai", "/industries", "/de"]) {
    await open(page, path);
    const art = page.locator(".hero .hero__art");
    await expect(art, path).toBeVisible();
    frames[path] = await art.evaluate((img) => {
      const s = getComputedStyle(img);
      return `${s.borderTopLeftRadius} ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    });
  }
  expect(new Set(Object.values(frames)).size, JSON.stringify(frames)).toBe(1);
  expect(frames["/"]).toMatch(/^(?!0px)\S+ solid 1px/);
});
