import { describe, expect, it } from "vitest";
import { deferHydration, deferredModuleScript, DEFERRED_MEDIA } from "./defer-hydration.ts";

const REMIX =
  'import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";import * as route1 from "/assets/content-3.js";\nwindow.__remixRouteModules = {"root":route0,"routes/content":route1};import("/assets/entry.client-4.js");';
const page = (module: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/landing-5.js" data-template="landing"/></head>` +
  `<body><main><a href="/crm">CRM</a></main><link rel="modulepreload" href="/assets/entry.client-4.js"/>` +
  `<script>window.__remixContext = {};</script><script type="module" async="">${module}</script></body></html>`;

describe("deferHydration", () => {
  it("keeps every modulepreload link but stops it fetching, and leaves everything else as it was", () => {
    const out = deferHydration(page(REMIX));
    expect(out).toContain(`<link media="${DEFERRED_MEDIA}" rel="modulepreload" href="/assets/landing-5.js" data-template="landing"/>`);
    expect(out).toContain(`<link media="${DEFERRED_MEDIA}" rel="modulepreload" href="/assets/entry.client-4.js"/>`);
    expect(out).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(out).toContain("<script>window.__remixContext = {};</script>");
    expect(out).toContain('<main><a href="/crm">CRM</a></main>');
    expect(out.endsWith("</body></html>")).toBe(true);
  });

  it("makes Remix's module script wait for the first paint, then idle time or an interaction, before it imports", () => {
    const script = deferredModuleScript(REMIX);
    const waits = script.indexOf("await new Promise");
    expect(waits).toBeGreaterThanOrEqual(0);
    // It waits for the first contentful paint's entry, or the first frame where paint timing is missing.
    expect(script.indexOf('observe({type:"paint",buffered:!0})')).toBeGreaterThan(waits);
    expect(script.indexOf("requestAnimationFrame")).toBeGreaterThan(script.indexOf("supportedEntryTypes"));
    // Nothing is imported before the wait; the route modules are named as Remix named them.
    expect(script.slice(0, waits)).not.toContain("import");
    const [, root, content] =
      /const\[,(\w+),(\w+)\]=await Promise\.all\(\["\/assets\/manifest-1\.js","\/assets\/root-2\.js","\/assets\/content-3\.js"\]/.exec(
        script,
      ) ?? [];
    expect(root).toBeTruthy();
    expect(script).toContain(`window.__remixRouteModules={root:${root},"routes/content":${content}};`);
    expect(script.endsWith('import("/assets/entry.client-4.js");')).toBe(true);
    // Minified: every page carries it inline.
    expect(script.length).toBeLessThan(1100);
  });

  it("names the page a pre-rendered page hydrates from before it imports the entry, when told", () => {
    const script = deferredModuleScript(REMIX, "/crm");
    const named = script.indexOf('window.__hydrateFrom="/crm";');
    expect(named).toBeGreaterThan(script.indexOf("window.__remixRouteModules"));
    expect(named).toBeLessThan(script.indexOf('import("/assets/entry.client-4.js")'));
    expect(deferredModuleScript(REMIX)).not.toContain("__hydrateFrom");
  });

  it("refuses a module script of another shape, rather than breaking the page", () => {
    expect(() => deferHydration(page('import "/x.js"; start();'))).toThrow(/unexpected shape/);
  });
});
