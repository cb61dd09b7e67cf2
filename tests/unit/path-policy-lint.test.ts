// The lint rules that keep the path policies in their modules (eslint.config.js, path-policy):
// they refuse a path lower-cased, a trailing-slash regex and an .html path built outside the
// policy modules, and let the policy modules themselves do all three.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/run.ts";

/** A component that is not on disk. */
const EXAMPLE = "app/components/example.tsx";

// The project's own config (eslint.config.js: which files the rules cover, which they leave to
// the policy modules), running only the path-policy rules. They need no type information, so
// the type checker is left out: it would take seconds to start, and knows no file not on disk.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith("path-policy/"),
});

/** The path-policy rules that `code` breaks when it is the file `filePath`. */
async function policyErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error would hide every rule: the fixtures must be valid code.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId ?? "").filter((id) => id.startsWith("path-policy/"));
}

const LOWERCASE = `export const keyOf = (path: string): string => path.toLowerCase();\n`;
const SLASH = `export const strip = (path: string): string => path.replace(/\\/+$/, "");\n`;
const HTML = `export const fileOf = (path: string): string => \`\${path}.html\`;\n`;

describe("the path-policy lint rules", { timeout: 60_000 }, () => {
  it.each([
    ["lower-casing a path", LOWERCASE, "path-policy/no-path-lowercase"],
    ["a trailing-slash regex", SLASH, "path-policy/no-trailing-slash-regex"],
    ["building an .html path", HTML, "path-policy/no-html-path-building"],
  ])("refuse %s outside the policy modules", async (_, code, rule) => {
    expect(await policyErrors(code, EXAMPLE)).toEqual([rule]);
  });

  it.each([
    ["policy/paths.ts", LOWERCASE],
    ["policy/paths.ts", SLASH],
    ["policy/files.ts", HTML],
  ])("let %s, a policy module, write its rule", async (filePath, code) => {
    expect(await policyErrors(code, filePath)).toEqual([]);
  });

  it("let other code lower-case what is not a path", async () => {
    expect(await policyErrors(`export const tag = (label: string): string => label.toLowerCase();\n`, EXAMPLE)).toEqual([]);
  });
});
