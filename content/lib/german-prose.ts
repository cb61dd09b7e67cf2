// German running text as a German reader expects it: what generated sentences and hasty
// translations leave behind. The content check runs these on every German page's source (front
// matter and body), on the German texts of content/site.yaml and on the German UI strings; the
// content suite runs them again on the text of every built German page, which catches what
// templates produce. Decision 041.
import type { ContentProblem } from "./errors.ts";
import { escapeRegExp } from "./prose.ts";

/** A capitalised article after a preposition: the leftover of a descriptor inserted as written
 * ("Unser Projekt mit Ein Hersteller …"). */
const CAPITAL_ARTICLE =
  /\b(?:mit|von|bei|aus|nach|seit|zu|für|durch|gegen|ohne)\s+(?:Ein|Eine|Einen|Einem|Einer|Der|Die|Das|Den|Dem|Des)\s/;

/** An article in the wrong case after a preposition that governs the dative ("mit ein
 * Hersteller") or the accusative ("für einem Kunden"). "Mit ein paar", "von ein bis zwei" are
 * idioms, not articles. */
const WRONG_CASE =
  /\b(?:mit|von|bei|aus|seit)\s+(?:ein|eine|einen|das)\s+(?!(?:paar|bisschen|wenig|bis|oder|und)\b)|\b(?:für|durch|gegen|ohne)\s+(?:einem|dem)\s/;

/** "Praxis" for a practice, a part of the company: "ERP-Praxis", "unsere Praxis", "Praxis für
 * Daten und KI", "Leiter der Praxis". German says Bereich, Team or Fachbereich. Left alone: the
 * idioms of practice as real life ("in der Praxis", "aus der Praxis", "die Praxis zeigt"),
 * compounds that start with it ("praxisnah", "Praxiserfahrung") and a doctor's practice
 * ("Arztpraxis", "Praxissoftware"), which is what the word means. */
