// Every UI string the app asks for exists in the English translation (spec §9 key separator "::").
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../content/locales/en/translation.json";
import { ROOT } from "../../scripts/lib/run.ts";

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((n) =>
    statSync(join(ROOT, dir, n)).isDirectory() ? files(join(dir, n)) : /\.tsx?$/.test(n) && !n.includes(".test.") ? [join(dir, n)] : [],
  );
}

describe("translations", () => {
  it("have every key the app uses, and no key it does not", () => {
    const used = new Set(
      files("app").flatMap((f) => [...readFileSync(join(ROOT, f), "utf8").matchAll(/\bt\("([^"]+)"/g)].map((m) => m[1] ?? "")),
    );
    const defined = new Set(Object.keys(en));
    expect([...used].filter((k) => !defined.has(k))).toEqual([]);
    expect([...defined].filter((k) => !used.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });

  it("hold the exact cookie notice of spec §9", () => {
    expect(en["cookie::text"]).toBe(
      "This website uses cookies to enhance your experience and for web analytics purposes. Read our Privacy notice to learn more or to change your cookie preferences. By continuing to browse the site, you agree to our use of cookies.",
    );
    expect(en["cookie::agree"]).toBe("I agree");
  });
});
