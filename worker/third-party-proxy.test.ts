import { describe, expect, it, vi } from "vitest";
import { allowedHosts, checkProxyTarget, proxy } from "./third-party-proxy.ts";

const allowed = allowedHosts("analytics.northfold.example, cdn.example.org");

describe("the third-party proxy", () => {
  it("accepts https URLs on listed hosts only", () => {
    expect(checkProxyTarget("https://analytics.northfold.example/script.js", allowed)).toMatchObject({ ok: true });
    for (const bad of [
      null,
      "not a url",
      "http://analytics.northfold.example/script.js",
      "https://evil.example/script.js",
      "https://127.0.0.1/",
      "https://[::1]/",
      "https://localhost/",
      "https://analytics.northfold.example:8443/",
      "https://user:pw@analytics.northfold.example/",
      "https://analytics.northfold.example.evil.example/",
    ]) {
      expect(checkProxyTarget(bad, allowed).ok, String(bad)).toBe(false);
    }
  });

  it("answers 400 without fetching for anything not allowed", async () => {
    const fetcher = vi.fn();
    const { response } = await proxy(
      new Request("https://site.test/__third-party-proxy?url=https://169.254.169.254/latest"),
      allowed,
      fetcher,
    );
    expect(response.status).toBe(400);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("passes a listed script through without cookies, and never follows a redirect", async () => {
    const fetcher = vi.fn(
      async () => new Response("console.log(1)", { headers: { "content-type": "text/javascript", "set-cookie": "track=1" } }),
    );
    const { response } = await proxy(
      new Request("https://site.test/__third-party-proxy?url=https%3A%2F%2Fanalytics.northfold.example%2Fscript.js"),
      allowed,
      fetcher,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toBe("console.log(1)");
    expect(fetcher).toHaveBeenCalledWith("https://analytics.northfold.example/script.js", expect.objectContaining({ redirect: "manual" }));
    const redirecting = vi.fn(async () => new Response(null, { status: 302, headers: { location: "http://10.0.0.1/" } }));
    expect(
      (
        await proxy(
          new Request("https://site.test/__third-party-proxy?url=https://analytics.northfold.example/a"),
          allowed,
          redirecting as unknown as typeof fetch,
        )
      ).response.status,
    ).toBe(502);
  });
});
