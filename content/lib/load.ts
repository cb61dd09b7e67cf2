// Reads content/ from disk, validates every file against its template's schema and
// compiles it to a SiteBundle. A bad file fails the build with file, line and field.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ZodType } from "zod";
import { FALLBACK_PATHS, type Card, type CompiledPage, type MenuLink, type SiteBundle, type SiteQueryData } from "../model.ts";
import { templateSchemas, templateNames, type TemplateName } from "../schema/pages.ts";
import { siteSettings, type ParsedSettings, type SiteSettings } from "../schema/site.ts";
import { compilePages, labelOf, linkIn } from "./compile.ts";
import { ContentError, fieldPath, type ContentProblem } from "./errors.ts";
import { parseFrontMatter, parseYaml, type FrontMatter } from "./frontmatter.ts";
import { checkCredentials, checkFacts, factRules, fillFacts, insertFacts, type FactRules } from "./facts.ts";
import { germanHyphenation } from "./hyphenate.ts";
import { loadTranslations, phraseIn } from "./locales.ts";
import { renderMarkdown } from "./markdown.ts";
import { brandsOf, checkEnglishProse, proseRules } from "./prose.ts";
import { checkGermanProse, germanLineProblems, germanSettingsTexts, namePatterns } from "./german-prose.ts";
import { checkTypography } from "./typography.ts";
import { checkBareFigures, checkBudgets, expandFactBlocks } from "./figures.ts";
import type { Facts } from "../schema/site.ts";
import { languageOfPath } from "../../policy/paths.ts";
import { SECURITY_TXT_PATH } from "../../policy/security-txt.ts";
import { siteOffices } from "./block-html.ts";

/** The page with the office addresses (section #offices, spec §2.1). */
const OFFICES_PAGE = "/contacts";
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const SPECIAL_FILES: Record<string, { path: string; template: TemplateName }> = {
  "404.md": { path: FALLBACK_PATHS.notFound, template: "not-found" },
  "500.md": { path: FALLBACK_PATHS.serverError, template: "server-error" },
  "de/404.md": { path: FALLBACK_PATHS.notFoundDe, template: "not-found" },
};

/** The fields of a block that hold running text or headings: German pages get soft hyphens in
 * them (links, labels of buttons, ids and figures stay as written). */
const HYPHENATED_FIELDS = new Set(["text", "lead", "intro", "answer", "note"]);
const HYPHENATED_HEADINGS = new Set(["heading", "title"]);

type Hyphenation = ReturnType<typeof germanHyphenation>;

function hyphenateBlock(value: unknown, hyphenate: Hyphenation, key = ""): unknown {
  if (typeof value === "string")
    return HYPHENATED_FIELDS.has(key) ? hyphenate.text(value) : HYPHENATED_HEADINGS.has(key) ? hyphenate.heading(value) : value;
  if (Array.isArray(value)) return value.map((v) => hyphenateBlock(v, hyphenate));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hyphenateBlock(v, hyphenate, k)]));
  return value;
}

/** Validates `value` and turns each issue into a problem that names file, line and field. */
function check<T>(schema: ZodType<T>, value: unknown, file: string, fm: FrontMatter, problems: ContentProblem[]): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file, line: fm.lineOf(issue.path), field: fieldPath(issue.path) || undefined, message: issue.message });
  }
  return undefined;
}

function listMarkdown(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listMarkdown(full));
    else if (name.endsWith(".md")) out.push(full);
  }
  return out;
}

function pathOf(relFromPages: string): string | { error: string } {
  const parts = relFromPages.split(sep);
  const file = parts.pop() ?? "";
  const special = SPECIAL_FILES[[...parts, file].join("/")];
  if (special) return special.path;
  const stem = file.replace(/\.md$/, "");
  const segments = stem === "index" ? parts : [...parts, stem];
  const bad = segments.find((s) => !SLUG.test(s));
  if (bad !== undefined) return { error: `"${bad}" is not a valid path segment: use lower-case letters, digits and hyphens` };
  return `/${segments.join("/")}`;
}

