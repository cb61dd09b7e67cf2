// The old addresses coverage reads: lists, sheets (CSV, TSV, semicolons) and sitemaps, and the
// errors that name the file, line and column.
import { describe, expect, it } from "vitest";
import { CoverageInputError, formatOf, readAddresses } from "./coverage-input.ts";

const texts = (text: string) => readAddresses(text, "old.txt").addresses.map((a) => a.text);

describe("the format of an input file", () => {
  it("is told by the content: a sitemap, a sheet, or a list", () => {
    expect(formatOf('<?xml version="1.0"?>\n<urlset><url><loc>https://x.example/a</loc></url></urlset>')).toBe("sitemap");
    expect(formatOf("old_url,new_url\n/a,/b\n")).toBe("csv");
    expect(formatOf("/a,/b\n")).toBe("csv");
    expect(formatOf("Alte Adresse;Neue Adresse\n/a;/b\n")).toBe("csv");
    expect(formatOf("/a\t/b\n")).toBe("csv");
    expect(formatOf("# old pages\n/a\n/b\n")).toBe("lines");
    // A comma inside an address does not make a list a sheet.
    expect(formatOf("/search?ids=1,2\n/b\n")).toBe("lines");
  });
});

describe("a list", () => {
  it("gives one address a line, with its line, blank lines and comments skipped", () => {
    const { format, addresses } = readAddresses("# exported from the old CMS\n\n/about-us\r\n  https://old.example/x  \n", "old.txt");
    expect(format).toBe("lines");
    expect(addresses).toEqual([
      { text: "/about-us", line: 3 },
      { text: "https://old.example/x", line: 4 },
    ]);
  });

  it("refuses a line that is no address, naming the file and line", () => {
    expect(() => readAddresses("/a\nabout-us\n", "old.txt")).toThrow(
      new CoverageInputError('old.txt:2: "about-us" is not an address (a path /… or https://…)'),
    );
    expect(() => readAddresses("# nothing here\n\n", "old.txt")).toThrow(/old\.txt: no addresses found/);
  });
});

describe("a sheet", () => {
  it("reads the column that names the old address, before any other address column", () => {
    expect(texts("new_url,Old URL,clicks\n/crm,/services/crm,12\n/contacts,/offices,3\n")).toEqual(["/services/crm", "/offices"]);
    expect(texts("Target,Source\n/crm,/services/crm\n")).toEqual(["/services/crm"]);
    expect(texts("title,address\nCRM,/crm\n")).toEqual(["/crm"]);
  });

  it("reads the first column when no header names one, or when there is no header row", () => {
    expect(texts("Seite,Besuche\n/crm,4\n")).toEqual(["/crm"]);
    expect(texts("/services/crm,/crm\n/offices,/contacts\n")).toEqual(["/services/crm", "/offices"]);
  });

  it("reads semicolons, tabs, quotes and empty cells as a spreadsheet writes them", () => {
    expect(texts("Alte Adresse;Neue Adresse\n/leistungen;/crm\n;/x\n")).toEqual(["/leistungen"]);
    expect(texts("old\tnew\n/a\t/b\n")).toEqual(["/a"]);
    expect(texts('old,new\n"/search?ids=1,2",/search\n')).toEqual(["/search?ids=1,2"]);
  });

  it("gives each address its line in the file, a quoted cell over two lines too", () => {
    expect(readAddresses('old,note\n/a,"moved in\nMay"\n/b,x\n', "sheet.csv").addresses).toEqual([
      { text: "/a", line: 2 },
      { text: "/b", line: 4 },
    ]);
    expect(readAddresses("old,new\n/a,/b\n\n/c,/d\n", "sheet.csv").addresses).toEqual([
      { text: "/a", line: 2 },
      { text: "/c", line: 4 },
    ]);
  });

  it("refuses a cell that is no address, naming the file, line and column", () => {
    expect(() => readAddresses("old,new\n/a,/b\nabout,/c\n", "sheet.csv")).toThrow('sheet.csv:3: column "old": "about" is not an address');
  });
});

describe("a sitemap", () => {
  it("gives each <loc>, its entities decoded, with its line", () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      "  <url><loc>https://www.northfold.example/</loc></url>",
      "  <url>",
      "    <loc> https://www.northfold.example/search?q=crm&amp;page=2 </loc>",
      "  </url>",
      "</urlset>",
    ].join("\n");
    expect(readAddresses(xml, "sitemap.xml")).toEqual({
      format: "sitemap",
      addresses: [
        { text: "https://www.northfold.example/", line: 3 },
        { text: "https://www.northfold.example/search?q=crm&page=2", line: 5 },
      ],
    });
  });

  it("refuses a sitemap index, and a <loc> that is no address", () => {
    expect(() => readAddresses("<sitemapindex><sitemap><loc>https://x.example/s.xml</loc></sitemap></sitemapindex>", "s.xml")).toThrow(
      /s\.xml:1: a sitemap index/,
    );
    expect(() => readAddresses("<urlset>\n<url><loc>crm</loc></url></urlset>", "s.xml")).toThrow('s.xml:2: <loc> "crm" is not an address');
  });
});
