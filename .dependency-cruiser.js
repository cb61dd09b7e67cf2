// @ts-check
// Which layer may import what (README "Layout"; docs/decisions/010-guard-rails.md). Each layer
// has an allow-list: an import that matches none of its entries is an error that names the
// importing file, the rule and the fix. `npm run check:boundaries` runs it; so does `npm test`.
// Imports are seen whatever their form: value, type-only, side-effect, dynamic, `import()`
// types in declaration files, and aliases resolved through the tsconfig of the tree checked.

/** Allow-list entries are path patterns of the imported module, relative to the project. */
const PACKAGE = (/** @type {string[]} */ ...names) => `^node_modules/(${names.join("|")})/`;
const UNIT_TEST = "\\.test\\.tsx?$";

/**
 * The layers and what each may import: `may` (path patterns) and, where `node` is set, Node's
 * built-in modules. README "Layout" shows this table.
 * @type {Array<{ name: string, files: string, path: string, pathNot?: string, may: string[], node: boolean, summary: string, fix: string }>}
 */
export const LAYERS = [
  {
    name: "app",
    files: "app/",
    path: "^app/",
    may: [
      "^app/",
      "^content/(?!lib/|art/)",
      "^policy/",
      PACKAGE(
        "react",
        "react-dom",
        "@remix-run/react",
        "@remix-run/cloudflare",
        "@remix-run/route-config",
        "i18next",
        "react-i18next",
        "remix-i18next",
        "isbot",
      ),
      "^virtual:template-chunks$",
      // The display face's files, written by the build (scripts/build/display-face.ts).
      "^@display-face/",
    ],
    node: false,
    summary:
      "app/, content/ but content/lib/ and content/art/, policy/; React, Remix, i18next, isbot; the display face (@display-face/*); no Node",
    fix: "app/ runs in browsers and in workerd: it may use the content model (not content/lib or content/art), policy/ and its UI packages; move shared code to policy/",
  },
  {
    name: "worker",
    files: "worker/",
    path: "^worker/",
    may: ["^worker/", "^policy/", "^redirects/engine/", "^@build/", PACKAGE("@remix-run/cloudflare"), PACKAGE("cookie")],
    node: false,
    summary: "worker/, policy/, redirects/engine/, the build's outputs (@build/*); @remix-run/cloudflare, cookie; no Node",
    fix: "worker/ imports policy/, the redirect engine, the build's outputs (@build/*), Remix's Cloudflare adapter and the cookie parser only: no React, no content model, no scripts, no Node",
  },
  {
    name: "content-model",
    files: "content/ but content/lib/ and content/art/",
    path: "^content/",
    pathNot: "^content/(lib|art)/",
    may: ["^content/(?!lib/|art/)", "^policy/", PACKAGE("zod")],
    node: false,
    summary: "itself, policy/; zod; no Node",
    fix: "the content model and its schemas are universal (the app imports them): no I/O, nothing from content/lib, the app, the Worker or scripts, nor the build's drawings (content/art)",
  },
  {
    name: "content-art",
    files: "content/art/",
    path: "^content/art/",
    may: ["^content/art/", PACKAGE("@dicebear/core", "@dicebear/notionists", "svgo")],
    node: false,
    summary: "itself; DiceBear and SVGO (portraits); no Node",
    fix: "content/art draws the build's pictures, pure and deterministic: nothing outside itself but DiceBear's portrait style and SVGO's browser build that simplifies it (content/lib chooses a page's motif and calls it), no I/O",
  },
  {
    name: "content-lib",
    files: "content/lib/",
    path: "^content/lib/",
    may: ["^content/", "^policy/", PACKAGE("zod", "yaml", "marked", "github-slugger", "entities", "hyphen", "lucide-static")],
    node: true,
    summary: "content/, policy/; zod, yaml, marked, github-slugger, entities, hyphen, lucide-static; Node",
    fix: "content/lib reads and compiles content: it may use the model, Node and its parsers, never the app, the Worker or scripts",
  },
  {
    name: "policy",
    files: "policy/",
    path: "^policy/",
    may: ["^policy/"],
    node: false,
    summary: "itself only: no packages, no Node",
    fix: "policy/ is pure and shared by the build, the Worker and the browser: nothing outside itself, no packages, no I/O",
  },
  {
    name: "redirect-engine",
    files: "redirects/engine/",
    path: "^redirects/engine/",
    may: ["^redirects/engine/", "^policy/"],
    node: false,
    summary: "itself, policy/: no packages, no Node",
    fix: "the redirect engine is pure and shared by the build, the tools and the Worker: itself and policy/ only, no packages, no I/O",
  },
  {
    name: "scripts",
    files: "scripts/",
    path: "^scripts/",
    may: ["^scripts/", "^content/", "^policy/", "^redirects/engine/", "^node_modules/", "^\\.dependency-cruiser\\.js$"],
    node: true,
    summary: "scripts/, content/, policy/, redirects/engine/, this config; any package; Node",
    fix: "scripts/ are the build, operator tools, checks and measurement: they may use content/, policy/, the redirect engine and packages, never the app's or the Worker's source or tests/",
  },
  {
    name: "config",
    files: "*.js, *.ts (root configs)",
    path: "^[^/]+\\.(js|ts)$",
    may: ["^scripts/(lib|checks|build)/", "^policy/", "^remix\\.config\\.js$", "^node_modules/"],
    node: true,
    summary: "scripts/lib/, scripts/checks/, scripts/build/, policy/, remix.config.js; any package; Node",
    fix: "root configs may use the scripts' shared helpers, checks and build plugins, policy/ and packages only",
  },
];

