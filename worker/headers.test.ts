import { describe, expect, it } from "vitest";
import { cacheControlFor, redirectCacheControl, SECURITY_HEADERS, withSecurityHeaders } from "./headers.ts";

describe("security headers", () => {
  it("are added to a response's own headers, and replace the ones of the same name", () => {
    const own = new Headers({ "content-type": "text/html", location: "/crm", "x-frame-options": "SAMEORIGIN" });
    own.append("set-cookie", "a=1");
    own.append("set-cookie", "b=2");
    const out = withSecurityHeaders(
      new Response("x", { status: 404, statusText: "Not Found", headers: own }),
      "/nope",
      "default-src 'none'",
    );
    expect(out.status).toBe(404);
    expect(out.statusText).toBe("Not Found");
    expect(out.headers.get("content-type")).toBe("text/html");
    expect(out.headers.get("location")).toBe("/crm");
    expect(out.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(out.headers.get(name), name).toBe(value);
    expect(out.headers.get("content-security-policy")).toBe("default-src 'none'");
  });

  it("complete a response the Worker made itself in place, and copy any other", () => {
    const made = new Response("", { status: 301, headers: { location: "/crm", "cache-control": redirectCacheControl("rule") } });
    const out = withSecurityHeaders(made, "/services/crm", "default-src 'none'", true);
    expect(out).toBe(made);
    expect(out.headers.get("location")).toBe("/crm");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(out.headers.get(name), name).toBe(value);
    expect(out.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(out.headers.get("cache-control")).toBe("public, max-age=300");
    const fetched = new Response("page", { headers: { "content-type": "text/html" } });
    const copy = withSecurityHeaders(fetched, "/crm", "default-src 'none'");
    expect(copy).not.toBe(fetched);
    expect(fetched.headers.get("content-security-policy")).toBeNull();
  });

  it("keep the body and a 304's empty one", async () => {
    expect(await withSecurityHeaders(new Response("page"), "/crm", "").text()).toBe("page");
    const notModified = withSecurityHeaders(new Response(null, { status: 304, headers: { etag: '"v1"' } }), "/crm", "");
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"v1"');
    expect(notModified.body).toBeNull();
  });
});

describe("cache headers", () => {
  it("keep hashed assets for a year and make HTML, page data and the service worker revalidate", () => {
    expect(cacheControlFor("/assets/entry.client-AbC123.js", "text/javascript")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/sw.js", "/page-data/crm/page-data.json", "/page-data/app-data.json", "/slice-data/header.json"])
      expect(cacheControlFor(path, "application/json"), path).toBe("no-cache");
    expect(cacheControlFor("/crm", "text/html; charset=utf-8")).toBe("no-cache");
    expect(cacheControlFor("/robots.txt", "text/plain")).toBeNull();
  });

  it("never let errors be stored, keep a redirect as long as its answer says, and store none that says nothing", () => {
    expect(
      withSecurityHeaders(new Response("x", { status: 404, headers: { "content-type": "text/html" } }), "/nope", "").headers.get(
        "cache-control",
      ),
    ).toBe("no-store");
    expect(
      withSecurityHeaders(new Response("", { status: 301, headers: { location: "/crm" } }), "/services/crm", "").headers.get(
        "cache-control",
      ),
    ).toBe("no-store");
    expect(redirectCacheControl("rule")).toBe("public, max-age=300");
    for (const reason of ["case", "slash"] as const) expect(redirectCacheControl(reason)).toBe("public, max-age=86400");
    const kept = new Response("", { status: 301, headers: { location: "/crm", "cache-control": redirectCacheControl("slash") } });
    expect(withSecurityHeaders(kept, "/crm/", "").headers.get("cache-control")).toBe("public, max-age=86400");
    // The enquiry's 303 to its thank-you page is for one visitor: never stored.
    expect(
      withSecurityHeaders(new Response("", { status: 303, headers: { location: "/thanks" } }), "/contacts", "").headers.get(
        "cache-control",
      ),
    ).toBe("no-store");
  });
});
