// Company facts (content/site.yaml `facts`) are written once and inserted by name: a page
// writes {{headcount}} and the build puts the number in. A page that writes a fact as a
// literal number is refused, so the figures cannot drift apart again.
import type { Facts, Programme } from "../schema/site.ts";
import type { ContentProblem } from "./errors.ts";
import { escapeRegExp as escape } from "./prose.ts";

const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w.-]*)\s*\}\}/g;

const NUMBER_WORDS = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
  de: ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
};
type Lang = keyof typeof NUMBER_WORDS;

/** The values pages may insert, by name: headcount, founded, years, offices, practices,
 * officeCities, people.<practice>, callMinutes, rehearsals (a word in the page's language),
 * careersEmail, engineerDirection (who directs placed engineers, in the page's language), heldEnquiryCap, heldEnquiryDays, credential.<key> (its name) and
 * credential.<key>.since, hypercareWeeks (a word; .n its digits), policy.<key> (a statement of
 * policy), figure.<key> (a counted figure's value), dayRate.<key> (.from, .to),
 * subcontractors (a Markdown table) and financials (a Markdown table; .year, .revenue and
 * .equityRatio); factRules adds securityContact (content/site.yaml security). */
function factValues(facts: Facts, cities: string[], today: Date, lang: Lang): Record<string, string> {
  const values: Record<string, string> = {
    headcount: String(facts.headcount),
    founded: String(facts.founded),
    years: String(today.getUTCFullYear() - facts.founded),
    offices: String(cities.length),
    practices: String(facts.practices.length),
    officeCities: cities.length > 1 ? `${cities.slice(0, -1).join(", ")} and ${cities.at(-1) ?? ""}` : (cities[0] ?? ""),
  };
  for (const p of facts.practices) values[`people.${p.key}`] = String(p.people);
  // The share of the company in the delivery practices, counted from the facts themselves.
  const delivery = Math.round((100 * facts.practices.reduce((n, p) => n + p.people, 0)) / facts.headcount);
  values.deliveryShare = lang === "de" ? `${delivery}\u00a0%` : `${delivery}%`;
  values.callMinutes = String(facts.firstCallMinutes);
  values.rehearsals = NUMBER_WORDS[lang][facts.migrationRehearsals] ?? String(facts.migrationRehearsals);
  values.careersEmail = facts.careersEmail;
  values.engineerDirection = facts.engineerDirection[lang];
  values.heldEnquiryCap = String(facts.heldEnquiryCap);
  values.heldEnquiryDays = String(facts.heldEnquiryDays);
  if (facts.hypercareWeeks !== undefined) {
    values.hypercareWeeks = NUMBER_WORDS[lang][facts.hypercareWeeks] ?? String(facts.hypercareWeeks);
    values["hypercareWeeks.n"] = String(facts.hypercareWeeks);
  }
  // A statement may itself name a figure fact ({{hypercareWeeks}}), filled in here.
  for (const [key, text] of Object.entries(facts.policy))
    values[`policy.${key}`] = text[lang].replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  for (const f of facts.figures) values[`figure.${f.key}`] = f.value[lang];
  for (const r of facts.dayRates) {
    values[`dayRate.${r.key}`] = dayRateText(r, lang);
    values[`dayRate.${r.key}.from`] = money(r.from, lang);
    values[`dayRate.${r.key}.to`] = money(r.to, lang);
  }
  values.subcontractors = subcontractorTable(facts.subcontractors, lang);
  if (facts.financials) {
    const f = facts.financials;
    values.financials = financialsTable(f, lang);
    values["financials.year"] = String(f.revenue[0]?.year ?? "");
    values["financials.revenue"] = millions(f.revenue[0]?.million ?? 0, lang);
    values["financials.equityRatio"] = percent(f.equityRatio, lang);
  }
  for (const c of facts.credentials) {
    values[`credential.${c.key}`] = c.name;
    values[`credential.${c.key}.since`] = String(c.since);
  }
  return values;
}

