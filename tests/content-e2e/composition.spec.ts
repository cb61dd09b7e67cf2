// The real site's compositions (decision 043): the home pages in at most seven sections and eight
// phone screens, sections that never meet on one background without a change of layout, and a
// closing band on a page of every template that names a person with a portrait and a direct line.
import { expect, test, type Page } from "@playwright/test";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return response;
}

/** The main content's sections, outermost only: each its layout and its drawn background. */
function sectionsOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main section")]
      .filter((s) => s.parentElement?.closest("section") === null)
      .map((s) => ({
        heading: s.querySelector("h1, h2")?.textContent?.trim() ?? "",
        layout: s.getAttribute("data-layout"),
        background: getComputedStyle(s).backgroundColor,
      })),
  );
}

const HOMES = ["/", "/de"];

for (const path of HOMES) {
  test.describe(`the home page ${path}`, () => {
    test("has at most seven sections, from the hero to the closing band, and no industries or numbers", async ({ page }) => {
      await open(page, path);
      const sections = await sectionsOf(page);
      expect(sections.length, sections.map((s) => s.heading).join(" | ")).toBeLessThanOrEqual(7);
      expect(sections[0]?.layout).toBe("hero");
      expect(sections.at(-1)?.layout).toBe("closing");
      // Industries and the company's numbers live on their own pages now.
      await expect(page.locator("main .stats")).toHaveCount(0);
      await expect(page.locator("main [data-icon]")).toHaveCount(0);
      // The featured case states its result in the display face's figure; the practices are a list.
      await expect(page.locator('main [data-layout="band"] .figure')).toHaveCount(1);
      await expect(page.locator("main .practice-list li")).toHaveCount(9);
      await expect(page.locator("main .practice-list a[href]").first()).toBeVisible();
      await expect(page.locator("main .practices__pages")).toHaveCount(0);
    });

    test("is at most eight screens tall on a 375 × 812 phone, its hero in the order of wide screens", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(8 * 812);
      // Heading, line, action, then the drawing across the width.
      const top = async (selector: string) => (await page.locator(`.hero ${selector}`).first().boundingBox())?.y ?? NaN;
      const [h1, lead, action, art] = [await top("h1"), await top(".lead"), await top(".actions"), await top(".hero__art")];
      expect(h1).toBeLessThan(lead);
      expect(lead).toBeLessThan(action);
      expect(action).toBeLessThan(art);
      const box = await page.locator(".hero .hero__art").boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(375 - 2 * 24);
      // The featured case's screen and the featured article's drawing: across the width, above
      // their text, never a tile.
      for (const layout of ["band", "split"]) {
        const card = page.locator(`main [data-layout="${layout}"] .card`).first();
        const [media, title] = [await card.locator(".card__media").boundingBox(), await card.locator(".card__title").boundingBox()];
        expect(media?.width, layout).toBeGreaterThanOrEqual(375 - 2 * 24);
        expect(media && title && media.y + media.height <= title.y, `${layout}: the picture above the title`).toBe(true);
      }
    });
  });
}

for (const path of [...HOMES, "/crm", "/de/erp", "/company/about"]) {
  test(`${path}: two sections in a row never share a background without a change of layout`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path);
    const sections = await sectionsOf(page);
    expect(
      sections.every((s) => s.layout),
      "every section says its layout",
    ).toBe(true);
    const alike = sections.slice(1).flatMap((s, i) => {
      const before = sections[i];
      return before && before.background === s.background && before.layout === s.layout ? [`${before.heading} → ${s.heading}`] : [];
    });
    expect(alike).toEqual([]);
  });
}

for (const [template, path] of Object.entries(SAMPLE_PAGES)) {
  test(`${template} (${path}): the closing band names a person with portrait, role and a direct line, and leads to the enquiry page`, async ({
    page,
  }) => {
    await open(page, path);
    const band = page.locator("main .closing");
    await expect(band).toHaveCount(1);
    // The page's last section: the band meets the footer.
    const last = await page.evaluate(() => {
      const sections = [...document.querySelectorAll("main section")].filter((s) => s.parentElement?.closest("section") === null);
      return sections.at(-1)?.classList.contains("closing") ?? false;
    });
    expect(last, "the band closes the page").toBe(true);
    const person = band.locator(".closing__person");
    await expect(person.locator("img.closing__portrait")).toBeVisible();
    await expect(person.locator("img.closing__portrait")).toHaveAttribute("data-art", /^portrait-/);
    await expect(person.locator("a.closing__name")).toHaveAttribute("href", /\/(experts|de\/experten)\//);
    await expect(person.locator("a.closing__name + span")).not.toBeEmpty();
    await expect(person.locator('a[href^="tel:+"]')).toHaveAttribute("href", /^tel:\+\d{8,15}$/);
    await expect(band.locator("a.button")).toHaveAttribute("href", /^\/(contacts|de\/kontakt)#enquiry$/);
    // Its right half is the person, beside the text on wide screens.
    await page.setViewportSize({ width: 1280, height: 900 });
    const [text, right] = [await band.locator("h2").boundingBox(), await person.boundingBox()];
    expect(text && right && right.x > text.x + text.width, "the person stands beside the text").toBe(true);
  });
}

test("the band names the practice's lead on a practice page and the expert on an expert's page", async ({ page }) => {
  await open(page, "/crm");
  await expect(page.locator("main .closing a.closing__name")).toHaveAttribute("href", "/experts/lena-brandt");
  await open(page, "/experts/tobias-fink");
  await expect(page.locator("main .closing a.closing__name")).toHaveAttribute("href", "/experts/tobias-fink");
  // A German page names the German profile, with the English profile's direct line.
  await open(page, "/de/erp");
  await expect(page.locator("main .closing a.closing__name")).toHaveAttribute("href", "/de/experten/tobias-fink");
  await expect(page.locator('main .closing a[href^="tel:"]')).toHaveAttribute("href", "tel:+493055570122");
});
