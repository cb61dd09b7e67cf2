// The proxy against a real upstream: a stub server on loopback (tests/setup/stub-upstream.ts)
// standing in for the allowlisted host, reached by a fetch that swaps the origin.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startStubUpstream, type StubUpstream } from "../fixtures/stub-upstream.ts";
import { allowedScripts, checkProxyTarget, isScriptType, proxy } from "../../worker/third-party-proxy.ts";

const SCRIPT = "https://analytics.northfold.example/script.js";
// Commas and white space both separate entries, as in wrangler.toml.
const allowed = allowedScripts(
  `${SCRIPT}, https://analytics.northfold.example/html https://analytics.northfold.example/slow,` +
    ["reset", "redirect", "missing"].map((p) => `https://analytics.northfold.example/${p}`).join(","),
);

let stub: StubUpstream;
beforeAll(async () => {
  stub = await startStubUpstream();
});
afterAll(() => stub.close());

const ask = (url: string, timeoutMs?: number) =>
  proxy(new Request(`https://site.test/__third-party-proxy?url=${encodeURIComponent(url)}`), allowed, stub.fetch, timeoutMs);

describe("the third-party proxy", () => {
  it("accepts only the exact URLs on its list", () => {
    expect(checkProxyTarget(SCRIPT, allowed)).toMatchObject({ ok: true });
    expect(checkProxyTarget("https://ANALYTICS.northfold.example/script.js", allowed)).toMatchObject({ ok: true });
    for (const bad of [
      null,
      "not a url",
      "http://analytics.northfold.example/script.js",
      "https://analytics.northfold.example/script.js?x=1",
      "https://analytics.northfold.example/other.js",
      "https://evil.example/script.js",
      "https://127.0.0.1/",
      "https://[::1]/",
      "https://analytics.northfold.example:8443/script.js",
      "https://user:pw@analytics.northfold.example/script.js",
      "https://analytics.northfold.example.evil.example/script.js",
    ]) {
      expect(checkProxyTarget(bad, allowed).ok, String(bad)).toBe(false);
    }
  });

  it("knows a script's content type", () => {
    expect(["text/javascript; charset=utf-8", "application/javascript", "Text/JavaScript"].every(isScriptType)).toBe(true);
    expect(["text/html", "application/json", "", null, "text/javascriptx"].some(isScriptType)).toBe(false);
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

  it("passes a listed script through as a script, without the upstream's cookies", async () => {
    const { response } = await ask(SCRIPT);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toBe(stub.scriptBody);
  });

  it("answers 502 for an upstream that is not a script, fails, resets or redirects", async () => {
    for (const [path, reason] of [
      ["html", "upstream not a script"],
      ["missing", "upstream status 404"],
      ["reset", "upstream unreachable"],
      ["redirect", "upstream status 302"],
    ]) {
      const { response, reason: got } = await ask(`https://analytics.northfold.example/${path}`);
      expect([response.status, got], path).toEqual([502, reason]);
    }
  });

  it("answers 504 when the upstream is slow, without waiting for it", async () => {
    const started = performance.now();
    const { response, reason } = await ask("https://analytics.northfold.example/slow", 300);
    expect([response.status, reason]).toEqual([504, "upstream timeout"]);
    expect(performance.now() - started).toBeLessThan(stub.slowMs);
  });

  it("answers 502 when the upstream cannot be reached at all", async () => {
    const down = await startStubUpstream();
    await down.close();
    const { response } = await proxy(
      new Request(`https://site.test/__third-party-proxy?url=${encodeURIComponent(SCRIPT)}`),
      allowed,
      down.fetch,
    );
    expect(response.status).toBe(502);
  });
});
