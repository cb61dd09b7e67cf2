// The typography of every built page as a reader meets it (decision 040; content/lib/typography.ts):
// in the text of the page, outside code, no hyphen stands as a dash between words and no range
// of years is written with a hyphen; quotation marks are the language's of the text around them
// (the page's, or an element's own lang, such as an English card on a German page).
import { decodeHTML } from "entities";
import { beforeAll, describe, expect, it } from "vitest";
import { foreignQuote, hyphenAsDash } from "../../content/lib/typography.ts";
import { get, sitemapPaths } from "../worker/helpers.ts";

interface Read {
  path: string;
  /** The page's text by language, code and scripts left out. */
  text: Record<"en" | "de", string>;
}

const pages: Read[] = [];

async function read(path: string): Promise<Read> {
  const page: Read = { path, text: { en: "", de: "" } };
  // Code, scripts and styles left out before the text is read.
  const html = (await (await get(path)).text()).replace(/<(script|style|template|code|pre)\b[\s\S]*?<\/\1>/g, "");
  // The page's language, from <html lang> (which the element handlers below do not see).
  const langs: Array<"en" | "de"> = [/<html[^>]*\blang="de"/.test(html) ? "de" : "en"];
  const current = () => langs.at(-1) ?? "en";
  await new HTMLRewriter()
    // Only an element with its own lang changes the language; such elements are never void.
    .on("[lang]", {
      element: (e) => {
        langs.push(e.getAttribute("lang") === "de" ? "de" : "en");
        e.onEndTag(() => void langs.pop());
      },
    })
    .on("*", {
      // An element's start is a break in the text, never a join of two words.
      element: () => void (page.text[current()] += "\n"),
      text: (t) => void (page.text[current()] += t.text),
    })
    .transform(new Response(html))
    .text();
  page.text = { en: decodeHTML(page.text.en), de: decodeHTML(page.text.de) };
  return page;
}

beforeAll(async () => {
  for (const path of await sitemapPaths()) pages.push(await read(path));
}, 240_000);

/** Each problem of every page, with its path: a line per text block that has one. */
const problemsOf = (check: (text: string, lang: "en" | "de") => string | undefined) =>
  pages.flatMap((p) =>
    (["en", "de"] as const).flatMap((lang) =>
      p.text[lang].split("\n").flatMap((block) => {
        const problem = check(block, lang);
        return problem ? [`${p.path}: ${problem}`] : [];
      }),
    ),
  );

describe("the text of every page", () => {
  it("is read in both languages", () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.filter((p) => p.text.de.includes("„")).length).toBeGreaterThan(10);
    expect(pages.filter((p) => p.text.en.includes("–")).length).toBeGreaterThan(10);
  });

  it("has no hyphen as a dash between words and no range of years with a hyphen", () => {
    expect(problemsOf((text) => hyphenAsDash(text))).toEqual([]);
  });

  it("quotes with the marks of its language", () => {
    expect(problemsOf(foreignQuote)).toEqual([]);
  });
});
