// English running text: how a page's name reads inside a sentence, and the check that keeps
// leftovers of generated sentences out ("of A food packaging manufacturer", "work in Data and AI").
import type { ContentProblem } from "./errors.ts";

/** Names that keep their capital in any sentence and are never hyphenated: the brands of
 * content/site.yaml and the company's name. */
export const brandsOf = (settings: { brandNames: readonly string[]; companyName: string }): ReadonlySet<string> =>
  new Set([...settings.brandNames, settings.companyName]);

/** A first word written like an ordinary word (Cloud, E-commerce), which English lower-cases
 * inside a sentence; brand and product names keep their capital. */
const ORDINARY_WORD = /^[A-Z][a-z]*(?:-[a-z]+)*$/;

/** `label` as it reads inside an English sentence: "Predictive analytics" becomes "predictive
 * analytics", while "Salesforce", "IoT" and "SaaS development" stay as they are. German nouns
 * keep their capital. */
export function inSentence(label: string, lang: "en" | "de", brands: ReadonlySet<string>): string {
  if (lang !== "en") return label;
  const first = label.split(/\s/)[0] ?? "";
  if (!ORDINARY_WORD.test(first) || brands.has(first)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** `s` matched literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A capitalised indefinite article after a preposition: "the system of A food manufacturer".
 * "From A to B" and an ABC class ("for A articles") are no articles. */
const ARTICLE_AFTER_PREPOSITION =
  /\b(?:of|in|for|at|from|with|by|to|on|about|into|like|than|as)\s+An?\s+(?!(?:to|and|or|articles?|items?|parts?|customers?|products?|SKUs?)\b)[a-z]/;

/** The checks of English prose, made once per build from the practices' names. */
export function proseRules(practiceNames: readonly string[], brands: ReadonlySet<string>) {
  // A practice name mid-sentence: after a lower-case word or a comma (optionally inside a link).
  const names = practiceNames.filter((n) => inSentence(n, "en", brands) !== n);
  const practice = names.length ? new RegExp(`(?<=[a-z,]\\s\\[?)(?:${names.map(escapeRegExp).join("|")})\\b`) : undefined;
  return { practice };
}

/** Problems of an English page's text (front matter and body), by line. Code blocks are left out. */
export function checkEnglishProse(text: string, file: string, rules: ReturnType<typeof proseRules>, problems: ContentProblem[]): void {
  let code = false;
  text.split("\n").forEach((line, i) => {
    if (/^\s*```/.test(line)) code = !code;
    if (code) return;
    const article = ARTICLE_AFTER_PREPOSITION.exec(line);
    if (article)
      problems.push({
        file,
        line: i + 1,
        message: `"${article[0]}…": a capitalised article after a preposition reads as a leftover; write "a" or rephrase`,
      });
    const practice = rules.practice?.exec(line);
    if (practice)
      problems.push({
        file,
        line: i + 1,
        message: `"${practice[0]}" is capitalised mid-sentence: write "${inSentence(practice[0], "en", new Set())}"`,
      });
  });
}