/** What a unit test beside the code may import besides its layer's allow-list (and Node's built-ins). */
const UNIT_TEST_MAY = [PACKAGE("vitest"), "^tests/fixtures/"];
/** Restricts a rule to imports of modules other than Node's built-ins. */
const NOT_NODE = { dependencyTypesNot: /** @type {import("dependency-cruiser").DependencyType[]} */ (["core"]) };

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    ...LAYERS.map((layer) => ({
      name: `${layer.name}-imports`,
      comment: layer.fix,
      severity: /** @type {const} */ ("error"),
      from: { path: layer.path, pathNot: [UNIT_TEST, ...(layer.pathNot ? [layer.pathNot] : [])] },
      to: { pathNot: layer.may, ...(layer.node ? NOT_NODE : {}) },
    })),
    ...LAYERS.map((layer) => ({
      name: `${layer.name}-unit-tests-import`,
      comment: `${layer.fix}; unit tests may also use vitest, Node and tests/fixtures`,
      severity: /** @type {const} */ ("error"),
      from: { path: `${layer.path}.*${UNIT_TEST}`, pathNot: layer.pathNot },
      to: { pathNot: [...layer.may, ...UNIT_TEST_MAY], ...NOT_NODE },
    })),
    {
      name: "behaviour-tests-use-fixtures",
      comment:
        "behaviour tests read the fixture site (tests/fixtures/site), never the real site's pages, settings or rules; the content-acceptance suite (tests/content*) checks the real site",
      severity: "error",
      from: { path: ["^tests/", UNIT_TEST], pathNot: ["^tests/content", "^tests/fixtures/"] },
      to: { path: "^(content/pages/|content/site\\.yaml$|redirects/(?!engine/))" },
    },
    {
      name: "worker-entry-is-a-dispatcher",
      comment:
        "worker/index.ts calls the steps of a request in order and writes its log line: the enquiry's tokens, storage, mail and rules belong to worker/enquiry.ts, which it calls",
      severity: "error",
      from: { path: "^worker/index\\.ts$" },
      to: { path: "^(worker/(form-token|enquiry-store|enquiry-mail)|policy/enquiry)\\.ts$" },
    },
    {
      name: "only-tests-import-tests",
      comment: "tests/ holds tests, fixtures and test configs: nothing outside tests/ may import them",
      severity: "error",
      from: { pathNot: "^tests/" },
      to: { path: "^tests/", pathNot: "^tests/fixtures/" },
    },
    {
      name: "no-unresolvable-import",
      comment:
        "an import that resolves to no file (a typo, or an alias no tsconfig declares); runtime modules are cloudflare:*, virtual:template-chunks and @build/*, and the build writes @display-face/*",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^cloudflare:(test|workers)$", "^virtual:template-chunks$", "^@build/", "^@display-face/"] },
    },
    {
      name: "no-circular",
      comment: "modules that import each other, directly or through others: split out what both need",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "^(build|build-[^/]+|node_modules|\\.wrangler)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
