import { describe, expect, it } from "vitest";
import { checkTranslation, loadTranslations } from "./locales.ts";
import type { ContentProblem } from "./errors.ts";

const messages = (problems: ContentProblem[]) => problems.map((p) => `${p.field}: ${p.message}`);

describe("the German UI strings", () => {
  it("match the English ones key by key, as shipped, and both travel as translation nodes", () => {
    const problems: ContentProblem[] = [];
    const [en, de] = loadTranslations(problems);
    expect(problems).toEqual([]);
    expect([en?.language, en?.ns, de?.language, de?.ns]).toEqual(["en", "translation", "de", "translation"]);
    expect(en?.data["frame::menu"]).toBe("Menu");
    expect(de?.data["frame::menu"]).toBe("Menü");
  });

  it("report a missing key, an extra key, other placeholders and a translated cookie notice", () => {
    const en = { "frame::menu": "Menu", "frame::home": "{{name}} home", "cookie::agree": "I agree" };
    const de = { "frame::home": "Startseite von {{firma}}", "cookie::agree": "Einverstanden", "frame::extra": "Zusatz" };
    expect(messages(checkTranslation(en, de, "de.json"))).toEqual([
      'frame::menu: missing: the English text is "Menu"',
      'frame::home: expected the placeholders of "{{name}} home"',
      "cookie::agree: the cookie notice stays in English on every page (spec §9): remove this key",
      "frame::extra: no such key in the English strings",
    ]);
  });
});
