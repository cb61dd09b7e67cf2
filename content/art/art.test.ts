import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DARK_STYLE } from "./dark.ts";
import { INK } from "./palette.ts";
import { PORTRAIT_DISC, PORTRAIT_STYLE } from "./portrait.ts";
import { artName, coverArt, homeArt, hubArt, portraitArt, screenArt, type Art, type Motif, type PortraitFeatures } from "./index.ts";
import { at } from "./random.ts";
import { SCREENS } from "../../tests/fixtures/screens.ts";

const MOTIFS = [
  "app",
  "crm",
  "erp",
  "data",
  "ai",
  "cloud",
  "automation",
  "iot",
  "health",
  "qa",
  "design",
  "security",
  "ecommerce",
  "blockchain",
  "vehicle",
  "learning",
  "finance",
  "insurance",
  "factory",
  "retail",
  "telecom",
  "chip",
  "travel",
  "energy",
  "media",
  "general",
] as const satisfies readonly Motif[];
// Fails to compile if a Motif is missing from the list above.
const everyMotifListed: Exclude<Motif, (typeof MOTIFS)[number]> extends never ? true : false = true;

const PALETTE = [
  "#14212b",
  "#0b6e4f",
  "#12946b",
  "#bfe5d5",
  "#f1f5f4",
  "#d5dedb",
  "#f2b441",
  "#e5684d",
  "#5aa9e6",
  "#3d4b57",
  "#f6efe3",
  "#ffffff",
];
const KINDS = ["article", "blog-post", "news"] as const;

/** The screen of a case study of the tests: screen i of SCREENS (tests/fixtures/screens.ts), for
 * the slug given. */
const screen = (i: number, slug = `case-${i}`) =>
  screenArt({
    slug,
    client: "Alpenland Versicherung",
    source: `content/pages/portfolio/${slug}.md`,
    screen: at(SCREENS, i % SCREENS.length),
  });

/** A picture drawn, with its SVG. */
type Drawn = Art & { svg: string };
const drawn = (art: Art): Drawn => ({ ...art, svg: art.draw() });

const features = (over: Partial<PortraitFeatures> = {}): PortraitFeatures => ({
  hair: 7,
  eyes: 1,
  eyebrows: 1,
  mouth: 1,
  nose: 1,
  clothes: 1,
  ...over,
});
/** The portrait of a person of the tests, with hair style i (1–13) unless `over` says otherwise. */
const person = (i: number, over: Partial<PortraitFeatures> = {}) =>
  portraitArt({ name: `Person ${i} Example`, who: `person-${i}`, features: features({ hair: ((i - 1) % 13) + 1, ...over }) });

/** Fifty seeded inputs for each function. */
function samples(): { name: string; art: Drawn }[] {
  const out: { name: string; art: Drawn }[] = [];
  for (let i = 0; i < 50; i++) {
    const motif = MOTIFS[i % MOTIFS.length] ?? "general";
    out.push({ name: `cover ${i}`, art: drawn(coverArt({ title: `Article number ${i}`, motif, kind: KINDS[i % 3] ?? "article" })) });
    out.push({ name: `hub ${i}`, art: drawn(hubArt({ motif, title: `Practice ${i}` })) });
    out.push({ name: `screen ${i}`, art: drawn(screen(i)) });
  }
  return out;
}

