// One structured JSON line per request, without personal data (README "Logs").
import { afterEach, describe, expect, it, vi } from "vitest";
import { get } from "./helpers.ts";

afterEach(() => vi.restoreAllMocks());

function requestLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((l) => l.event === "request");
}

describe("request log", () => {
  it("writes one line per request with the documented fields", async () => {
    const spy = vi.spyOn(console, "log");
    await get("/Services/CRM?email=someone@example.com", {
      headers: { "user-agent": "Mozilla/5.0 Secret", "cf-connecting-ip": "203.0.113.9" },
    });
    const lines = requestLines(spy);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: "request",
      method: "GET",
      path: "/Services/CRM",
      status: 301,
      outcome: "redirect",
      redirect: "rule",
      rule: "/services/crm",
      mapVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
      buildHash: expect.any(String),
      durationMs: expect.any(Number),
    });
    expect(Date.parse(String(lines[0]?.time))).not.toBeNaN();
    const text = JSON.stringify(lines[0]);
    for (const secret of ["someone@example.com", "Secret", "203.0.113.9"]) expect(text).not.toContain(secret);
  });

  it("names the outcome of pages, files, misses and refusals", async () => {
    const spy = vi.spyOn(console, "log");
    await get("/crm");
    await get("/robots.txt");
    await get("/no-such-page");
    await get("//evil.example/");
    expect(requestLines(spy).map((l) => [l.path, l.status, l.outcome])).toEqual([
      ["/crm", 200, "page"],
      ["/robots.txt", 200, "asset"],
      ["/no-such-page", 404, "not-found"],
      ["//evil.example/", 400, "bad-request"],
    ]);
  });
});