/** An amount in EUR as the page's language writes it: "EUR 1,150" or "1.150 €". */
export function money(amount: number, lang: Lang): string {
  const n = amount.toLocaleString(lang === "de" ? "de-DE" : "en-GB");
  return lang === "de" ? `${n}\u00a0€` : `EUR\u00a0${n}`;
}

/** A day rate's range, "EUR 950–1,150" or "950–1.150 €". */
export function dayRateText(r: Facts["dayRates"][number], lang: Lang): string {
  const [from, to] = [r.from, r.to].map((v) => v.toLocaleString(lang === "de" ? "de-DE" : "en-GB"));
  return lang === "de" ? `${from}–${to}\u00a0€` : `EUR\u00a0${from}–${to}`;
}

/** The subcontractors as a Markdown table in the page's language ({{subcontractors}}). */
function subcontractorTable(list: Facts["subcontractors"], lang: Lang): string {
  const head =
    lang === "de"
      ? "| Subunternehmer | Was sie für uns tun | Wo | Zugriff auf Kundendaten |"
      : "| Subcontractor | What they do for us | Where | Access to client data |";
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  return [
    head,
    "|---|---|---|---|",
    ...list.map((s) => `| ${[s.name, s.does[lang], s.where[lang], s.access[lang]].map(cell).join(" | ")} |`),
  ].join("\n");
}

/** EUR million as the page's language writes it: "EUR 31.4 million" or "31,4 Mio. €". */
export function millions(amount: number, lang: Lang): string {
  const n = amount.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return lang === "de" ? `${n}\u00a0Mio.\u00a0€` : `EUR\u00a0${n} million`;
}

/** A percentage as the page's language writes it: "46%" or "46 %". */
function percent(value: number, lang: Lang): string {
  const n = value.toLocaleString(lang === "de" ? "de-DE" : "en-GB");
  return lang === "de" ? `${n}\u00a0%` : `${n}%`;
}

