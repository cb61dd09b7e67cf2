// The page before and after its scripts run (docs/decisions/018-speed.md): no script is asked
// for before the first paint; until the scripts have run, links load pages in full and the
// menus open, as plain HTML; afterwards navigation is client-side.
import { expect, test, type Page } from "@playwright/test";

// The entry is held back with page.route, which a service worker would bypass.
test.use({ serviceWorkers: "block" });

const marked = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

test("no script is requested before the first paint", async ({ page }) => {
  await page.goto("/crm");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.start < paint)).toEqual([]);
});

test.describe("a page as served, before any script", () => {
  test.use({ javaScriptEnabled: false });

  // Whatever a page fetches before its first paint delays it: only the stylesheet may be asked
  // for then. Pictures wait for the layout (loading="lazy"), the favicon is in the document.
  for (const path of ["/blog", "/experts/mara-quell", "/crm/data-migration"]) {
    test(`${path} asks for nothing but its stylesheet before it is laid out`, async ({ page }) => {
      await page.goto(path);
      const { fetching, eager, images, icon } = await page.evaluate(() => {
        const notFetched = new Set(["canonical", "alternate", "apple-touch-icon"]);
        const links = [...document.head.querySelectorAll<HTMLLinkElement>("link[href]")];
        return {
          fetching: links
            .filter((l) => !notFetched.has(l.rel) && l.media !== "not all" && !l.href.startsWith("data:"))
            .map((l) => `${l.rel} ${new URL(l.href).pathname}`),
          eager: [...document.images].filter((i) => i.loading !== "lazy").map((i) => i.src),
          images: document.images.length,
          icon: document.head.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "",
        };
      });
      expect(fetching).toHaveLength(1);
      expect(fetching[0]).toMatch(/^stylesheet \/assets\/.+\.css$/);
      expect(images).toBeGreaterThan(0);
      expect(eager).toEqual([]);
      expect(icon).toMatch(/^data:image\/svg\+xml,%3csvg/);
    });
  }
});

test("a first page paints in the fallback and loads the brand font afterwards, for the pages that follow", async ({ page }) => {
  await page.goto("/crm");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("@@brand-font"))).toBe("1");
  const first = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    fonts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".woff2"))
      .map((e) => e.startTime),
    marked: document.documentElement.hasAttribute("data-brand-font"),
    family: getComputedStyle(document.body).fontFamily,
  }));
  // Asked for once the page was interactive, never for its first paint; this page keeps the fallback.
  expect(first.fonts.length).toBe(1);
  expect(first.fonts[0]).toBeGreaterThan(first.paint);
  expect(first.marked).toBe(false);
  expect(first.family).toMatch(/^"Figtree Fallback"/);
  // The next page uses the font from its first paint.
  await page.goto("/blog");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-brand-font"))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Figtree, "Figtree Fallback"/);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
});

test("a pre-rendered page carries its content once: its inline route data only names its page data", async ({ request }) => {
  const html = await (await request.get("/crm")).text();
  // Its loader data travels in the deferred script's hand-off to the entry (app/runtime/handoff.ts).
  const inline = /window\.__remixHandoff=(\{.*?\});import\(/.exec(html)?.[1] ?? "";
  expect(inline).toContain("__hydrateFrom");
  expect(inline).not.toContain("pageData");
  expect(inline).not.toContain("Fixture CRM, reached by several redirects");
  expect(html).toContain("<h1>Fixture CRM, reached by several redirects</h1>");
});

test.describe("before the page's scripts have run", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Services menu opens and its links load pages in full", async ({ page }) => {
    // The entry never arrives: the page stays as it was pre-rendered.
    await page.route("**/assets/entry.client-*.js", () => {});
    await page.goto("/blog");
    await mark(page);
    await page.locator("details.nav__panel > summary", { hasText: "Services" }).click();
    const panel = page.locator("details.nav__panel[open] .mega");
    await expect(panel.getByRole("link", { name: "CRM" })).toBeVisible();
    await panel.getByRole("link", { name: "CRM" }).click();
    await expect(page).toHaveURL(/\/crm$/);
    await expect(page.locator("h1")).toHaveText("Fixture CRM, reached by several redirects");
    expect(await marked(page)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });
});

test("once the scripts have run, the same link navigates without loading a document", async ({ page }) => {
  await page.goto("/blog");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await mark(page);
  await page.locator("details.nav__panel > summary", { hasText: "Services" }).click();
  await page.locator("details.nav__panel[open] .mega").getByRole("link", { name: "CRM" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.locator("h1")).toHaveText("Fixture CRM, reached by several redirects");
  expect(await marked(page)).toBe(true);
});
