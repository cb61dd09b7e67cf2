// The UI strings' one rule for placeholders (i18next's default `{{name}}`), shared by the build
// (content/lib/locales.ts) and the browser (app/i18n/ui.ts), which reads the strings from the
// site data rather than from i18next (docs/decisions/018-speed.md).
import { caseAfter, isNounForms, type NounForms } from "./german.ts";

/** `{{name}}` in a UI string. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A value a UI string inserts: text, a number, or a German noun phrase in its cases. */
export type UiValue = string | number | NounForms;

/** The placeholder names of a UI string, sorted. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").sort();

/** A UI string with its placeholders filled; a name without a value becomes empty. A noun
 * phrase goes in the case the preposition before it governs ("Unser Projekt mit {{client}}":
 * the dative). */
export function fillPlaceholders(template: string, vars: Record<string, UiValue> = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string, offset: number) => {
    const value = vars[name];
    if (isNounForms(value)) return value[caseAfter(template.slice(0, offset))];
    return String(value ?? "");
  });
}
