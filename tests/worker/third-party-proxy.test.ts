// /__third-party-proxy in workerd, with a stub third party on loopback (tests/vitest.worker.config.ts):
// a script passes as a script; an upstream that fails, resets, is slow or sends no script gets
// 502 or 504, never a 500, and the log line says why.
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROXY_TIMEOUT_MS } from "../../worker/third-party-proxy.ts";
import { get } from "./helpers.ts";

const proxied = (path: string) => `/__third-party-proxy?url=${encodeURIComponent(`https://analytics.northfold.example/${path}`)}`;

afterEach(() => vi.restoreAllMocks());

describe("the third-party proxy in the Worker", () => {
  it("serves an allowlisted script as a script of this origin", async () => {
    const res = await get(proxied("script.js"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain("__stubAnalytics");
  });

  it.each([
    ["html", 502, "upstream not a script"],
    // Miniflare turns a connection the stub resets into a 500 (tests/unit/third-party-proxy.test.ts
    // meets the reset itself, in Node): 502 either way.
    ["reset", 502, "upstream status 500"],
    ["slow", 504, "upstream timeout"],
  ])("answers an upstream that is %s with %i, logged", { timeout: PROXY_TIMEOUT_MS + 10_000 }, async (path, status, reason) => {
    const log = vi.spyOn(console, "log");
    const res = await get(proxied(path));
    expect(res.status).toBe(status);
    await res.arrayBuffer();
    const line = log.mock.calls.map(([l]) => JSON.parse(String(l)) as Record<string, unknown>).find((l) => l.event === "request");
    expect(line).toMatchObject({ status, outcome: "proxy", reason });
  });

  it("refuses what is not on the list with 400 and fetches nothing", async () => {
    for (const url of [
      "https://analytics.northfold.example/other.js",
      "https://analytics.northfold.example/script.js?x=1",
      "https://evil.example/script.js",
    ]) {
      const res = await get(`/__third-party-proxy?url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(400);
    }
  });
});
