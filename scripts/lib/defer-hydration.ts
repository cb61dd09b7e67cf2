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
//   policy trusts is one a link preloaded) and imports them.
import { transformSync } from "esbuild";
import { Parser } from "htmlparser2";
import { HYDRATE_FROM } from "../../redirects/core/files.ts";

/** The media query that keeps a modulepreload from fetching. */
export const DEFERRED_MEDIA = "not all";

/** How long the browser may stay busy after the first paint before the scripts start anyway (ms). */
export const IDLE_TIMEOUT_MS = 2_000;

/** Remix's route modules script (Remix 2: `<Scripts>`), as it writes it. */
const REMIX_MODULE_SCRIPT =
  /^\s*import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)\s*window\.__remixRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);\s*$/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;

/** Each distinct wait-and-import part, minified once (every page of a template shares one). */
const minified = new Map<string, string>();

/** The deferred form of Remix's module script; `hydrateFrom` names the page whose page data the entry hydrates from (decision 018). */
export function deferredModuleScript(original: string, hydrateFrom?: string): string {
  const m = REMIX_MODULE_SCRIPT.exec(original);
  if (!m) throw new Error(`Remix's module script has an unexpected shape: ${original.slice(0, 200)}`);
  const [, manifest = "", imports = "", modules = "", entry = ""] = m;
  const key = `${manifest}\n${imports}\n${modules}`;
  let prelude = minified.get(key);
  if (prelude === undefined) {
    // Every page carries this script inline: minified, it is a third of its readable size.
    prelude = transformSync(waitThenImport(manifest, imports, modules), { minify: true, format: "esm", target: "es2022" }).code.trim();
    minified.set(key, prelude);
  }
  const named = hydrateFrom === undefined ? "" : `window.${HYDRATE_FROM}=${JSON.stringify(hydrateFrom)};`;
  return `${prelude}${named}import(${JSON.stringify(entry)});`;
}

/** The script up to the entry's import: wait, preload, import the route modules. */
function waitThenImport(manifest: string, imports: string, modules: string): string {
  const routes = [...imports.matchAll(ROUTE_IMPORT)].map(([, name = "", url = ""]) => ({ name, url }));
  const names = routes.map((r) => r.name).join(", ");
  const urls = [manifest, ...routes.map((r) => r.url)].map((u) => JSON.stringify(u)).join(", ");
  return [
    // The imports run at the module's top level (after an await), not in an event callback:
    // under the policy's 'strict-dynamic', only the script itself may import.
    // The page's load event waits for this module: it waits for the first paint, not for load.
    `await new Promise((resolve) => {`,
    `  for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, resolve, { once: true, capture: true, passive: true });`,
    `  const idle = () => (window.requestIdleCallback ? requestIdleCallback(resolve, { timeout: ${IDLE_TIMEOUT_MS} }) : setTimeout(resolve, 0));`,
    // The first contentful paint's entry is queued once that frame is on screen; a browser
    // without paint timing waits for the first frame instead.
    `  if (performance.getEntriesByName("first-contentful-paint").length) idle();`,
    `  else if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))`,
    `    new PerformanceObserver((list, observer) => {`,
    `      if (!list.getEntriesByName("first-contentful-paint").length) return;`,
    `      observer.disconnect();`,
    `      idle();`,
    `    }).observe({ type: "paint", buffered: true });`,
    `  else requestAnimationFrame(() => setTimeout(idle, 0));`,
    `});`,
    // The policy trusts modules preloaded by a link, and an import finds them loaded: every
    // chunk the page named is preloaded now, and only then imported.
    `const preload = (href) => new Promise((loaded) => {`,
    `  const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href, onload: loaded, onerror: loaded });`,
    `  document.head.append(link);`,
    `});`,
    `await Promise.all([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => preload(l.href)));`,
    `const [, ${names}] = await Promise.all([${urls}].map((u) => import(u)));`,
    `window.__remixRouteModules = ${modules};`,
  ].join("\n");
}

/** `html` with its scripts deferred; a page without Remix's scripts (the offline page) is returned as it is. */
export function deferHydration(html: string, hydrateFrom?: string): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let script: { start: number; textStart: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "link" && attributes.rel === "modulepreload") {
          if (attributes.media !== undefined) throw new Error(`a modulepreload link already has a media attribute: ${attributes.href}`);
          // The attribute goes right after `<link`.
          const at = parser.startIndex + "<link".length;
          edits.push({ start: at, end: at, text: ` media="${DEFERRED_MEDIA}"` });
        }
        if (name === "script" && attributes.type === "module" && attributes.src === undefined)
          script = { start: parser.startIndex, textStart: parser.endIndex + 1 };
      },
      onclosetag(name) {
        if (name !== "script" || !script) return;
        const textEnd = parser.startIndex;
        edits.push({
          start: script.textStart,
          end: textEnd,
          text: deferredModuleScript(html.slice(script.textStart, textEnd), hydrateFrom),
        });
        script = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  return out;
}