const PRACTICE =
  /(?<![\p{L}-])[\p{L}\d]+-Praxis\b|\b(?:unsere[rnms]?|Ihre[rnms]?|seine[rnms]?|ihre[rnms]?|eure[rnms]?)\s+\[?Praxis\b|\bPraxis\]?(?:\([^)]*\))?\s+für\s+\[?(?:Daten|CRM|ERP|Cloud|KI|Anwendungs)|\b(?:Leiter|Leiterin|Leitung)\s+der\s+\[?Praxis\b|\bPraxis(?:leiter\w*|leitung|team\w*)\b|\b(?:Daten|Odoo|Salesforce|Cloud)praxis\b/u;

/** A sentence that says by hand which language a page is in. The build marks a link to an
 * English page (the "EN" mark, "Seite auf Englisch" for screen readers) and drops the mark once
 * a German page exists; a sentence typed by hand stays wrong when the translation lands. */
const LANGUAGE_CLAIM =
  /\b(?:derzeit|bisher|bislang|vorerst|momentan|noch)\s+(?:nur\s+)?auf\s+Englisch\b|\bnur\s+auf\s+Englisch\b|\b(?:nur\s+)?in\s+englischer\s+Sprache\b|\(englischsprachige?[nrs]?\)|\benglischsprachige?[nrs]?\s+(?:\S+\s+)?(?:Seite|Seiten|Beitrag|Beiträge|Artikel|Fallstudie|Fallstudien|Leitfaden|Leitfäden|Fassung|Version|Text)\b|\bonly\s+in\s+English\b|\bEnglish[- ]only\b|\bnoch\s+nicht\s+(?:auf\s+Deutsch|übersetzt)\b|\b(?:gibt\s+es|beschreiben\s+wir|beschreibt|erklärt|erscheinen|erscheint|stehen|steht)(?:\s+[\p{L}-]+){0,4}?\s+(?:(?:bisher|derzeit|bereits|nur|noch)\s+)*auf\s+(?:Englisch|Deutsch)\b/u;

const claimMessage = (claim: string) =>
  `"${claim}": a page's language is not written by hand; the build marks links to pages that exist only in English (EN) and drops the mark when a German page exists`;

/** Function words by language: a sentence with at least ENGLISH_MIN English ones, and more
 * English than German ones, is English inside a German page. Words both languages share
 * (in, an, so, will, was, die) count for neither. */
const ENGLISH_WORDS = new Set(
  "the of and a by is are for with to our we you your that this these those it its on at from be been were not or as which can will has have their they there into than but would should".split(
    " ",
  ),
);
const GERMAN_WORDS = new Set(
  "der das und ein eine einen einem einer ist sind mit von zu für auf wir sie nicht den dem des im es auch oder als bei nach wie aus ihr ihre unser unsere wird werden hat haben dass zum zur über vor durch um sich noch nur wenn man".split(
    " ",
  ),
);
export const ENGLISH_MIN = 2;

/** Text that may be English inside German: code, link targets, quoted titles („…“, "…", “…”). */
function withoutExceptions(text: string, names: readonly RegExp[]): string {
  let out = text
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/„[^“]*“/g, " ")
    .replace(/“[^”]*”/g, " ")
    .replace(/"[^"]*"/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\{#[^}]*\}/g, " ");
  for (const name of names) out = out.replace(name, " ");
  return out;
}

/** The English sentences of a German text: each at least ENGLISH_MIN English function words and
 * more of them than German ones, after code, link targets, quoted titles and `names` (brands,
 * credentials as their programmes name them) are set aside. */
export function englishSentences(text: string, names: readonly RegExp[] = []): string[] {
  return withoutExceptions(text, names)
    .split(/(?<=[.!?;:])\s+|\n/)
    .filter((sentence) => {
      // Abbreviations (IT, ERP) are no words of either language.
      const words = (sentence.match(/[\p{L}']+/gu) ?? [])
        .filter((w) => w.length === 1 || w !== w.toUpperCase())
        .map((w) => w.toLowerCase());
      const en = words.filter((w) => ENGLISH_WORDS.has(w)).length;
      const de = words.filter((w) => GERMAN_WORDS.has(w)).length;
      return en >= ENGLISH_MIN && en > de;
    })
    .map((s) => s.trim());
}

/** Names that are English by nature and may stand in German text, as patterns. */
export const namePatterns = (names: readonly string[]): RegExp[] =>
  names.filter((n) => n.includes(" ")).map((n) => new RegExp(escapeRegExp(n), "g"));

/** What a German reader would stumble on in one line (no line numbers, no file): the messages. */
export function germanLineProblems(line: string, names: readonly RegExp[] = []): string[] {
  const out: string[] = [];
  const article = CAPITAL_ARTICLE.exec(line);
  if (article)
    out.push(
      `"${article[0].trim()} …": a capitalised article after a preposition is a descriptor inserted undeclined; give it in the case the preposition governs`,
    );
  const wrongCase = WRONG_CASE.exec(line);
  if (wrongCase) out.push(`"${wrongCase[0].trim()} …": the article is not in the case the preposition governs`);
  const practice = PRACTICE.exec(line);
  if (practice)
    out.push(
      `"${practice[0]}": "Praxis" is a doctor's surgery, not a part of the company; write Bereich, Team or Fachbereich ("unser ERP-Team", "der Bereich Daten und KI")`,
    );
  // A claim may wrap a link's text ("gibt es auch [auf Deutsch](/de/…)"): read it without the link.
  const claim = LANGUAGE_CLAIM.exec(line.replace(/\]\([^)]*\)/g, "").replace(/\[/g, ""));
  if (claim) out.push(claimMessage(claim[0]));
  for (const sentence of englishSentences(line, names))
    out.push(
      `"${sentence.length > 80 ? `${sentence.slice(0, 77)}…` : sentence}" is an English sentence in a German text: write it in German`,
    );
  return out;
}

/** The field of a line of a page's source: the front matter's keys down to it ("blocks.items.text"), or "body". */
export function fieldOfLine(lines: readonly string[], index: number): string {
  const end = lines.indexOf("---", 1);
  if (lines[0] !== "---" || end < 0 || index >= end) return "body";
  const keys: string[] = [];
  let indent = Infinity;
  for (let i = index; i > 0; i--) {
    const m = /^(\s*)(?:-\s+)?([\w-]+):/.exec(lines[i] ?? "");
    if (!m) continue;
    const depth = (m[1] ?? "").length + (/^\s*-\s/.test(lines[i] ?? "") ? 2 : 0);
    if (depth < indent) {
      keys.unshift(m[2] ?? "");
      indent = depth;
      if (depth === 0) break;
    }
  }
  return keys.join(".");
}

/** Problems of a German page's text (front matter and body), with line and field. Code blocks are left out. */
export function checkGermanProse(text: string, file: string, names: readonly RegExp[], problems: ContentProblem[]): void {
  const lines = text.split("\n");
  let code = false;
  lines.forEach((line, i) => {
    if (/^\s*```/.test(line)) code = !code;
    if (code) return;
    // Front matter keys that hold no prose: paths, names of things, dates.
    if (
      /^\s*(?:-\s+)?(?:template|translation|href|src|path|case|items|members|related|topics|author|name|lang|datePublished|dateModified|updated|id):/.test(
        line,
      )
    )
      return;
    const field = fieldOfLine(lines, i);
    for (const message of germanLineProblems(line, names)) problems.push({ file, line: i + 1, field, message });
    // A claim that a folded YAML text or a wrapped paragraph breaks over two lines.
    const next = lines[i + 1]?.trim() ?? "";
    const claim = LANGUAGE_CLAIM.exec(`${line} ${next}`);
    if (claim && claim.index < line.length && claim.index + claim[0].length > line.length)
      problems.push({ file, line: i + 1, field, message: claimMessage(claim[0]) });
  });
}

/** The German texts of content/site.yaml, by field: the German frame (`german`), the German
 * fact, the financial standing's German texts, each credential's German fields, and the issuer
 * of a credential German pages show with no German issuer of its own. */
export function germanSettingsTexts(settings: {
  german?: unknown;
  facts: {
    engineerDirection: { de: string };
    financials?: Record<string, unknown>;
    credentials: Array<{ kind: string; issuer: string; de?: Record<string, unknown> }>;
  };
}): Array<{ path: Array<string | number>; text: string }> {
  const out: Array<{ path: Array<string | number>; text: string }> = [];
  const walk = (value: unknown, path: Array<string | number>) => {
    if (typeof value === "string") out.push({ path, text: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) if (k !== "href") walk(v, [...path, k]);
  };
  walk(settings.german, ["german"]);
  out.push({ path: ["facts", "engineerDirection", "de"], text: settings.facts.engineerDirection.de });
  for (const [key, value] of Object.entries(settings.facts.financials ?? {}))
    if (value && typeof value === "object" && "de" in value) walk(value.de, ["facts", "financials", key, "de"]);
  settings.facts.credentials.forEach((c, i) => {
    if (c.kind === "award") return;
    walk(c.de, ["facts", "credentials", i, "de"]);
    if (!c.de?.issuer) out.push({ path: ["facts", "credentials", i, "issuer"], text: c.issuer });
  });
  return out;
}
