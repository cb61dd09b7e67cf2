import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError } from "./errors.ts";
import { loadSite } from "./load.ts";

const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site-minimal");
const dirs: string[] = [];

/** A copy of the minimal fixture site with some files replaced or added. */
function site(files: Record<string, string> = {}, edit: Record<string, [string, string]> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  for (const [file, [from, to]] of Object.entries(edit)) {
    const text = readFileSync(join(dir, file), "utf8");
    if (!text.includes(from)) throw new Error(`fixture ${file} has no "${from}"`);
    writeFileSync(join(dir, file), text.replace(from, to));
  }
  return dir;
}

function problems(dir: string): string[] {
  try {
    loadSite(dir);
  } catch (error) {
    if (error instanceof ContentError)
      return error.message
        .split("\n")
        .slice(1)
        .map((l) => l.trim());
    throw error;
  }
  throw new Error("expected the content to be refused");
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadSite", () => {
  it("compiles a valid site: paths from file names, shared data content-addressed", () => {
    const bundle = loadSite(site());
    expect(bundle.pages.map((p) => p.path).sort()).toEqual(["/", "/404", "/500", "/experts/test-author", "/guide"]);
    const guide = bundle.pages.find((p) => p.path === "/guide");
    expect(guide?.template).toBe("article");
    expect(guide?.html).toContain('<h2 id="cookie-dif">Cookies</h2>');
    expect(guide?.related).toEqual([
      {
        path: "/",
        title: "Fixture home",
        label: "Fixture home",
        description: expect.any(String),
        template: "landing",
        lang: "en",
        kind: "home",
        // A landing page's card shows an icon of the set, never a picture.
        icon: expect.objectContaining({ name: "circle-dot" }),
      },
    ]);
    expect(bundle.staticQuery.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(loadSite(site()).staticQuery.hash).toBe(bundle.staticQuery.hash);
    expect(loadSite(site({}, { "content/site.yaml": ["Fixture Works", "Other Works"] })).staticQuery.hash).not.toBe(
      bundle.staticQuery.hash,
    );
  });

  it("names each office's country in German from its code, for German pages", () => {
    const { offices } = loadSite(site()).staticQuery.data;
    expect(offices.map((o) => [o.countryCode, o.country, o.countryDe])).toEqual([["DE", "Germany", "Deutschland"]]);
    const vienna = loadSite(site({}, { "content/site.yaml": ["countryCode: DE", "countryCode: AT"] })).staticQuery.data.offices[0];
    expect(vienna?.countryDe).toBe("Österreich");
  });

  it("names file, line and field of a missing or mistyped field", () => {
    const dir = site({}, { "content/pages/guide.md": ["author: Test Author\n", ""] });
    expect(problems(dir)).toMatchInlineSnapshot(`
      [
        "content/pages/guide.md:2: field "author": Invalid input: expected string, received undefined",
      ]
    `);
    const date = site({}, { "content/pages/guide.md": ["2026-01-31", "2026-02-30"] });
    expect(problems(date)).toEqual(['content/pages/guide.md:6: field "datePublished": expected a date like 2026-01-31']);
  });

  it("points into nested blocks", () => {
    const dir = site({}, { "content/pages/index.md": ["    heading: Fixture home\n", "    heading: 42\n"] });
    expect(problems(dir)).toEqual(['content/pages/index.md:9: field "blocks[0].heading": Invalid input: expected string, received number']);
  });

  it("refuses unknown templates, unknown fields and YAML syntax errors", () => {
    expect(problems(site({}, { "content/pages/guide.md": ["template: article", "template: essay"] }))).toEqual([
      'content/pages/guide.md:2: field "template": expected one of landing, article, blog-post, news, portfolio, expert, job, listing, text, search, not-found, server-error',
    ]);
    expect(problems(site({}, { "content/pages/guide.md": ["author: Test Author", "author: Test Author\nauthr: typo"] }))).toEqual([
      'content/pages/guide.md:2: Unrecognized key: "authr"',
    ]);
    expect(problems(site({}, { "content/pages/guide.md": ["author: Test Author", "author: Test Author\ntitle: Twice"] }))).toEqual([
      "content/pages/guide.md:6: YAML syntax: Map keys must be unique",
    ]);
  });

  it("refuses related links and translations to pages that do not exist", () => {
    const dir = site({}, { "content/pages/guide.md": ["  - /\n", "  - /nowhere\n"] });
    expect(problems(dir)).toEqual(['content/pages/guide.md: field "related[0]": no page at /nowhere']);
  });

  it("refuses file names that are not valid path segments and paths defined twice", () => {
    const page = readFileSync(join(FIXTURE, "content/pages/guide.md"), "utf8");
    expect(problems(site({ "content/pages/Bad_Name.md": page }))).toEqual([
      'content/pages/Bad_Name.md: "Bad_Name" is not a valid path segment: use lower-case letters, digits and hyphens',
    ]);
    expect(problems(site({ "content/pages/guide/index.md": page }))).toEqual([
      "content/pages/guide.md: path /guide is also defined by content/pages/guide/index.md",
    ]);
  });

  it("requires the 404 and 500 fallback pages", () => {
    const dir = site();
    rmSync(join(dir, "content/pages/500.md"));
    expect(problems(dir)).toEqual(["content/pages: missing 500.md (the /500 fallback page)"]);
  });

  it("validates content/site.yaml with the same precision", () => {
    const dir = site({}, { "content/site.yaml": ["siteUrl: https://www.fixture.example", "siteUrl: http://www.fixture.example/"] });
    expect(problems(dir)).toEqual(['content/site.yaml:2: field "siteUrl": expected an origin like https://www.example.com']);
  });

  it("labels a footer's practice entry with the practice's name and links its hub", () => {
    const columns =
      "columns:\n    - heading: Services\n      links:\n        - label: All\n          href: /guide\n        - practice: core";
    const dir = site({}, { "content/site.yaml": ["columns: []", columns] });
    expect(loadSite(dir).slices.footer.columns).toEqual([
      {
        heading: "Services",
        links: [
          { label: "All", href: "/guide" },
          { label: "Core", href: "/" },
        ],
      },
    ]);
  });

  it("refuses an unknown portrait option or a choice outside the style's calm ones, at its line", () => {
    const author = "content/pages/experts/test-author.md";
    const dir = site({}, { [author]: ["  nose: 1\n", "  nose: 1\n  hairColour: auburn\n"] });
    // (The article's byline then names no expert: the profile was refused.)
    const ofAuthor = (d: string) => problems(d).filter((p) => p.startsWith(author));
    expect(ofAuthor(dir)).toEqual([
      `${author}:15: field "portrait.hairColour": not an option of a portrait; the options are hair, eyes, eyebrows, mouth, nose, clothes, glasses, beard, gesture`,
    ]);
    const sunglasses = site({}, { [author]: ["  clothes: 1\n", "  clothes: 1\n  glasses: 1\n  gesture: wave\n"] });
    expect(ofAuthor(sunglasses)).toEqual([
      `${author}:16: field "portrait.glasses": glasses: one of 3, 8, 11`,
      `${author}:17: field "portrait.gesture": gesture: one of hand, point, ok`,
    ]);
  });

  it("refuses a footer practice entry whose key is not a practice, naming line and field", () => {
    const columns = "columns:\n    - heading: Services\n      links:\n        - practice: cloud";
    const dir = site({}, { "content/site.yaml": ["columns: []", columns] });
    expect(problems(dir)).toEqual([
      'content/site.yaml:16: field "footer.columns[0].links[0].practice": "cloud" is not a key of facts.practices: known are core',
    ]);
  });
});

describe("rendered Markdown", () => {
  it("wraps tables in a keyboard-scrollable region", () => {
    const dir = site({}, { "content/pages/guide.md": ["Body text.", "| a | b |\n| - | - |\n| 1 | 2 |"] });
    const html = loadSite(dir).pages.find((p) => p.path === "/guide")?.html ?? "";
    expect(html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-labelledby="first-section"><table>[\s\S]*<\/table><\/div>/,
    );
  });
});
