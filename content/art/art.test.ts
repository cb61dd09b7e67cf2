import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL_WEIGHT } from "./draw.ts";
import { DARK, DARK_STYLE, PORTRAIT_DARK_DISC } from "./dark.ts";
import { COLOURS, INK } from "./palette.ts";
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
  "writing",
  "team",
  "offices",
  "contract",
  "contact",
  "award",
  "code",
  "architecture",
] as const satisfies readonly Motif[];
// Fails to compile if a Motif is missing from the list above.
const everyMotifListed: Exclude<Motif, (typeof MOTIFS)[number]> extends never ? true : false = true;

const PALETTE: readonly string[] = COLOURS;
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
    const motif = MOTIFS[i % MOTIFS.length] ?? "writing";
    out.push({ name: `cover ${i}`, art: drawn(coverArt({ seed: `/articles/${i}`, motif, kind: KINDS[i % 3] ?? "article" })) });
    out.push({ name: `hub ${i}`, art: drawn(hubArt({ motif, seed: `/practices/${i}` })) });
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

  it("turns the paper and the warm tone dark in the dark scheme, the ink light and the green lighter", () => {
    const dark = /@media \(prefers-color-scheme:dark\)\{(.*)\}<\/style>/.exec(DARK_STYLE)?.[1] ?? "";
    const relativeLuminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    // Every colour of the language has its dark counterpart, for fills and strokes alike.
    expect(DARK.map(([light]) => light).sort()).toEqual([...PALETTE].sort());
    for (const [light, to] of DARK) {
      expect(dark, light).toContain(`[fill="${light}"]{fill:${to}}`);
      expect(dark, light).toContain(`[stroke="${light}"]{stroke:${to}}`);
      // What was light turns dark, what was dark turns light.
      if (relativeLuminance(light) > 0.5) expect(relativeLuminance(to), light).toBeLessThan(0.05);
      else expect(relativeLuminance(to), light).toBeGreaterThan(0.4);
    }
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
      expect(art.svg, name).toMatch(new RegExp(`<g [^>]*><rect width="${art.width}" height="${art.height}" fill="#[0-9a-f]{6}"/>`));
    }
  });

  it("uses only the palette, apart from the skin and hair of portraits", () => {
    for (const { name, art } of all) {
      if (name.startsWith("portrait")) continue;
      for (const colour of coloursOf(art.svg)) expect(PALETTE, `${name}: ${colour}`).toContain(colour);
    }
  });

  it("sets text in the site's face at its one weight, each label with the box it stands in (the build outlines it)", () => {
    for (const { name, art } of all) {
      for (const [tag] of art.svg.matchAll(/<text\b[^>]*>/g)) {
        expect(tag, name).toContain(`font-family="Figtree"`);
        expect(tag, name).toContain(` font-weight="${LABEL_WEIGHT}"`);
        expect(tag, name).toMatch(/ data-box="[\d.-]+ [\d.-]+ [\d.]+ [\d.]+"/);
      }
    }
  });
});

describe("art: determinism", () => {
  it("gives byte-identical output for the same input", () => {
    expect(coverArt({ seed: "/same", motif: "crm", kind: "news" }).draw()).toBe(
      coverArt({ seed: "/same", motif: "crm", kind: "news" }).draw(),
    );
    expect(hubArt({ motif: "erp", seed: "/erp" }).draw()).toBe(hubArt({ motif: "erp", seed: "/erp" }).draw());
    expect(screen(1).draw()).toBe(screen(1).draw());
    expect(person(3).draw()).toBe(person(3).draw());
  });

  it("varies with the seed (the page pair's key) or the name", () => {
    // Two variants on each side of the plate: a cover's variant is one of four.
    const covers = new Set(
      Array.from({ length: 20 }, (_, i) => coverArt({ seed: `/articles/${i}`, motif: "data", kind: "article" }).draw()),
    );
    expect(covers.size).toBeGreaterThan(10);
    const hubs = new Set(Array.from({ length: 10 }, (_, i) => hubArt({ motif: "ai", seed: `/ai/${i}` }).draw()));
    expect(hubs.size).toBeGreaterThan(3);
    expect(screen(1, "one").draw()).not.toBe(screen(1, "two").draw().replace('data-art="screen-two"', 'data-art="screen-one"'));
    expect(person(3).draw()).not.toBe(person(4).draw());
  });
});

