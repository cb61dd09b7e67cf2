// German soft hyphens as readers meet them (content/lib/hyphenate.ts): running text may break
// long words at 375 px; a heading breaks only a long compound, where its content places the
// soft hyphen (the build hyphenates no heading: decisions 024 and 040), and no product or brand
// name of content/site.yaml's brandNames breaks anywhere on the site.
import { beforeAll, describe, expect, it } from "vitest";
import siteYaml from "../../content/site.yaml?raw";
import { get, sitemapPaths } from "../worker/helpers.ts";

const SOFT_HYPHEN = /\u00AD|&shy;/g;
const hasSoftHyphen = (text: string) => /\u00AD|&shy;/.test(text);
/** The names of `brandNames: [A, B, …]`, as the settings list them. */
const brandNames = (/^brandNames: \[(.*)\]$/m.exec(siteYaml)?.[1] ?? "").split(",").map((n) => n.trim().toLowerCase());

interface Read {
  path: string;
  german: boolean;
  headings: string[];
  /** Every word of the page's text that carries a soft hyphen. */
  hyphenated: string[];
}

const pages: Read[] = [];

async function read(path: string): Promise<Read> {
  const page: Read = { path, german: false, headings: [], hyphenated: [] };
  let heading: string | null = null;
  let text = "";
  await new HTMLRewriter()
    .on("html", { element: (e) => void (page.german = e.getAttribute("lang") === "de") })
    .on("h1, h2, h3, h4, h5, h6", {
      element: (e) => {
        heading = "";
        e.onEndTag(() => {
          if (heading !== null) page.headings.push(heading);
          heading = null;
        });
      },
      text: (t) => {
        if (heading !== null) heading += t.text;
      },
    })
    .on("body", { text: (t) => void (text += t.text) })
    .transform(await get(path))
    .text();
  page.hyphenated = text.split(/[^\p{L}\u00AD&;]+/u).filter(hasSoftHyphen);
  return page;
}

beforeAll(async () => {
  for (const path of await sitemapPaths()) pages.push(await read(path));
}, 240_000);

describe("soft hyphens", () => {
  it("are in German running text, where long words need them", () => {
    expect(brandNames.length).toBeGreaterThan(5);
    expect(pages.filter((p) => p.german && p.hyphenated.length > 0).length).toBeGreaterThan(10);
  });

  it("are in a German heading only between the parts of a long compound, each part a word of its own", () => {
    const words = pages
      .filter((p) => p.german)
      .flatMap((p) =>
        p.headings.flatMap((h) =>
          h
            .split(/[^\p{L}\u00AD]+/u)
            .filter(hasSoftHyphen)
            .map((w) => ({ path: p.path, w })),
        ),
      );
    expect(words.length).toBeGreaterThan(0);
    // A compound of at least 16 letters, split in at most two places into parts of 4 letters or more.
    const broken = words.filter(({ w }) => {
      const parts = w.split("\u00AD");
      return w.replace(SOFT_HYPHEN, "").length < 16 || parts.length > 3 || parts.some((part) => part.length < 4);
    });
    expect(broken.map(({ path, w }) => `${path}: ${w}`)).toEqual([]);
  });

  it("never break a product or brand name, on any page", () => {
    const broken = pages.flatMap((p) =>
      p.hyphenated
        .filter((w) => brandNames.includes(w.replace(SOFT_HYPHEN, "").replace(/-$/, "").toLowerCase()))
        .map((w) => `${p.path}: ${w}`),
    );
    expect(broken).toEqual([]);
  });
});
