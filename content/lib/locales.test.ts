import { describe, expect, it } from "vitest";
import { checkTranslation, loadGermanStrings } from "./locales.ts";
import type { ContentProblem } from "./errors.ts";

const messages = (problems: ContentProblem[]) => problems.map((p) => `${p.field}: ${p.message}`);

describe("the German UI strings", () => {
  it("match the English ones key by key, as shipped", () => {
    const problems: ContentProblem[] = [];
    const node = loadGermanStrings(problems);
    expect(problems).toEqual([]);
    expect(node.language).toBe("de");
    expect(node.ns).toBe("translation");
    expect(node.data["frame::menu"]).toBe("Menü");
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