export function loadSettings(rootDir: string, problems: ContentProblem[]): SiteSettings | undefined {
  const file = "content/site.yaml";
  const source = readFileSync(join(rootDir, file), "utf8");
  checkTypography(source, file, undefined, problems);
  const fm = parseYaml(source);
  for (const e of fm.syntaxErrors) problems.push({ file, line: e.line, message: `YAML syntax: ${e.message}` });
  if (fm.syntaxErrors.length) return undefined;
  const parsed = check(siteSettings, fm.data, file, fm, problems);
  if (parsed) {
    const names = namePatterns([...brandsOf(parsed), ...parsed.facts.credentials.map((c) => c.name)]);
    for (const { path, text } of germanSettingsTexts(parsed))
      for (const message of germanLineProblems(text, names))
        problems.push({ file, line: fm.lineOf(path), field: fieldPath(path), message });
  }
  return parsed && withPracticeLinks(parsed, file, fm, problems);
}

/** The footers' `practice: key` entries become links labelled with the practice's name, the
 * German footer's with its German name, to the practice's hub: the name has one home (facts). */
function withPracticeLinks(settings: ParsedSettings, file: string, fm: FrontMatter, problems: ContentProblem[]): SiteSettings | undefined {
  const byKey = new Map(settings.facts.practices.map((p) => [p.key, p]));
  let failed = false;
  const resolve = (footer: ParsedSettings["footer"], at: string, names?: Record<string, string>): SiteSettings["footer"] => ({
    ...footer,
    columns: footer.columns.map((column, c) => ({
      ...column,
      links: column.links.flatMap((entry, l) => {
        if (!("practice" in entry)) return [entry];
        const practice = byKey.get(entry.practice);
        if (practice) return [{ label: names?.[practice.key] ?? practice.name, href: practice.hub }];
        failed = true;
        const path = [...(at ? [at] : []), "footer", "columns", c, "links", l, "practice"];
        problems.push({
          file,
          line: fm.lineOf(path),
          field: fieldPath(path),
          message: `"${entry.practice}" is not a key of facts.practices: known are ${[...byKey.keys()].join(", ")}`,
        });
        return [];
      }),
    })),
  });
  const { german, ...rest } = settings;
  const resolved: SiteSettings = {
    ...rest,
    footer: resolve(settings.footer, ""),
    ...(german ? { german: { ...german, footer: resolve(german.footer, "german", german.practiceNames) } } : {}),
  };
  return failed ? undefined : resolved;
}

type NextSteps = SiteSettings["nextSteps"];
/** The English and the German prose checks: the practices' names, and names that may stay
 * English inside German text. */
type ProseRules = ReturnType<typeof proseRules> & { names: RegExp[] };

/** The next-steps block becomes the steps of content/site.yaml, in the page's language. */
function expandNextSteps(blocks: unknown[], steps: NextSteps): unknown[] {
  return blocks.map((b) => {
    const block = b as { type?: string; heading?: string };
    return block.type === "next-steps" ? { type: "steps", heading: block.heading ?? steps.heading, items: steps.items } : b;
  });
}

/** `facts`: what pages insert, from valid settings only (otherwise nothing is inserted);
 * `nextSteps`: the steps after an enquiry, by language. */
