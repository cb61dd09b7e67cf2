import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, formatProblem } from "./errors.ts";
import { loadSite } from "./load.ts";
import { artOf, readingMinutes } from "./reader.ts";
import { urlSlug } from "../../policy/paths.ts";
import { figureColumns, isFigure, isIndexable } from "../model.ts";

const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site-minimal");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The minimal fixture with pages added, each linked from its home page (the orphan check has its own tests). */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "compile-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, "content/pages", file)), { recursive: true });
    writeFileSync(join(dir, "content/pages", file), text);
    const path = `/${file.replace(/\.md$/, "").replace(/\/?index$/, "")}`;
    appendFileSync(join(dir, "content/pages/index.md"), `\n[${path}](${path})\n`);
  }
  return dir;
}

function problems(dir: string): string[] {
  try {
    loadSite(dir);
  } catch (e) {
    if (e instanceof ContentError) return e.problems.map((p) => `${p.file}${p.field ? ` ${p.field}` : ""}: ${p.message}`);
    throw e;
  }
  return [];
}

const post = (n: number, extra = "") => `---
template: blog-post
title: Post number ${n} of the fixture blog
description: A fixture blog post with a description that is long enough to pass validation.
author: Test Author
datePublished: 2026-0${n}-01
${extra}---
Text of post ${n}.
`;

const listing = `---
template: listing
title: Fixture blog
description: The fixture blog's listing page, with a description long enough to pass.
heading: Blog
intro: Posts of the fixture site.
collection: blog
perPage: 2
---
`;

const expert = (name: string, lang = "en", translation = "", hair = 7) => `---
template: expert
title: ${name}, fixture expert
description: ${lang === "de" ? "Ein Profil der Testseite mit einer Beschreibung, die für die Prüfung lang genug ist." : "A fixture expert profile with a description long enough to pass validation."}
name: ${name}
role: Engineer
expertise: [Testing]
portrait: { hair: ${hair}, clothes: 1 }
lang: ${lang}
${translation ? `translation: ${translation}\n` : ""}---
`;

describe("listings", () => {
  it("paginate newest first at stable paths without trailing slashes, the first page featuring the newest", () => {
    const dir = site({ "blog.md": listing, "blog/one.md": post(1), "blog/two.md": post(2), "blog/three.md": post(3) });
    const pages = loadSite(dir).pages;
    const first = pages.find((p) => p.path === "/blog");
    const second = pages.find((p) => p.path === "/blog/page/2");
    expect(first?.listing).toMatchObject({ page: 1, pageCount: 2, basePath: "/blog" });
    // The newest post leads page 1 with its cover and author; the list holds the rest of the page.
    expect(first?.listing?.featured).toMatchObject({
      path: "/blog/three",
      author: "Test Author",
      image: { src: "/images/art/blog/three.svg" },
    });
    expect(first?.listing?.items.map((c) => c.path)).toEqual(["/blog/two"]);
    expect(second?.listing?.featured).toBeUndefined();
    expect(second?.listing?.items.map((c) => c.path)).toEqual(["/blog/one"]);
    expect(second?.fields.title).toBe("Fixture blog (page 2)");
    expect(pages.some((p) => p.path === "/blog/page/3")).toBe(false);
  });
});

describe("breadcrumbs", () => {
  it("link home and only those ancestors that are pages", () => {
    const dir = site({ "blog.md": listing, "blog/deep/post.md": post(1) });
    const page = loadSite(dir).pages.find((p) => p.path === "/blog/deep/post");
    expect(page?.breadcrumbs).toEqual([
      { path: "/", label: "Home" },
      { path: "/blog", label: "Fixture blog" },
      { path: "/blog/deep/post", label: "Post number 1 of the fixture blog" },
    ]);
  });
});

