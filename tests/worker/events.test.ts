// The edge's events (docs/decisions/028-insight-at-the-edge.md): one Analytics Engine data point
// per rule redirect, per 404 and per consented page view, the same event in the log line, and
// nothing that a failing binding could change in the answer.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { eventOfLogLine, PAGEVIEW_PATH, type DataPoint } from "../../policy/events.ts";
import { ORIGIN } from "./helpers.ts";

afterEach(() => vi.restoreAllMocks());

const VISITOR = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
const CONSENTED = `northfold_consent=granted; northfold_visitor=${VISITOR}`;

/** A dataset binding that records what is written to it. */
function recorder() {
  const points: DataPoint[] = [];
  return { points, binding: { writeDataPoint: (p: DataPoint) => void points.push(p) } as unknown as AnalyticsEngineDataset };
}

async function fetchWith(binding: AnalyticsEngineDataset | undefined, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, EVENTS: binding }, ctx);
  await waitOnExecutionContext(ctx);
  // A page rendered on request has a fresh nonce each time: the rest must be equal.
  const body = (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
  return { status: res.status, location: res.headers.get("location"), body };
}

const pageview = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
  body: JSON.stringify(body),
});

function requestLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((l) => l.event === "request");
}

describe("the edge's events", () => {
  it("a rule redirect writes one data point: its rule, target and map version, as its log line says", async () => {
    const { points, binding } = recorder();
    const spy = vi.spyOn(console, "log");
    const res = await fetchWith(binding, "/Services/CRM?utm_source=mail");
    expect([res.status, res.location]).toEqual([301, "/crm?utm_source=mail"]);
    expect(points).toHaveLength(1);
    const [line] = requestLines(spy);
    expect(points[0]).toEqual({
      indexes: ["redirect"],
      blobs: ["redirect", "/services/crm", "/crm", line?.mapVersion],
      doubles: [1],
    });
    expect(eventOfLogLine(line)?.event).toEqual({ kind: "redirect", rule: "/services/crm", target: "/crm", mapVersion: line?.mapVersion });
  });

  it("a 404 writes one data point: the address, the referring host and the language", async () => {
    const { points, binding } = recorder();
    const spy = vi.spyOn(console, "log");
    await fetchWith(binding, "/de/gibt-es-nicht?x=1", { headers: { referer: "https://www.search.example/results?q=secret" } });
    await fetchWith(binding, "/no-such-page", { headers: { referer: `${ORIGIN}/crm` } });
    expect(points.map((p) => p.blobs)).toEqual([
      ["not-found", "/de/gibt-es-nicht", "www.search.example", "de"],
      ["not-found", "/no-such-page", "", "en"],
    ]);
    const lines = requestLines(spy);
    expect(lines.map((l) => eventOfLogLine(l)?.event)).toEqual([
      { kind: "not-found", path: "/de/gibt-es-nicht", referrerHost: "www.search.example", lang: "de" },
      { kind: "not-found", path: "/no-such-page", referrerHost: "", lang: "en" },
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("a client navigation to an unknown page counts as a 404 of that page", async () => {
    const { points, binding } = recorder();
    await fetchWith(binding, "/page-data/no-such-page/page-data.json");
    expect(points.map((p) => p.blobs)).toEqual([["not-found", "/no-such-page", "", "en"]]);
  });

  it("a consented page view writes one data point: page, referring host, language and template, never the visitor id", async () => {
    const { points, binding } = recorder();
    const spy = vi.spyOn(console, "log");
    const res = await fetchWith(
      binding,
      PAGEVIEW_PATH,
      pageview({ path: "/crm", referrer: "https://news.example/item?id=1", template: "landing" }, { cookie: CONSENTED }),
    );
    expect(res.status).toBe(204);
    expect(points).toEqual([{ indexes: ["pageview"], blobs: ["pageview", "/crm", "news.example", "en", "landing"], doubles: [1] }]);
    const [line] = requestLines(spy);
    expect(line).toMatchObject({ path: PAGEVIEW_PATH, outcome: "pageview", page: "/crm", referrerHost: "news.example", lang: "en" });
    expect(JSON.stringify([line, points])).not.toContain(VISITOR);
  });

  it.each([
    ["without any cookie", {}],
    ["after Decline", { cookie: `northfold_consent=denied; northfold_visitor=${VISITOR}` }],
    ["without the visitor id", { cookie: "northfold_consent=granted" }],
    ["with a visitor id we did not make", { cookie: "northfold_consent=granted; northfold_visitor=<script>" }],
  ])("no page view is written %s", async (_, headers) => {
    const { points, binding } = recorder();
    const res = await fetchWith(binding, PAGEVIEW_PATH, pageview({ path: "/crm", template: "landing" }, headers));
    expect(res.status).toBe(204);
    expect(points).toEqual([]);
  });

  it("no page view is written for another site's request, an address that is not a page, or a body that is not ours", async () => {
    const { points, binding } = recorder();
    const cross = await fetchWith(
      binding,
      PAGEVIEW_PATH,
      pageview({ path: "/crm" }, { cookie: CONSENTED, origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
    );
    expect(cross.status).toBe(403);
    await fetchWith(binding, PAGEVIEW_PATH, pageview({ path: "/no-such-page" }, { cookie: CONSENTED }));
    await fetchWith(binding, PAGEVIEW_PATH, { ...pageview({}, { cookie: CONSENTED }), body: "x".repeat(5000) });
    expect(points).toEqual([]);
  });

  it("a binding that throws changes nothing in the answer", async () => {
    const throwing = {
      writeDataPoint: () => {
        throw new Error("dataset unavailable");
      },
    } as unknown as AnalyticsEngineDataset;
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const path of ["/Services/CRM", "/no-such-page"]) {
      const healthy = await fetchWith(recorder().binding, path);
      const failing = await fetchWith(throwing, path);
      expect(failing, path).toEqual(healthy);
    }
    const view = await fetchWith(throwing, PAGEVIEW_PATH, pageview({ path: "/crm", template: "landing" }, { cookie: CONSENTED }));
    expect(view.status).toBe(204);
  });

  it("only POST counts a page view", async () => {
    const { points, binding } = recorder();
    expect((await fetchWith(binding, PAGEVIEW_PATH, { method: "PUT", headers: { cookie: CONSENTED } })).status).toBe(405);
    expect(points).toEqual([]);
  });
});
