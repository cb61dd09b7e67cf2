// Figures with a basis (decision 042). A percentage on a company, practice, industry or service
// page (every landing page) is a case study's result (a stats item's `case:` and `outcome:`, or a
// link to the case next to it), a figure of content/site.yaml with how it was counted
// (`figure:`, {{figure.<key>}}), or shows its own count beside it ("410 of 450 minutes"):
// anything else is refused with its file, line and field. The day rates and the worked budgets
// are facts too: the day-rates and budget blocks become tables made from them.
import type { Facts } from "../schema/site.ts";
import { fieldPath, type ContentProblem } from "./errors.ts";
import { dayRateText, money } from "./facts.ts";
import { parseFrontMatter } from "./frontmatter.ts";

type Lang = "en" | "de";

/** A percentage in English or German: "58%", "9,5 %", "40 percent", "80 Prozent", "80-Prozent-". */
export const PERCENTAGE = /(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?%|\s?(?:percent|per cent|Prozent)\b|-Prozent)/i;

/** A claimed multiple: "14x", "three times faster", "zwei- bis dreimal schneller" (a product such
 * as "3 × 4" or a threshold such as "3× expected peak" is not one). */
export const MULTIPLE =
  /(?<![\w.,])[1-9]\d*(?:[.,]\d+)?x\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twice)(?:\s+to\s+\w+)?\s+times\s+(?:faster|quicker|more|less|fewer|higher|lower|cheaper|as)\b|\b(?:zwei|drei|vier|fünf|zehn|\d+)(?:-\s+bis\s+\w+)?mal\s+(?:schneller|mehr|weniger|höher|niedriger|günstiger|so)\b/i;

/** A figure that needs a basis: a percentage or a claimed multiple. */
const CLAIM = new RegExp(`${PERCENTAGE.source}|${MULTIPLE.source}`, "i");
const kindOf = (text: string) => (PERCENTAGE.test(text) ? "percentage" : "multiple");
const claimIn = (text: string) => CLAIM.exec(text)?.[0] ?? "";

/** What gives a percentage its basis on the same line or paragraph: a figure of site.yaml, a
 * case study linked, the count it was taken from ("36,150 good bottles of 36,900"), the product it
 * is ("0.91 × 0.90 × 0.98") or the legal provision that sets it ("Art. 34 NIS2 Directive", "§ 933 ABGB"). */
const BASIS = [
  /\{\{\s*(?:figure\.|deliveryShare\b)/,
  /\d\s*×\s*\d/,
  /(?:§|\bArt\.)\s*\d+/,
  /\]\((?:\/de\/referenzen|\/portfolio)\/[a-z0-9-]+/,
  /\b\d[\d,.]*\s+(?:[\p{L}-]+\s+){0,3}(?:of|von)\s+\d[\d,.]*\b/u,
];
const hasBasis = (text: string) => BASIS.some((b) => b.test(text));

const isLanding = (source: string) => /^template:\s*landing\s*$/m.test(source.split(/\n---\s*\n/)[0] ?? "");

/** Refuses bare percentages in a landing page's source, unless the page is one of `awaiting`
 * (site.yaml figuresAwaitingBasis: files under content/pages whose figures are not reviewed yet) (before facts are inserted, so a
 * {{figure.…}} still shows where its value comes from). */
export function checkBareFigures(
  source: string,
  file: string,
  problems: ContentProblem[],
  awaiting: ReadonlySet<string> = new Set(),
): void {
  if (!isLanding(source) || awaiting.has(file.replace(/^content\/pages\//, ""))) return;
  const fm = parseFrontMatter(source);
  if (!fm?.data) return;
  const refuse = (path: Array<string | number>, text: string, what: string) =>
    problems.push({
      file,
      line: fm.lineOf(path),
      field: fieldPath(path),
      message: `"${claimIn(text)}" is a bare ${kindOf(claimIn(text))} ${what}: make it a case study's result (case: and outcome:, or a link to the case), a figure of content/site.yaml with its basis (figure: <key>, {{figure.<key>}}), or remove it`,
    });
  const walk = (value: unknown, path: Array<string | number>, stats: boolean): void => {
    if (typeof value === "string") {
      if (!CLAIM.test(value)) return;
      if (stats) refuse(path, value, "in a stats block");
      else if (!hasBasis(value)) refuse(path, value, "in the text");
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], stats));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k], stats || (value as { type?: unknown }).type === "stats");
  };
  walk((fm.data as { blocks?: unknown }).blocks, ["blocks"], false);
  // The body: a paragraph (or table) is one unit; the line named is the percentage's own.
  const bodyStart = source.split("\n").length - fm.body.split("\n").length + 1;
  let unit: Array<{ line: string; n: number }> = [];
  const flush = () => {
    const text = unit.map((u) => u.line).join("\n");
    const table = unit.every((u) => u.line.trimStart().startsWith("|"));
    for (const u of unit)
      if (CLAIM.test(u.line) && !hasBasis(table ? u.line : text))
        problems.push({
          file,
          line: u.n,
          field: "body",
          message: `"${claimIn(u.line)}" is a bare ${kindOf(claimIn(u.line))} in the text: link the case study it comes from, insert a figure of content/site.yaml with its basis ({{figure.<key>}}), show the count it was taken from, or remove it`,
        });
    unit = [];
  };
  let code = false;
  fm.body.split("\n").forEach((line, i) => {
    if (/^\s*```/.test(line)) code = !code;
    if (code) return;
    if (line.trim() === "") flush();
    else unit.push({ line, n: bodyStart + i });
  });
  flush();
}

type StatsItem = { value?: string; label?: string; figure?: string; basis?: string; case?: string; outcome?: number };
type AnyBlock = { type?: string; [k: string]: unknown };

const COLUMNS = {
  rates: { en: ["Role", "What the role covers", "Day rate"], de: ["Rolle", "Was die Rolle umfasst", "Tagessatz"] },
  budget: {
    en: ["Phase", "Weeks", "Person-days", "Person-days by role", "Fees"],
    de: ["Phase", "Wochen", "Personentage", "Personentage je Rolle", "Honorar"],
  },
};

/** A budget's phases priced at the upper end of each day rate, with the contingency. */
export function priceBudget(b: Facts["budgets"][number], rates: Facts["dayRates"]) {
  const rate = new Map(rates.map((r) => [r.key, r.to]));
  const phases = b.phases.map((p) => {
    const days = Object.values(p.days).reduce((n, d) => n + d, 0);
    const fees = Object.entries(p.days).reduce((n, [role, d]) => n + d * (rate.get(role) ?? 0), 0);
    return { ...p, days, fees };
  });
  const fees = phases.reduce((n, p) => n + p.fees, 0);
  const contingency = Math.round((fees * b.contingency) / 1000) * 1000;
  return {
    phases,
    fees,
    contingency,
    total: fees + contingency,
    unknownRoles: b.phases.flatMap((p) => Object.keys(p.days).filter((k) => !rate.has(k))),
  };
}

/** The budgets' roles must be day rates, and each total must stay under its ceiling. */
export function checkBudgets(facts: Facts, file: string): ContentProblem[] {
  return facts.budgets.flatMap((b, i) => {
    const priced = priceBudget(b, facts.dayRates);
    const out: ContentProblem[] = priced.unknownRoles.map((r) => ({
      file,
      field: `facts.budgets[${i}].phases`,
      message: `"${r}" is not a key of facts.dayRates`,
    }));
    if (priced.total > b.ceiling)
      out.push({
        file,
        field: `facts.budgets[${i}]`,
        message: `costs ${priced.total} with its contingency at today's day rates, more than its ceiling of ${b.ceiling}: change the phases or the page`,
      });
    return out;
  });
}

