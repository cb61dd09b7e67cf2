// No page shows Markdown as text: a link written into a field that is not rendered as Markdown
// (an FAQ answer, a card's text) reaches the reader as "[label](/path)". The content check
// refuses it in plain fields (content/schema/fields.ts); this reads every built page as served.
import { describe, expect, it } from "vitest";
import { get } from "../worker/helpers.ts";
import { plainText, sitePages } from "./site.ts";

/** A Markdown link, or the "](/" of one broken across a line: both are raw Markdown in text. */
const RAW_LINK = /\[[^\]\n]*\]\(|\]\(\//;

/** The text a reader sees in the page's body: scripts, styles and code samples aside. */
async function bodyText(path: string): Promise<string> {
  const html = await (await get(path)).text();
  const body = /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? "";
  return plainText(body.replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, " "));
}

describe("built pages", () => {
  it("show no Markdown link syntax as text", async () => {
    const pages = await sitePages();
    expect(pages.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { path } of pages) {
      const text = await bodyText(path);
      const m = RAW_LINK.exec(text);
      if (m) found.push(`${path}: …${text.slice(Math.max(0, m.index - 40), m.index + 60)}…`);
    }
    expect(found).toEqual([]);
  });
});
