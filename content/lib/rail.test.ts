import { describe, expect, it } from "vitest";
import type { Block, Card, CompiledPage } from "../model.ts";
import { isLongLanding, railHtml, RAIL_SECTIONS } from "./rail.ts";

const section = (heading: string) => ({ type: "faq", heading, items: [] }) as unknown as Block;
const blocksOf = (count: number): Block[] => [
  { type: "hero" } as Block,
  ...Array.from({ length: count }, (_, i) => section(`Section & ${i + 1}`)),
  { type: "body" },
  { type: "cta" },
];
const pageOf = (blocks: Block[], cards: Record<string, Card> = {}) =>
  ({
    path: "/crm",
    template: "landing",
    fields: { lang: "en", blocks },
    headings: [{ depth: 2, id: "signs", text: "Signs your *CRM* needs attention" }],
    cards,
  }) as unknown as CompiledPage;
const lead = {
  path: "/experts/lena-brandt",
  label: "Lena Brandt",
  kicker: "Head of CRM",
  image: { src: "/p.svg", alt: "", width: 160, height: 160, art: "portrait-lena" },
} as Card;

describe("the rail of a long landing page", () => {
  it("is given to a landing page with a hero, a text of its own and a closing band, never to a home page or a form", () => {
    expect(isLongLanding(pageOf(blocksOf(2)), blocksOf(2))).toBe(true);
    expect(isLongLanding({ ...pageOf(blocksOf(2)), path: "/" }, blocksOf(2))).toBe(false);
    const form = [...blocksOf(1).slice(0, -1), { type: "enquiry" } as Block, { type: "cta" } as Block];
    expect(isLongLanding(pageOf(form), form)).toBe(false);
  });

  it("links every section by an id it gives the block, the text's own h2s among them, and folds those past the sixth", () => {
    const blocks = blocksOf(7);
    const html = railHtml(pageOf(blocks), blocks, lead);
    expect((blocks[1] as { id?: string }).id).toBe("section--1");
    expect(html).toContain('<a href="#section--1">Section &amp; 1</a>');
    expect(html).toContain('<a href="#signs">Signs your CRM needs attention</a>');
    const [shown, folded] = html.split("<details>");
    expect(shown?.match(/<li>/g)).toHaveLength(RAIL_SECTIONS);
    expect(folded).toContain('<ol start="7">');
  });

  it("shows who to talk to with the portrait, unless the page shows the person's card already", () => {
    const blocks = blocksOf(1);
    expect(railHtml(pageOf(blocks), blocks, lead)).toMatch(
      /<img src="\/p.svg" alt="" [^>]*data-art="portrait-lena">.*Lena Brandt.*Head of CRM/,
    );
    const shown = railHtml(pageOf(blocks, { [lead.path]: lead }), blocks, lead);
    expect(shown).toContain("Lena Brandt");
    expect(shown).not.toContain("<img");
  });
});
