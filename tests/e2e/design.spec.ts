// The design system at work on the fixture site: whole-card links, pictures on every page that
// has one, the table of contents, dark mode, print, the menu's Close state, and the cookie
// notice staying clear of the hero's actions and the open menu.
import { expect, test, type Page } from "@playwright/test";

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

/** Items that link another page as a whole: cards, and a blog listing's featured post and rows. */
const CARD = "main :is(.card--link, .featured, .post-row)";
const CARD_LINK = ":is(.card__title, .featured__title, .post-row__title) a";

test.describe("cards", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ["/blog", "/blog/page/2", "/crm", "/blog/second-post", "/experts"]) {
    test(`every card on ${path} is one link that covers the whole card`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // The cookie notice floats over whatever is under it until the visitor chooses.
      await page.locator(".cookie-notice").getByRole("button", { name: "Decline" }).click();
      const cards = page.locator(CARD);
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        // Whatever part of the card is under the pointer (its picture, its text, its margin),
        // the element there belongs to the card's one link.
        const hits = await card.evaluate((el, selector) => {
          const link = el.querySelector(selector);
          const box = el.getBoundingClientRect();
          const points = [
            [box.left + 8, box.top + 8],
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.right - 8, box.bottom - 8],
          ];
          return points.map(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a") === link);
        }, CARD_LINK);
        expect(hits).toEqual([true, true, true]);
        await expect(card.locator("a")).toHaveCount(1);
      }
    });
  }

  test("a click on a card's description navigates to the card's page", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const card = page.locator(CARD).first();
    const href = await card.locator(CARD_LINK).getAttribute("href");
    // A real click at the description's place (Playwright's own click would refuse: the
    // link's cover is on top, which is the point).
    const box = (await card.locator("p").last().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("a card's title is underlined only while the card is hovered", async ({ page }) => {
    await page.goto("/blog");
    const card = page.locator(CARD).first();
    const title = card.locator(CARD_LINK);
    const line = () => title.evaluate((a) => getComputedStyle(a).textDecorationLine);
    expect(await line()).toBe("none");
    const box = (await card.locator("p").last().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(line).toBe("underline");
  });
});

test.describe("pictures", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const pictures: Record<string, [path: string, selector: string]> = {
    expert: ["/experts/mara-quell", ".expert__portrait"],
    "case study": ["/portfolio/clinic-scheduling", ".case-figure img"],
    hub: ["/crm", ".hero__art"],
    "blog post": ["/blog/second-post", ".written__cover"],
    article: ["/crm/data-migration", ".written__cover"],
  };
  for (const [kind, [path, selector]] of Object.entries(pictures)) {
    test(`the ${kind} page (${path}) shows its picture with width, height and alt text`, async ({ page }) => {
      await page.goto(path);
      const img = page.locator(`main ${selector}`);
      await expect(img).toHaveCount(1);
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeVisible();
      expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
      expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(10);
      // The file exists and is an SVG the browser could draw.
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    });
  }

  test("related reading is one card kind: each card names the page's kind, and none carries a picture", async ({ page }) => {
    await page.goto("/blog/second-post");
    const cards = page.locator("main .related .card");
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(page.locator("main .related img")).toHaveCount(0);
    for (const card of await cards.all()) {
      await expect(card).toHaveClass(/card--reading/);
      await expect(card.locator(".card__kicker")).toHaveText(/^(Guide|Blog post|News|Case study|Expert|Service|Industry|Page|Overview)$/);
    }
  });
});

