// The privacy notices tell the analytics story content/site.yaml configures (decision 028): the
// visitor cookie and its lifetime, the consent cookie, the page-view endpoint, the store and how
// long it keeps data, in both languages, as the built site serves them; no leftover of the days
// when agreeing changed nothing; and the cookie notice still reads as spec §9 fixes it. Change a
// setting without the notices, or the notices without the setting, and this fails.
import { decodeHTML } from "entities";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import requirements from "../../docs/requirements.md?raw";
import translationEn from "../../content/locales/en/translation.json?raw";
import siteYaml from "../../content/site.yaml?raw";
import { siteSettings } from "../../content/schema/site.ts";
import { staticQueryPath } from "../../policy/files.ts";
import { PAGEVIEW_PATH, VISITOR_COOKIE, VISITOR_MAX_AGE_SEC } from "../../policy/events.ts";
import { getJson } from "../worker/helpers.ts";
import { mainBlocks } from "./site.ts";

const DAY_SEC = 24 * 60 * 60;
/** content/site.yaml's analytics block, as the schema reads it. */
function analyticsSettings() {
  const settings = siteSettings.shape.analytics.parse((parse(siteYaml) as { analytics?: unknown }).analytics);
  if (!settings) throw new Error("content/site.yaml has no analytics block, but the privacy notices describe one");
  return settings;
}
const a = analyticsSettings();

/** The consent cookie as spec §4 fixes it: its name, and its lifetime in days ("one year"). */
function consentCookie() {
  const m = /the first-party cookie `([\w-]+)` \(`granted` or `denied`, one year\b/.exec(requirements.replace(/\s+/g, " "));
  if (!m?.[1]) throw new Error("docs/requirements.md §4 no longer names the consent cookie and its year");
  return { name: m[1], days: 365 };
}
const consent = consentCookie();

const NOTICES = [
  { path: "/privacy-notice", lang: "en" },
  { path: "/de/datenschutzhinweis", lang: "de" },
] as const;
type Lang = (typeof NOTICES)[number]["lang"];

const WORDS: Record<Lang, string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  de: ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
};
const UNITS: Record<Lang, { day: string; month: string; year: string }> = {
  en: { day: "days?", month: "months?", year: "years?" },
  de: { day: "Tage?n?", month: "Monate?n?", year: "Jahre?n?" },
};

/** Whole months in `days`, when the days are close to a whole number of months (395 ≈ 13, 90 ≈ 3). */
function monthsOf(days: number): number | undefined {
  const months = Math.round(days / (365 / 12));
  return months > 0 && Math.abs(months * (365 / 12) - days) <= 3 ? months : undefined;
}

/** The ways a notice may write a duration of `days`: "395 days", "13 months", "three months",
 * "one year", "drei Monate", "ein Jahr". */
function durationPhrases(days: number, lang: Lang): RegExp[] {
  const unit = UNITS[lang];
  const count = (n: number) => `(?:${n}|${WORDS[lang][n] ?? n})`;
  const out = [new RegExp(`(?<![\\d.,])${days} ${unit.day}\\b`, "i")];
  const months = monthsOf(days);
  if (months) out.push(new RegExp(`(?<![\\d.,])${count(months)} ${unit.month}\\b`, "i"));
  if (days % 365 === 0) out.push(new RegExp(`\\b${count(days / 365)}e?[rm]? ${unit.year}\\b`, "i"));
  return out;
}

/** Every duration a text names, as days ("13 months" is 395, give or take the month's length). */
function durationsIn(text: string, lang: Lang): { phrase: string; days: number }[] {
  const unit = UNITS[lang];
  const number = `(\\d+|${WORDS[lang].join("|")})`;
  const found: { phrase: string; days: number }[] = [];
  for (const [name, perUnit] of [
    [unit.day, 1],
    [unit.month, 365 / 12],
    [unit.year, 365],
  ] as const)
    for (const m of text.matchAll(new RegExp(`(?<![\\d.,\\w])${number}e?[rm]? ${name}\\b`, "gi"))) {
      const n = /^\d+$/.test(m[1] ?? "") ? Number(m[1]) : WORDS[lang].indexOf((m[1] ?? "").toLowerCase());
      found.push({ phrase: m[0], days: n * perUnit });
    }
  return found;
}

const says = (text: string, phrases: RegExp[]) => phrases.some((p) => p.test(text));

interface Notice {
  /** The whole text of the main content. */
  text: string;
  /** The text of each paragraph, list item (with its nested items) and table row. */
  blocks: string[];
}