/** Checks that every opened tag is closed in order; returns the first problem, or "". */
function tagProblem(svg: string): string {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    if (!name) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? "nothing"}>`;
    } else if (!selfClosing) stack.push(name);
  }
  return stack.length ? `unclosed <${stack.join(">, <")}>` : "";
}

/** The markup without the text of <title> and <text> elements. */
const markupOnly = (svg: string) => svg.replace(/<(title|text)\b([^>]*)>[^<]*<\/\1>/g, "<$1$2></$1>");

/** How wide a card shows a picture: a third of a 1280 px screen. */
const CARD_WIDTH = 340;

/** The font sizes of the <text> elements. */
const fontSizes = (svg: string) => [...svg.matchAll(/<text\b[^>]*\bfont-size="([\d.]+)"/g)].map((m) => Number(m[1]));

/** The contents of the <text> elements. */
const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? "");

/** Every colour used in fill and stroke attributes. */
const coloursOf = (svg: string) => new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]));

describe("art: every image", () => {
  const all = samples();

  it("is a balanced SVG document whose size attributes match", () => {
    for (const { name, art } of all) {
      expect(art.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${art.width} ${art.height}"`), name).toBe(true);
      expect(art.svg).toContain(` width="${art.width}" height="${art.height}" role="img" data-art="${artName(art.id)}">`);
      expect(art.svg.endsWith("</svg>"), name).toBe(true);
      expect(tagProblem(art.svg), name).toBe("");
      expect(art.svg).toContain(`<title>`);
    }
  });

  it("has no scripts, links, foreign content or inline styles; one style element, the dark variant", () => {
    for (const { name, art } of all) {
      for (const banned of [" style=", "<script", "href", "foreignObject", "url("])
        expect(art.svg, `${name}: ${banned}`).not.toContain(banned);
      expect(art.svg.split("<style").length - 1, name).toBe(1);
      expect(art.svg, name).toContain(DARK_STYLE);
    }
  });

  it("turns every light colour of the palette dark in the dark scheme, and the ink light", () => {
    const dark = /@media \(prefers-color-scheme:dark\)\{(.*)\}<\/style>/.exec(DARK_STYLE)?.[1] ?? "";
    const relativeLuminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    // The pale colours (the amber accent, at 0.5, is a highlight, not a surface).
    const lights = PALETTE.filter((c) => relativeLuminance(c) > 0.6);
    expect(lights.length).toBeGreaterThanOrEqual(5);
    for (const light of lights) {
      const to = new RegExp(`\\[fill="${light}"\\]\\{fill:(#[0-9a-f]{6})\\}`).exec(dark)?.[1];
      expect(to, light).toBeDefined();
      expect(relativeLuminance(to ?? "#ffffff"), light).toBeLessThan(0.1);
    }
    expect(dark).toContain('[fill="#14212b"]{fill:#e3ebee}');
    // Muted text (a screen's labels) turns the dark scheme's soft ink, as the page's does.
    expect(dark).toContain('text[fill="#3d4b57"]{fill:#a9b8bf}');
  });

  it("stays under 8 KB, a case study's screen (which carries text) under 12 KB", () => {
    for (const { name, art } of all)
      expect(new TextEncoder().encode(art.svg).length, name).toBeLessThanOrEqual(name.startsWith("screen") ? 12 * 1024 : 8192);
  });

  it("sets no text smaller than 11 px where a card shows the picture 340 px wide, and never shortens it", () => {
    const pictures = [...all, ...[1, 2, 3].map((i) => ({ name: `portrait ${i}`, art: drawn(person(i)) }))];
    for (const { name, art } of pictures) {
      for (const size of fontSizes(art.svg))
        expect(size * (CARD_WIDTH / art.width), `${name}: font size ${size}`).toBeGreaterThanOrEqual(11);
      for (const text of texts(art.svg)) expect(text, name).not.toMatch(/…|\.\.\./);
    }
  });

  it("rounds every number in its markup to one decimal at most", () => {
    for (const { name, art } of all) expect(markupOnly(art.svg), name).not.toMatch(/\d\.\d\d/);
  });

  it("paints a full-size background first", () => {
    for (const { name, art } of all) {
      expect(art.svg, name).toMatch(
        new RegExp(`<g [^>]*><rect x="0" y="0" width="${art.width}" height="${art.height}" fill="#[0-9a-f]{6}"/>`),
      );
    }
  });

  it("uses only the palette, apart from the skin and hair of portraits", () => {
    for (const { name, art } of all) {
      if (name.startsWith("portrait")) continue;
      for (const colour of coloursOf(art.svg)) expect(PALETTE, `${name}: ${colour}`).toContain(colour);
    }
  });

  it("sets text in the system font stack", () => {
    for (const { name, art } of all) {
      for (const [tag] of art.svg.matchAll(/<text\b[^>]*>/g)) {
        expect(tag, name).toContain(`font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`);
      }
    }
  });
});

