// The German header as a reader sees it: every entry of its menus in German, a link to a page that
// exists only in English marked as such („EN“, read out as „Seite auf Englisch“), and no entry
// showing the English page's own name or line (content/site.yaml german.menuNames).
import { decodeHTML } from "entities";
import { describe, expect, it } from "vitest";
import { englishSentences } from "../../content/lib/german-prose.ts";
import { get } from "../worker/helpers.ts";
import { plainText, sitePages } from "./site.ts";

interface MenuEntry {
  href: string;
  english: boolean;
  marked: boolean;
  name: string;
  line: string;
}

/** The links of the site header's navigation on a page, with their name, line and language mark. */
async function headerLinks(path: string): Promise<MenuEntry[]> {
  const html = await (await get(path)).text();
  const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  const nav = /<nav\b[\s\S]*?<\/nav>/.exec(header)?.[0] ?? "";
  return [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs = "", inner = ""]) => ({
    href: decodeHTML(/\bhref="([^"]*)"/.exec(attrs)?.[1] ?? ""),
    english: /\bhrefLang="en"/i.test(attrs),
    marked: inner.includes('class="lang-note"'),
    name: plainText(/<span class="mega__name">([\s\S]*?)<\/span>/.exec(inner)?.[1] ?? inner.replace(/<span class="lang-note"[\s\S]*$/, "")),
    line: plainText(/<span class="mega__line">([\s\S]*?)<\/span>/.exec(inner)?.[1] ?? ""),
  }));
}

describe("the German header menu", () => {
  for (const path of ["/de", "/de/fertigung"]) {
    it(`on ${path} marks every English-only page and names it in German`, async () => {
      const pages = await sitePages();
      const english = new Map(pages.filter((p) => p.fields.lang !== "de").map((p) => [p.path, p.fields]));
      const links = await headerLinks(path);
      expect(links.length, "links in the header's navigation").toBeGreaterThan(20);
      const toEnglish = links.filter((l) => l.href.startsWith("/") && !l.href.startsWith("/de"));
      expect(toEnglish.length, "English-only hubs and industries in the menu").toBeGreaterThan(0);
      for (const link of toEnglish) {
        expect(link, `${link.href} is marked as English`).toMatchObject({ english: true, marked: true });
        const fields = english.get(link.href.split("#")[0] ?? "") as { menuLine?: string; label?: string } | undefined;
        if (link.line) expect(link.line, `${link.href}: the English page's own line`).not.toBe(fields?.menuLine);
      }
      for (const link of links)
        expect(englishSentences(`${link.name}. ${link.line}`), `${link.href}: English words in the German menu`).toEqual([]);
    });
  }
});
