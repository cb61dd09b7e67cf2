// Site search on the real index, as a visitor reads the results: passages with the words the
// page shows (none run together), and each result named as a kind of page a visitor knows.
import { expect, test, type Page } from "@playwright/test";

interface Hit {
  path: string;
  kind: string;
  excerpt: string;
}

async function search(page: Page, address: string): Promise<Hit[]> {
  await page.goto(address);
  await expect(page.locator(".search__list > li").first()).toBeVisible({ timeout: 15_000 });
  return page.locator(".search__list > li").evaluateAll((items) =>
    items.map((li) => ({
      path: new URL(li.querySelector<HTMLAnchorElement>("h2 a")?.href ?? "").pathname,
      kind: li.querySelector(".search__kind")?.textContent ?? "",
      excerpt: li.querySelector(":scope > p:last-child")?.textContent ?? "",
    })),
  );
}

/** The words of a page's main content as the browser lays it out: text that CSS sets on a line
 * of its own (a partner's "since 2019") is a word of its own here. */
async function wordsOf(page: Page, path: string): Promise<Set<string>> {
  await page.goto(path);
  // Answers in closed <details> are indexed too; innerText reads only what is open.
  const text = await page.locator("main").evaluate((main) => {
    for (const details of main.querySelectorAll("details")) details.open = true;
    // Text for screen readers only sits in the line it belongs to, not on a line of its own.
    for (const hidden of main.querySelectorAll<HTMLElement>(".visually-hidden")) hidden.style.position = "static";
    return (main as HTMLElement).innerText;
  });
  // Case is the style's (a table's column heads are set in capitals), not the words'.
  return new Set(text.toLowerCase().split(/\s+/).filter(Boolean));
}

for (const [lang, address] of [
  ["en", "/search?q=odoo"],
  ["de", "/de/suche?q=odoo"],
] as const)
  test(`${lang}: search excerpts for odoo hold only words the pages show, none run together`, async ({ page }) => {
    test.setTimeout(120_000);
    const hits = await search(page, address);
    expect(hits.length).toBeGreaterThanOrEqual(5);
    const joined: string[] = [];
    for (const hit of hits) {
      const words = await wordsOf(page, hit.path);
      // Pagefind ends a heading's text with a full stop the page does not show.
      for (const word of hit.excerpt.toLowerCase().split(/\s+/).filter(Boolean))
        if (!words.has(word) && !words.has(word.replace(/\.$/, ""))) joined.push(`${hit.path}: "${word}"`);
    }
    expect(joined).toEqual([]);
  });

test("search results name each page's kind in the visitor's words, in the page's language", async ({ page }) => {
  const en = await search(page, "/search?q=odoo");
  const de = await search(page, "/de/suche?q=odoo");
  // The practice pages, English and German, are services; German pages say so too.
  expect(en.find((h) => h.path === "/erp")?.kind).toBe("Service");
  expect(de.find((h) => h.path === "/de/erp")?.kind).toBe("Leistung");
  const internal = ["Page", "Overview", "Seite", "Übersicht"];
  expect([...en, ...de].filter((h) => !h.kind || internal.includes(h.kind)).map((h) => `${h.path}: "${h.kind}"`)).toEqual([]);
});

for (const [address, label] of [
  ["/search", "What are you looking for?"],
  ["/de/suche", "Wonach suchen Sie?"],
] as const)
  test(`${address} offers terms under the empty field, each finding pages, its label not the page's heading again`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(address);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByLabel(label)).toBeFocused();
    expect(await page.locator("h1").textContent()).not.toBe(label);
    const terms = page.locator(".search__suggest a");
    const names = await terms.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      await page.goto(address);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.locator(".search__suggest a", { hasText: name }).click();
      await expect(page.getByLabel(label)).toHaveValue(name);
      await expect(page.locator(".search__list > li").first(), name).toBeVisible({ timeout: 15_000 });
      await expect(page.locator(".search__suggest")).toHaveCount(0);
    }
    // As a link it searches on arrival too.
    await page.goto(`${address}?q=${encodeURIComponent(names[0] ?? "")}`);
    await expect(page.locator(".search__list > li").first()).toBeVisible({ timeout: 15_000 });
  });
