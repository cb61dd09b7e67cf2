import type { Page } from "@playwright/test";

/** What is drawn past the window's right edge: visible elements, not fixed to the window, not
 * inside a row that scrolls sideways on purpose (a phone's row of cards holds them inside itself),
 * not visually hidden. Tables are checked apart: none of them may scroll. */
export function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsSideways = (e: Element) =>
      e.tagName !== "TABLE" && ["auto", "scroll"].includes(getComputedStyle(e).overflowX) && !e.querySelector("table");
    const inScrollingRow = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (scrollsSideways(a)) return true;
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter(
        (e) => e.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && getComputedStyle(e).position !== "fixed",
      )
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 0.5;
      })
      .filter((e) => !e.closest(".visually-hidden, thead, .skip-link") && !inScrollingRow(e))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${Math.round(e.getBoundingClientRect().right)}`);
  });
}