describe("art: determinism", () => {
  it("gives byte-identical output for the same input", () => {
    expect(coverArt({ title: "Same", motif: "crm", kind: "news" }).draw()).toBe(
      coverArt({ title: "Same", motif: "crm", kind: "news" }).draw(),
    );
    expect(hubArt({ motif: "erp", title: "ERP" }).draw()).toBe(hubArt({ motif: "erp", title: "ERP" }).draw());
    expect(screen(1).draw()).toBe(screen(1).draw());
    expect(person(3).draw()).toBe(person(3).draw());
  });

  it("varies with the title or name", () => {
    const covers = new Set(Array.from({ length: 20 }, (_, i) => coverArt({ title: `Title ${i}`, motif: "data", kind: "article" }).draw()));
    expect(covers.size).toBe(20);
    expect(hubArt({ motif: "ai", title: "One" }).draw()).not.toBe(hubArt({ motif: "ai", title: "Two" }).draw());
    expect(screen(1, "one").draw()).not.toBe(screen(1, "two").draw().replace('data-art="screen-two"', 'data-art="screen-one"'));
    expect(person(3).draw()).not.toBe(person(4).draw());
  });
});

describe("coverArt and hubArt", () => {
  it("render every motif, each differently, with an alt text in both languages", () => {
    const hubs = new Set<string>();
    for (const motif of MOTIFS) {
      const hub = drawn(hubArt({ motif, title: "Same title" }));
      const cover = coverArt({ title: "Same title", motif, kind: "article" });
      expect([hub.width, hub.height]).toEqual([640, 480]);
      expect([cover.width, cover.height]).toEqual([1200, 630]);
      expect(hub.alt.en).toMatch(/^Illustration: \S/);
      expect(hub.alt.de).toMatch(/^Illustration: \S/);
      expect(hub.alt.de).not.toBe(hub.alt.en);
      expect(cover.alt).toEqual(hubArt({ motif, title: "Other" }).alt);
      hubs.add(hub.svg.replace(/<title>.*?<\/title>/, ""));
    }
    expect(hubs.size).toBe(MOTIFS.length);
  });

  it("describe the motif in the alt text", () => {
    expect(coverArt({ title: "Pipelines", motif: "crm", kind: "blog-post" }).alt).toEqual({
      en: "Illustration: a CRM pipeline of connected customer cards",
      de: "Illustration: eine CRM-Pipeline aus verbundenen Kundenkarten",
    });
  });

  it("put no text into the image", () => {
    expect(coverArt({ title: "A title that must not appear", motif: "qa", kind: "article" }).draw()).not.toContain("<text");
  });
});

describe("portraitArt", () => {
  it("is a 320 × 320 drawing of the features given, titled and named for the person", () => {
    const art = person(1);
    const svg = art.draw();
    expect([art.width, art.height]).toEqual([320, 320]);
    expect(art.alt).toEqual({ en: "Illustrated portrait of Person 1 Example", de: "Illustriertes Porträt von Person 1 Example" });
    expect(art.id).toEqual({ composition: "portrait", motif: "person-1" });
    expect(svg).toMatch(/^<svg [^>]* role="img" data-art="portrait-person-1"><title>Illustrated portrait of Person 1 Example<\/title>/);
  });

  it("is drawn in one hand: the Notionists style, in the ink on the one paper disc, with the dark style", () => {
    for (const over of [{}, { glasses: 3, beard: 2, gesture: "ok" as const }, { hair: 61, clothes: 20 }]) {
      const svg = person(5, over).draw();
      expect(svg).toContain(`<dc:title>${PORTRAIT_STYLE}</dc:title>`);
      expect(PORTRAIT_STYLE).toBe("Notionists");
      expect(svg).toContain(DARK_STYLE);
      // The drawing's colours, the style element and the disc's white mask aside.
      const drawing = svg.replace(/<style>.*<\/style>/, "").replace(/<mask .*?<\/mask>/, "");
      const colours = new Set([...drawing.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi)].map((m) => m[1]));
      expect([...colours].sort()).toEqual([INK, PORTRAIT_DISC].sort());
      // The disc, its square rounded to a circle, is the first shape.
      expect(svg).toMatch(
        new RegExp(
          `<mask id="(\\w+)"><rect width="1744" height="1744" fill="#fff" rx="872" ry="872"/></mask><g mask="url\\(#\\1\\)"><path fill="${PORTRAIT_DISC}"`,
        ),
      );
    }
  });

  it("draws glasses, a beard or a gesture only when the editor chose them", () => {
    const plain = person(2).draw();
    for (const extra of [{ glasses: 3 }, { beard: 1 }, { gesture: "hand" as const }])
      expect(person(2, extra).draw(), JSON.stringify(extra)).not.toBe(plain);
    expect(person(2, { glasses: 3 }).draw().length).toBeGreaterThan(plain.length);
  });

  it("escapes the name in its title", () => {
    expect(portraitArt({ name: `Ann <"O'Neil"> & co`, who: "ann", features: features() }).draw()).toContain(
      "<title>Illustrated portrait of Ann &#60;&#34;O&#39;Neil&#34;&#62; &#38; co</title>",
    );
  });
});

