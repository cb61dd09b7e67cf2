// Hydration that never competes with the largest paint (docs/decisions/018-speed.md). A
// pre-rendered page is whole without JavaScript: its links are links and its menus are
// <details>. So the build rewrites each page's scripts to start after the page has painted and
// the browser is idle, or at the first interaction, whichever comes first:
// - every `<link rel="modulepreload">` gets `media="not all"`, so nothing is fetched early; the
//   element stays, since React hydrates against the same markup (and entry.client reads the
//   template's name from its link);
// - Remix's module script, which imports the manifest and the route modules statically and then
//   the entry, waits for the first contentful paint to be on screen and then for idle time or
//   the first pointer or key press, then preloads every chunk the page named (a module the
//   policy trusts is one a link preloaded) and imports the entry only;
// - Remix's hand-off (its settings, the route modules to import and the page's loader data,
//   as three inline scripts) leaves the document: the settings are the same on every page and
//   travel with the entry, and the module script hands over the rest (app/runtime/handoff.ts).
import { transformSync } from "esbuild";
import { Parser } from "htmlparser2";
import { HYDRATE_FROM } from "../../policy/files.ts";
import { inlineKind, type InlineCode } from "./inline-hashes.ts";
import { REMIX_HANDOFF, REMIX_HANDOFF_SETTINGS, type Handoff } from "../../policy/remix-handoff.ts";

/** The media query that keeps a modulepreload from fetching. */
export const DEFERRED_MEDIA = "not all";

/** How long the browser may stay busy after the first paint before the scripts start anyway (ms). */
export const IDLE_TIMEOUT_MS = 2_000;

/** Remix's route modules script (Remix 2: `<Scripts>`), as it writes it. */
const REMIX_MODULE_SCRIPT =
  /^\s*import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)\s*window\.__remixRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);\s*$/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
/** Remix's settings script, its stream's chunks and the stream's end, as it writes them. */
const REMIX_SETTINGS_SCRIPT = /^window\.__remixContext = (\{.*\});window\.__remixContext\.stream = new ReadableStream\(/s;
const REMIX_STREAM_CHUNK = /^window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s;
const REMIX_STREAM_END = "window.__remixContext.streamController.close();";

/** The wait, minified once: every page carries it inline. */
let waitScript: string | undefined;

/** JSON that is safe inside an inline script: no `</script>`, no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The parts of Remix's module script: its manifest, its route modules by id, its entry. */
function remixModules(original: string): Omit<Handoff, "data"> & { entry: string } {
  const m = REMIX_MODULE_SCRIPT.exec(original);
  if (!m) throw new Error(`Remix's module script has an unexpected shape: ${original.slice(0, 200)}`);
  const [, manifest = "", imports = "", modules = "", entry = ""] = m;
  const urls = new Map([...imports.matchAll(ROUTE_IMPORT)].map(([, name = "", url = ""]) => [name, url]));
  // `{"root":route0,"routes/content":route1}`: route ids and the names of their imports.
  const routes = Object.fromEntries(
    [...modules.matchAll(/"([^"]+)":(route\d+)/g)].map(([, id = "", name = ""]) => {
      const url = urls.get(name);
      if (!url) throw new Error(`Remix's module script names ${name} without importing it: ${original.slice(0, 200)}`);
      return [id, url];
    }),
  );
  return { manifest, routes, entry };
}

/**
 * The deferred form of Remix's scripts: wait, then hand the entry the page's route modules and
 * loader data (`data`, Remix's stream as its inline scripts enqueue it) and import it;
 * `hydrateFrom` names the page whose page data the entry hydrates from (decision 018).
 */
export function deferredModuleScript(original: string, data: string, hydrateFrom?: string): string {
  const { entry, ...modules } = remixModules(original);
  waitScript ??= transformSync(WAIT, { minify: true, format: "esm", target: "es2022" }).code.trim();
  const named = hydrateFrom === undefined ? "" : `window.${HYDRATE_FROM}=${scriptJson(hydrateFrom)};`;
  const handoff: Handoff = { ...modules, data };
  return `${waitScript}${named}window.${REMIX_HANDOFF}=${scriptJson(handoff)};import(${JSON.stringify(entry)});`;
}

/** Until the first paint is on screen and the browser is idle, or the first interaction; then
 * the page's chunks are preloaded. */
const WAIT = [
  // The import runs at the module's top level (after an await), not in an event callback:
  // under the policy's 'strict-dynamic', only the script itself may import.
  // The page's load event waits for this module: it waits for the first paint, not for load.
  `await new Promise((resolve) => {`,
  `  for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, resolve, { once: true, capture: true, passive: true });`,
  `  const idle = () => (window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: ${IDLE_TIMEOUT_MS} }) : setTimeout(resolve, 0));`,
  // The observer is handed the first contentful paint once that frame is on screen, also when
  // it came before this script (buffered). Every browser that runs a module with a top-level
  // await has paint timing, unless the user turned it off: then the first frame is waited for.
  `  if (PerformanceObserver.supportedEntryTypes.includes("paint"))`,
  `    new PerformanceObserver((list, observer) => {`,
  `      if (!list.getEntriesByName("first-contentful-paint").length) return;`,
  `      observer.disconnect();`,
  `      idle();`,
  `    }).observe({ type: "paint", buffered: true });`,
  `  else requestAnimationFrame(() => setTimeout(idle, 0));`,
  `});`,
  // The policy trusts a module that a link this script adds preloaded, and an import then finds
  // it loaded: every chunk the page named is preloaded now, and only then imported (by this
  // script, the entry and its hand-off).
  `await Promise.all([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new Promise((loaded) => {`,
  `  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: l.href, onload: loaded, onerror: loaded }));`,
  `})));`,
].join("\n");