/** Stats items that name a figure, and the day-rates and budget blocks, filled in from the facts
 * in the page's language; `problem` gets an unknown key with its field. */
export function expandFactBlocks(
  blocks: unknown[],
  facts: Facts,
  lang: Lang,
  problem: (field: string, message: string) => void,
): unknown[] {
  const figures = new Map(facts.figures.map((f) => [f.key, f]));
  return blocks.map((raw, i) => {
    const b = raw as AnyBlock;
    if (b.type === "stats")
      return {
        ...b,
        items: (b.items as StatsItem[]).map((item, j) => {
          if (!item.figure) return item;
          const f = figures.get(item.figure);
          if (!f) {
            problem(
              `blocks[${i}].items[${j}].figure`,
              `"${item.figure}" is not a key of facts.figures: known are ${[...figures.keys()].join(", ")}`,
            );
            return item;
          }
          return { value: f.value[lang], label: f.label[lang], basis: f.basis[lang] };
        }),
      };
    if (b.type === "day-rates")
      return tableOf(
        b,
        COLUMNS.rates[lang],
        facts.dayRates.map((r) => [r.role[lang], r.covers[lang], dayRateText(r, lang)]),
      );
    if (b.type === "budget") {
      const found = facts.budgets.find((x) => x.key === b.budget);
      if (!found) {
        problem(`blocks[${i}].budget`, `"${String(b.budget)}" is not a key of facts.budgets`);
        return { type: "body" };
      }
      const priced = priceBudget(found, facts.dayRates);
      const n = (v: number) => v.toLocaleString(lang === "de" ? "de-DE" : "en-GB");
      const word = {
        en: { total: "Fees", contingency: `Contingency, held by you (${n(found.contingency * 100)}% of fees)`, budget: "Budget" },
        de: {
          total: "Honorar",
          contingency: `Reserve, von Ihnen verwaltet (${n(found.contingency * 100)} % des Honorars)`,
          budget: "Budget",
        },
      }[lang];
      // Each row's person-days split by role, in the order of the day rates, so that every fee
      // can be checked as days times the role's rate.
      const byRole = (days: Record<string, number>) =>
        facts.dayRates
          .filter((r) => days[r.key])
          .map((r) => `${r.role[lang]} ${n(days[r.key] ?? 0)}`)
          .join(" · ");
      const allDays: Record<string, number> = {};
      for (const p of found.phases) for (const [k, d] of Object.entries(p.days)) allDays[k] = (allDays[k] ?? 0) + d;
      const span = (from: number, to: number) => `${n(from)}–${n(to)}`;
      const end = Math.max(...priced.phases.map((p) => p.start + p.weeks - 1));
      const days = priced.phases.reduce((s, p) => s + p.days, 0);
      return tableOf(b, COLUMNS.budget[lang], [
        ...priced.phases.map((p, i) => [
          p.name[lang],
          span(p.start, p.start + p.weeks - 1),
          n(p.days),
          byRole(found.phases[i]?.days ?? {}),
          money(p.fees, lang),
        ]),
        [word.total, span(1, end), n(days), byRole(allDays), money(priced.fees, lang)],
        [word.contingency, "–", "–", "–", money(priced.contingency, lang)],
        [word.budget, span(1, end), n(days), byRole(allDays), money(priced.total, lang)],
      ]);
    }
    return raw;
  });
}

/** The table block a built table (day rates, a budget) becomes: the block's own id, heading,
 * intro and note around the columns and rows the build made. */
function tableOf(b: AnyBlock, columns: string[], rows: string[][]) {
  return {
    type: "table" as const,
    ...(b.id ? { id: b.id } : {}),
    heading: b.heading,
    ...(b.intro ? { intro: b.intro } : {}),
    columns,
    rows,
    ...(b.note ? { note: b.note } : {}),
  };
}