/** The text readers see: entities decoded, soft hyphens gone, white space single. */
const clean = (raw: string) =>
  decodeHTML(raw)
    .replace(/\u00AD/g, "")
    .replace(/\s+/g, " ")
    .trim();

const reads = new Map<string, Promise<Notice>>();
function read(path: string): Promise<Notice> {
  let notice = reads.get(path);
  if (!notice) reads.set(path, (notice = readNotice(path)));
  return notice;
}

async function readNotice(path: string): Promise<Notice> {
  const { text, blocks } = await mainBlocks(path);
  return { text: clean(text), blocks: blocks.map(clean) };
}

describe("the analytics settings", () => {
  it("are on, and name what the code uses: the endpoint, the visitor cookie and its lifetime", () => {
    // The notices describe analytics that is on: switching it off means rewriting them.
    expect(a.enabled).toBe(true);
    expect(a.endpoint).toBe(PAGEVIEW_PATH);
    expect(a.visitorCookie).toBe(VISITOR_COOKIE);
    expect(a.visitorMaxAgeDays * DAY_SEC).toBe(VISITOR_MAX_AGE_SEC);
  });
});

describe.each(NOTICES)("the privacy notice $path", ({ path, lang }) => {
  it("names the visitor cookie with the lifetime of the settings, and no other", async () => {
    const { blocks } = await read(path);
    const lifetime = durationPhrases(a.visitorMaxAgeDays, lang);
    const naming = blocks.filter((b) => b.includes(a.visitorCookie));
    expect(naming.length, `no paragraph names ${a.visitorCookie}`).toBeGreaterThan(0);
    expect(
      naming.some((b) => says(b, lifetime)),
      `no paragraph gives ${a.visitorCookie} its lifetime of ${a.visitorMaxAgeDays} days`,
    ).toBe(true);
    // "13 months" is within a few days of 395; "one year" or "90 days" next to the cookie is not.
    const wrong = naming.flatMap((b) => durationsIn(b, lang)).filter((d) => Math.abs(d.days - a.visitorMaxAgeDays) > 3);
    expect(wrong.map((d) => d.phrase)).toEqual([]);
  });

  it("names the consent cookie with its lifetime of one year", async () => {
    const { blocks } = await read(path);
    const lifetime = durationPhrases(consent.days, lang);
    expect(blocks.some((b) => b.includes(consent.name) && says(b, lifetime))).toBe(true);
  });

  it("names the endpoint page views go to", async () => {
    expect((await read(path)).text).toContain(a.endpoint);
  });

  it("names the store together with how long it keeps data", async () => {
    const { blocks } = await read(path);
    const retention = durationPhrases(a.retentionDays, lang);
    const naming = blocks.filter((b) => b.includes(a.store));
    expect(naming.length, `no paragraph names ${a.store}`).toBeGreaterThan(0);
    expect(
      naming.some((b) => says(b, retention)),
      `no paragraph says ${a.store} keeps data ${a.retentionDays} days`,
    ).toBe(true);
  });

  it("no longer says analytics is inactive, that agreeing changes nothing, or that a script is loaded", async () => {
    const { text } = await read(path);
    const stale = [
      /changes nothing/i,
      /no analytics provider/i,
      /analytics[^.]{0,40}\b(?:is|are) (?:not (?:yet )?active|inactive|off)\b/i,
      /analytics script/i,
      /ändert[^.]{0,40}\bnichts\b/i,
      /kein Analyseanbieter/i,
      /Webanalyse[^.]{0,40}\b(?:nicht aktiv|inaktiv|ausgeschaltet)\b/i,
      /Analyse-?skript|Webanalyse-Skript/i,
    ];
    expect(stale.filter((p) => p.test(text)).map(String)).toEqual([]);
  });
});

describe("the cookie notice", () => {
  /** Spec §9's text: the quoted line after "Cookie notice text, exactly". */
  const spec = /Cookie notice text, exactly[^\n]*\n+> (.+)/.exec(requirements)?.[1]?.trim();

  it("keeps the text of spec §9 in the UI strings", () => {
    expect(spec).toMatch(/^This website uses cookies/);
    expect((JSON.parse(translationEn) as Record<string, string>)["cookie::text"]).toBe(spec);
  });

  it("keeps the text of spec §9 in the built site's shared data", async () => {
    const home = await getJson<{ staticQueryHashes: string[] }>("/page-data/privacy-notice/page-data.json");
    const data = await getJson<{ translations: { language: string; data: Record<string, string> }[] }>(
      staticQueryPath(home.staticQueryHashes[0] ?? ""),
    );
    expect(data.translations.find((t) => t.language === "en")?.data["cookie::text"]).toBe(spec);
  });
});
