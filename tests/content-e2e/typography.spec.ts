// Line breaks as a phone draws them (decision 040), on a page of every template in both
// languages at 375 px: no word of a heading or card title split across two lines except at a
// hyphen or soft hyphen (decision 024 keeps heading words whole), and no line that starts with
// a separator ("·" of a meta line, "›" of breadcrumbs), whether the text or CSS draws it.
import { expect, test } from "@playwright/test";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";

/** German pages of the templates the sample list has in English only. */
const MORE_GERMAN = [
  "/de/blog",
  "/de/blog/zusammenarbeit-mit-aufsichtsbehoerden",
  "/de/referenzen",
  "/de/referenzen/kreditorenbuchhaltung-automatisierung",
  "/de/experten",
  "/de/unternehmen/nis2-und-data-act",
];
const PAGES = [...new Set([...Object.values(SAMPLE_PAGES), ...MORE_GERMAN])];

/** The titles whose words stay whole: headings h1–h3 and the titles of cards. */
const TITLES = "h1, h2, h3, .card__title";
/** The separators that must end a line, never start one. */
const SEPARATORS = ["·", "›"];

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of PAGES)
    test(`${path}: titles keep their words whole and no line starts with a separator`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      const found = await page.evaluate(
        ({ titles, separators }) => {
          const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
          const textNodes = (root: Node) => {
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            const nodes: Text[] = [];
            for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
            return nodes;
          };
          const rectOf = (node: Text, start: number, end: number) => {
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, end);
            return [...range.getClientRects()].filter((r) => r.width > 0 || r.height > 0);
          };
          /** Distinct lines the rects stand on (rects whose vertical middles differ by more than half a line). */
          const lines = (rects: DOMRect[]) => {
            const middles: number[] = [];
            for (const r of rects) {
              const mid = (r.top + r.bottom) / 2;
              if (!middles.some((m) => Math.abs(m - mid) < r.height / 2)) middles.push(mid);
            }
            return middles.length;
          };
          const split: string[] = [];
          for (const title of document.querySelectorAll(titles)) {
            if (!visible(title)) continue;
            for (const node of textNodes(title)) {
              for (const word of node.data.matchAll(/\S+/g)) {
                const start = word.index;
                const end = start + word[0].length;
                if (lines(rectOf(node, start, end)) < 2) continue;
                // Where the word breaks: the character after which the next one stands lower.
                for (let i = start; i < end - 1; i++) {
                  const here = rectOf(node, i, i + 1)[0];
                  const next = rectOf(node, i + 1, i + 2)[0];
                  if (!here || !next || next.top < here.bottom - here.height / 2) continue;
                  const at = node.data[i] ?? "";
                  // A break at a soft hyphen: Chromium gives the hyphen no box of its own and puts
                  // the first character after it on the first line, so "here" is that character.
                  const atSoftHyphen = node.data[i - 1] === "\u00AD";
                  if (at !== "-" && at !== "\u00AD" && at !== "\u2010" && !atSoftHyphen)
                    split.push(
                      `${title.tagName.toLowerCase()} "${title.textContent?.trim()}": "${word[0]}" breaks after "${node.data.slice(start, i + 1)}"`,
                    );
                }
              }
            }
          }

          const leading: string[] = [];
          // Separators in the text: the last visible character before one must stand on its line.
          const all = textNodes(document.body).filter((n) => n.parentElement && visible(n.parentElement));
          all.forEach((node, k) => {
            for (const sep of node.data.matchAll(new RegExp(`[${separators.join("")}]`, "g"))) {
              const at = rectOf(node, sep.index, sep.index + 1)[0];
              if (!at) continue;
              let before: DOMRect | undefined;
              // The nearest visible non-space character before the separator, in this node or those before it.
              for (let j = k, end = sep.index; j >= 0 && !before; j--, end = all[j]?.data.length ?? 0) {
                const n = all[j];
                if (!n) break;
                for (let i = end - 1; i >= 0 && !before; i--) if (/\S/.test(n.data[i] ?? "")) before = rectOf(n, i, i + 1)[0];
              }
              const block = node.parentElement?.closest("p, li, div, nav, header, footer, section, td, dd, dt, figcaption");
              const context = (block?.textContent ?? node.data).replace(/\s+/g, " ").trim().slice(0, 80);
              if (!before || before.bottom <= at.top + 1) leading.push(`"${sep[0]}" starts a line: ${context}`);
            }
          });
          // Separators drawn by CSS before an element: the element must share its line with the one before it.
          for (const el of document.querySelectorAll("body *")) {
            const content = getComputedStyle(el, "::before").content;
            if (!separators.some((s) => content === `"${s}"`) || !visible(el)) continue;
            const prev = el.previousElementSibling;
            const own = el.getBoundingClientRect();
            const drawn = prev?.getBoundingClientRect();
            if (!drawn || drawn.bottom <= own.top + 1)
              leading.push(`${content} before <${el.tagName.toLowerCase()}> starts a line: ${el.textContent?.trim().slice(0, 60)}`);
          }
          return { split, leading, titles: document.querySelectorAll(titles).length };
        },
        { titles: TITLES, separators: SEPARATORS },
      );
      expect(found.titles, `${path} has titles to look at`).toBeGreaterThan(0);
      expect(found.split, `${path}: words of titles split without a hyphen`).toEqual([]);
      expect(found.leading, `${path}: lines that start with a separator`).toEqual([]);
    });
});

// Client quotes are marked by CSS: the marks must be the page language's, German ones on German pages.
for (const [path, open, close] of [
  ["/", "“", "”"],
  ["/de", "„", "“"],
] as const)
  test(`${path}: client quotes are drawn with ${open}…${close}`, async ({ page }) => {
    await page.goto(path);
    const drawn = await page.locator(".quotes blockquote p").evaluateAll((ps) =>
      ps.map((p) => {
        const marks = getComputedStyle(p.closest("blockquote") ?? p).quotes;
        return { before: getComputedStyle(p, "::before").content, after: getComputedStyle(p, "::after").content, marks };
      }),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const d of drawn) {
      expect(d.before).toBe("open-quote");
      expect(d.after).toBe("close-quote");
      expect(d.marks.startsWith(`"${open}" "${close}"`), d.marks).toBe(true);
    }
  });
