// Company facts (content/site.yaml `facts`) are written once and inserted by name: a page
// writes {{headcount}} and the build puts the number in. A page that writes a fact as a
// literal number is refused, so the figures cannot drift apart again.
import type { Facts } from "../schema/site.ts";
import type { ContentProblem } from "./errors.ts";

const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w.-]*)\s*\}\}/g;

/** The values pages may insert, by name: headcount, founded, years, offices, practices, officeCities, people.<practice>. */
function factValues(facts: Facts, cities: string[], today: Date): Record<string, string> {
  const values: Record<string, string> = {
    headcount: String(facts.headcount),
    founded: String(facts.founded),
    years: String(today.getUTCFullYear() - facts.founded),
    offices: String(cities.length),
    practices: String(facts.practices.length),
    officeCities: cities.length > 1 ? `${cities.slice(0, -1).join(", ")} and ${cities.at(-1) ?? ""}` : (cities[0] ?? ""),
  };
  for (const p of facts.practices) values[`people.${p.key}`] = String(p.people);
  return values;
}

/** The people of all practices and the rest of the company must add up to the headcount. */
export function checkFacts(facts: Facts, file: string): ContentProblem[] {
  const sum = facts.practices.reduce((n, p) => n + p.people, 0) + facts.otherPeople;
  if (sum === facts.headcount) return [];
  return [{ file, field: "facts.headcount", message: `is ${facts.headcount}, but the practices and otherPeople add up to ${sum}` }];
}

const PEOPLE =
  "people|engineers|employees|staff|colleagues|specialists|consultants|developers|Mitarbeitende|Mitarbeitenden|Menschen|Beschäftigte";

/** Ways a fact can be written out by hand, each with the placeholder to use instead. */
function literalPatterns(facts: Facts, values: Record<string, string>): Array<{ pattern: RegExp; fact: string; placeholder: string }> {
  const n = (v: number | string) => `(?<![\\d.,])${v}(?![\\d.,]\\d)`;
  const out = [
    {
      pattern: new RegExp(`${n(facts.headcount)}\\s+(?:${PEOPLE})\\b`, "i"),
      fact: `the headcount ${facts.headcount}`,
      placeholder: "{{headcount}}",
    },
    {
      pattern: new RegExp(`\\b(?:team|company|workforce|staff) of (?:about |around |roughly |some )?${n(facts.headcount)}`, "i"),
      fact: `the headcount ${facts.headcount}`,
      placeholder: "{{headcount}}",
    },
    {
      pattern: new RegExp(
        `\\b(?:founded|gegründet)\\b[^.\\n]{0,40}?${n(facts.founded)}|${n(facts.founded)}[^.\\n]{0,40}?\\bgegründet`,
        "i",
      ),
      fact: `the founding year ${facts.founded}`,
      placeholder: "{{founded}}",
    },
    {
      pattern: new RegExp(`${n(values.years ?? "")} years (?:building|of building|in business)`, "i"),
      fact: `the company's age, ${values.years ?? ""} years`,
      placeholder: "{{years}}",
    },
  ];
  for (const p of facts.practices) {
    if (p.people < 10) continue;
    out.push({
      pattern: new RegExp(`\\b(?:team|group|practice)\\b[^.\\n]{0,40}?${n(p.people)}\\s+(?:${PEOPLE})\\b`, "i"),
      fact: `the size of the ${p.name} practice, ${p.people}`,
      placeholder: `{{people.${p.key}}}`,
    });
  }
  return out;
}

/** What pages' text is checked against and filled in with: made once per build. */
export interface FactRules {
  values: Record<string, string>;
  patterns: ReturnType<typeof literalPatterns>;
}

/** The rules of the facts in content/site.yaml: `cities` are the offices' cities, and `today`
 * is the build's date, from which the years since founding are counted. */
export function factRules(facts: Facts, cities: string[], today: Date): FactRules {
  const values = factValues(facts, cities, today);
  return { values, patterns: literalPatterns(facts, values) };
}

/**
 * Checks a file's text for facts written as literals and for unknown placeholders, then
 * inserts the facts. Lines keep their numbers, so later errors still point at the right line.
 */
export function insertFacts(text: string, file: string, { values, patterns }: FactRules, problems: ContentProblem[]): string {
  text.split("\n").forEach((line, i) => {
    const withoutPlaceholders = line.replace(PLACEHOLDER, "");
    // Every pattern is a number written out: a line without a digit writes no fact.
    for (const { pattern, fact, placeholder } of /\d/.test(withoutPlaceholders) ? patterns : []) {
      if (pattern.test(withoutPlaceholders))
        problems.push({ file, line: i + 1, message: `writes ${fact} as a literal: write ${placeholder} (content/site.yaml facts)` });
    }
    for (const m of line.matchAll(PLACEHOLDER)) {
      const name = m[1] ?? "";
      if (!(name in values))
        problems.push({
          file,
          line: i + 1,
          message: `unknown fact {{${name}}}: known are ${Object.keys(values)
            .map((k) => `{{${k}}}`)
            .join(", ")}`,
        });
    }
  });
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