/** The financial standing as a Markdown table in the page's language ({{financials}}). */
function financialsTable(f: NonNullable<Facts["financials"]>, lang: Lang): string {
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  const year = f.revenue[0]?.year ?? 0;
  const de = lang === "de";
  const rows: Array<[string, string]> = [
    ...f.revenue.map((r): [string, string] => [de ? `Umsatz ${r.year}` : `Revenue ${r.year}`, millions(r.million, lang)]),
    [de ? `Eigenkapitalquote zum 31.\u00a0Dezember ${year}` : `Equity ratio at 31 December ${year}`, percent(f.equityRatio, lang)],
    [de ? "Erfasste Gesellschaften" : "Companies covered", f.scope[lang]],
    [de ? "Eigentümer" : "Ownership", f.ownership[lang]],
    [de ? "Abschlussprüfung" : "Audit", f.audit[lang]],
    [de ? "Jahresabschlüsse" : "Annual accounts", f.accounts[lang]],
  ];
  return [
    de ? `| Finanzielle Lage | Stand: Jahresabschluss ${year} |` : `| Financial standing | As of the ${year} accounts |`,
    "|---|---|",
    ...rows.map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`),
  ].join("\n");
}

/** A credential must not be older than its programme, and must name a programme that exists. */
export function checkCredentials(facts: Facts, programmes: Programme[], file: string): ContentProblem[] {
  const byKey = new Map(programmes.map((p) => [p.key, p]));
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  facts.credentials.forEach((c, i) => {
    const field = `facts.credentials[${i}]`;
    if (seen.has(c.key)) problems.push({ file, field: `${field}.key`, message: `"${c.key}" is used by another credential` });
    seen.add(c.key);
    if (!c.programme) return;
    const programme = byKey.get(c.programme);
    if (!programme)
      problems.push({
        file,
        field: `${field}.programme`,
        message: `"${c.programme}" is not a key of programmes: known are ${[...byKey.keys()].join(", ")}`,
      });
    else if (programme.since !== undefined && c.since < programme.since)
      problems.push({
        file,
        field: `${field}.since`,
        message: `is ${c.since}, but ${programme.name} began in ${programme.since}: ${c.name} cannot be held before its programme existed`,
      });
  });
  return problems;
}

/** The people of all practices and the rest of the company must add up to the headcount. */
export function checkFacts(facts: Facts, file: string): ContentProblem[] {
  const sum = facts.practices.reduce((n, p) => n + p.people, 0) + facts.otherPeople;
  if (sum === facts.headcount) return [];
  return [{ file, field: "facts.headcount", message: `is ${facts.headcount}, but the practices and otherPeople add up to ${sum}` }];
}

const PEOPLE =
  "people|engineers|employees|staff|colleagues|specialists|consultants|developers|Mitarbeitende|Mitarbeitenden|Menschen|Beschäftigte";

const COUNT = "(?:one|two|three|four|five|six|seven|eight|nine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|\\d+)";

/** A fact written out: `digit` says the pattern needs a digit on the line (a quick pre-test);
 * `scope` leaves out pages whose text is about something else (job ads' own interview calls). */
interface LiteralPattern {
  pattern: RegExp;
  fact: string;
  placeholder: string;
  digit?: boolean;
  scope?: (path: string) => boolean;
}

const notHiring = (path: string) => !/^\/(?:careers|de\/karriere)(?:\/|$)/.test(path);
const notCaseStudy = (path: string) => !/^\/(?:portfolio|de\/referenzen)\//.test(path);

/** Ways a fact can be written out by hand, each with the placeholder to use instead. */
function literalPatterns(facts: Facts, values: Record<string, string>): LiteralPattern[] {
  const n = (v: number | string) => `(?<![\\d.,])${v}(?![\\d.,]\\d)`;
  const out: LiteralPattern[] = [
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
  for (const o of out) o.digit = true;
  out.push(
    {
      // "a 30-minute call", "ein Gespräch von 30 Minuten": job ads' interview calls are their own.
      pattern:
        /\b\d+[- ]minute (?:first |introductory |initial |video )?(?:call|conversation)\b|\b(?:Gespräch|Telefonat|Videogespräch|Call) von \d+ Minuten|\b\d+[- ]?minütige[ns]? (?:Gespräch|Telefonat|Videogespräch)|\b\d+ Minuten (?:dauernde[ns]? )?(?:Gespräch|Telefonat)/i,
      fact: "the length of the first call",
      placeholder: "{{callMinutes}}",
      digit: true,
      scope: notHiring,
    },
    {
      pattern: new RegExp(
        `\\b(?:at least|mindestens) ${COUNT} (?:full |complete |vollständige[n]? )?(?:cut-?over |migration |data )?(?:rehearsals|dress rehearsals|trial runs|test runs|Probeläufe[n]?|Generalproben|Testmigrationen)\\b`,
        "i",
      ),
      fact: "the number of migration rehearsals",
      placeholder: "{{rehearsals}}",
    },
    {
      pattern: new RegExp(
        `\\b${COUNT} (?:full |complete )?(?:rehearsals|rehearsal migrations|trial runs)\\b[^.\\n]{0,40}\\b(?:before|ahead of) (?:every|each|any)\\b`,
        "i",
      ),
      fact: "the number of migration rehearsals",
      placeholder: "{{rehearsals}}",
    },
    {
      // An address to send applications to, written out: every ad names the careers address.
      pattern:
        /\b(?:apply|applications?|CVs?|résumés?|Bewerbung(?:en)?|bewerben|Lebenslauf)\b[^\n]{0,80}?[\w.+-]+@[\w-]+\.[\w.-]+|[\w.+-]+@[\w-]+\.[\w.-]+[^.\n]{0,40}\b(?:apply|CV|Bewerbung|Lebenslauf)\b/i,
      fact: "an address for job applications",
      placeholder: "{{careersEmail}}",
    },
  );
  // The held enquiries' figures (decision 032), next to words for held enquiries.
  const held = "\\b(?:held|holds?|zurückgehalten\\w*|zurückhalten|zurückhält)\\b[^.\\n]{0,80}?";
  out.push(
    {
      pattern: new RegExp(`${held}${n(facts.heldEnquiryDays)} (?:days?|Tage?n?)\\b`, "i"),
      fact: "the held enquiries' retention",
      placeholder: "{{heldEnquiryDays}}",
      digit: true,
    },
    {
      pattern: new RegExp(`${held}(?:at most|up to|the newest|höchstens|bis zu|die neuesten) ${n(facts.heldEnquiryCap)}\\b`, "i"),
      fact: "the held enquiries' cap",
      placeholder: "{{heldEnquiryCap}}",
      digit: true,
    },
  );
  // The hypercare period's length, on any page but a case study (which reports its own project).
  const weeks = `(?:${COUNT}|\\d+)`;
  out.push({
    pattern: new RegExp(
      `\\b${weeks}[- ](?:weeks?|Wochen)(?:'s)?(?: of| lang)? hypercare|\\bhypercare(?: period| phase|-Phase|phase)? (?:of|von) ${weeks} (?:weeks|Wochen)|\\b${COUNT}wöchige[n]? Hypercare|\\bHypercare von ${weeks} Wochen`,
      "i",
    ),
    fact: "the hypercare period",
    placeholder: "{{hypercareWeeks}} or {{policy.hypercare}}",
    scope: notCaseStudy,
  });
  // A day rate written out as its range, in either language's digits.
  for (const r of facts.dayRates) {
    const forms = (v: number) => [String(v), v.toLocaleString("en-GB"), v.toLocaleString("de-DE")].map(escape).join("|");
    out.push({
      pattern: new RegExp(`(?<![\\d.,])(?:${forms(r.from)})\\s*(?:–|-|to|bis)\\s*(?:${forms(r.to)})(?![\\d])`),
      fact: `the day rate of ${r.role.en}`,
      placeholder: `{{dayRate.${r.key}}} or a day-rates block`,
      digit: true,
    });
  }
  // The financial figures, written out next to the words for them: a page inserts them.
  if (facts.financials) {
    const num = (v: number) =>
      [v.toLocaleString("en-GB"), v.toLocaleString("de-DE"), v.toFixed(1), v.toFixed(1).replace(".", ",")]
        .map(escape)
        .filter((x, i, all) => all.indexOf(x) === i)
        .join("|");
    for (const r of facts.financials.revenue)
      out.push({
        pattern: new RegExp(
          `\\b(?:revenue|turnover|sales|Umsatz|Umsätze|Jahresumsatz|Umsatzerlöse)\\b[^.\\n]{0,60}?(?<![\\d.,])(?:${num(r.million)})(?![\\d])|(?<![\\d.,])(?:${num(r.million)})\\s*(?:million|m|Mio\\.?|Millionen)[^.\\n]{0,40}?\\b(?:revenue|turnover|Umsatz)`,
          "i",
        ),
        fact: `the revenue of ${r.year}`,
        placeholder: "{{financials.revenue}} or {{financials}}",
        digit: true,
      });
    out.push({
      pattern: new RegExp(
        `\\b(?:equity ratio|Eigenkapitalquote)\\b[^.\\n]{0,40}?(?<![\\d.,])${escape(String(facts.financials.equityRatio))}(?![\\d])`,
        "i",
      ),
      fact: "the equity ratio",
      placeholder: "{{financials.equityRatio}} or {{financials}}",
      digit: true,
    });
  }
  for (const sub of facts.subcontractors)
    out.push({
      pattern: new RegExp(`(?<![\\w-])${escape(sub.name)}(?![\\w-])`, "i"),
      fact: `the subcontractor ${sub.name}`,
      placeholder: "{{subcontractors}}",
      scope: (path) => !path.startsWith("/company/news/"),
    });
  const byName = Map.groupBy(facts.credentials, (c) => c.name.toLowerCase());
  for (const same of byName.values())
    out.push({
      pattern: new RegExp(`(?<![\\w-])${escape(same[0]?.name ?? "")}(?![\\w-])`, "i"),
      fact: `the credential "${same[0]?.name ?? ""}"`,
      placeholder: same.map((c) => `{{credential.${c.key}}}`).join(" or "),
    });
  // Credentials no fact holds: a partner level, a programme's tier, a certificate claimed in prose.
  out.push({
    pattern:
      /\b(?:Ready|Silver|Gold|Platinum|Premier|Select|Advanced|Ridge|Crest|Summit)(?: Tier)?(?: Services| Consulting)? Partner\b|\bPartnerEdge\b|\bSolutions Partner for\b|\b(?:Ridge|Crest|Summit) tier\b|\b(?:Northfold|we|wir)\b[^.\n]{0,40}\b(?:certified|zertifiziert)\b[^.\n]{0,12}\bISO\b|\bNorthfold\b[^.\n]{0,30}\bnach ISO(?:\/IEC)? ?\d{4,5}[^.\n]{0,12}\bzertifiziert|\b(?:our|unsere[mnrs]?)\s+\[?ISO(?:\/IEC)? ?\d{4,5}/,
    fact: "a credential",
    placeholder: "{{credential.<key>}} of facts.credentials",
  });
  return out;
}

