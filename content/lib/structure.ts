// Checks of the site's structure that span pages and settings: practices and their hubs,
// industries, case-study topics, quotes, tables, and that every page with pages under its
// path shows them (a section-index block).
import { PRACTICE_SECTIONS, type CompiledPage } from "../model.ts";
import type { SiteSettings } from "../schema/site.ts";
import type { ContentProblem } from "./errors.ts";
import { homeOf } from "../../policy/paths.ts";
import { isHub } from "./sections.ts";

/** Bylines of pieces the editors wrote, such as interviews. */
const EDITORS = /\b(editorial team|Redaktion)$/;

/** The home pages link everything through their own blocks; they are not section hubs. */
const HOME_PAGES = new Set([homeOf("en"), homeOf("de")]);

export function checkStructure(
  pages: CompiledPage[],
  settings: SiteSettings,
  filePaths: ReadonlySet<string>,
  imageExists: (src: string) => boolean,
  problems: ContentProblem[],
) {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  // A path whose file is invalid was reported already: do not report it again here.
  const is = (path: string, template: CompiledPage["template"]) => !byPath.has(path) || byPath.get(path)?.template === template;
  const keys = new Set(settings.facts.practices.map((p) => p.key));
  const settingsProblem = (field: string, message: string) => problems.push({ file: "content/site.yaml", field, message });

  settings.facts.practices.forEach((p, i) => {
    if (!filePaths.has(p.hub)) settingsProblem(`facts.practices[${i}].hub`, `no page at ${p.hub}`);
    else if (!is(p.hub, "landing")) settingsProblem(`facts.practices[${i}].hub`, `${p.hub} is not a landing page`);
    if (p.lead && (!filePaths.has(p.lead) || !is(p.lead, "expert")))
      settingsProblem(`facts.practices[${i}].lead`, `${p.lead} is not an expert profile`);
  });
  // The people a closing band names by default (a practice's lead, a language's default person)
  // are expert profiles with a direct line, written on the English profile.
  const directLineOf = (path: string) => {
    const page = byPath.get(path);
    const english = page?.fields.lang === "de" && page.fields.translation ? byPath.get(page.fields.translation) : page;
    return english?.template === "expert" ? english.fields.directLine : undefined;
  };
  const named: Array<[string, string | undefined]> = [
    ["cta.person", settings.cta.person],
    ["german.cta.person", settings.german?.cta.person],
    ...settings.facts.practices.map((p, i): [string, string | undefined] => [`facts.practices[${i}].lead`, p.lead]),
  ];
  for (const [field, path] of named)
    if (path && byPath.has(path) && !directLineOf(path))
      settingsProblem(field, `${path} is named in closing bands: give the expert a directLine on the English profile`);
  settings.facts.credentials.forEach((c, i) => {
    if (c.page && !filePaths.has(c.page)) settingsProblem(`facts.credentials[${i}].page`, `no page at ${c.page}`);
  });
  settings.clients.forEach((c, i) => {
    if (!imageExists(c.logo.src)) settingsProblem(`clients[${i}].logo.src`, `no file public${c.logo.src}`);
    if (c.caseStudy && (!filePaths.has(c.caseStudy) || !is(c.caseStudy, "portfolio")))
      settingsProblem(`clients[${i}].caseStudy`, `${c.caseStudy} is not a case study`);
  });

  // A byline names an expert profile, so a reader can see why the author knows the subject.
  const experts = new Set(pages.flatMap((p) => (p.template === "expert" ? [p.fields.name] : [])));
  for (const page of pages) {
    const problem = (field: string, message: string) => problems.push({ file: page.source, field, message });
    if (
      (page.template === "article" || page.template === "blog-post") &&
      !experts.has(page.fields.author) &&
      !EDITORS.test(page.fields.author)
    ) {
      problem(
        "author",
        `expected the name of an expert profile (content/pages/experts/…) or the editorial team, not "${page.fields.author}"`,
      );
    }
    if (page.template === "portfolio") {
      page.fields.topics.forEach((t, i) => {
        if (!filePaths.has(t)) problem(`topics[${i}]`, `no page at ${t}`);
        else if (!is(t, "landing")) problem(`topics[${i}]`, `${t} is not a landing page`);
      });
    }
    if (page.template !== "landing") continue;
    const f = page.fields;
    if (f.practice && !keys.has(f.practice))
      problem("practice", `expected one of the practices of content/site.yaml: ${[...keys].join(", ")}`);
    const hubOf = (path: string) => settings.facts.practices.some((p) => p.hub === path);
    const counterpartOfHub = pages.some((p) => p.template === "landing" && hubOf(p.path) && p.fields.translation === page.path);
    if (!f.menuLine && (hubOf(page.path) || f.industry || counterpartOfHub))
      problem("menuLine", "the header's menu shows this page with one line under its name: write it (10 to 70 characters)");
    if (f.practice) {
      const found = f.blocks.map((b) => b.type);
      if (found.join() !== PRACTICE_SECTIONS.join()) {
        const missing = PRACTICE_SECTIONS.filter((t) => !found.includes(t));
        problem(
          "blocks",
          `a practice page has these sections, in this order: ${PRACTICE_SECTIONS.join(", ")}; found ${found.join(", ")}${missing.length ? ` (missing: ${missing.join(", ")})` : ""}`,
        );
      }
      const hero = f.blocks.find((b) => b.type === "hero");
      if (hero?.type === "hero" && !hero.eyebrow) problem("blocks[0].eyebrow", "a practice page's hero names the practice in an eyebrow");
    }
    f.blocks.forEach((b, i) => {
      if (b.type === "quotes")
        b.items.forEach((q, j) => {
          if (!filePaths.has(q) || !is(q, "portfolio")) problem(`blocks[${i}].items[${j}]`, `${q} is not a case study`);
        });
      if (b.type === "table")
        b.rows.forEach((row, j) => {
          if (row.length !== b.columns.length) problem(`blocks[${i}].rows[${j}]`, `expected ${b.columns.length} cells, one per column`);
        });
    });
    const under = pages.filter((p) => p.path.startsWith(`${page.path}/`));
    const listsThem = isHub(page) || f.blocks.some((b) => b.type === "practices");
    if (under.length && !listsThem && !HOME_PAGES.has(page.path)) {
      const some = under.slice(0, 3).map((p) => p.path);
      problem(
        "blocks",
        `${page.path} has pages under its path (${some.join(", ")}${under.length > 3 ? ", …" : ""}) but no section-index block to list them`,
      );
    }
  }
}
