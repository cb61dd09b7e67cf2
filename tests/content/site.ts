// The real site as the Worker serves it: every page the build pre-rendered, with its template
// and fields from its page data.
import siteIndex from "@build/site-index";
import { decodeHTML } from "entities";
import { pageDataPath } from "../../policy/files.ts";
import { get, getJson } from "../worker/helpers.ts";

export interface SitePage {
  path: string;
  template: string;
  fields: Record<string, unknown> & { lang?: string; translation?: string; kind?: string; collection?: string };
}

interface PageData {
  componentChunkName: string;
  result: { page: { fields: SitePage["fields"] } };
}

let pages: Promise<SitePage[]> | undefined;

/** Every pre-rendered page (fallbacks aside), read once per test file. */
export function sitePages(): Promise<SitePage[]> {
  pages ??= Promise.all(
    siteIndex.pages.map(async (path) => {
      const data = await getJson<PageData>(pageDataPath(path));
      return { path, template: data.componentChunkName, fields: data.result.page.fields };
    }),
  );
  return pages;
}

/** Text as a reader sees it: tags gone, entities decoded, German pages' soft hyphens removed. */
export const plainText = (html: string) =>
  decodeHTML(html.replace(/<[^>]+>/g, " "))
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The words of a plain text (tokens with a letter or digit). */
export const wordsOf = (text: string) => text.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export interface ReadPage {
  status: number;
  /** The main content as plain text. */
  main: string;
  /** The main content without the cards and listed items that link other pages (their text is the other page's). */
  ownText: string;
  /** The main content's sections: each h2's text and the text under it, to the next h2. */
  sections: { heading: string; text: string }[];
  /** The hrefs of the site footer's links. */
  footerLinks: string[];
  /** The hrefs of the main content's links. */
  mainLinks: string[];
}

const reads = new Map<string, Promise<ReadPage>>();

/** A page as the Worker serves it, read once per test file. */
export function readPage(path: string): Promise<ReadPage> {
  let page = reads.get(path);
  if (!page) reads.set(path, (page = fetchPage(path)));
  return page;
}

async function fetchPage(path: string): Promise<ReadPage> {
  const res = await get(path);
  const html = await res.text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const sections = main
    .split(/<h2\b/)
    .slice(1)
    .map((part) => {
      const [heading = "", ...rest] = part.replace(/^[^>]*>/, "").split("</h2>");
      return { heading: plainText(heading), text: plainText(rest.join(" ")) };
    });
  const footer = /<footer\b[^>]*class="site-footer"[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decodeHTML(m[1] ?? ""));
  const footerLinks = hrefs(footer);
  const own = await new HTMLRewriter()
    .on(".card--link, .featured, .post-row", { element: (e) => void e.remove() })
    .transform(new Response(main))
    .text();
  return { status: res.status, main: plainText(main), ownText: plainText(own), sections, footerLinks, mainLinks: hrefs(main) };
}

/**
 * A built page's main text and its blocks (paragraphs, list items, table rows), as served and
 * not yet cleaned: nested items belong to their parent item too (a cookie's name and lifetime).
 */
export async function mainBlocks(path: string): Promise<{ text: string; blocks: string[] }> {
  const response = await get(path);
  if (response.status !== 200) throw new Error(`${path}: status ${response.status}`);
  let text = "";
  const blocks: string[] = [];
  const open: number[] = [];
  await new HTMLRewriter()
    .on("main", { text: (t) => void (text += t.text) })
    .on("main p, main li, main tr", {
      element: (e) => {
        open.push(blocks.push("") - 1);
        e.onEndTag(() => void open.pop());
      },
      text: (t) => open.forEach((i) => (blocks[i] += t.text)),
    })
    .transform(response)
    .text();
  return { text, blocks };
}