describe("references between pages", () => {
  it("refuses links to missing pages and anchors, naming the file", () => {
    const dir = site({ "a.md": post(1).replace("Text of post 1.", "See [x](/nowhere), [y](/guide#cookie-dif) and [z](/guide#missing).") });
    expect(problems(dir)).toEqual([
      "content/pages/a.md: link to /nowhere: no page at /nowhere",
      "content/pages/a.md: link to /guide#missing: /guide has no #missing",
    ]);
  });

  it("finds headings by the ids github-slugger gives them, German letters included, however the link is written", () => {
    const guide = "## Über uns und Größe\n\nText.\n";
    const dir = site({
      "b.md": post(2).replace("Text of post 2.", guide),
      "a.md": post(1).replace(
        "Text of post 1.",
        "See [x](/b#über-uns-und-größe), [y](/b#%C3%BCber-uns-und-gr%C3%B6%C3%9Fe) and [z](/b#uber-uns-und-grosse).",
      ),
    });
    expect(problems(dir)).toEqual(["content/pages/a.md: link to /b#uber-uns-und-grosse: /b has no #uber-uns-und-grosse"]);
  });

  it("requires translations to name each other and to be in the other language", () => {
    const one = site({ "experts/ann.md": expert("Ann Smith", "en", "/de/experten/ann"), "de/experten/ann.md": expert("Ann Smith", "de") });
    expect(problems(one)).toEqual([
      "content/pages/experts/ann.md translation: /de/experten/ann must name /experts/ann as its translation too",
      // German pages need the German 404 page.
      "content/pages: missing de/404.md (the /de/404 fallback page)",
    ]);
    const same = site({
      "experts/ann.md": expert("Ann Smith", "en", "/experts/bob"),
      "experts/bob.md": expert("Bob Jones", "en", "/experts/ann"),
    });
    expect(problems(same)).toContain("content/pages/experts/ann.md translation: /experts/bob is in the same language");
  });

  it("requires an expert's page in the other language to show the same portrait", () => {
    const dir = site({
      "experts/ann.md": expert("Ann Smith", "en", "/de/experten/ann"),
      "de/experten/ann.md": expert("Ann Smith", "de", "/experts/ann", 12),
    });
    expect(problems(dir)).toContain(
      "content/pages/experts/ann.md portrait: differs from the portrait of /de/experten/ann: the same person has the same portrait in both languages",
    );
  });

  it("refuses a portrait feature outside the calm choices, naming the field", () => {
    const dir = site({ "experts/ann.md": expert("Ann Smith", "en", "", 14).replace("clothes: 1", "clothes: 1, glasses: 2") });
    const text = problems(dir).join("\n");
    expect(text).toMatch(/experts\/ann\.md portrait\.glasses: glasses: one of 3, 8, 11/);
    expect(text).toMatch(/experts\/ann\.md portrait\.hair: hair: one of 1–63 without 14, 50, 51/);
  });

  it("checks team members are experts, case studies are portfolio pages, images exist and job cities are offices", () => {
    const landing = `---
template: landing
kind: topic
title: A fixture topic page
description: A fixture landing page with a description long enough to pass validation.
blocks:
  - type: hero
    heading: Topic
    lead: A lead paragraph long enough for the schema.
    image: { src: /images/missing.svg, alt: "", width: 10, height: 10 }
  - type: team
    heading: Team
    members: [/guide]
  - type: case-studies
    heading: Work
    items: [/nowhere]
---
`;
    const job = `---
template: job
title: A fixture job opening
description: A fixture job posting with a description long enough to pass validation.
heading: Engineer
department: Engineering
location: Paris
employmentType: FULL_TIME
datePosted: 2026-01-01
---
`;
    expect(problems(site({ "topic.md": landing, "careers/engineer.md": job }))).toEqual([
      "content/pages/careers/engineer.md location: expected one of the offices: Berlin",
      "content/pages/topic.md blocks[0].image.src: no file public/images/missing.svg",
      "content/pages/topic.md blocks[1].members[0]: /guide is not an expert profile",
      "content/pages/topic.md blocks[2].items[0]: no page at /nowhere",
    ]);
  });
});

/** The description and lead of a German fixture page: German, as the content check requires. */
const DESCRIPTION_DE = "Eine deutsche Seite der Testseite mit einer Beschreibung, die für die Prüfung lang genug ist.";
const LEAD_DE = "Ein Absatz unter der Überschrift der deutschen Seite, lang genug für das Schema.";

