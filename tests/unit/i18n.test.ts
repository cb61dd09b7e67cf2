// Every UI string the app and the build ask for exists in the English translation (spec §9 key
// separator "::"), and the German strings match it key by key.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../content/locales/en/translation.json";
import i18next from "i18next";
import { i18nOptions } from "../../app/i18n/config.ts";
import { translator } from "../../app/i18n/ui.ts";
import { PAGE_KINDS, type TranslationNode } from "../../content/model.ts";
import { kindLabel } from "../../app/lib/kind-label.ts";
import { ROOT } from "../../scripts/lib/run.ts";

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((n) =>
    statSync(join(ROOT, dir, n)).isDirectory() ? files(join(dir, n)) : /\.tsx?$/.test(n) && !n.includes(".test.") ? [join(dir, n)] : [],
  );
}

describe("translations", () => {
  it("have every key the app and the build use, and no key they do not", () => {
    // Keys are written out as string literals ("frame::menu"), also where a map picks them.
    const used = new Set(
      ["app", "content/lib", "scripts"]
        .flatMap(files)
        .flatMap((f) => [...readFileSync(join(ROOT, f), "utf8").matchAll(/"([a-z]+::[A-Za-z_]+)"/g)].map((m) => m[1] ?? "")),
    );
    // A page's kind names its string by key (app/lib/kind-label.ts): every kind is used.
    for (const kind of PAGE_KINDS) used.add(kindLabel(kind));
    const defined = new Set(Object.keys(en));
    expect([...used].filter((k) => !defined.has(k))).toEqual([]);
    expect([...defined].filter((k) => !used.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });

  it("resolve keys split by '::' in the 'translation' namespace, with no namespace separator (spec §9), on the server", async () => {
    // remix-i18next's instance, as the server configures it.
    const i18n = i18next.createInstance();
    await i18n.init(i18nOptions);
    expect(i18n.language).toBe("en");
    expect(i18n.t("cookie::agree")).toBe("I agree");
    expect(i18n.t("cookie::agree", { ns: "translation" })).toBe("I agree");
    // With a namespace separator, "translation:cookie::agree" would name the same string.
    expect(i18n.t("translation:cookie::agree")).toBe("translation:cookie::agree");
  });

  it("resolve in the browser from the site data's nodes: the page's language, then English, placeholders filled", () => {
    const nodes: TranslationNode[] = [
      { language: "en", ns: "translation", data: { "cookie::agree": "I agree", "a::b": "Page {{page}} of {{pages}}" } },
      { language: "de", ns: "translation", data: { "a::b": "Seite {{page}} von {{pages}}" } },
    ];
    const de = translator(nodes, "de");
    expect(de("a::b", { page: 2, pages: 5 })).toBe("Seite 2 von 5");
    expect(de("cookie::agree")).toBe("I agree");
    expect(translator(nodes, "en")("a::b", { page: 1 })).toBe("Page 1 of ");
    expect(de("no::such")).toBe("no::such");
  });

  it("hold the exact cookie notice of spec §9", () => {
    expect(en["cookie::text"]).toBe(
      "This website uses cookies to enhance your experience and for web analytics purposes. Read our Privacy notice to learn more or to change your cookie preferences. By continuing to browse the site, you agree to our use of cookies.",
    );
    expect(en["cookie::agree"]).toBe("I agree");
  });
});
