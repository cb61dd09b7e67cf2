// One type rule per role across templates (docs/design-system.md, "Type by role"): people's names
// and the titles of cards and list rows are set alike on every page (one face, one weight), and
// figures are in the display face, the figures of one row at one size. Read from the computed
// styles of a page of every template, plus the pages that hold names, posts and figures.
import { expect, test } from "@playwright/test";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";

const PAGES = [
  ...new Set([...Object.values(SAMPLE_PAGES), "/experts", "/portfolio", "/company/about", "/contacts", "/de/blog", "/de/referenzen"]),
];

/** People's names: an expert's card (titled with the name, beside the portrait), the closing band,
 * the author's box and aside, a byline's link, a quote's caption, the contact beside the form. */
const NAMES = [
  ".card:has(.card__media--portrait) .card__title",
  ".closing__name",
  ".author-box__name",
  ".aside-person__name",
  '.written__meta a[href^="/"]',
  ".quotes figcaption strong",
  ".enquiry-contact__name",
].join(", ");

interface Seen {
  role: "name" | "title" | "figure";
  page: string;
  text: string;
  face: string;
  weight: string;
  size: string;
  /** The row a figure stands in (a stats block or a card grid), unique across pages. */
  row?: string;
}

test("names, card titles and figures follow one rule each on every template", async ({ page }) => {
  test.setTimeout(180_000);
  const seen: Seen[] = [];
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    const found = await page.evaluate(
      ({ path, names }) => {
        const face = (el: Element) => (getComputedStyle(el).fontFamily.split(",")[0] ?? "").trim().replace(/^["']|["']$/g, "");
        const entry = (role: "name" | "title" | "figure", el: Element, row?: string) => {
          const style = getComputedStyle(el);
          return {
            role,
            page: path,
            text: (el.textContent ?? "").trim().slice(0, 40),
            face: face(el),
            weight: style.fontWeight,
            size: style.fontSize,
            ...(row ? { row } : {}),
          };
        };
        const visible = (el: Element) => el.getClientRects().length > 0;
        const out = [];
        for (const el of document.querySelectorAll(names)) if (visible(el)) out.push(entry("name", el));
        // A featured item's title (one alone, at section size) is a heading; every other card or row title is a title.
        for (const el of document.querySelectorAll(".card__title, .post-row__title"))
          if (visible(el) && !el.matches('[data-layout="split"] .card:first-child .card__title')) out.push(entry("title", el));
        const rows = [...document.querySelectorAll(".stats, .cards")];
        for (const el of document.querySelectorAll(".figure")) {
          if (!visible(el)) continue;
          const row = el.closest(".stats, .cards");
          out.push(entry("figure", el, row ? `${path} row ${rows.indexOf(row)}` : undefined));
        }
        return out;
      },
      { path, names: NAMES },
    );
    seen.push(...found);
  }

  const names = seen.filter((s) => s.role === "name");
  const titles = seen.filter((s) => s.role === "title");
  const figures = seen.filter((s) => s.role === "figure");
  // The pages hold each role: closing bands, expert cards, bylines, quotes; cards and posts; figures.
  expect(new Set(names.map((s) => s.page)).size, "pages with names").toBeGreaterThan(PAGES.length / 2);
  expect(titles.length, "titles").toBeGreaterThan(20);
  expect(figures.length, "figures").toBeGreaterThan(5);

  const styleOf = (s: Seen) => `${s.face} ${s.weight}`;
  const distinct = (list: Seen[]) => {
    const by = new Map<string, string[]>();
    for (const s of list) by.set(styleOf(s), [...(by.get(styleOf(s)) ?? []), `${s.page}: ${s.text}`]);
    return [...by].map(([style, where]) => `${style} (${where.length}×, e.g. ${where.slice(0, 3).join("; ")})`);
  };
  // Names and titles: Figtree, one weight, the same for both.
  expect(distinct(names), "people's names").toHaveLength(1);
  expect(distinct(titles), "card and row titles").toHaveLength(1);
  expect(styleOf(names[0]!)).toBe(styleOf(titles[0]!));
  expect(names[0]!.face).toBe("Figtree");
  // Figures: the display face at its one weight; one size per row.
  expect(distinct(figures), "figures").toEqual([expect.stringMatching(/^Hedvig Letters Serif 400 /)]);
  const sizesByRow = new Map<string, Set<string>>();
  // Cells of one row differ by a fraction of a pixel (the grid's rounding): sizes compared to half a pixel.
  const size = (f: Seen) => `${Math.round(parseFloat(f.size) * 2) / 2}px`;
  for (const f of figures) if (f.row) sizesByRow.set(f.row, (sizesByRow.get(f.row) ?? new Set()).add(size(f)));
  const mixed = [...sizesByRow].filter(([, sizes]) => sizes.size > 1).map(([row, sizes]) => `${row}: ${[...sizes].join(", ")}`);
  expect(mixed, "rows whose figures differ in size").toEqual([]);
});
