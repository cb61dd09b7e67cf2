// The page before and after its scripts run (docs/decisions/018-speed.md): no script is asked
// for before the first paint; until the scripts have run, links load pages in full and the
// menus open, as plain HTML; afterwards navigation is client-side.
import { expect, test, type Page } from "@playwright/test";
import { layoutShift, watchLayoutShift } from "../setup/layout-shift.ts";

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

  // Whatever a page fetches before its first paint delays it: only the stylesheet and the brand's
  // two faces may be asked for then. Pictures wait for the layout (loading="lazy"), the favicon
  // is in the document.
  for (const path of ["/portfolio", "/experts/mara-quell", "/crm/data-migration"]) {
    test(`${path} asks for nothing but its stylesheet and typefaces before it is laid out`, async ({ page }) => {
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
      // The two faces: Figtree, and the display face's Latin file and its arrows (decision 036).
      expect(fetching).toHaveLength(4);
      expect(fetching[0]).toMatch(/^stylesheet \/assets\/.+\.css$/);
      expect(fetching.slice(1).sort()).toEqual([
        expect.stringMatching(/^preload \/assets\/display-arrows-.+\.woff2$/),
        expect.stringMatching(/^preload \/assets\/display-latin-.+\.woff2$/),
        expect.stringMatching(/^preload \/assets\/figtree-.+\.woff2$/),
      ]);
      expect(images).toBeGreaterThan(0);
      expect(eager).toEqual([]);
      expect(icon).toMatch(/^data:image\/svg\+xml,%3csvg/);
    });
  }
});

// A first visit, in a fresh context with an empty cache, sees the brand's display face (decision
// 036): the font the browser actually draws the heading with, as DevTools reports it, not the
// computed family.
for (const path of ["/", "/crm", "/crm/data-migration"]) {
  test(`${path} draws its heading in the display face on a first visit, and the swap moves nothing`, async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await watchLayoutShift(page);
      await page.goto(path);
      const cdp = await context.newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
      const drawnIn = async () => {
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        return fonts.map((f) => f.familyName);
      };
      // The display face reports the name of its one instance ("Hedvig Letters Serif 24pt"); the
      // fallback would report Times New Roman or Liberation Serif.
      // How soon is Lighthouse's to measure (npm run bench:lighthouse); this waits for the behaviour.
      await expect.poll(drawnIn, { timeout: 20_000, intervals: [100] }).toEqual([expect.stringMatching(/^Hedvig Letters Serif\b/)]);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      expect(await layoutShift(page), "cumulative layout shift").toBeLessThanOrEqual(0.02);
    } finally {
      await context.close();
    }
  });
}

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
