import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("canonical redirects", () => {
  it("redirects /Company/About/?utm_source=x to /company/about in one 301, keeping the query", async () => {
    const res = await SELF.fetch("https://site.test/Company/About/?utm_source=x", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/company/about?utm_source=x");
  });
});
