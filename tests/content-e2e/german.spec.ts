// The German site as a German-speaking visitor meets it: on every German page the frame
// (header, menus, buttons, labels, footer) speaks German, with no string of the English UI
// but the cookie notice (spec §9), and every link to an English-only page says so.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { languageOfPath } from "../../policy/paths.ts";
import { REAL_SITE, ROOT } from "../../scripts/lib/run.ts";

type Strings = Record<string, string>;
const locale = (lang: string) => JSON.parse(readFileSync(join(ROOT, `content/locales/${lang}/translation.json`), "utf8")) as Strings;
const en = locale("en");
const de = locale("de");
const builtPages = (JSON.parse(readFileSync(join(ROOT, REAL_SITE.buildDir, "worker/site-index.json"), "utf8")) as { pages: string[] })
  .pages;
const GERMAN_PAGES = [...builtPages.filter((p) => languageOfPath(p) === "de"), "/de/gibt-es-nicht"];

/** The English interface as patterns: the English UI strings and the English frame's labels
 * from site.yaml, leaving out any that the German interface uses too ("EN", "CRM", "Cookies"). */
function englishPatterns(englishChrome: string[], germanChrome: string[]): RegExp[] {
  const german = new Set([...Object.values(de), ...germanChrome]);
  const english = [
    ...Object.entries(en)
      .filter(([key]) => key in de)
      .map(([, value]) => value),
    ...englishChrome,
  ].filter((s) => !german.has(s));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return english.map((s) => new RegExp(`^${escape(s).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, ".+")}$`));
}

interface Link {
  label: string;
}
interface Chrome {
  navigation: Link[];
  cta: { heading: string; action: Link };
}
interface Header {
  cta: Link;
}
interface Footer {
  columns: Array<{ heading: string; links: Link[] }>;
  legal: Link[];
}

/** The labels of a frame (navigation, buttons, footer, call to action) in one language. */
const labels = (site: Chrome, header: Header, footer: Footer) => [
  ...site.navigation.map((n) => n.label),
  site.cta.heading,
  site.cta.action.label,
  header.cta.label,
  ...footer.columns.flatMap((c) => [c.heading, ...c.links.map((l) => l.label)]),
  ...footer.legal.map((l) => l.label),
];

/** Every text and label a visitor meets outside the page's own prose, the cookie notice and
 * parts marked as English (the switch's "English", English cards). */
function interfaceTexts(page: Page) {
  return page.evaluate(() => {
    const skipped = (el: Element | null) => !!el?.closest('[lang="en"], .prose, .cookie-notice, script, style, noscript');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text && !skipped(node.parentElement)) out.push(text);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder]"))
      if (!skipped(el))
        for (const name of ["aria-label", "title", "placeholder"]) {
          const value = el.getAttribute(name);
          if (value) out.push(value);
        }
    return out;
  });
}

/** Links to English-only pages that do not say so (hreflang="en" and the note). */
function unmarkedEnglishLinks(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .filter((a) => !a.closest(".cookie-notice") && !a.classList.contains("lang-switch"))
      .filter((a) => {
        const path = new URL(a.href).pathname;
        return !(path === "/de" || path.startsWith("/de/")) && !(a.hreflang === "en" && a.querySelector(".lang-note"));
      })
      .map((a) => `${a.getAttribute("href")} "${a.textContent?.trim()}"`),
  );
}

test("the German site has at least 60 German pages among at least 300", () => {
  expect(builtPages.length).toBeGreaterThanOrEqual(300);
  expect(GERMAN_PAGES.length - 1).toBeGreaterThanOrEqual(60);
});

test("every German page shows its frame in German and marks every link to an English-only page", async ({ page, request }) => {
  test.setTimeout(GERMAN_PAGES.length * 10_000);
  const json = async <T>(path: string) => (await (await request.get(path)).json()) as T;
  const home = await json<{ staticQueryHashes: string[] }>("/page-data/index/page-data.json");
  const site = await json<Chrome & { german: Chrome }>(`/page-data/sq/d/${home.staticQueryHashes[0]}.json`);
  const header = await json<Header & { german: Header }>("/slice-data/header.json");
  const footer = await json<Footer & { german: Footer }>("/slice-data/footer.json");
  const patterns = englishPatterns(labels(site, header, footer), labels(site.german, header.german, footer.german));
  const problems: string[] = [];
  for (const path of GERMAN_PAGES) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    for (const text of await interfaceTexts(page)) if (patterns.some((p) => p.test(text))) problems.push(`${path}: English "${text}"`);
    for (const link of await unmarkedEnglishLinks(page)) problems.push(`${path}: unmarked link to English ${link}`);
  }
  expect(problems).toEqual([]);
});

test("the English site keeps its English frame and marks nothing", async ({ page }) => {
  await page.goto("/crm");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
  await expect(page.locator(".lang-note")).toHaveCount(0);
});
