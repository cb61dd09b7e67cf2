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
  page
    .locator(".site-footer nav a")
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[]).map((a) => ({
        path: new URL(a.href).pathname,
        label: a.textContent?.replace(/\s+/g, " ").trim() ?? "",
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