describe("art: ids", () => {
  it("name each picture by its composition and motif, in its id and on its SVG's root element", () => {
    expect(coverArt({ title: "x", motif: "crm", kind: "news" }).id).toEqual({ composition: "cover", motif: "crm" });
    expect(hubArt({ motif: "erp", title: "ERP" }).id).toEqual({ composition: "hub", motif: "erp" });
    expect(artName(hubArt({ motif: "erp", title: "ERP" }).id)).toBe("hub-erp");
    for (const { name, art } of samples()) {
      expect(art.id.composition, name).toBe(name.split(" ")[0]);
      expect(art.svg, name).toMatch(new RegExp(`^<svg [^>]*role="img" data-art="${art.id.composition}-${art.id.motif}">`));
      expect(art.svg.match(/data-art=/g), name).toHaveLength(1);
    }
  });

  it("name a case study's screen by the case's slug", () => {
    expect(screen(2, "odoo-furniture-manufacturer").id).toEqual({ composition: "screen", motif: "odoo-furniture-manufacturer" });
    expect(artName(screen(2, "odoo-furniture-manufacturer").id)).toBe("screen-odoo-furniture-manufacturer");
  });
});

describe("content/art", () => {
  it("keeps every file to 400 lines at most", () => {
    const files = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files).toContain("index.ts");
    const long = files
      .map(
        (file) =>
          [
            file,
            readFileSync(join(import.meta.dirname, file), "utf8")
              .trimEnd()
              .split("\n").length,
          ] as const,
      )
      .filter(([, lines]) => lines > 400);
    expect(long).toEqual([]);
  });
});

it("lists every motif", () => {
  expect(everyMotifListed).toBe(true);
});

describe("homeArt", () => {
  it("is one 1120 × 840 scene per language, its labels and alt text in that language, with the dark variant", () => {
    const en = homeArt("en");
    const de = homeArt("de");
    expect([en.width, en.height]).toEqual([1120, 840]);
    expect(en.id).toEqual({ composition: "home", motif: "en" });
    expect(de.alt.de).toMatch(/^Illustration: /);
    const [svgEn, svgDe] = [en.draw(), de.draw()];
    expect(svgEn).toContain(">Order to cash</text>");
    expect(svgDe).toContain(">Auftrag bis Zahlung</text>");
    expect(svgEn).toContain(DARK_STYLE);
    expect(new TextEncoder().encode(svgEn).length).toBeLessThan(12 * 1024);
  });

  it("sets no text smaller than 11 px at the width the hero shows it (34rem, 544 px)", () => {
    const sizes = [
      ...homeArt("de")
        .draw()
        .matchAll(/font-size="(\d+(?:\.\d+)?)"/g),
    ].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes) * (544 / 1120)).toBeGreaterThanOrEqual(11);
  });
});