describe("German pages", () => {
  const german404 =
    "---\ntemplate: not-found\nlang: de\ntitle: Nicht gefunden\ndescription: Die deutsche Fehlerseite der Testseite für unbekannte Adressen unter /de.\nheading: Nicht gefunden\n---\n";
  const landing = (title: string, lang: string, translation?: string, body = "", index = false) => `---
template: landing
kind: topic
title: ${title}
description: ${lang === "de" ? DESCRIPTION_DE : "A landing page of the fixture with a description long enough to pass validation."}
lang: ${lang}
${translation ? `translation: ${translation}\n` : ""}blocks:
  - type: hero
    heading: ${title}
    lead: ${lang === "de" ? LEAD_DE : "A lead paragraph of the fixture landing page that is long enough to be valid."}
${index ? "  - type: section-index\n" : ""}  - type: body
---
${body}
`;

  it("must be German under /de", () => {
    const dir = site({ "de/404.md": german404, "de/seite.md": landing("Eine Seite", "en") });
    expect(problems(dir)).toEqual(["content/pages/de/seite.md lang: pages under /de/ are German: set lang: de"]);
  });

  it("switch to the counterpart, else to the nearest ancestor's counterpart, else to the other home page", () => {
    const dir = site({
      "de/404.md": german404,
      "hub.md": landing("Hub", "en", "/de/zentrale", "", true),
      "hub/detail.md": landing("Hub detail", "en"),
      "de/zentrale.md": landing("Zentrale", "de", "/hub", "Mehr in der [Detailseite](/hub/detail) und der [Zentrale](/de/zentrale)."),
      "alone.md": landing("Alone", "en"),
      "de/index.md": landing("Startseite der Testseite", "de"),
    });
    const pages = new Map(loadSite(dir).pages.map((p) => [p.path, p]));
    expect(pages.get("/hub")?.counterpart).toEqual({ path: "/de/zentrale", label: "Zentrale", exact: true });
    expect(pages.get("/hub/detail")?.counterpart).toEqual({ path: "/de/zentrale", label: "Zentrale", exact: false });
    expect(pages.get("/alone")?.counterpart).toEqual({ path: "/de", label: "Startseite", exact: false });
    // A German page's links to English-only pages say so; its links to German pages do not.
    const html = pages.get("/de/zentrale")?.html ?? "";
    expect(html).toContain("\u00AD"); // German text gets soft hyphens
    expect(html.replaceAll("\u00AD", "")).toMatch(
      /<a href="\/hub\/detail" hreflang="en">Detailseite<span class="lang-note">.*Seite auf Englisch.*<\/span><\/a>/,
    );
    expect(html.replaceAll("\u00AD", "")).toContain('<a href="/de/zentrale">Zentrale</a>');
  });
});