describe("coverArt and hubArt", () => {
  it("render every motif, each differently, with an alt text in both languages", () => {
    const hubs = new Set<string>();
    for (const motif of MOTIFS) {
      const hub = drawn(hubArt({ motif, seed: "/same" }));
      const cover = coverArt({ seed: "/same", motif, kind: "article" });
      expect([hub.width, hub.height]).toEqual([640, 480]);
      expect([cover.width, cover.height]).toEqual([1200, 630]);
      expect(hub.alt.en).toMatch(/^Illustration: \S/);
      expect(hub.alt.de).toMatch(/^Illustration: \S/);
      expect(hub.alt.de).not.toBe(hub.alt.en);
      expect(cover.alt).toEqual(hubArt({ motif, seed: "/other" }).alt);
      hubs.add(hub.svg.replace(/<title>.*?<\/title>/, ""));
    }
    expect(hubs.size).toBe(MOTIFS.length);
  });

  it("describe the motif in the alt text", () => {
    expect(coverArt({ seed: "/pipelines", motif: "crm", kind: "blog-post" }).alt).toEqual({
      en: "Illustration: a pipeline of deals moving through three stages",
      de: "Illustration: eine Pipeline von Verkaufschancen in drei Phasen",
    });
  });

  it("put no text into the image", () => {
    expect(coverArt({ seed: "/a-title-that-must-not-appear", motif: "qa", kind: "article" }).draw()).not.toContain("<text");
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

  it("is drawn in one hand: the Notionists style, in the ink on the one paper disc, with the portraits' dark style", () => {
    for (const over of [{}, { glasses: 3, beard: 2, gesture: "ok" as const }, { hair: 61, clothes: 20 }]) {
      const svg = person(5, over).draw();
      expect(svg).toContain(`<dc:title>${PORTRAIT_STYLE}</dc:title>`);
      expect(PORTRAIT_STYLE).toBe("Notionists");
      // In the dark scheme only the disc changes, to the muted slate: the ink stays ink, so dark
      // hair is never drawn white.
      const dark = /@media \(prefers-color-scheme:dark\)\{(.*?)\}<\/style>/.exec(svg)?.[1] ?? "";
      expect(dark).toBe(`[fill="${PORTRAIT_DISC}"]{fill:${PORTRAIT_DARK_DISC}}[stroke="${PORTRAIT_DISC}"]{stroke:${PORTRAIT_DARK_DISC}}`);
      expect(dark).not.toContain(INK);
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
    expect(coverArt({ seed: "/x", motif: "crm", kind: "news" }).id).toEqual({ composition: "cover", motif: "crm" });
    expect(hubArt({ motif: "erp", seed: "/erp" }).id).toEqual({ composition: "hub", motif: "erp" });
    expect(artName(hubArt({ motif: "erp", seed: "/erp" }).id)).toBe("hub-erp");
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
  it("is one 1120 × 840 scene for both languages, its labels and alt text in the page's language, with the dark variant", () => {
    const en = homeArt("en");
    const de = homeArt("de");
    expect([en.width, en.height]).toEqual([1120, 840]);
    expect(en.id).toEqual({ composition: "home", motif: "work" });
    expect(de.id).toEqual(en.id);
    // The same drawing: only the labels differ.
    const unlabelled = (svg: string) => svg.replace(/<title>.*?<\/title>/, "").replace(/<text\b[^>]*>[^<]*<\/text>/g, "");
    expect(unlabelled(de.draw())).toBe(unlabelled(en.draw()));
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
