import { describe, expect, it } from "vitest";
import { markEnglishLinks } from "./compile.ts";

describe("markEnglishLinks", () => {
  it("marks a link to an English page whatever attributes stand before or after its address", () => {
    const html = markEnglishLinks(
      '<p><a class="person-card__name" href="/experts/someone">Someone</a> and <a href="/blog" id="b">Blog</a></p>',
    );
    expect(html).toContain('<a class="person-card__name" href="/experts/someone" hreflang="en">Someone<span class="lang-note">');
    expect(html).toContain('<a href="/blog" id="b" hreflang="en">Blog<span class="lang-note">');
  });

  it("leaves German pages and links already marked alone", () => {
    const html = '<a class="x" href="/de/kontakt">Kontakt</a><a hreflang="en" href="/blog">Blog</a>';
    expect(markEnglishLinks(html)).toBe(html);
  });
});