describe("German pages link German pages", () => {
  it("turn every link to an English page with a German counterpart into the German page: prose, buttons, cards and people", () => {
    const german404 =
      "---\ntemplate: not-found\nlang: de\ntitle: Nicht gefunden\ndescription: Die deutsche Fehlerseite der Testseite für unbekannte Adressen unter /de.\nheading: Nicht gefunden\n---\n";
    const dir = site({
      "de/404.md": german404,
      "experts/ada-muster.md": expert("Ada Muster", "en", "/de/experten/ada-muster"),
      "de/experten/ada-muster.md": expert("Ada Muster", "de", "/experts/ada-muster"),
      "experts/ben-only.md": expert("Ben Only", "en", "", 9),
      "hub.md": `---
template: landing
kind: topic
title: Hub in English
description: A landing page of the fixture with a description long enough to pass validation.
translation: /de/zentrale
blocks:
  - type: hero
    heading: Hub
    lead: A lead paragraph of the fixture landing page that is long enough to be valid.
  - type: body
---
## Section one
`,
      "de/zentrale.md": `---
template: landing
kind: topic
lang: de
title: Zentrale auf Deutsch
description: Eine deutsche Seite der Testseite mit einer Beschreibung, die lang genug ist.
translation: /hub
blocks:
  - type: hero
    heading: Zentrale
    lead: Ein Absatz unter der Überschrift, lang genug für die Prüfung des Schemas.
    actions: [{ label: Mehr, href: /hub }]
  - type: features
    heading: Karten
    items:
      - { title: Zur Zentrale, text: Eine Karte zur englischen Adresse der Zentrale., href: "/hub#abschnitt-eins" }
      - { title: Zum Leitfaden, text: Eine Karte zu einer nur englischen Seite., href: /guide }
  - type: team
    heading: Ihr Team
    members: [/experts/ada-muster, /experts/ben-only]
  - type: body
---
## Abschnitt eins

Siehe [Ada](/experts/ada-muster) und [Ben](/experts/ben-only).
`,
    });
    const pages = new Map(loadSite(dir).pages.map((p) => [p.path, p]));
    const page = pages.get("/de/zentrale");
    const html = (page?.html ?? "").replaceAll("\u00AD", "");
    expect(html).toContain('<a href="/de/experten/ada-muster">Ada</a>');
    expect(html).toMatch(/<a href="\/experts\/ben-only" hreflang="en">Ben<span class="lang-note">/);
    const blocks = page && "blocks" in page.fields ? page.fields.blocks : [];
    const hero = blocks.find((b) => b.type === "hero");
    const features = blocks.find((b) => b.type === "features");
    expect(hero?.type === "hero" && hero.actions.map((a) => a.href)).toEqual(["/de/zentrale"]);
    expect(features?.type === "features" && features.items.map((i) => i.href)).toEqual(["/de/zentrale#abschnitt-eins", "/guide"]);
    // The team block names the English profiles; the German page shows the German one where it exists.
    expect(Object.fromEntries(Object.entries(page?.cards ?? {}).map(([k, c]) => [k, c.path]))).toEqual({
      "/experts/ada-muster": "/de/experten/ada-muster",
      "/experts/ben-only": "/experts/ben-only",
    });
    // English pages link what they name.
    expect(pages.get("/hub")?.html).not.toContain("/de/");
  });

  it("refuse a link whose anchor the German page lacks, naming the file", () => {
    const german404 =
      "---\ntemplate: not-found\nlang: de\ntitle: Nicht gefunden\ndescription: Die deutsche Fehlerseite der Testseite für unbekannte Adressen unter /de.\nheading: Nicht gefunden\n---\n";
    const page = (lang: string, translation: string, body: string) => `---
template: landing
kind: topic
lang: ${lang}
title: A page in ${lang}
description: ${lang === "de" ? DESCRIPTION_DE : "A landing page of the fixture with a description long enough to pass validation."}
translation: ${translation}
blocks:
  - type: hero
    heading: Page
    lead: ${lang === "de" ? LEAD_DE : "A lead paragraph of the fixture landing page that is long enough to be valid."}
  - type: body
---
${body}
`;
    const dir = site({
      "de/404.md": german404,
      "hub.md": page("en", "/de/zentrale", "## Only in English"),
      "de/zentrale.md": page("de", "/hub", "[Dort](/hub#only-in-english)"),
    });
    expect(problems(dir)).toEqual([
      "content/pages/de/zentrale.md: link to /de/zentrale#only-in-english: /de/zentrale has no #only-in-english (German pages link the German page of an English one)",
    ]);
  });
});

