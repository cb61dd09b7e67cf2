// The page's cumulative layout shift as a visitor meets it (shifts without recent input), for
// the tests that hold a swap of fonts to "moves nothing".
import type { Page } from "@playwright/test";

/** Starts counting before the page's first byte: call before `page.goto`. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shift counted so far. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
