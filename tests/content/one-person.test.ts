// One person to talk to per page: on a long landing page the rail names the same person as the
// band that closes it, and a German page the same person as its English page (the closing band,
// content/lib/compile.ts closingPersonOf).
import siteIndex from "@build/site-index";
import { describe, expect, it } from "vitest";
import { get } from "../worker/helpers.ts";
import { sitePages } from "./site.ts";

/** The expert a page's rail and closing band link, by the expert's file name. */
async function peopleOf(path: string): Promise<{ rail?: string; closing?: string }> {
  const html = await (await get(path)).text();
  const expert = (block: string | undefined) => /href="\/(?:de\/experten|experts)\/([^"#]+)"/.exec(block ?? "")?.[1];
  return {
    rail: expert(/<div class="rail">[\s\S]*?<\/div><\/div>/.exec(html)?.[0]),
    closing: expert(/<section class="section cta closing"[\s\S]*?<\/section>/.exec(html)?.[0]),
  };
}

describe("one person to talk to", () => {
  it("every page with a rail names the closing band's person in it, and a German page its English page's person", async () => {
    const pages = await sitePages();
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const withRail: string[] = [];
    const problems: string[] = [];
    for (const path of siteIndex.pages) {
      const { rail, closing } = await peopleOf(path);
      if (rail === undefined) continue;
      withRail.push(path);
      if (rail !== closing) problems.push(`${path}: rail ${rail}, closing band ${closing}`);
      const english = byPath.get(path)?.fields.lang === "de" ? byPath.get(path)?.fields.translation : undefined;
      if (english) {
        const other = await peopleOf(english);
        if (other.closing !== closing) problems.push(`${path}: ${closing}, its English page ${english}: ${other.closing}`);
      }
    }
    expect(withRail.length).toBeGreaterThanOrEqual(20);
    expect(problems).toEqual([]);
  });
});
