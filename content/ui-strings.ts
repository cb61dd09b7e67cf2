// The UI strings' one rule for placeholders (i18next's default `{{name}}`), shared by the build
// (content/lib/locales.ts) and the browser (app/i18n/ui.ts), which reads the strings from the
// site data rather than from i18next (docs/decisions/018-speed.md).

/** `{{name}}` in a UI string. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholder names of a UI string, sorted. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").sort();

/** A UI string with its placeholders filled; a name without a value becomes empty. */
export function fillPlaceholders(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => String(vars[name] ?? ""));
}
