// Every UI string the app and the build ask for exists in the English translation (spec §9 key
// separator "::"), and the German strings match it key by key.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../content/locales/en/translation.json";
import { createI18n } from "../../app/i18n/instance.ts";
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
    const defined = new Set(Object.keys(en));
    expect([...used].filter((k) => !defined.has(k))).toEqual([]);
    expect([...defined].filter((k) => !used.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });

  it("resolve keys split by '::' in the 'translation' namespace, with no namespace separator (spec §9)", () => {
    const i18n = createI18n();
    expect(i18n.language).toBe("en");
    expect(i18n.t("cookie::agree")).toBe("I agree");
    expect(i18n.t("cookie::agree", { ns: "translation" })).toBe("I agree");
    // With a namespace separator, "translation:cookie::agree" would name the same string.
    expect(i18n.t("translation:cookie::agree")).toBe("translation:cookie::agree");
  });

  it("hold the exact cookie notice of spec §9", () => {
    expect(en["cookie::text"]).toBe(
      "This website uses cookies to enhance your experience and for web analytics purposes. Read our Privacy notice to learn more or to change your cookie preferences. By continuing to browse the site, you agree to our use of cookies.",
    );
    expect(en["cookie::agree"]).toBe("I agree");
  });
});
