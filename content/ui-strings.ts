// The UI strings' one rule for placeholders (i18next's default `{{name}}`), shared by the build
// (content/lib/locales.ts) and the browser (app/i18n/ui.ts), which reads the strings from the
// site data rather than from i18next (docs/decisions/018-speed.md).

/** `{{name}}` in a UI string. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A value a UI string inserts in the browser: text or a number. */
export type UiValue = string | number;

/** The placeholder names of a UI string, sorted. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").sort();

/** A UI string with its placeholders filled; a name without a value becomes empty. `fill`
 * gives a value's text from the template before it (the build declines German noun phrases
 * with it: content/lib/locales.ts uiString). */
export function fillPlaceholders<V = UiValue>(
  template: string,
  vars: Record<string, V> = {},
  fill: (value: V | undefined, before: string) => string = (value) => String(value ?? ""),
): string {
  return template.replace(PLACEHOLDER, (_, name: string, offset: number) => fill(vars[name], template.slice(0, offset)));
}