function loadPage(
  rootDir: string,
  full: string,
  problems: ContentProblem[],
  hyphenate: Hyphenation,
  facts?: FactRules,
  nextSteps?: Record<"en" | "de", NextSteps>,
  prose?: ProseRules,
  siteFacts?: Facts,
  awaitingBasis?: ReadonlySet<string>,
): CompiledPage | undefined {
  const file = relative(rootDir, full).split(sep).join("/");
  const path = pathOf(relative(join(rootDir, "content/pages"), full));
  if (typeof path !== "string") {
    problems.push({ file, message: path.error });
    return undefined;
  }
  const source = readFileSync(full, "utf8");
  // The language before the front matter is parsed: German pages under /de, and the few outside
  // it (the /node archive) that say lang: de.
  const saysGerman = /^lang:\s*de\s*$/m.test(source.split(/\n---\s*\n/)[0] ?? "");
  const lang = saysGerman ? "de" : languageOfPath(path);
  checkBareFigures(source, file, problems, awaitingBasis);
  const filled = facts ? insertFacts(source, file, { path, lang }, facts, problems) : source;
  if (prose && lang === "en") checkEnglishProse(filled, file, prose, problems);
  // A page under /de that does not say lang: de is refused for that alone.
  if (prose && saysGerman) checkGermanProse(filled, file, prose.names, problems);
  checkTypography(filled, file, lang, problems);
  const fm = parseFrontMatter(filled);
  if (!fm) {
    problems.push({ file, line: 1, message: "expected YAML front matter between --- lines at the top of the file" });
    return undefined;
  }
  for (const e of fm.syntaxErrors) problems.push({ file, line: e.line, message: `YAML syntax: ${e.message}` });
  if (fm.syntaxErrors.length) return undefined;
  const template = (fm.data as { template?: unknown } | null)?.template;
  if (typeof template !== "string" || !(templateNames as string[]).includes(template)) {
    problems.push({ file, line: fm.lineOf(["template"]), field: "template", message: `expected one of ${templateNames.join(", ")}` });
    return undefined;
  }
  const special = Object.values(SPECIAL_FILES).find((s) => s.path === path);
  if (special && special.template !== template) {
    problems.push({ file, line: fm.lineOf(["template"]), field: "template", message: `expected ${special.template} for ${path}` });
    return undefined;
  }
  const fields = check(templateSchemas[template as TemplateName] as ZodType<Record<string, unknown>>, fm.data, file, fm, problems);
  if (!fields) return undefined;
  const { template: _t, ...rest } = fields;
  const german = rest.lang === "de";
  if (nextSteps && Array.isArray(rest.blocks)) rest.blocks = expandNextSteps(rest.blocks, nextSteps[german ? "de" : "en"]);
  if (siteFacts && Array.isArray(rest.blocks))
    rest.blocks = expandFactBlocks(rest.blocks, siteFacts, german ? "de" : "en", (field, message) =>
      problems.push({
        file,
        line: fm.lineOf(
          field
            .split(/[.[\]]+/)
            .filter(Boolean)
            .map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
        ),
        field,
        message,
      }),
    );
  if (german && Array.isArray(rest.blocks)) rest.blocks = rest.blocks.map((b) => hyphenateBlock(b, hyphenate));
  const { html, headings } = renderMarkdown(fm.body, german ? hyphenate : undefined);
  return { path, template, fields: rest, html, headings, related: [], cards: {}, breadcrumbs: [], source: file } as unknown as CompiledPage;
}

export function contentHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 20);
}

/** What German pages show around their content (site.yaml `german`). */
type Frame = NonNullable<SiteSettings["german"]>;

/**
 * Loads and validates everything under `<rootDir>/content` (images named by pages must be in
 * `publicDir`); throws ContentError listing every problem.
 */