/** What pages' text is checked against and filled in with: made once per build. */
export interface FactRules {
  values: Record<Lang, Record<string, string>>;
  patterns: LiteralPattern[];
}

/** The rules of the facts in content/site.yaml: `cities` are the offices' cities, and `today`
 * is the build's date, from which the years since founding are counted. */
export function factRules(facts: Facts, cities: string[], today: Date, securityContact?: string): FactRules {
  const values = { en: factValues(facts, cities, today, "en"), de: factValues(facts, cities, today, "de") };
  const patterns = literalPatterns(facts, values.en);
  if (securityContact) {
    // Where to report a vulnerability (content/site.yaml security): security.txt says it too.
    for (const v of Object.values(values)) v.securityContact = securityContact;
    patterns.push({
      pattern: new RegExp(`(?<![\\w.+-])${escape(securityContact)}(?![\\w-])`, "i"),
      fact: `the security contact ${securityContact}`,
      placeholder: "{{securityContact}}",
    });
  }
  return { values, patterns };
}

/** Inserts facts into a text of content/site.yaml (the next steps), in the given language. */
export function fillFacts(text: string, rules: FactRules, lang: Lang): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => rules.values[lang][name] ?? whole);
}

/**
 * Checks the text of the page at `path`, in language `lang`, for facts written as literals and for unknown
 * placeholders, then inserts the facts (numbers as words in the page's language). Lines keep
 * their numbers, so later errors still point at the right line.
 */
export function insertFacts(
  text: string,
  file: string,
  { path, lang }: { path: string; lang: Lang },
  rules: FactRules,
  problems: ContentProblem[],
): string {
  const values = rules.values[lang];
  const patterns = rules.patterns.filter((p) => !p.scope || p.scope(path));
  text.split("\n").forEach((line, i) => {
    const withoutPlaceholders = line.replace(PLACEHOLDER, "");
    // Most patterns are a number written out: a line without a digit skips them.
    const digit = /\d/.test(withoutPlaceholders);
    for (const p of patterns) {
      if ((digit || !p.digit) && p.pattern.test(withoutPlaceholders))
        problems.push({ file, line: i + 1, message: `writes ${p.fact} as a literal: write ${p.placeholder} (content/site.yaml facts)` });
    }
    for (const m of line.matchAll(PLACEHOLDER)) {
      const name = m[1] ?? "";
      if (!(name in values))
        problems.push({
          file,
          line: i + 1,
          message: `unknown fact {{${name}}}: known are ${Object.keys(values)
            .filter((k) => !k.startsWith("credential."))
            .map((k) => `{{${k}}}`)
            .join(", ")} and {{credential.<key>}}`,
        });
    }
  });
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
