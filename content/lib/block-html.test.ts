import { describe, expect, it } from "vitest";
import type { SiteOffice, WrittenBlock } from "../model.ts";
import { blockHtml, isWrittenBlock, siteOffices } from "./block-html.ts";

const office: SiteOffice = {
  city: "Munich",
  cityDe: "München",
  street: "Leopoldstraße 12",
  postalCode: "80802",
  country: "Germany",
  countryDe: "Deutschland",
  countryCode: "DE",
  phone: "+49 89 123 456",
  email: "munich@example.com",
};

describe("the sections the build writes for blocks that are text alone", () => {
  it("writes only blocks that are text alone", () => {
    expect(isWrittenBlock({ type: "faq", heading: "Q", items: [] } as unknown as WrittenBlock)).toBe(true);
    expect(isWrittenBlock({ type: "hero" } as never)).toBe(false);
    expect(isWrittenBlock({ type: "enquiry" } as never)).toBe(false);
  });

  it("writes the heading, the intro and the items, their text escaped", () => {
    const block = {
      type: "steps",
      heading: "Plan & build",
      intro: "From <audit> to launch",
      items: [
        { title: "Audit", text: 'We read the "org" first.' },
        { title: "Build", text: "Then we build it." },
      ],
    } as WrittenBlock;
    expect(blockHtml(block, "en", [])).toBe(
      '<h2>Plan &amp; build</h2><p class="section__intro">From &lt;audit&gt; to launch</p><ol class="steps" data-count="2">' +
        "<li><h3>Audit</h3><p>We read the &quot;org&quot; first.</p></li><li><h3>Build</h3><p>Then we build it.</p></li></ol>",
    );
  });

  it("marks a German page's link to an English-only page as English, and not a link to a German one", () => {
    const block = {
      type: "features",
      heading: "Leistungen",
      items: [
        { title: "Datenmigration", text: "Zehn Worte Text.", href: "/de/crm/datenmigration" },
        { title: "Salesforce", text: "Zehn Worte Text.", href: "/crm/salesforce" },
        { title: "Beratung", text: "Zehn Worte Text." },
      ],
    } as WrittenBlock;
    const html = blockHtml(block, "de", []);
    expect(html).toContain(
      '<li class="card card--link feature"><h3 class="card__title"><a href="/de/crm/datenmigration">Datenmigration</a></h3>',
    );
    expect(html).toContain(
      '<a hreflang="en" href="/crm/salesforce">Salesforce<span class="lang-note" lang="de"><span aria-hidden="true">EN</span>',
    );
    expect(html).toContain('<li class="card feature"><h3 class="card__title">Beratung</h3>');
    expect(blockHtml(block, "en", [])).not.toContain("hreflang");
  });

  it("sets figure columns as figures and labels each cell with its column for small screens", () => {
    const block = {
      type: "table",
      heading: "Day rates",
      columns: ["Role", "Rate"],
      rows: [
        ["Architect", "1,400"],
        ["Engineer", "1,100"],
      ],
      note: "Net of VAT.",
    } as WrittenBlock;
    const html = blockHtml(block, "en", []);
    expect(html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Day rates">');
    expect(html).toContain('<th scope="col">Role</th><th scope="col" class="num">Rate</th>');
    expect(html).toContain('<tr><th scope="row">Architect</th><td class="num" data-label="Rate">1,400</td></tr>');
    expect(html).toContain('<p class="table-note">Net of VAT.</p>');
  });

  it("writes each office's address in the page's language, with its phone and mail linked", () => {
    const block = { type: "offices", id: "offices", heading: "Büros" } as WrittenBlock;
    const de = blockHtml(block, "de", [office]);
    expect(de).toContain("<h3>München</h3><address>Leopoldstraße 12<br/>80802 München, Deutschland<br/>");
    expect(de).toContain('<a href="tel:+4989123456">+49 89 123 456</a><br/><a href="mailto:munich@example.com">munich@example.com</a>');
    expect(blockHtml(block, "en", [office])).toContain("80802 Munich, Germany");
  });

  it("names an office's country in German from its code", () => {
    const [o] = siteOffices([{ ...office, country: "Austria", countryCode: "AT" }]);
    expect(o?.countryDe).toBe("Österreich");
  });
});
