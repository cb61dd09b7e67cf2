// One structured JSON line per request, without personal data (README "Logs").
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOG_EVENTS, LOG_FIELDS } from "../../worker/log.ts";
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

describe("request ids", () => {
  it("give every line of a request the same id, sent back in x-request-id: cf-ray where the edge set one", async () => {
    const out = vi.spyOn(console, "log");
    const res = await get("/services/crm?utm_source=mail#top", { headers: { "cf-ray": "8e2f6a1b3c4d5e6f-FRA" } });
    expect(res.headers.get("x-request-id")).toBe("8e2f6a1b3c4d5e6f-FRA");
    const [line] = requestLines(out);
    expect(line).toMatchObject({ requestId: "8e2f6a1b3c4d5e6f-FRA", outcome: "redirect", redirect: "rule", target: "/crm" });
    expect(JSON.stringify(line)).not.toContain("utm_source");
  });

  it("make one up where there is no cf-ray, different for each request", async () => {
    const out = vi.spyOn(console, "log");
    const first = await get("/crm");
    const second = await get("/crm");
    const ids = requestLines(out).map((l) => l.requestId);
    expect(ids).toEqual([first.headers.get("x-request-id"), second.headers.get("x-request-id")]);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("name an external redirect's target without its query", async () => {
    const out = vi.spyOn(console, "log");
    await get("/status?from=footer");
    expect(requestLines(out)[0]).toMatchObject({ target: "https://status.fixture.example/" });
  });
});

describe("every line", () => {
  it("uses only the documented fields and events, and carries its request's id", async () => {
    const spies = [vi.spyOn(console, "log"), vi.spyOn(console, "error")];
    for (const path of [
      "/crm",
      "/CRM/",
      "/services/crm?x=1",
      "/no-such-page",
      "/page-data/services/crm/page-data.json",
      "/__version",
      "/%00",
      "/blog/feed.xml",
    ])
      await get(path);
    await get("/contacts", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://www.northfold.example" },
      body: "name=",
    });
    await get("/crm", { method: "DELETE" });
    const lines = spies.flatMap((spy) => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>));
    expect(lines.length).toBeGreaterThanOrEqual(10);
    const fields: readonly string[] = LOG_FIELDS;
    const events: readonly string[] = LOG_EVENTS;
    for (const line of lines) {
      expect(
        Object.keys(line).filter((key) => !fields.includes(key)),
        JSON.stringify(line),
      ).toEqual([]);
      expect(events, JSON.stringify(line)).toContain(line.event);
      expect(line.requestId, JSON.stringify(line)).toEqual(expect.any(String));
    }
  });
});