describe("reader aids and pictures", () => {
  const tagged = (n: number, tags: string[], extra = "") => post(n, `tags: [${tags.join(", ")}]\n${extra}`);

  it("generate one listing per blog tag, newest first, indexed only with two posts or more", () => {
    const dir = site({
      "blog.md": listing,
      "blog/one.md": tagged(1, ["Architecture", "On-call"]),
      "blog/two.md": tagged(2, ["Architecture"]),
    });
    const pages = loadSite(dir).pages;
    const architecture = pages.find((p) => p.path === "/blog/tags/architecture");
    const onCall = pages.find((p) => p.path === "/blog/tags/on-call");
    expect(architecture?.listing).toMatchObject({ tag: "Architecture", basePath: "/blog/tags/architecture", pageCount: 1 });
    expect(architecture?.listing?.featured?.path).toBe("/blog/two");
    expect(architecture?.listing?.items.map((c) => c.path)).toEqual(["/blog/one"]);
    // Every page of the blog and of its tags names every topic, most posts first.
    const topics = {
      all: "/blog",
      tags: [
        { label: "Architecture", path: "/blog/tags/architecture", count: 2 },
        { label: "On-call", path: "/blog/tags/on-call", count: 1 },
      ],
    };
    expect(pages.find((p) => p.path === "/blog")?.listing?.topics).toEqual(topics);
    expect(architecture?.listing?.topics).toEqual(topics);
    expect(onCall?.listing?.topics).toEqual(topics);
    expect(architecture?.fields.title).toBe("Posts on Architecture");
    expect(architecture && isIndexable(architecture)).toBe(true);
    expect(onCall && isIndexable(onCall)).toBe(false);
    const one = pages.find((p) => p.path === "/blog/one");
    expect(one?.reader?.tags).toEqual([
      { label: "Architecture", path: "/blog/tags/architecture" },
      { label: "On-call", path: "/blog/tags/on-call" },
    ]);
  });

  it("link the author's profile in the page's language, else in English, and count reading time from the text", () => {
    const words = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const dir = site({
      "blog.md": listing,
      "blog/one.md": post(1).replace("Test Author", "Ada Fixture").replace("Text of post 1.", words),
      "experts/ada.md": expert("Ada Fixture"),
    });
    const page = loadSite(dir).pages.find((p) => p.path === "/blog/one");
    expect(page?.reader?.minutes).toBe(3); // 500 words at 220 a minute
    expect(page?.reader?.author).toMatchObject({ path: "/experts/ada", label: "Ada Fixture", template: "expert" });
    expect(page?.reader?.author?.image?.src).toBe("/images/art/experts/ada.svg");
    // The profile lists what its expert wrote.
    expect(
      loadSite(dir)
        .pages.find((p) => p.path === "/experts/ada")
        ?.writing?.map((c) => c.path),
    ).toEqual(["/blog/one"]);
  });

  it("give written pages, experts and landing pages a drawn picture, and keep a page's own image", () => {
    const dir = site({ "blog.md": listing, "blog/one.md": post(1), "experts/ada.md": expert("Ada Fixture") });
    const pages = loadSite(dir).pages;
    const byPath = (p: string) => pages.find((x) => x.path === p);
    expect(byPath("/blog/one")?.image).toMatchObject({ src: "/images/art/blog/one.svg", width: 1200, height: 630 });
    expect(byPath("/blog/one")?.image?.alt).not.toBe("");
    expect(byPath("/experts/ada")?.image).toMatchObject({ width: 320, height: 320, alt: "Illustrated portrait of Ada Fixture" });
    expect(byPath("/experts/ada")?.image?.art).toBe("portrait-ada");
    // Listings have no picture of their own; a post's card is typographic (its cover is on its
    // own page), except the post a listing features (decision 045).
    expect(byPath("/blog")?.image).toBeUndefined();
    expect(byPath("/blog")?.listing?.featured?.image).toEqual(byPath("/blog/one")?.image);
    expect(byPath("/experts/ada")?.writing?.[0]?.image).toBeUndefined();
    const art = artOf(byPath("/blog/one")!, new Map(pages.map((p) => [p.path, p])));
    expect(art?.image.art).toMatch(/^cover-[a-z]+$/);
    expect(art?.draw?.()).toMatch(new RegExp(`^<svg[^>]* width="1200" height="630" role="img" data-art="${art?.image.art}">`));
  });

  it("count reading time from words, not markup", () => {
    expect(readingMinutes("<p>one two</p>")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(440)}</p><pre><code>${"<span></span>".repeat(500)}</code></pre>`)).toBe(2);
  });

  it("give tags plain ASCII addresses, whatever letters their labels have", () => {
    expect(["CI/CD", "Industry 4.0", "Künstliche Intelligenz", "Ärzte & Kliniken", "Größe", "Café"].map(urlSlug)).toEqual([
      "ci-cd",
      "industry-4-0",
      "kuenstliche-intelligenz",
      "aerzte-kliniken",
      "groesse",
      "cafe",
    ]);
  });
});

describe("figures in tables", () => {
  it("are amounts, percentages, durations and ranges, not text that starts with a digit", () => {
    for (const cell of ["12", "96%", "€1,200", "780–920", "6 h 40 min", "2.9 TB", "-3.5", "<b>48</b>"])
      expect(isFigure(cell), cell).toBe(true);
    for (const cell of ["Q3 2026", "1.1 TB, older months archived", "Finance", "", "3 engineers and a designer"])
      expect(isFigure(cell), cell).toBe(false);
  });

  it("mark a column only when every filled cell is a figure", () => {
    expect(
      figureColumns([
        ["Engineer", "780–920", "n/a"],
        ["Senior", "950", "12"],
        ["Lead", "", "14"],
      ]),
    ).toEqual([false, true, false]);
  });
});

describe("case study screens", () => {
  const study = (screen: string) => `---
template: portfolio
title: A fixture case study with a screen
description: A fixture case study whose screen the content check measures without drawing it.
client: A fixture client
industry: Testing
services: [Testing]
technologies: [TypeScript]
datePublished: 2026-01-20
outcomes:
  - { value: "61%", label: of claims registered without any manual data entry }
  - { value: "4 h", label: median time from first notice of loss to registered claim }
quote:
  text: The fixture's client said something about the work that is long enough for the schema.
  name: A fixture person
  role: A fixture role
topics: [/]
screen:
${screen}---
The fixture's case study.
`;
  const fits = `  kind: console
  title: Claim intake
  nav: [Open, Done]
  figures: [{ outcome: 0, label: No typing }]
  rows: [[Claim 88213, Hail, Open], [Claim 88214, Water, Open], [Claim 88215, Storm, Done]]
`;
  const screenProblemsOf = (screen: string) =>
    problems(site({ "portfolio/claims.md": study(screen) })).filter((p) => p.startsWith("content/pages/portfolio/claims.md screen"));

  it("accept a screen whose every text fits its picture", () => {
    expect(screenProblemsOf(fits)).toEqual([]);
  });

  it("refuse a title that does not fit, naming the file and the field, without drawing the screen", () => {
    const long = fits.replace("title: Claim intake", "title: Claims intake and registration console");
    let error: unknown;
    try {
      loadSite(site({ "portfolio/claims.md": study(long) }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).problems.filter((p) => p.field?.startsWith("screen")).map(formatProblem);
    expect(lines).toEqual([
      'content/pages/portfolio/claims.md: field "screen.title": "Claims intake and registration console" does not fit: about 901 units wide at 52 units, where the screen has 832 (about 31 characters); shorten it',
    ]);
  });

  it("refuse a figure of an outcome the case does not have, a row too long, and a shortened word", () => {
    const bad = fits
      .replace("figures: [{ outcome: 0, label: No typing }]", "figures: [{ outcome: 3, label: Accuracy }]")
      .replace("[Claim 88214, Water, Open]", "[Claim 88214, Water damage in the cellar, Open]")
      .replace("[Claim 88215, Storm, Done]", "[Claim 88215, Storm…, Done]");
    expect(screenProblemsOf(bad)).toEqual([
      "content/pages/portfolio/claims.md screen.rows[2][1]: expected the words in full, without … or ...",
    ]);
    expect(screenProblemsOf(bad.replace("Storm…", "Storm"))).toEqual([
      "content/pages/portfolio/claims.md screen.figures[0].outcome: the case has 2 outcomes: expected 0 to 1",
      'content/pages/portfolio/claims.md screen.rows[1][1]: "Water damage in the cellar" does not fit: about 488 units wide at 40 units, where the screen has 278 (about 13 characters); shorten it',
    ]);
  });
});
