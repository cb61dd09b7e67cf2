// The screens of case studies: what they show, where, and what the content check refuses.
import { describe, expect, it } from "vitest";
import { screenArt, screenProblems, type ScreenContent } from "./index.ts";
import { at } from "./random.ts";
import { SCREENS } from "../../tests/fixtures/screens.ts";

/** The screen of a case study of the tests: screen i of SCREENS, for the slug given. */
const screen = (i: number, slug = `case-${i}`, over: Partial<ScreenContent> = {}) =>
  screenArt({
    slug,
    client: "Alpenland Versicherung",
    source: `content/pages/portfolio/${slug}.md`,
    screen: { ...at(SCREENS, i % SCREENS.length), ...over },
  });

/** The contents of the <text> elements. */
const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? "");

describe("screenArt", () => {
  it("draws the screen at 1200 × 750, named and titled by the case", () => {
    const art = screen(0, "claims-automation-insurer");
    expect([art.width, art.height]).toEqual([1200, 750]);
    expect(art.id).toEqual({ composition: "screen", motif: "claims-automation-insurer" });
    expect(art.alt).toEqual({
      en: "Screen of Claims intake built for Alpenland Versicherung",
      de: "Bildschirm „Claims intake“, Kunde: Alpenland Versicherung",
    });
    expect(art.draw()).toMatch(/^<svg [^>]* data-art="screen-claims-automation-insurer"><title>Screen of Claims intake built/);
    const described = screenArt({ slug: "bank", client: "A cooperative bank", source: "bank.md", screen: at(SCREENS, 3) });
    expect(described.alt.en).toBe("Screen of Approvals built for a cooperative bank");
  });

  it("shows the title, every menu entry, the figures' values and labels, the rows' cells and the button", () => {
    SCREENS.forEach((content, i) => {
      const shown = texts(screen(i).draw());
      const expected = [
        content.title,
        ...content.nav,
        ...content.figures.flatMap((f) => [f.value, f.label]),
        ...content.rows.flat(),
        ...(content.action ? [content.action] : []),
      ];
      for (const text of expected) expect(shown, `${content.kind}: ${text}`).toContain(text);
    });
  });

  it("draws each kind in its own frame, and no two case studies alike", () => {
    const kinds = new Set(SCREENS.map((content) => screen(0, "same", { ...content }).draw()));
    expect(kinds.size).toBe(SCREENS.length);
    const phone = screen(3).draw();
    expect(phone).toContain('width="460" height="800" rx="32"');
    expect(screen(4).draw()).toContain('d="M170 790V50A10 10 0 0 1 180 40H990L1030 80V790Z"');
    // One palette for all: a case's screen is its own by its content, and its chart by its seed.
    const cases = Array.from({ length: 15 }, (_, i) =>
      screen(i, `case-${i}`, { title: `Case ${i}` })
        .draw()
        .replace(/ data-art="[^"]*"/, ""),
    );
    expect(new Set(cases).size).toBe(15);
    const charts = new Set(
      ["one", "two", "three"].map((slug) =>
        screen(0, slug)
          .draw()
          .replace(/ data-art="[^"]*"/, ""),
      ),
    );
    expect(charts.size).toBe(3);
  });

  it("escapes its text", () => {
    const svg = screen(0, "escaped", { title: `R&D "Lab" O'Neil` }).draw();
    expect(svg).toContain(">R&#38;D &#34;Lab&#34; O&#39;Neil</text>");
    expect(svg).not.toMatch(/&(?!#\d+;)/);
  });
});

describe("screenProblems", () => {
  it("finds none in a screen that fits", () => {
    for (const content of SCREENS) expect(screenProblems(content), content.kind).toEqual([]);
  });

  it("names a text that does not fit, by its field, and how much room it has", () => {
    const long = "Claims intake and registration console";
    const [problem, ...more] = screenProblems({ ...at(SCREENS, 0), title: long });
    expect(more).toEqual([]);
    expect(problem?.field).toBe("title");
    expect(problem?.message).toMatch(
      /^"Claims intake and registration console" does not fit: about 901 units wide at 52 units, where the screen has 600 \(about 22 characters\); shorten it$/,
    );
    const rows = screenProblems({
      ...at(SCREENS, 1),
      rows: [["Referral 4821", "Gastroenterology", "Overdue"], ...at(SCREENS, 1).rows.slice(1)],
    });
    expect(rows.map((p) => p.field)).toEqual(["rows[0][1]"]);
    const value = screenProblems({
      ...at(SCREENS, 0),
      figures: [{ value: "2 h 10 min", label: "Cut-over" }, ...at(SCREENS, 0).figures.slice(1)],
    });
    expect(value.map((p) => p.field)).toEqual(["figures[0].outcome"]);
    expect(value[0]?.message).toMatch(/^the outcome's value "2 h 10 min" does not fit/);
  });

  it("names a text with a character the labels' face cannot draw", () => {
    const [problem, ...more] = screenProblems({ ...at(SCREENS, 0), title: "Orders → Invoices" });
    expect(more).toEqual([]);
    expect(problem).toEqual({
      field: "title",
      message: '"Orders → Invoices" has "→", which the labels\' face (Figtree) cannot draw; write it in words',
    });
  });

  it("names entries that do not fit their line together", () => {
    const tabs = screenProblems({ ...at(SCREENS, 1), nav: ["Referrals", "Members", "Specialists", "Reports", "Messages"] });
    expect(tabs.map((p) => p.field)).toEqual(["nav"]);
    expect(tabs[0]?.message).toMatch(/^the entries take about \d+ units together, where the screen has 1040: shorten or drop some$/);
    const row = screenProblems({
      ...at(SCREENS, 4),
      rows: [
        ["Frankfurt am Main", "Bankenviertel"],
        ["Munich", "Office"],
      ],
    });
    expect(row.map((p) => p.field)).toEqual(["rows[0]"]);
  });

  it("refuses shortened words, and more or fewer parts than the kind shows", () => {
    expect(
      screenProblems({
        ...at(SCREENS, 0),
        rows: [
          ["Claim 88213", "Hail…"],
          ["Claim 88214", "Water..."],
        ],
      }).map((p) => p.field),
    ).toEqual(["rows[0][1]", "rows[1][1]"]);
    expect(screenProblems({ ...at(SCREENS, 0), rows: [["A"], ["B"], ["C"]] })).toEqual([
      { field: "rows", message: "a dashboard shows 2 rows" },
    ]);
    expect(screenProblems({ ...at(SCREENS, 3), nav: ["Pay", "Map", "Cards", "Help"] })[0]).toEqual({
      field: "nav",
      message: "a mobile shows 2 to 3 menu entrys",
    });
    expect(screenProblems({ ...at(SCREENS, 2), action: undefined })).toEqual([
      { field: "action", message: "a form shows a button: name it" },
    ]);
    expect(screenProblems({ ...at(SCREENS, 4), action: "Print" })).toEqual([
      { field: "action", message: "a report shows no button: remove it" },
    ]);
    expect(screenProblems({ ...at(SCREENS, 1), active: 3 }).map((p) => p.field)).toEqual(["active"]);
  });

  it("makes drawing a screen that does not fit throw, naming the case's file and the field", () => {
    const art = screen(0, "too-long", { title: "Claims intake and registration console" });
    expect(art.width).toBe(1200);
    expect(() => art.draw()).toThrow(/^content\/pages\/portfolio\/too-long\.md: field "screen\.title": "Claims intake/);
  });
});
