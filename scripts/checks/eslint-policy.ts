// ESLint rules that keep the path policies in their modules (docs/decisions/020-policy-modules.md):
// outside the policy modules of policy/, code may not lower-case a path, strip or test a
// trailing slash with a regex, or build a `.html` file name. Each message names the module
// that owns the rule, so the fix is to call it rather than to write the rule again.
import type { Rule } from "eslint";

/**
 * A receiver whose name says it holds a path, a URL or a key made from one. Lower-casing is
 * refused by name rather than everywhere: the code lower-cases media types, SVG path commands
 * and art labels too, and a list of files allowed to do so would hide a path among them.
 */
const PATHLIKE = /path|url|href|source|target|from|key/i;

/** The name a receiver is known by: `path`, `page.path`, `this.key`; none for calls and literals. */
function nameOf(node: Rule.Node | import("estree").Node): string | undefined {
  if (node.type === "Identifier") return node.name;
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") return node.property.name;
  return undefined;
}

/**
 * `/\/$/`, `/\/+$/`, `/\/*$/`, `/(\/)+$/`...: a regex that tests or strips a trailing slash
 * (`/^\/$/`, the root and nothing else, is no such test).
 */
const TRAILING_SLASH = /(?<!\^)\\\/(?:\)?[+*?]|\)?\{\d*,?\d*\})?\)?\$$/;

const endsInHtml = (node: import("estree").Node) =>
  node.type === "Literal" && typeof node.value === "string" && node.value.endsWith(".html");

const rules: Record<string, Rule.RuleModule> = {
  "no-path-lowercase": {
    meta: {
      type: "problem",
      docs: { description: "Letter case of a path is compared through caseKey" },
      messages: {
        lowercase:
          "`{{name}}.toLowerCase()`: compare paths letter case aside with caseKey from policy/paths.ts (rules: redirects/engine/lookup.ts ruleKey).",
      },
      schema: [],
    },
    create: (context) => ({
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier") return;
        if (callee.property.name !== "toLowerCase" && callee.property.name !== "toLocaleLowerCase") return;
        const name = nameOf(callee.object);
        if (name && PATHLIKE.test(name)) context.report({ node, messageId: "lowercase", data: { name } });
      },
    }),
  },
  "no-trailing-slash-regex": {
    meta: {
      type: "problem",
      docs: { description: "The trailing-slash policy lives in policy/paths.ts" },
      messages: {
        slash: "A regex for a trailing slash: use withoutTrailingSlash, lookupCandidates or canonicalUrl from policy/paths.ts.",
      },
      schema: [],
    },
    create: (context) => ({
      Literal(node) {
        if ("regex" in node && node.regex && TRAILING_SLASH.test(node.regex.pattern)) context.report({ node, messageId: "slash" });
      },
    }),
  },
  "no-html-path-building": {
    meta: {
      type: "problem",
      docs: { description: "Page ↔ HTML file mapping lives in policy/files.ts" },
      messages: {
        html: "Building an .html path: use htmlFileOf (page → file) or pagePathOfHtmlFile (file → page) from policy/files.ts.",
      },
      schema: [],
    },
    create: (context) => ({
      BinaryExpression(node) {
        if (node.operator === "+" && endsInHtml(node.right)) context.report({ node, messageId: "html" });
      },
      TemplateLiteral(node) {
        const last = node.quasis.at(-1);
        if (node.expressions.length > 0 && last?.value.cooked?.endsWith(".html")) context.report({ node, messageId: "html" });
      },
    }),
  },
};

export default { meta: { name: "path-policy" }, rules };
