// The content at full size, read from the built site through the Worker: how many pages of
// each kind, how long the articles are, and that no page's main text repeats another's (cards,
// listings, related content and shared blocks aside).
import { beforeAll, describe, expect, it } from "vitest";
import { pageDataPath } from "../../policy/files.ts";
import { get, getJson, sitemapPaths } from "../worker/helpers.ts";

interface Page {
  path: string;
  template: string;
  /** Words of the page's own text (Markdown body). */
  bodyWords: number;
  /** Paragraphs and list items of the page's own text: body, lead, features, steps, FAQ. */
  paragraphs: string[];
}

const pages: Page[] = [];

async function read(path: string): Promise<Page> {
  const data = await getJson<{ componentChunkName: string }>(pageDataPath(path));
  const res = await get(path);
  let body = "";
  const paragraphs: string[] = [];
  let current: string | null = null;
  const own = "main .prose p, main .prose li, main .lead, main .feature p, main .steps p, main .faq p";
  await new HTMLRewriter()
    .on("main .prose", { text: (t) => void (body += t.text) })
    .on(own, {
      element: (e) => {
        current = "";
        e.onEndTag(() => {
          // German text carries soft hyphens (content/lib/hyphenate.ts): compare what readers see.
          if (current !== null)
            paragraphs.push(
              current
                .replace(/\u00AD|&shy;/g, "")
                .replace(/\s+/g, " ")
                .trim(),
            );
          current = null;
        });
      },
      text: (t) => {
        if (current !== null) current += t.text;
      },
    })
    .transform(res)
    .text();
  const words = body
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { path, template: data.componentChunkName, bodyWords: words, paragraphs };
}

beforeAll(async () => {
  const paths = await sitemapPaths();
  for (const path of paths) pages.push(await read(path));
}, 240_000);

const count = (template: string, prefix = "/") => pages.filter((p) => p.template === template && p.path.startsWith(prefix)).length;

describe("content at full size", () => {
  it("has at least 130 articles, each with at least 600 words of its own text", () => {
    const articles = pages.filter((p) => p.template === "article");
    const short = articles.filter((p) => p.bodyWords < 600).map((p) => `${p.path}: ${p.bodyWords} words`);
    expect(short).toEqual([]);
    expect(articles.length).toBeGreaterThanOrEqual(130);
  });

  it("has the blog, news, portfolio, experts and careers of the content plan", () => {
    expect(count("blog-post", "/blog/")).toBeGreaterThanOrEqual(20);
    expect(count("news", "/company/news/")).toBeGreaterThanOrEqual(10);
    expect(count("portfolio", "/portfolio/")).toBeGreaterThanOrEqual(15);
    expect(count("expert", "/experts/")).toBeGreaterThanOrEqual(8);
    expect(count("expert", "/de/experten/")).toBeGreaterThanOrEqual(4);
    expect(count("job", "/careers/")).toBeGreaterThanOrEqual(6);
    expect(pages.filter((p) => /^\/node\/\d+$/.test(p.path)).length).toBeGreaterThanOrEqual(3);
  });

  it("has the industry pages, every topic of spec §1 and developers for each technology", async () => {
    const required = [
      "/finance",
      "/healthcare",
      "/retail",
      "/telecom",
      "/hi-tech",
      "/automotive",
      "/company/awards",
      "/software-development",
      "/erp",
      "/crm",
      "/ai",
      "/machine-learning",
      "/rpa",
      "/blockchain",
      "/cloud",
      "/fintech",
      "/e-learning",
      "/crm/salesforce",
      "/microsoft",
      "/erp/odoo",
      "/developers/angular",
      "/developers/django",
      "/developers/flutter",
      "/developers/nodejs",
      "/developers/symfony",
      "/developers/vue",
      "/developers/react",
    ];
    const missing: string[] = [];
    for (const path of required) if ((await get(path)).status !== 200) missing.push(path);
    expect(missing).toEqual([]);
  });

  it("never shows a paragraph of 20 or more words in the main text of two pages, German pages included", () => {
    expect(pages.filter((p) => p.path === "/de" || p.path.startsWith("/de/")).length).toBeGreaterThanOrEqual(25);
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const page of pages) {
      if (/\/page\/\d+$/.test(page.path)) continue; // later pages of a listing repeat its intro by design
      for (const text of new Set(page.paragraphs)) {
        if (text.split(" ").length < 20) continue;
        const first = seen.get(text);
        if (first) repeats.push(`${page.path} and ${first}: "${text.slice(0, 70)}…"`);
        else seen.set(text, page.path);
      }
    }
    expect(repeats).toEqual([]);
  });
});
