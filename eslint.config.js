// @ts-check
// Lint for every source, test and config file, with type information (typescript-eslint),
// React, hooks and accessibility rules. Formatting is Prettier's job (eslint-config-prettier
// turns off the rules that would disagree with it). `npm run lint` allows no warning.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import pathPolicy from "./scripts/checks/eslint-policy.ts";

/** The modules that own the path policies: the only place their rules may be written out. */
export const POLICY_MODULES = ["policy/paths.ts", "policy/files.ts", "policy/links.ts", "redirects/engine/lookup.ts"];

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", "node_modules/", ".wrangler/", "test-results/", "screenshots/", "public/", "tests/fixtures/"],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // import() types stay allowed: an ambient module (*.d.ts) can name a relative module no other way.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      // Remix loaders throw Responses (redirects, 404s) by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: ["Response", { from: "package", package: "@remix-run/server-runtime", name: "TypedResponse" }] },
      ],
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    // The React app: components, hooks and their accessibility.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } }, globals: globals.browser },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // A table that scrolls sideways is a focusable region, so keyboards can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }],
    },
  },
  {
    files: ["worker/**/*.ts", "tests/worker/**/*.ts"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // The app and the Worker run in browsers and workerd, where these Node globals do not exist
    // (workers-types declares them as `any`, so the type checker would not notice).
    files: ["app/**/*.{ts,tsx}", "worker/**/*.ts"],
    rules: { "no-restricted-globals": ["error", "process", "Buffer", "__dirname", "require"] },
  },
  {
    files: ["scripts/**/*.ts", "tests/**/*.ts", "content/**/*.ts", "*.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Stubs of async interfaces read best as `async () => value`, and vitest's asymmetric
    // matchers (expect.any, expect.objectContaining) are typed `any` by design.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/require-await": "off", "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    // One module per path policy (docs/decisions/020-policy-modules.md): elsewhere, call it.
    files: ["**/*.{js,ts,tsx}"],
    ignores: POLICY_MODULES,
    plugins: { "path-policy": pathPolicy },
    rules: {
      "path-policy/no-path-lowercase": "error",
      "path-policy/no-trailing-slash-regex": "error",
      "path-policy/no-html-path-building": "error",
    },
  },
  prettier,
);
