import { describe, expect, it } from "vitest";
import { REMIX_HANDOFF_SETTINGS } from "../../policy/remix-handoff.ts";
import { deferHydration, deferredModuleScript, DEFERRED_MEDIA } from "./defer-hydration.ts";
import { inlineCode } from "./inline-hashes.ts";

const REMIX =
  'import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";import * as route1 from "/assets/content-3.js";\nwindow.__remixRouteModules = {"root":route0,"routes/content":route1};import("/assets/entry.client-4.js");';
const SETTINGS = `window.__remixContext = ${JSON.stringify(REMIX_HANDOFF_SETTINGS)};window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
// Remix escapes the stream's text for an inline script as this does.
const escaped = (text: string) =>
  JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const chunk = (text: string) => `<script>window.__remixContext.streamController.enqueue(${escaped(text)});</script>`;
const page = (module: string, settings = SETTINGS) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/landing-5.js" data-template="landing"/></head>` +
  `<body><main><a href="/crm">CRM</a></main><link rel="modulepreload" href="/assets/entry.client-4.js"/>` +
  `<script>${settings}</script><script type="module" async="">${module}</script>` +
  `<!--$-->${chunk('[{"_1":2},"loaderData",')}<!--$-->${chunk('{"a":"</script><b>"}]\n')}` +
  `<script>window.__remixContext.streamController.close();</script><!--/$--><!--/$--></body></html>`;

/** The object a deferred script hands the entry. */
const handoffOf = (html: string) => {
  const json = /window\.__remixHandoff=(\{.*?\});import\(/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { manifest: string; routes: Record<string, string>; data: string }) : undefined;
};

describe("deferHydration", () => {
  it("keeps every modulepreload link but stops it fetching, and leaves the page itself as it was", () => {
    const out = deferHydration(page(REMIX)).html;
    expect(out).toContain(`<link media="${DEFERRED_MEDIA}" rel="modulepreload" href="/assets/landing-5.js" data-template="landing"/>`);
    expect(out).toContain(`<link media="${DEFERRED_MEDIA}" rel="modulepreload" href="/assets/entry.client-4.js"/>`);
    expect(out).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(out).toContain('<main><a href="/crm">CRM</a></main>');
    expect(out.endsWith("<!--/$--><!--/$--></body></html>")).toBe(true);
  });

  it("takes Remix's hand-off out of the document, keeping the script elements React hydrates against", () => {
    const out = deferHydration(page(REMIX), "/crm").html;
    expect(out).not.toContain("__remixContext");
    expect(out).toContain('<script></script><script type="module" async="">');
    expect(out.match(/<script><\/script>/g)).toHaveLength(4);
    // The module script hands over the route modules by id and the stream's text, whole.
    expect(handoffOf(out)).toEqual({
      manifest: "/assets/manifest-1.js",
      routes: { root: "/assets/root-2.js", "routes/content": "/assets/content-3.js" },
      data: '[{"_1":2},"loaderData",{"a":"</script><b>"}]\n',
    });
    // Text from the page's data can never close the script it travels in.
    expect(out.match(/<\/script>/g)).toHaveLength(5);
  });

  it("makes the module script wait for the first paint, then idle time or an interaction, before it imports the entry", () => {
    const script = deferredModuleScript(REMIX, "[]");
    const waits = script.indexOf("await new Promise");
    expect(waits).toBe(0);
    // It waits for the first contentful paint's entry, or the first frame where paint timing is missing.
    expect(script.indexOf('observe({type:"paint",buffered:!0})')).toBeGreaterThan(waits);
    expect(script.indexOf("requestAnimationFrame")).toBeGreaterThan(script.indexOf("supportedEntryTypes"));
    // After the wait, every chunk the page named is preloaded by a link this script adds (the
    // policy trusts those), and only then is the entry imported: its one import.
    const preloads = script.indexOf("document.querySelectorAll('link[rel=\"modulepreload\"]')");
    expect(preloads).toBeGreaterThan(waits);
    expect(script.indexOf('document.createElement("link")')).toBeGreaterThan(preloads);
    expect(script.match(/import\(/g)).toHaveLength(1);
    expect(script.endsWith('import("/assets/entry.client-4.js");')).toBe(true);
    // Minified: every page carries it inline.
    expect(script.indexOf("window.__remixHandoff")).toBeLessThan(800);
  });

  it("names the page a pre-rendered page hydrates from before it imports the entry, when told", () => {
    const script = deferredModuleScript(REMIX, "[]", "/crm");
    const named = script.indexOf('window.__hydrateFrom="/crm";');
    expect(named).toBeGreaterThan(script.indexOf("await new Promise"));
    expect(named).toBeLessThan(script.indexOf('import("/assets/entry.client-4.js")'));
    expect(deferredModuleScript(REMIX, "[]")).not.toContain("__hydrateFrom");
  });

  it("refuses a module script of another shape, rather than breaking the page", () => {
    expect(() => deferHydration(page('import "/x.js"; start();'))).toThrow(/unexpected shape/);
  });

  it("refuses settings other than the ones the entry rebuilds", () => {
    const other = SETTINGS.replace('"basename":"/"', '"basename":"/app/"');
    expect(() => deferHydration(page(REMIX, other))).toThrow(/not the ones the entry rebuilds/);
  });

  it("returns a page without Remix's scripts as it is", () => {
    const offline = "<!DOCTYPE html><html><body><p>Offline</p><script>history.back()</script></body></html>";
    expect(deferHydration(offline)).toEqual({ html: offline, inline: { scripts: ["history.back()"], styles: [] } });
  });

  it("reads the inline code of the deferred page in the same pass, as inlineCode reads it from the result", () => {
    const withMore = page(REMIX)
      .replace("<head>", '<head><script>mark()</script><style>p{color:red}</style><script type="application/ld+json">{"a":1}</script>')
      .replace("<main>", '<main><script type="text/javascript">later()</script><script src="/x.js"></script>');
    const { html, inline } = deferHydration(withMore, "/crm");
    expect(inline).toEqual(inlineCode(html));
    // The brand's own scripts, Remix's four emptied ones and the deferred module script; no data block, no file.
    expect(inline.scripts).toHaveLength(7);
    expect(inline.scripts.slice(0, 2)).toEqual(["mark()", "later()"]);
    expect(inline.scripts[3]).toMatch(/^await new Promise/);
    expect(inline.styles).toEqual(["p{color:red}"]);
  });
});
