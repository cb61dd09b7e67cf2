// The frame around every page (header and footer) as a visitor reads it, in both languages: it
// names things as the rest of the site does.
import { expect, test, type Page } from "@playwright/test";

interface MenuLink {
  path: string;
}
interface HeaderMenu {
  practices: Array<{ name: string; hub?: MenuLink }>;
  industries: MenuLink[];
}
interface HeaderSlice {
  menu: HeaderMenu;
  german: { menu: HeaderMenu };
}

/** The footer's links as shown: where each goes and what it says. */
const footerLinks = (page: Page) =>
  page.locator(".site-footer nav a").evaluateAll((links) =>
    (links as HTMLAnchorElement[]).map((a) => ({
      path: new URL(a.href).pathname,
      // Soft hyphens are invisible where no line breaks at them.
      label:
        a.textContent
          ?.replace(/\u00ad/g, "")
          .replace(/\s+/g, " ")
          .trim() ?? "",
    })),
  );

for (const [lang, home] of [
  ["en", "/"],
  ["de", "/de"],
] as const)
  test(`${lang}: the footer labels every practice it links with the name the header's menu gives it`, async ({ page, request }) => {
    const header = (await (await request.get("/slice-data/header.json")).json()) as HeaderSlice;
    const menu = lang === "de" ? header.german.menu : header.menu;
    // A hub that is an industry's page too (/healthcare) may be listed as the industry.
    const industries = new Set(menu.industries.map((i) => i.path));
    const nameOf = new Map(menu.practices.flatMap((p) => (p.hub && !industries.has(p.hub.path) ? [[p.hub.path, p.name] as const] : [])));
    await page.goto(home);
    const practiceLinks = (await footerLinks(page)).filter((l) => nameOf.has(l.path));
    // The footer lists the main practices; a footer without them would pass vacuously.
    expect(practiceLinks.length).toBeGreaterThanOrEqual(3);
    expect(practiceLinks.map((l) => l.label)).toEqual(practiceLinks.map((l) => nameOf.get(l.path)));
  });

/** What marks a header entry as the current section, as drawn. */
const marker = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, line: s.textDecorationLine, thickness: s.textDecorationThickness, weight: s.fontWeight };
  });

test("a current menu entry with a panel is marked as one without", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/crm");
  const withPanel = await marker(page, '.nav__panel > summary[aria-current="true"]');
  await page.goto("/portfolio");
  const link = await marker(page, ".site-header .nav a[aria-current]:not(.mega a)");
  expect(withPanel.line).toBe("underline");
  expect(link).toEqual(withPanel);
});

/** The hue of an rgb() colour, in degrees. */
function hue(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map((n) => Number(n) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (!d) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

for (const scheme of ["light", "dark"] as const)
  test(`${scheme}: the search field's focus ring is the site's focus colour, far in hue from the error colour`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/search");
    const field = page.getByRole("searchbox");
    await field.focus();
    await page.keyboard.type("x");
    const { ring, focus, error } = await field.evaluate((el) => {
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement("span");
      document.body.append(probe);
      const colour = (v: string) => ((probe.style.color = root.getPropertyValue(v)), getComputedStyle(probe).color);
      const out = { ring: getComputedStyle(el).outlineColor, focus: colour("--focus"), error: colour("--error") };
      probe.remove();
      return out;
    });
    expect(ring).toBe(focus);
    const apart = Math.abs(hue(ring) - hue(error));
    expect(Math.min(apart, 360 - apart)).toBeGreaterThanOrEqual(90);
  });

/** The header's top-level entries at 1280 px: what each says, where it sits, and the header's height. */
async function headerAt1280(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  return page.locator(".site-header").evaluate((header) => ({
    entries: [...header.querySelectorAll(".nav > li")].map((li) => ({
      label: (li.querySelector(":scope > a, :scope > details > summary")?.textContent ?? "").trim(),
      top: Math.round(li.getBoundingClientRect().top),
    })),
    height: header.getBoundingClientRect().height,
    overflow: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  }));
}

test("the German header lists as many top-level entries as the English one, Experten among them, on one line at 1280 px", async ({
  page,
}) => {
  const en = await headerAt1280(page, "/");
  const de = await headerAt1280(page, "/de");
  expect(de.entries.map((e) => e.label)).toContain("Experten");
  expect(de.entries.length).toBe(en.entries.length);
  // One line: every entry at the same height, and the header as tall as the English one.
  expect(new Set(de.entries.map((e) => e.top)).size).toBe(1);
  expect(de.height).toBe(en.height);
  expect(de.overflow).toBe(false);
});
