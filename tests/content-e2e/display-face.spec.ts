// The two faces as a first-time visitor gets them (decision 036): headings and the measured
// results in the display face, arrows included, text in Figtree, as DevTools reports the fonts
// the browser actually draws with; and fonts that arrive late move nothing.
import { expect, test, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { layoutShift, watchLayoutShift } from "../setup/layout-shift.ts";

/** A page of each kind that states a case's result: the home page's case cards, a case study's
 * outcome band, a landing page whose figures show a change with an arrow ("41 → 6"), and an
 * article (headings and text only). */
const PAGES: Array<[kind: string, path: string, figures: "none" | "plain" | "arrows"]> = [
  ["home", "/", "plain"],
  ["case study", "/portfolio/erp-replacement-drive-manufacturer", "plain"],
  ["landing", "/services/devops", "arrows"],
  ["article", "/crm/customer-data-migration", "none"],
];
const WIDTHS = [375, 1280];

/** The display face reports the name of its one instance ("Hedvig Letters Serif 24pt"); its
 * fallback would report Times New Roman or Liberation Serif. */
const DISPLAY = /^Hedvig Letters Serif\b/;
const TEXT = /^Figtree\b/;
const faces = (families: string[][]) => [...new Set(families.flat())];
const withArrow = (html: string) => html.includes("→");
/** Paragraphs of running text: not a card's figure, not code. */
const plainText = (html: string) => !html.includes("figure") && !html.includes("<code");

/** A fresh context, as a first visit has: empty cache, no service worker. */
async function firstVisit(browser: Browser, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width, height: 812 } });
  return { context, page: await context.newPage() };
}

/** The families the browser draws each node matching `selector` with, as DevTools reports them;
 * `keep` picks nodes by their markup. */
async function drawnWith(cdp: CDPSession, selector: string, keep: (html: string) => boolean = () => true): Promise<string[][]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const families: string[][] = [];
  for (const nodeId of nodeIds) {
    if (!keep((await cdp.send("DOM.getOuterHTML", { nodeId })).outerHTML)) continue;
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    families.push(fonts.map((f) => f.familyName));
  }
  return families;
}

for (const width of WIDTHS) {
  for (const [kind, path, figures] of PAGES) {
    test(`${kind} (${path}) at ${width} px, first visit: h1${figures === "none" ? "" : " and figures"} in the display face, text in Figtree`, async ({
      browser,
    }) => {
      const { context, page } = await firstVisit(browser, width);
      try {
        await page.goto(path);
        const cdp = await context.newCDPSession(page);
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        // Fonts swap in once they have arrived: wait for the heading's, then read every node.
        await expect.poll(async () => (await drawnWith(cdp, "h1"))[0] ?? [], { timeout: 15_000 }).toEqual([expect.stringMatching(DISPLAY)]);
        if (figures === "arrows") {
          expect((await drawnWith(cdp, "main .figure", withArrow)).length, "figures with an arrow on the page").toBeGreaterThan(0);
          // The arrows are in a file of their own: wait for it too.
          await expect
            .poll(async () => faces(await drawnWith(cdp, "main .figure", withArrow)), { timeout: 15_000 })
            .toEqual([expect.stringMatching(DISPLAY)]);
        }
        if (figures !== "none") {
          expect((await drawnWith(cdp, "main .figure")).length, "figures on the page").toBeGreaterThan(0);
          expect(faces(await drawnWith(cdp, "main .figure")), "faces of every figure").toEqual([expect.stringMatching(DISPLAY)]);
        }
        // A client's words set large (the home page's pull quote, decision 043; a case study's
        // client quote, decision 044) are in the display face; every other paragraph in Figtree.
        const PULL_QUOTES = ":is(.quotes--big, .case-quote) blockquote p";
        const quote = await drawnWith(cdp, `main ${PULL_QUOTES}`);
        if (quote.length > 0) expect(faces(quote), "faces of the pull quote").toEqual([expect.stringMatching(DISPLAY)]);
        const text = await drawnWith(cdp, `main p:not(${PULL_QUOTES})`, plainText);
        expect(text.length, "paragraphs in the page's main content").toBeGreaterThan(0);
        expect(faces(text), "faces of the page's paragraphs").toEqual([expect.stringMatching(TEXT)]);
      } finally {
        await context.close();
      }
    });

    // The late-font test covers the home page, a case study and an article (issue 45's pages);
    // the landing page is here for its arrows only.
    if (kind === "landing") continue;
    test(`${kind} (${path}) at ${width} px: every font a second late, the swaps shift the layout by 0.02 at most`, async ({ browser }) => {
      const { context, page } = await firstVisit(browser, width);
      try {
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
        await watchLayoutShift(page);
        await page.goto(path);
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        // Both faces have arrived and are drawn; two frames later every shift has been reported.
        await page.waitForFunction(
          () =>
            document.fonts.status === "loaded" &&
            ["Figtree", "Hedvig Letters Serif"].every((family) =>
              [...document.fonts].some((f) => f.family.replace(/"/g, "") === family && f.status === "loaded"),
            ),
          undefined,
          { timeout: 15_000 },
        );
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await layoutShift(page), "cumulative layout shift").toBeLessThanOrEqual(0.02);
      } finally {
        await context.close();
      }
    });
  }
}
