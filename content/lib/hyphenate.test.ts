import { describe, expect, it } from "vitest";
import { germanHyphenation, hyphenateGerman, SOFT_HYPHEN } from "./hyphenate.ts";

const shown = (s: string) => s.replaceAll(SOFT_HYPHEN, "|");

describe("German soft hyphens", () => {
  it("split long compounds at their syllables and leave the visible text unchanged", () => {
    const text = "Anwendungsentwicklung und Datenmigration";
    const out = hyphenateGerman(text);
    expect(shown(out)).toBe("An|wen|dungs|ent|wick|lung und Da|ten|mi|gra|ti|on");
    expect(out.replaceAll(SOFT_HYPHEN, "")).toBe(text);
  });

  it("split words of ten letters or more in text, and only long compounds in headings", () => {
    expect(shown(hyphenateGerman("Anwender prüfen Kandidaten"))).toBe("Anwender prüfen Kan|di|da|ten");
    // Headings keep every word whole; running text breaks long words, never a listed name.
    const german = germanHyphenation(["Salesforce", "Kubernetes"]);
    expect(german.heading("Salesforce und Anwendungsentwicklung")).toBe("Salesforce und Anwendungsentwicklung");
    expect(shown(german.text("Kubernetes-Cluster und Salesforce-Anwendungsentwicklung"))).toBe(
      "Kubernetes-Cluster und Salesforce-An|wen|dungs|ent|wick|lung",
    );
  });

  it("leave short words, e-mail addresses, paths and figures alone", () => {
    const text = "Wir sind 248 Leute: datenschutz@northfold.example, /de/kontakt, ISO/IEC 27001:2022";
    expect(hyphenateGerman(text)).toBe(text);
  });

  it("split the last word of a sentence too, keeping its full stop", () => {
    expect(shown(hyphenateGerman("oder Ausschreibungsunterlagen. Danach"))).toBe("oder Aus|schrei|bungs|un|ter|la|gen. Danach");
  });

  it("keep words that carry a hyphen readable on both sides", () => {
    expect(shown(hyphenateGerman("ERP-Datenmigration"))).toBe("ERP-Da|ten|mi|gra|ti|on");
  });
});
