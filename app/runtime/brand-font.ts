// The brand typeface from a visitor's second page on (docs/decisions/018-speed.md). A first
// page paints in the metric-matched fallback and never asks for the font, so the font's 20 KB
// do not compete with the page's own first paint; once the page is interactive the font is
// loaded, and the pages after it use it from the cache from their first paint. The stylesheet
// switches to the font under `html[data-brand-font]` (app/styles/site.css).

/** Local storage key: set once the brand font has loaded in this browser. */
export const BRAND_FONT_KEY = "@@brand-font";
/** The attribute on <html> that makes the stylesheet use the brand font. */
export const BRAND_FONT_ATTRIBUTE = "data-brand-font";

/** The inline script at the top of every document: the font from the first paint, where this
 * browser loaded it before. Storage may be blocked: the page then keeps the fallback. */
export const BRAND_FONT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(BRAND_FONT_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},"")}catch(e){}`;

/**
 * Loads the brand font for the pages that follow and remembers that it is at hand; a page that
 * already uses it (marked by the inline script) has nothing to do.
 */
export async function loadBrandFont(
  fonts: Pick<FontFaceSet, "load"> | undefined = document.fonts,
  // Reading window.localStorage itself throws where storage is blocked: read it inside the call.
  storage: Pick<Storage, "setItem"> = { setItem: (key, value) => window.localStorage.setItem(key, value) },
  root: Pick<Element, "hasAttribute"> = document.documentElement,
): Promise<boolean> {
  if (root.hasAttribute(BRAND_FONT_ATTRIBUTE)) return true;
  try {
    const loaded = await fonts?.load('1em "Figtree"');
    if (!loaded?.length) return false;
    storage.setItem(BRAND_FONT_KEY, "1");
    return true;
  } catch {
    // A font that cannot load, or storage that is blocked: the fallback stays.
    return false;
  }
}