for (const width of [375, 1280]) {
  test.describe(`table of contents at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an article with more than three sections lists them, and a link moves focus to its section", async ({ page }) => {
      await page.goto("/crm/data-migration");
      await hydrated(page);
      const toc = page.getByRole("navigation", { name: "Contents" });
      await expect(toc).toHaveCount(1);
      await expect(toc).toBeVisible();
      // Small screens: a <details> above the text, closed until opened.
      if (width < 1200) await toc.getByText("Contents").click();
      // Every section is listed; past the sixth they fold into "All sections", still links.
      const links = toc.locator("a");
      const headings = page.locator(".prose h2");
      expect(await links.count()).toBe(await headings.count());
      expect(await links.count()).toBeGreaterThan(3);
      const third = links.nth(2);
      const id = (await third.getAttribute("href"))!.slice(1);
      await third.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`[id="${id}"]`)).toBeFocused();
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  });
}

test("a page with three sections or fewer has no table of contents", async ({ page }) => {
  await page.goto("/blog/first-post");
  expect(await page.locator(".prose h2").count()).toBeLessThanOrEqual(3);
  await expect(page.getByRole("navigation", { name: "Contents" })).toHaveCount(0);
});

test.describe("reader aids", () => {
  test("a blog post shows its reading time, links its author and its tags, and closes with a call to action", async ({ page }) => {
    await page.goto("/blog/second-post");
    await expect(page.locator(".written__meta")).toContainText(/\d+ min read/);
    const author = page.locator(".author-box a");
    await expect(author).toHaveAttribute("href", "/experts/mara-quell");
    await expect(page.locator(".author-box img")).toHaveAttribute("width", /\d+/);
    await expect(page.locator(".closing h2")).toContainText("Mara Quell");
    const tag = page.getByRole("navigation", { name: "Tags" }).getByRole("link").first();
    const tagName = await tag.innerText();
    await tag.click();
    await expect(page.locator("h1")).toContainText(tagName);
    await expect(page.locator("main .featured__title a")).toHaveAttribute("href", "/blog/second-post");
  });

  test("an article's closing call to action names its practice", async ({ page }) => {
    await page.goto("/crm/data-migration");
    const hub = await page.locator(".breadcrumbs li").nth(1).innerText();
    await expect(page.locator(".closing h2")).toContainText(hub);
    await expect(page.locator(".closing a.button")).toHaveAttribute("href", /^\/contacts/);
  });
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark", viewport: { width: 1280, height: 900 } });
  test("follows the system's preference: dark page, light text, the accent still an accent", async ({ page }) => {
    await page.goto("/blog/second-post");
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const link = getComputedStyle(document.querySelector(".prose a")!);
      return { background: body.backgroundColor, text: body.color, link: link.color };
    });
    expect(colours.background).toBe("rgb(15, 26, 33)");
    expect(colours.text).toBe("rgb(230, 237, 240)");
    expect(colours.link).toBe("rgb(95, 211, 165)");
  });
});

test.describe("print", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("prints the text alone: no header, footer, buttons, contents or cookie notice; links show where they lead", async ({ page }) => {
    await page.goto("/blog/second-post");
    await hydrated(page);
    await expect(page.locator(".cookie-notice")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".site-header", ".site-footer", ".cookie-notice", ".author-box", ".closing", ".related"])
      await expect(page.locator(hidden).first()).toBeHidden();
    for (const button of await page.locator(".button").all()) await expect(button).toBeHidden();
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator(".prose p").first()).toBeVisible();
    const after = await page
      .locator('.prose a[href^="/"]')
      .first()
      .evaluate((a) => ({ href: a.getAttribute("href"), content: getComputedStyle(a, "::after").content }));
    expect(after.content).toContain(after.href);
  });
});

test.describe("header menu on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the menu button says Close while open, and a tap outside the menu closes it", async ({ page }) => {
    await page.goto("/crm");
    await hydrated(page);
    const toggle = page.locator("details.site-menu > summary");
    await expect(toggle).toHaveAccessibleName("Menu");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close");
    await expect(page.locator(".cookie-notice")).toBeHidden();
    // Below the menu's panel: the page itself.
    await page.mouse.click(187, 800);
    await expect(page.locator("details.site-menu")).not.toHaveAttribute("open");
    await expect(toggle).toHaveAccessibleName("Menu");
    await expect(page.locator(".cookie-notice")).toBeVisible();
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`cookie notice at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of ["/", "/crm", "/de"]) {
      test(`never covers the hero's actions on ${path}`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const notice = await page.locator(".cookie-notice").boundingBox();
        expect(notice).not.toBeNull();
        for (const action of await page.locator(".hero .actions a").all()) {
          const box = (await action.boundingBox())!;
          expect(box.y + box.height, `${await action.innerText()} ends above the notice`).toBeLessThanOrEqual(notice!.y);
        }
      });
    }
  });
}
