// The real site on a 375 × 812 phone (decision 048): page heights within their screens, nothing
// wider than the screen, hero drawings across the text column, card drawings across their card
// (16:10, above the title), steps in at most two columns with whole words, the author box
// stacked, the footer's link groups side by side, and /services in its own composition.
import { expect, test, type Page } from "@playwright/test";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";
import { widerThanScreen } from "./overflow.ts";

const SCREEN = { width: 375, height: 812 };
test.use({ viewport: SCREEN });

/** The pages a design review reads on a phone, besides a page of every template. */
const LONG_PAGES = ["/crm", "/erp", "/manufacturing", "/de/fertigung", "/company/trust", "/company/about", "/experts", "/services"];
const PAGES = [...new Set([...Object.values(SAMPLE_PAGES), ...LONG_PAGES])];
const HOMES = new Set(["/", "/de"]);

/** Long-form texts, excepted from the screens' budget (docs/decisions/048-phone-compositions.md):
 * the privacy notices and the long articles, which are read, not scanned. */
const LONG_FORM = new Set(["/privacy-notice", "/de/datenschutzhinweis", "/blog/human-machine-interfaces", "/de/crm/datenmigration"]);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

const screens = (n: number) => n * SCREEN.height;

for (const path of PAGES) {
  test(`${path} on a phone: within its screens, nothing wider than the screen, drawings never thumbnails`, async ({ page }) => {
    await open(page, path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (!LONG_FORM.has(path)) expect(height, "page height").toBeLessThanOrEqual(screens(HOMES.has(path) ? 8 : 12));

    // Nothing wider than the screen; a row that scrolls sideways holds its cards inside itself.
    const wide = await widerThanScreen(page);
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);

    // A hero's drawing spans the text column, after the heading, the line and the actions.
    const hero = page.locator("main .hero");
    if ((await hero.count()) > 0 && (await hero.locator(".hero__art").count()) > 0) {
      const [column, art, heading] = await Promise.all([
        hero
          .locator(".hero__inner")
          .evaluate((e) => e.clientWidth - parseFloat(getComputedStyle(e).paddingLeft) - parseFloat(getComputedStyle(e).paddingRight)),
        hero.locator(".hero__art").boundingBox(),
        hero.locator("h1").boundingBox(),
      ]);
      expect(art?.width, "the hero's drawing spans the text column").toBeGreaterThanOrEqual(column - 1);
      expect(art && heading && art.y > heading.y + heading.height, "the drawing after the heading").toBe(true);
      const actions = hero.locator(".actions");
      if ((await actions.count()) > 0) {
        const [lead, buttons] = [await hero.locator(".lead").boundingBox(), await actions.boundingBox()];
        expect(lead && buttons && art && lead.y < buttons.y && buttons.y + buttons.height <= art.y, "line, actions, drawing").toBe(true);
      }
    }
    // A written page's cover is the whole column or not shown.
    const cover = page.locator("main .written__cover");
    if ((await cover.count()) > 0 && (await cover.isVisible())) {
      const [box, column] = [await cover.boundingBox(), await page.locator("main .written__header").evaluate((e) => e.clientWidth)];
      expect(box?.width).toBeGreaterThanOrEqual(column - 48);
    }

    // Every card drawing (portraits aside): the card's whole width, 16:10, above the title. The
    // drawings load as they come into view: scroll through the page first.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 20));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const drawings = await page.evaluate(() =>
      [...document.querySelectorAll("main .card > img.card__media:not(.card__media--portrait)")].flatMap((img) => {
        const card = img.parentElement!;
        const [box, cardBox] = [img.getBoundingClientRect(), card.getBoundingClientRect()];
        if (box.width === 0) return [];
        const title = card.querySelector(".card__title")?.getBoundingClientRect();
        return [
          {
            art: img.getAttribute("data-art"),
            acrossTheCard: box.width >= card.clientWidth - 1 && cardBox.width > 0,
            ratio: Math.round((box.width / box.height) * 100) / 100,
            aboveTheTitle: title ? box.bottom <= title.top + 0.5 : true,
          },
        ];
      }),
    );
    for (const d of drawings) {
      expect(d.acrossTheCard, `${d.art}: across its card`).toBe(true);
      expect(d.ratio, `${d.art}: 16:10`).toBeCloseTo(1.6, 1);
      expect(d.aboveTheTitle, `${d.art}: above the title`).toBe(true);
    }

    // Steps: at most two columns, and no title wider than its column (no word cut to fit).
    const steps = await page.evaluate(() =>
      [...document.querySelectorAll("main .steps")].map((list) => ({
        columns: new Set([...list.children].map((li) => Math.round(li.getBoundingClientRect().left))).size,
        overflowing: [...list.querySelectorAll("h3")].filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent),
      })),
    );
    for (const s of steps) {
      expect(s.columns).toBeLessThanOrEqual(2);
      expect(s.overflowing).toEqual([]);
    }
  });
}

test("long lists are compact on a phone: the experts, a hub's pages and the industries one row each", async ({ page }) => {
  for (const [path, selector] of [
    ["/experts", "main .cards > .card"],
    ["/erp", "main .section-index__group .link-list > li"],
    ["/services", "main .cards > .card:has(.card__icon)"],
  ] as const) {
    await open(page, path);
    const rows = page.locator(selector);
    expect(await rows.count(), path).toBeGreaterThan(2);
    const heights = await rows.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
    // A name and a line of kicker at most: never a card with its description.
    expect(Math.max(...heights), path).toBeLessThanOrEqual(80);
  }
});

test("/services: a numbered list of the practices, each with its lead, then the industries", async ({ page }) => {
  await open(page, "/services");
  const practices = page.locator("main ol.practice-list > li");
  await expect(practices).toHaveCount(9);
  for (const li of await practices.all()) await expect(li.locator(".practice-list__lead")).toHaveText(/^Led by \S+/);
  await expect(page.locator("main .practices")).toHaveCount(0);
  const [list, industries] = [
    await practices.first().boundingBox(),
    await page.locator("main .card:has(.card__icon)").first().boundingBox(),
  ];
  expect(list && industries && list.y < industries.y).toBe(true);
});

test("the author box stacks on a phone, and the footer's link groups stand side by side", async ({ page }) => {
  await open(page, SAMPLE_PAGES["blog-post"] ?? "");
  const box = page.locator("main .author-box");
  const [portrait, name] = [await box.locator("img").boundingBox(), await box.locator(".author-box__name").boundingBox()];
  expect(portrait && name && portrait.y + portrait.height <= name.y, "the portrait above the name").toBe(true);
  const bio = await box.locator("p").last().boundingBox();
  const inner = await box.evaluate((e) => e.clientWidth - parseFloat(getComputedStyle(e).paddingLeft) * 2);
  expect(bio?.width, "the biography across the box").toBeGreaterThanOrEqual(inner - 1);
  const groups = await page
    .locator(".site-footer__grid > nav")
    .evaluateAll((navs) => navs.map((n) => Math.round(n.getBoundingClientRect().left)));
  expect(new Set(groups).size).toBe(2);
});
