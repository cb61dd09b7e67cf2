// The real site has what the requirements name: a page of every template and landing kind of
// spec §2.2, every listing, the named routes of spec §2.1, German pages paired with English ones,
// and the sample pages the tools and the layout checks visit.
import { PRACTICE_SECTIONS } from "../../content/model.ts";
import { describe, expect, it } from "vitest";
import { landingKinds, templateNames } from "../../content/schema/pages.ts";
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";
import { get } from "../worker/helpers.ts";
import { sitePages } from "./site.ts";

describe("the real site's inventory", () => {
  it("has a page of every template", async () => {
    const used = new Set((await sitePages()).map((p) => p.template));
    // The fallbacks are not in the page index; the Worker serves them for unknown paths and errors.
    expect(templateNames.filter((t) => !used.has(t) && t !== "not-found" && t !== "server-error")).toEqual([]);
    expect((await get("/no-such-page")).status).toBe(404);
  });

  it("has a page of every landing kind", async () => {
    const used = new Set((await sitePages()).flatMap((p) => (p.template === "landing" ? [p.fields.kind] : [])));
    expect(landingKinds.filter((k) => !used.has(k))).toEqual([]);
  });

  it("has every listing of spec §2.2: blog, news, case studies, experts and open positions", async () => {
    const collections = new Set((await sitePages()).flatMap((p) => (p.template === "listing" ? [p.fields.collection] : [])));
    expect([...collections].sort()).toEqual(["blog", "experts", "jobs", "news", "portfolio"]);
  });

  it("answers every named route of spec §2.1, and /company with one 301 to /company/about", async () => {
    const named = [
      "/",
      "/company/about",
      "/experts",
      "/blog",
      "/careers",
      "/banking/mobile",
      "/contacts",
      "/privacy-notice",
      "/services",
      "/solutions/digital-enterprise",
      "/thanks",
      "/machine-learning/consulting",
      "/impressum",
    ];
    const failing: string[] = [];
    for (const path of named) {
      const status = (await get(path)).status;
      if (status !== 200) failing.push(`${path} → ${status}`);
    }
    expect(failing).toEqual([]);
    const company = await get("/company");
    expect([company.status, company.headers.get("location")]).toEqual([301, "/company/about"]);
    expect(await (await get("/contacts")).text()).toContain('id="offices"');
    expect(await (await get("/privacy-notice")).text()).toContain('id="cookie-dif"');
  });

  it("has German pages, each paired with its English counterpart", async () => {
    const pages = await sitePages();
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const german = pages.filter((p) => p.fields.lang === "de");
    expect(german.length).toBeGreaterThanOrEqual(30);
    // The practices sold in Germany, the company, the enquiry path, careers and the legal pages.
    for (const [de, en] of [
      ["/de", "/"],
      ["/de/leistungen", "/services"],
      ["/de/leistungen/zusammenarbeitsmodelle", "/services/engagement-models"],
      ["/de/erp", "/erp"],
      ["/de/erp/odoo", "/erp/odoo"],
      ["/de/crm", "/crm"],
      ["/de/crm/salesforce", "/crm/salesforce"],
      ["/de/ki", "/ai"],
      ["/de/daten", "/data"],
      ["/de/cloud", "/cloud"],
      ["/de/anwendungsentwicklung", "/services/application/development"],
      ["/de/unternehmen", "/company/about"],
      ["/de/unternehmen/vertrauen", "/company/trust"],
      ["/de/kontakt", "/contacts"],
      ["/de/danke", "/thanks"],
      ["/de/karriere", "/careers"],
      ["/de/datenschutzhinweis", "/privacy-notice"],
      ["/de/impressum", "/impressum"],
      ["/de/experten", "/experts"],
    ] as const) {
      expect(byPath.get(de)?.fields.translation, de).toBe(en);
      expect(byPath.get(en)?.fields.translation, en).toBe(de);
    }
  });

  it("still has every sample page that the screenshots, Lighthouse and layout checks visit", async () => {
    const missing: string[] = [];
    for (const [name, path] of Object.entries(SAMPLE_PAGES)) {
      const status = (await get(path)).status;
      if (status !== (name.startsWith("not-found") ? 404 : 200)) missing.push(`${name}: ${path} → ${status}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("the real site's structure", () => {
  it("links every practice page from /services", async () => {
    const practicePages = (await sitePages())
      .filter((p) => p.template === "landing" && typeof p.fields.practice === "string")
      .map((p) => p.path);
    expect(practicePages.length).toBeGreaterThan(20);
    const html = await (await get("/services")).text();
    const linked = new Set(
      [...html.matchAll(/<main[\s\S]*<\/main>/g)].flatMap((m) => [...m[0].matchAll(/href="(\/[^"#?]*)/g)].map((l) => l[1])),
    );
    expect(practicePages.filter((p) => !linked.has(p))).toEqual([]);
  });

  it("gives every practice page the same sections in the same order, with the practice named above its heading", async () => {
    const practicePages = (await sitePages()).filter((p) => p.template === "landing" && typeof p.fields.practice === "string");
    expect(practicePages.length).toBeGreaterThan(20);
    for (const page of practicePages) {
      const blocks = (page.fields as { blocks: Array<{ type: string; eyebrow?: string }> }).blocks;
      expect(
        blocks.map((b) => b.type),
        page.path,
      ).toEqual([...PRACTICE_SECTIONS]);
      expect(blocks[0]?.eyebrow, `${page.path}: the hero's eyebrow`).toBeTruthy();
    }
  });

  it("links every industry page from /industries, and from the header's menu of the home page", async () => {
    const industries = (await sitePages()).filter((p) => p.template === "landing" && p.fields.industry === true).map((p) => p.path);
    expect(industries.length).toBeGreaterThanOrEqual(8);
    // The home page leaves the sectors to /industries and the menu (decision 043).
    for (const [hub, part] of [
      ["/industries", /<main[\s\S]*<\/main>/],
      ["/", /<header[\s\S]*<\/header>/],
    ] as const) {
      const main = part.exec(await (await get(hub)).text())?.[0] ?? "";
      const linked = new Set([...main.matchAll(/href="(\/[^"#?]*)/g)].map((l) => l[1]));
      expect(
        industries.filter((p) => !linked.has(p)),
        hub,
      ).toEqual([]);
    }
  });

  it("draws a landing page's process one way: titled stages are a steps block, never a numbered list in the text", async () => {
    const landing = (await sitePages()).filter((p) => p.template === "landing");
    // A numbered list whose every item opens with a bold stage name and a dash or colon.
    const stageList = /<ol>(?:\s*<li><strong>[^<]+<\/strong>\s*(?:—|–|:)[\s\S]*?<\/li>)+\s*<\/ol>/;
    const drawnAsList: string[] = [];
    for (const page of landing) {
      const main = /<main[\s\S]*<\/main>/.exec(await (await get(page.path)).text())?.[0] ?? "";
      if (stageList.test(main)) drawnAsList.push(page.path);
    }
    expect(landing.length).toBeGreaterThan(50);
    expect(drawnAsList).toEqual([]);
  });

  it("shows related reading as one card kind: the page's kind, title and summary, no picture", async () => {
    const written = (await sitePages()).filter((p) => ["article", "blog-post", "news", "portfolio"].includes(p.template));
    let rows = 0;
    for (const page of written) {
      const html = await (await get(page.path)).text();
      const related = /<aside class="section section--tinted related"[\s\S]*?<\/aside>/.exec(html)?.[0];
      if (!related) continue;
      rows++;
      const cards = [...related.matchAll(/<li class="([^"]*)"/g)].map((m) => m[1]);
      expect(cards.length, page.path).toBeGreaterThan(0);
      expect(new Set(cards), page.path).toEqual(new Set(["card card--link card--reading"]));
      expect(related, page.path).not.toContain("<img");
      expect([...related.matchAll(/class="card__kicker">([^<]+)</g)].length, page.path).toBe(cards.length);
    }
    expect(rows).toBeGreaterThan(50);
  });
});
