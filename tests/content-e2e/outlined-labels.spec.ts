// The labels of the drawn pictures, outlined at build time, stay inside the shapes they stand in
// (a status pill, a chip, a button, a tile, their room on a line), measured in Chromium on the
// real site's pictures at the widths pages show them: every case study's screen on a card and
// on its page, the home scenes in the hero (docs/decisions/039-text-as-outlines.md).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { artPathOf } from "../../policy/files.ts";

/** Each label that leaves its box: its words' position and by how many pixels. */
async function overflowing(page: Page, request: APIRequestContext, src: string, width: number): Promise<string[]> {
  const svg = await (await request.get(src)).text();
  expect(svg, src).toContain("data-box=");
  await page.setContent(
    `<!doctype html><body style="margin:0"><div style="width:${width}px">${svg.replace(/ width="\d+" height="\d+"/, ' style="width:100%;height:auto;display:block"')}</div></body>`,
  );
  // A loaded machine may lay the drawing out a frame after its markup is set.
  await page.waitForFunction(() => Boolean(document.querySelector("svg")?.getScreenCTM()), undefined, { timeout: 10_000 });
  return page.evaluate(() => {
    const root = document.querySelector("svg");
    const ctm = root?.getScreenCTM();
    if (!root || !ctm) return ["no picture"];
    const problems: string[] = [];
    const labels = [...root.querySelectorAll<SVGGElement>("g[data-box]")];
    if (!labels.length) return ["no labels"];
    labels.forEach((g, i) => {
      const [x = 0, y = 0, w = 0, h = 0] = (g.getAttribute("data-box") ?? "").split(" ").map(Number);
      const point = (px: number, py: number) => new DOMPoint(px, py).matrixTransform(ctm);
      const a = point(x, y);
      const b = point(x + w, y + h);
      const r = g.getBoundingClientRect();
      // Half a pixel of rounding either way.
      const out = Math.max(a.x - r.left, r.right - b.x, a.y - r.top, r.bottom - b.y);
      if (out > 0.5) problems.push(`label ${i} (at ${Math.round(r.left)}, ${Math.round(r.top)}) leaves its box by ${out.toFixed(1)} px`);
    });
    return problems;
  });
}

test("every case study's screen: no label crosses its shape, on a card (340 px) or on its page (760 px)", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto("/portfolio");
  const cases = await page.locator("main .cards .card__title a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  await page.goto("/de/referenzen");
  cases.push(...(await page.locator("main .cards .card__title a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))));
  expect(cases.length).toBeGreaterThanOrEqual(15);
  for (const path of cases) {
    const src = artPathOf(path);
    for (const width of [340, 760]) expect(await overflowing(page, request, src, width), `${src} at ${width} px`).toEqual([]);
  }
});

test("the home scenes: no label crosses its shape at the hero's width (544 px)", async ({ page, request }) => {
  for (const src of ["/", "/de"].map(artPathOf)) expect(await overflowing(page, request, src, 544), src).toEqual([]);
});
