import { describe, expect, it } from "vitest";
import { cacheControlFor, withSecurityHeaders } from "./headers.ts";

describe("cache headers", () => {
  it("keep hashed assets for a year and make HTML, page data and the service worker revalidate", () => {
    expect(cacheControlFor("/assets/entry.client-AbC123.js", "text/javascript")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/sw.js", "/page-data/crm/page-data.json", "/page-data/app-data.json", "/slice-data/header.json"])
      expect(cacheControlFor(path, "application/json"), path).toBe("no-cache");
    expect(cacheControlFor("/crm", "text/html; charset=utf-8")).toBe("no-cache");
    expect(cacheControlFor("/robots.txt", "text/plain")).toBeNull();
  });

  it("never let errors be stored, and keep redirects an hour", () => {
    expect(
      withSecurityHeaders(new Response("x", { status: 404, headers: { "content-type": "text/html" } }), "/nope", "").headers.get(
        "cache-control",
      ),
    ).toBe("no-store");
    expect(
      withSecurityHeaders(new Response("", { status: 301, headers: { location: "/crm" } }), "/services/crm", "").headers.get(
        "cache-control",
      ),
    ).toBe("public, max-age=3600");
  });
});