export function loadSite(rootDir: string, publicDir = join(rootDir, "public"), today = new Date()): SiteBundle {
  const problems: ContentProblem[] = [];
  const settings = loadSettings(rootDir, problems);
  const translations = loadTranslations(problems);
  if (settings) problems.push(...checkFacts(settings.facts, "content/site.yaml"));
  if (settings) problems.push(...checkCredentials(settings.facts, settings.programmes, "content/site.yaml"));
  if (settings) problems.push(...checkBudgets(settings.facts, "content/site.yaml"));
  for (const p of settings?.german ? settings.facts.practices : [])
    if (!settings?.german?.practiceNames[p.key])
      problems.push({
        file: "content/site.yaml",
        field: `german.practiceNames.${p.key}`,
        message: `the German name of practice ${p.key} is missing`,
      });
  const facts =
    settings &&
    factRules(
      settings.facts,
      settings.offices.map((o) => o.city),
      today,
      settings.security.contact,
    );
  const pagesDir = join(rootDir, "content/pages");
  const files = listMarkdown(pagesDir);
  const filePaths = new Set(files.map((full) => pathOf(relative(pagesDir, full))).filter((p): p is string => typeof p === "string"));
  const hyphenate = germanHyphenation(settings ? [...brandsOf(settings)] : []);
  const fill = (steps: NextSteps, lang: "en" | "de"): NextSteps =>
    facts
      ? { ...steps, items: steps.items.map((i) => ({ title: fillFacts(i.title, facts, lang), text: fillFacts(i.text, facts, lang) })) }
      : steps;
  const nextSteps = settings && {
    en: fill(settings.nextSteps, "en"),
    de: fill(settings.german?.nextSteps ?? settings.nextSteps, "de"),
  };
  const prose = settings && {
    ...proseRules(
      settings.facts.practices.map((p) => p.name),
      brandsOf(settings),
    ),
    names: namePatterns([...brandsOf(settings), ...settings.facts.credentials.map((c) => c.name)]),
  };
  const loaded = files
    .map((full) =>
      loadPage(rootDir, full, problems, hyphenate, facts, nextSteps, prose, settings?.facts, new Set(settings?.figuresAwaitingBasis)),
    )
    .filter((p): p is CompiledPage => p !== undefined);
  const imageExists = (src: string) => existsSync(join(publicDir, src));
  const compiled = settings ? compilePages({ pages: loaded, settings, filePaths, imageExists }, problems) : undefined;
  // The German menu names an English-only hub or industry in German (german.menuNames).
  if (compiled && settings?.german) {
    const translated = new Set(compiled.pages.flatMap((p) => (p.fields.translation ? [p.path] : [])));
    const shown = [...compiled.sections.practices.flatMap((g) => (g.hub ? [g.hub] : [])), ...compiled.sections.industries];
    for (const c of shown)
      if (!translated.has(c.path) && !settings.german.menuNames[c.path])
        problems.push({
          file: "content/site.yaml",
          field: `german.menuNames`,
          message: `the German menu shows ${c.path}, which has no German page: give it a German label and line under german.menuNames`,
        });
  }
  if (problems.length || !settings || !compiled || !facts) throw new ContentError(problems);
  const { pages, sections } = compiled;
  const byPath = new Map(pages.map((p) => [p.path, p]));
  // The German frame links German pages wherever they exist, as German pages do (linkIn).
  const inGermanFrame = (frame: Frame): Frame => {
    const to = (href: string) => linkIn("de", href, byPath);
    const link = <T extends { href: string }>(l: T): T => ({ ...l, href: to(l.href) });
    return {
      ...frame,
      navigation: frame.navigation.map((n) => ({ ...link(n), children: n.children.map(link) })),
      headerCta: link(frame.headerCta),
      footer: {
        ...frame.footer,
        // A footer column is narrow on a phone: its long German words get soft hyphens.
        columns: frame.footer.columns.map((c) => ({ ...c, links: c.links.map((l) => ({ ...link(l), label: hyphenate.text(l.label) })) })),
        legal: frame.footer.legal.map(link),
      },
      cta: { ...frame.cta, action: link(frame.cta.action) },
    };
  };
  const german = inGermanFrame(
    settings.german ?? {
      navigation: settings.navigation,
      headerCta: settings.headerCta,
      footer: settings.footer,
      cta: settings.cta,
      nextSteps: settings.nextSteps,
      practiceNames: {},
      menuNames: {},
    },
  );
  const lineOf = (path: string) => {
    const f = byPath.get(path)?.fields;
    return f && "menuLine" in f && f.menuLine ? { line: f.menuLine } : {};
  };
  const menuLink = (c: Card): MenuLink => ({ path: c.path, label: c.label, ...lineOf(c.path) });
  // The German menu: each practice's German hub and German pages; an English hub where the
  // practice has no German one (the header marks it as English). Industries likewise.
  const inGerman = (c: Card): MenuLink | undefined => {
    const other = byPath.get(c.path)?.fields.translation;
    const page = other ? byPath.get(other) : undefined;
    return page && { path: page.path, label: labelOf(page), ...lineOf(page.path) };
  };
  // An English-only page keeps its address but is named in German (german.menuNames).
  const namedInGerman = (c: Card): MenuLink => {
    const named = settings.german?.menuNames[c.path];
    return named ? { path: c.path, label: named.label, line: named.line } : menuLink(c);
  };

  const data: SiteQueryData = {
    siteMetadata: {
      companyName: settings.companyName,
      siteUrl: settings.siteUrl,
      description: settings.description,
      email: settings.email,
      phone: settings.phone,
    },
    navigation: settings.navigation,
    offices: siteOffices(settings.offices),
    facts: {
      ...settings.facts,
      // The issuer as "Issued by {{issuer}}" inserts it: without a closing full stop; a note may
      // state a policy ({{policy.licences}}): filled in like a page's text.
      credentials: settings.facts.credentials.map(({ de, ...credential }) => {
        const c = {
          ...credential,
          issuer: credential.issuer.replace(/\.$/, ""),
          ...(credential.note ? { note: fillFacts(credential.note, facts, "en") } : {}),
        };
        if (!de) return c;
        const { issuer, ...german } = de;
        return {
          ...c,
          de: {
            ...german,
            ...(german.note ? { note: fillFacts(german.note, facts, "de") } : {}),
            ...(issuer ? { issuer: phraseIn("credentials::issuer", "issuer", issuer) } : {}),
            ...(c.page ? { page: linkIn("de", c.page, byPath) } : {}),
          },
        };
      }),
    },
    clients: settings.clients.map((c) => {
      const german = c.caseStudy && linkIn("de", c.caseStudy, byPath);
      return german && german !== c.caseStudy ? { ...c, caseStudyDe: german } : c;
    }),
    cta: settings.cta,
    ...(settings.analytics ? { analytics: settings.analytics } : {}),
    translations,
    german: { navigation: german.navigation, cta: german.cta },
  };
  const { contact, policy, languages, expiresInDays } = settings.security;
  return {
    pages,
    security: {
      contact,
      policy: `${settings.siteUrl}${policy}`,
      languages,
      canonical: `${settings.siteUrl}${SECURITY_TXT_PATH}`,
      expiresInDays,
    },
    staticQuery: { hash: contentHash(data), data },
    slices: {
      header: {
        cta: settings.headerCta,
        menu: {
          practices: sections.practices.map((g) => ({ name: g.name, hub: g.hub && menuLink(g.hub), pages: g.pages.map(menuLink) })),
          industries: sections.industries.map(menuLink),
        },
        german: {
          cta: german.headerCta,
          menu: {
            practices: sections.practices.map((g) => ({
              name: german.practiceNames[g.key] ?? g.name,
              hub: g.hub && (inGerman(g.hub) ?? namedInGerman(g.hub)),
              pages: g.pages.flatMap((p) => inGerman(p) ?? []),
            })),
            industries: sections.industries.map((c) => inGerman(c) ?? namedInGerman(c)),
          },
        },
      },
      footer: {
        columns: settings.footer.columns,
        legal: settings.footer.legal,
        offices: `${OFFICES_PAGE}#offices`,
        german: { ...german.footer, offices: `${byPath.get(OFFICES_PAGE)?.fields.translation ?? OFFICES_PAGE}#offices` },
      },
    },
  };
}
