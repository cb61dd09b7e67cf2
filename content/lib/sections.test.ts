import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSite } from "./load.ts";
import { siteProblems } from "../../tests/fixtures/site-problems.ts";

// The fixture site of the behaviour tests: /crm is a hub (section-index) with one article under it.
const FIXTURE = join(import.meta.dirname, "../../tests/fixtures/site");
const PUBLIC = join(import.meta.dirname, "../../public");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture site with some pages added. */
function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "sections-"));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [path, text] of Object.entries(pages)) {
    const file = join(dir, "content/pages", `${path}.md`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

const problems = (dir: string): string[] => siteProblems(dir, PUBLIC, "file");

const article = (title: string) => `---
template: article
title: ${title}
description: A fixture article added by a test, with a description long enough for the schema.
author: Mara Quell
datePublished: 2026-07-01
---
Text of the article.
`;

/** A practice page: every section of PRACTICE_SECTIONS, in order (content/lib/structure.ts checks it). */
const practicePage = (heading: string, practice: string) => `---
template: landing
kind: topic
practice: ${practice}
title: ${heading}
description: A fixture practice page added by a test, with a description long enough for the schema.
blocks:
  - type: hero
    eyebrow: Fixture practice
    heading: ${heading}
    lead: A lead paragraph that is long enough to pass the schema of the hero block.
  - type: stats
    heading: Figures
    items:
      - { value: "2", label: fixture figures }
      - { value: "3", label: fixture counts }
  - type: features
    heading: What it covers
    items:
      - { title: One thing, text: The first thing this fixture page covers. }
      - { title: Another thing, text: The second thing this fixture page covers. }
  - type: body
  - type: steps
    heading: How it runs
    items:
      - { title: First, text: The first step of the fixture. }
      - { title: Second, text: The second step of the fixture. }
  - type: case-studies
    heading: A case
  - type: team
    heading: Who leads it
    members: [/experts/mara-quell]
  - type: technologies
    heading: Technologies
    groups:
      - { name: Runtime, items: [TypeScript] }
  - type: faq
    heading: Questions
    items:
      - { question: Is this a fixture?, answer: "It is a page a test adds to the fixture site." }
      - { question: Does it stay?, answer: "The test removes its folder when it is done." }
  - type: section-index
  - type: cta
---
`;

const landing = (heading: string) => `---
template: landing
kind: topic
title: ${heading}
description: A fixture landing page added by a test, with a description long enough for the schema.
blocks:
  - type: hero
    heading: ${heading}
    lead: A lead paragraph that is long enough to pass the schema of the hero block.
---
`;

/** A German landing page of the fixture, written in German, as the German prose check wants. */
const germanLanding = (heading: string, kind: string) => `---
template: landing
kind: ${kind}
lang: de
title: ${heading}
description: Eine Testseite, die ein Test anlegt, mit einer Beschreibung, die lang genug für das Schema ist.
blocks:
  - type: hero
    heading: ${heading}
    lead: Ein einleitender Absatz, der lang genug ist, damit der Hero-Block das Schema erfüllt.
---
`;

describe("hubs list what is under their path", () => {
  it("finds an article added under a hub's path linked from the hub, without editing the hub", () => {
    const dir = site({ "crm/pipeline-reviews": article("Running pipeline reviews that change forecasts") });
    const crm = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/crm");
    expect(crm?.section?.articles.map((c) => c.path)).toEqual(["/crm/data-migration", "/crm/pipeline-reviews"]);
    // The hub's case study, found by its topics, is shown once: the hub's case-studies block
    // has its card, so the section index does not repeat it.
    expect(crm?.cards["/portfolio/clinic-scheduling"]).toBeDefined();
    expect(crm?.section?.caseStudies.map((c) => c.path)).toEqual([]);
    // The practice lead is on the hub's team block, so the section index does not repeat her.
    expect(crm?.cards["/experts/mara-quell"]).toBeDefined();
    expect(crm?.section?.experts.map((c) => c.path)).toEqual([]);
  });

  it("lists on a practice's hub the practice's pages that live under another path", () => {
    // Without the hub's link, the orphan check would refuse the page: nothing else links to it.
    const dir = site({
      "sales-automation": practicePage("Sales automation for the fixture", "crm"),
    });
    const crm = loadSite(dir, PUBLIC).pages.find((p) => p.path === "/crm");
    expect(crm?.section?.pages.map((c) => c.path)).toEqual(["/sales-automation"]);
  });

  it("refuses a page with pages under its path but no section-index block", () => {
    expect(problems(site({ "retail/store-rollouts": landing("Store rollouts for the fixture") }))).toEqual([
      "content/pages/retail.md: /retail has pages under its path (/retail/store-rollouts) but no section-index block to list them",
    ]);
  });
});

describe("the orphan check", () => {
  it("fails, naming the page, when no other page's main content links to it, even if the header and footer do", () => {
    const dir = site({ lonely: landing("A page nobody links to") });
    const settings = join(dir, "content/site.yaml");
    writeFileSync(
      settings,
      readFileSync(settings, "utf8")
        .replace("  - label: Careers\n    href: /careers", "  - label: Careers\n    href: /careers\n  - label: Lonely\n    href: /lonely")
        .replace(
          "    - label: Legal notice\n      href: /impressum",
          "    - label: Legal notice\n      href: /impressum\n    - label: Lonely\n      href: /lonely",
        ),
    );
    expect(readFileSync(settings, "utf8").match(/href: \/lonely/g)).toHaveLength(2);
    expect(problems(dir)).toEqual([
      "content/pages/lonely.md: no other page links to /lonely in its main content (header and footer links do not count): list it under a hub's path, or link it from a related page or a page's text",
    ]);
  });

  it("needs no link to a thank-you page, in any language, since only the enquiry path leads there", () => {
    const thanks = germanLanding("Danke für Ihre Nachricht", "thanks");
    expect(problems(site({ "de/danke-fixture": thanks }))).toEqual([]);
    expect(problems(site({ "de/lonely": germanLanding("Eine Seite ohne Link", "topic") }))).toEqual([
      "content/pages/de/lonely.md: no other page links to /de/lonely in its main content (header and footer links do not count): list it under a hub's path, or link it from a related page or a page's text",
    ]);
  });

  it("passes once another page's text links to it", () => {
    const linked = article("An article that points to the lonely page").replace("Text of the article.", "Read [the lonely page](/lonely).");
    expect(problems(site({ lonely: landing("A page somebody links to"), "crm/pointer": linked }))).toEqual([]);
  });
});

describe("bylines", () => {
  it("must name an expert profile, so readers see why the author knows the subject", () => {
    const byStranger = article("An article by someone without a profile").replace("author: Mara Quell", "author: Anna Nobody");
    expect(problems(site({ "crm/unsigned": byStranger }))).toEqual([
      'content/pages/crm/unsigned.md: expected the name of an expert profile (content/pages/experts/…) or the editorial team, not "Anna Nobody"',
    ]);
  });
});