/** JSON text of a value with every object's keys in order, so two settings compare by content. */
const sortedJson = (value: unknown): string => {
  const sorted = (v: unknown): unknown =>
    v && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, w]) => [k, sorted(w)]),
        )
      : v;
  return JSON.stringify(sorted(value));
};

/** The settings the entry rebuilds (policy/remix-handoff.ts). */
const REBUILT_SETTINGS = sortedJson(REMIX_HANDOFF_SETTINGS);
/** Settings scripts already found to match: every page of a build carries the same one. */
const checkedSettings = new Set<string>();

/** Throws unless Remix's settings are the ones the entry rebuilds. */
function checkSettings(json: string): void {
  if (checkedSettings.has(json)) return;
  const written = sortedJson(JSON.parse(json));
  if (written !== REBUILT_SETTINGS)
    throw new Error(
      `Remix's settings ${written} are not the ones the entry rebuilds (policy/remix-handoff.ts): ${REBUILT_SETTINGS}`,
    );
  checkedSettings.add(json);
}

/** A page with its scripts deferred, and the inline code it then runs (for the policy's hashes). */
export interface Deferred {
  html: string;
  inline: InlineCode;
}

/**
 * `html` with its scripts deferred and Remix's hand-off taken out: its settings script, its
 * stream's scripts and its module script keep their elements (React hydrates against them) but
 * the settings and the stream's scripts lose their text, and the module script carries what is
 * the page's own. A page without Remix's scripts (the offline page) is returned as it is. The
 * same pass reads the inline code the page then carries, as `inlineCode` would read it from
 * the result (scripts/build/inline-hashes.ts): a page is parsed once.
 */
export function deferHydration(html: string, hydrateFrom?: string): Deferred {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  /** The new text of the elements whose text is replaced, by where it starts. */
  const replaced = new Map<number, string>();
  const replace = (at: { start: number; end: number }, text: string) => {
    edits.push({ ...at, text });
    replaced.set(at.start, text);
  };
  /** The inline scripts that run, and the styles, in document order: where their text is. */
  const code: Array<{ start: number; end: number; kind: keyof InlineCode }> = [];
  let open: { textStart: number; tag: string; kind?: keyof InlineCode; remix: boolean; module: boolean } | null = null;
  let moduleScript: { start: number; end: number; text: string } | undefined;
  let settings = false;
  const chunks: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "link" && attributes.rel === "modulepreload") {
          if (attributes.media !== undefined) throw new Error(`a modulepreload link already has a media attribute: ${attributes.href}`);
          // The attribute goes right after `<link`.
          const at = parser.startIndex + "<link".length;
          edits.push({ start: at, end: at, text: ` media="${DEFERRED_MEDIA}"` });
        }
        const kind = inlineKind(name, attributes);
        // Remix writes its scripts inline, as classic scripts and one module script.
        const remix = name === "script" && attributes.src === undefined && (attributes.type === undefined || attributes.type === "module");
        if (kind || remix) open = { textStart: parser.endIndex + 1, tag: name, kind, remix, module: attributes.type === "module" };
      },
      onclosetag(name) {
        if (!open || name !== open.tag) return;
        const at = { start: open.textStart, end: parser.startIndex };
        const { kind, remix, module } = open;
        open = null;
        if (kind) code.push({ ...at, kind });
        if (!remix) return;
        const text = html.slice(at.start, at.end);
        if (module) {
          moduleScript = { ...at, text };
          return;
        }
        const settingsJson = REMIX_SETTINGS_SCRIPT.exec(text)?.[1];
        const chunk = settingsJson === undefined ? REMIX_STREAM_CHUNK.exec(text)?.[1] : undefined;
        if (settingsJson !== undefined) {
          checkSettings(settingsJson);
          settings = true;
        } else if (chunk !== undefined) {
          chunks.push(JSON.parse(chunk) as string);
        } else if (text !== REMIX_STREAM_END) {
          return;
        }
        // Remix's own scripts keep their elements and lose their text.
        replace(at, "");
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  if (moduleScript) {
    if (!settings || !chunks.length)
      throw new Error("Remix's module script came without its settings and stream scripts: unexpected shape");
    replace(moduleScript, deferredModuleScript(moduleScript.text, chunks.join(""), hydrateFrom));
  } else if (settings) {
    throw new Error("Remix's settings script came without its module script: unexpected shape");
  }
  const inline: InlineCode = { scripts: [], styles: [] };
  for (const c of code) inline[c.kind].push(replaced.get(c.start) ?? html.slice(c.start, c.end));
  // The edits, in document order, between the untouched stretches of the page: one new string.
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    parts.push(html.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(html.slice(at));
  return { html: parts.join(""), inline };
}
