// The Worker's request path in workerd, against the fixture site and its bundled redirect map.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { get, ORIGIN } from "./helpers.ts";

describe("canonical redirects: one 301, query kept", () => {
  it.each([
    ["/Company/About/?utm_source=x", "/company/about?utm_source=x"],
    ["/services/crm", "/crm"],
    ["/SERVICES/CRM/?ref=mail", "/crm?ref=mail"],
    ["/company", "/company/about"],
    ["/company/", "/company/about"],
    ["/privacy_policy", "/privacy-notice"],
    ["/crm/", "/crm"],
    ["/CRM", "/crm"],
    ["/no-such-page/", "/no-such-page"],
  ])("%s → %s", async (from, to) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await get(from, { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.get("location"), method).toBe(to);
    }
  });

  it("lands on a page that answers 200 after that single hop", async () => {
    const first = await get("/Company/About/?utm_source=x");
    const second = await get(first.headers.get("location") ?? "");
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('<link rel="canonical" href="https://www.fixture.example/company/about"/>');
  });
});

describe("hostile and malformed paths", () => {
  it.each([
    "//evil.example/",
    "/%2F%2Fevil.example/",
    "/%5C%5Cevil.example",
    "/a%2f..%2f..%2fetc",
    "/%E0%A4%A",
    "/x%0d%0aSet-Cookie:%20a=b",
  ])("%s gets a 400 and no Location", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
  });

  it("refuses methods other than GET and HEAD", async () => {
    const res = await get("/crm", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("deliberate answers: nothing a client sends provokes a 5xx", () => {
  it.each([
    ["/500", "GET"],
    ["/500", "HEAD"],
    ["/500?x", "GET"],
    ["/500.data", "GET"],
    ["/500.html", "GET"],
    ["/404", "GET"],
    ["/404.html", "GET"],
    ["/page-data/500/page-data.json", "GET"],
    ["/page-data/404/page-data.json", "GET"],
  ])("the error page %s (%s) is not found: 404", async (path, method) => {
    const res = await get(path, { method });
    expect(res.status).toBe(404);
    if (method === "GET" && !path.startsWith("/page-data/")) expect(await res.text()).toContain("<h1>No fixture page here</h1>");
  });

  it("answers Remix's data query with 400, on pages and unknown paths alike", async () => {
    for (const path of ["/no-such-page?_data=root", "/crm?_data=routes%2Fcontent", "/?_data"]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain("_data");
    }
  });

  it("answers a query longer than the bound with 414 and no Location", async () => {
    const long = `?q=${"a".repeat(60_000)}`;
    for (const path of [`/services/crm${long}`, `/crm${long}`, `/CRM${long}`]) {
      const res = await get(path);
      expect(res.status, path.slice(0, 20)).toBe(414);
      expect(res.headers.get("location")).toBeNull();
    }
    expect((await get(`/services/crm?q=${"a".repeat(900)}`)).status).toBe(301);
  });

  it("puts the query before a target's fragment", async () => {
    const res = await get("/offices?ref=mail");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/contacts?ref=mail#offices"]);
  });
});

describe("pages and files", () => {
  it("serves pre-rendered pages at clean paths", async () => {
    for (const path of [
      "/",
      "/company/about",
      "/contacts",
      "/privacy-notice",
      "/services",
      "/crm",
      "/crm/data-migration",
      "/de",
      "/blog/page/2",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("text/html");
    }
    expect(await (await get("/contacts")).text()).toContain('id="offices"');
    expect(await (await get("/privacy-notice")).text()).toContain('id="cookie-dif"');
  });

  it("answers a revalidation of a page with 304, never with the 404 page", async () => {
    const first = await get("/crm");
    const etag = first.headers.get("etag");
    await first.arrayBuffer();
    expect(etag).toBeTruthy();
    const again = await get("/crm", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    // A 304 updates the headers the browser stored: it must carry the page's own policy.
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await get("/crm", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("answers an unknown path with status 404 and the 404 page", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("<h1>No fixture page here</h1>");
  });

  it("serves files by their exact name, never case-folded or slash-stripped", async () => {
    expect((await get("/manifest.webmanifest")).status).toBe(200);
    expect((await get("/robots.txt")).status).toBe(200);
    const folded = await get("/Manifest.webmanifest");
    expect(folded.status).toBe(404);
    expect(folded.headers.get("location")).toBeNull();
  });

  it("serves the web manifest of spec §3", async () => {
    const manifest = await (await get("/manifest.webmanifest")).json<Record<string, unknown>>();
    expect(manifest).toMatchObject({ start_url: "/", background_color: "#ffffff", theme_color: "#ffffff", display: "minimal-ui" });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: "512x512" }));
    expect((await get("/icons/icon-512.png")).status).toBe(200);
  });
});

describe("security headers", () => {
  it.each(["/", "/services/crm", "//evil.example/", "/no-such-page", "/page-data/app-data.json"])("are on %s", async (path) => {
    const res = await get(path);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("content security policy", () => {
  /** The inline scripts that run (not JSON-LD) of a document, and their hash sources. */
  async function inlineScripts(html: string) {
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs ?? ""),
    );
    return Promise.all(
      scripts.map(async ([, attrs, text]) => {
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        return { attrs: attrs ?? "", source: `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'` };
      }),
    );
  }

  const directives = (policy: string | null) =>
    new Map((policy ?? "").split(/;\s*/).map((d) => [d.split(" ")[0] ?? "", d.split(" ").slice(1)] as const));

  it.each(["/", "/crm", "/de", "/search", "/offline.html", "/500"])("allows exactly the inline scripts of %s, by hash", async (path) => {
    const res = await get(path);
    const policy = directives(res.headers.get("content-security-policy"));
    const scripts = await inlineScripts(await res.text());
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    const allowed = policy.get("script-src") ?? [];
    expect(allowed).not.toContain("'unsafe-inline'");
    expect(policy.get("style-src")).not.toContain("'unsafe-inline'");
    for (const script of scripts) expect(allowed).toContain(script.source);
    expect(allowed.filter((s) => s.startsWith("'sha256-"))).toHaveLength(new Set(scripts.map((s) => s.source)).size);
  });

  it("gives a document rendered on request a fresh nonce that its scripts carry", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await get("/no-such-page");
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const scripts = await inlineScripts(await res.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.attrs).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends files other than HTML a policy that runs nothing inline", async () => {
    for (const path of ["/page-data/crm/page-data.json", "/sw.js", "/robots.txt"]) {
      const policy = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(policy, path).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'/);
    }
  });

  it("makes a page's policy again when the third-party setting changes", async () => {
    // Each built file's policy is made once per isolate; a new setting comes with a deployment.
    const connectSources = async (setting: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${ORIGIN}/crm`), { ...env, THIRD_PARTY_SCRIPTS: setting }, ctx);
      await waitOnExecutionContext(ctx);
      await res.arrayBuffer();
      return directives(res.headers.get("content-security-policy")).get("connect-src");
    };
    expect(await connectSources("https://one.example/a.js")).toEqual(["'self'", "https://one.example"]);
    expect(await connectSources("https://one.example/a.js")).toEqual(["'self'", "https://one.example"]);
    expect(await connectSources("https://two.example/b.js")).toEqual(["'self'", "https://two.example"]);
  });

  it("sends isolation headers and no obsolete interest-cohort", async () => {
    const res = await get("/crm");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).not.toContain("interest-cohort");
  });
});
