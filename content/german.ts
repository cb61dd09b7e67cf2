// German grammar the site's generated sentences need: a noun phrase they insert (a client's
// description, a certificate's issuer) is stored in the cases German sentences put it in, and
// the sentence picks the case its preposition governs ("mit einem Hersteller …", "für einen
// Hersteller …"). Universal: the build and the browser fill UI strings with it.

/** A German noun phrase as it reads inside a sentence, in the three cases the site's sentences
 * use: "ein Hersteller von Antriebstechnik", "einem Hersteller …", "einen Hersteller …". */
export interface NounForms {
  nominative: string;
  dative: string;
  accusative: string;
}

export type GermanCase = keyof NounForms;

/** The case each preposition governs that a UI string may put before an inserted noun phrase.
 * Two-way prepositions (in, an, auf, über, unter, vor, hinter, neben, zwischen) are missing on
 * purpose: their case depends on the verb, so a sentence inserting a phrase after one is
 * rewritten ("im Bereich …") rather than guessed. */
export const CASE_AFTER: Readonly<Record<string, GermanCase>> = {
  mit: "dative",
  von: "dative",
  bei: "dative",
  aus: "dative",
  nach: "dative",
  seit: "dative",
  zu: "dative",
  gegenüber: "dative",
  für: "accusative",
  durch: "accusative",
  gegen: "accusative",
  ohne: "accusative",
  um: "accusative",
};

/** The case of a phrase that follows `text`: the case its last word governs, else nominative. */
export function caseAfter(text: string): GermanCase {
  const last = /([\p{L}]+)\s*$/u.exec(text)?.[1]?.toLowerCase() ?? "";
  return CASE_AFTER[last] ?? "nominative";
}

export const isNounForms = (value: unknown): value is NounForms =>
  typeof value === "object" && value !== null && "nominative" in value && "dative" in value && "accusative" in value;

/** Articles and article-like words that show each case at the start of a phrase. A phrase that
 * starts with a word of `wrong[case]` is not in that case ("ein Hersteller" is no dative). */
const NOT_IN_CASE: Record<GermanCase, readonly string[]> = {
  nominative: ["einem", "einen", "dem", "den"],
  dative: ["ein", "eine", "einen", "das", "die", "des"],
  accusative: ["einem", "einer", "dem", "des"],
};

/** What is wrong with `forms`, by case: a form whose article belongs to another case, or a
 * capitalised first word that is an article (a form is written as it reads mid-sentence). */
export function nounFormProblems(forms: NounForms): Array<{ case: GermanCase; message: string }> {
  const out: Array<{ case: GermanCase; message: string }> = [];
  for (const c of ["nominative", "dative", "accusative"] as const) {
    const first = forms[c].split(/\s/)[0] ?? "";
    const lower = first.toLowerCase();
    const article = /^(?:ein|eine|einer|einem|einen|eines|der|die|das|dem|den|des)$/.test(lower);
    if (article && first !== lower)
      out.push({ case: c, message: `"${forms[c]}" starts with a capital article: write it as it reads mid-sentence ("${lower} …")` });
    else if (NOT_IN_CASE[c].includes(lower))
      out.push({ case: c, message: `"${forms[c]}" is not the ${c}: "${first}" belongs to another case` });
  }
  return out;
}
