// Where enquiries are kept, against the local D1 (migrations/) and KV: a row per enquiry, the
// fallback store when D1 fails and its move into D1, notifications to retry, retention.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  deleteExpired,
  FALLBACK_PREFIX,
  markNotified,
  markNotifyFailed,
  MAX_NOTIFY_ATTEMPTS,
  moveFallbackIntoD1,
  pendingNotifications,
  storeEnquiry,
} from "../../worker/enquiry-store.ts";
import { sampleEnquiry } from "./sample-enquiry.ts";

const enquiry = (id: string, receivedAt?: string) => sampleEnquiry(id, receivedAt);

const rows = async () =>
  (await env.ENQUIRIES.prepare("SELECT id, stored_via, notified_at, notify_attempts, notify_error FROM enquiries ORDER BY id").all())
    .results;

/** A D1 that fails every write, as an outage would. */
const failingDb = {
  prepare: () => ({
    bind: () => ({
      run: () => Promise.reject(new Error("D1_ERROR: database unavailable")),
    }),
  }),
} as unknown as D1Database;
const failingKv = { put: () => Promise.reject(new Error("KV PUT failed: 503")) } as unknown as KVNamespace;

describe("the enquiry store", () => {
  // Storage lasts for the whole file: each test starts from an empty table and store.
  beforeEach(async () => {
    await env.ENQUIRIES.prepare("DELETE FROM enquiries").run();
    for (const { name } of (await env.ENQUIRY_FALLBACK.list()).keys) await env.ENQUIRY_FALLBACK.delete(name);
  });

  it("writes one row per enquiry, once however often it is sent", async () => {
    expect(await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("a1"))).toEqual({ where: "d1" });
    expect(await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("a1"))).toEqual({ where: "d1" });
    expect(await rows()).toEqual([{ id: "a1", stored_via: "form", notified_at: null, notify_attempts: 0, notify_error: null }]);
  });

  it("keeps an enquiry in the fallback store when D1 fails, and the scheduled run moves it into D1", async () => {
    const stored = await storeEnquiry(failingDb, env.ENQUIRY_FALLBACK, enquiry("b1"));
    expect(stored).toEqual({ where: "fallback", d1Error: "D1_ERROR: database unavailable" });
    expect(await env.ENQUIRY_FALLBACK.get(`${FALLBACK_PREFIX}b1`, "json")).toMatchObject({ id: "b1", email: "dana@harbourline.example" });
    expect(await moveFallbackIntoD1(env.ENQUIRIES, env.ENQUIRY_FALLBACK)).toEqual({ moved: ["b1"], failed: [] });
    expect(await rows()).toContainEqual(expect.objectContaining({ id: "b1", stored_via: "fallback" }));
    expect((await env.ENQUIRY_FALLBACK.list({ prefix: FALLBACK_PREFIX })).keys).toEqual([]);
  });

  it("moves an enquiry kept before the form had a budget and a link, with both empty", async () => {
    const { budget: _budget, link: _link, ...older } = enquiry("b2");
    await env.ENQUIRY_FALLBACK.put(`${FALLBACK_PREFIX}b2`, JSON.stringify(older));
    expect(await moveFallbackIntoD1(env.ENQUIRIES, env.ENQUIRY_FALLBACK)).toEqual({ moved: ["b2"], failed: [] });
    expect((await env.ENQUIRIES.prepare("SELECT budget, link FROM enquiries WHERE id = 'b2'").all()).results).toEqual([
      { budget: "", link: "" },
    ]);
  });

  it("leaves an enquiry in the fallback store while D1 still fails", async () => {
    await env.ENQUIRY_FALLBACK.put(`${FALLBACK_PREFIX}c1`, JSON.stringify(enquiry("c1")));
    expect(await moveFallbackIntoD1(failingDb, env.ENQUIRY_FALLBACK)).toEqual({ moved: [], failed: ["c1"] });
    expect(await env.ENQUIRY_FALLBACK.get(`${FALLBACK_PREFIX}c1`)).not.toBeNull();
  });

  it("says when neither D1 nor the fallback store could keep it", async () => {
    expect(await storeEnquiry(failingDb, failingKv, enquiry("d1"))).toEqual({
      where: "nowhere",
      d1Error: "D1_ERROR: database unavailable",
      kvError: "KV PUT failed: 503",
    });
  });

  it("lists the enquiries whose notification failed until it succeeds or has been tried too often", async () => {
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("e1", "2026-01-01T00:00:00.000Z"));
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("e2", "2026-01-02T00:00:00.000Z"));
    await markNotifyFailed(env.ENQUIRIES, "e1", new Error("send_email: destination not verified"));
    const pending = await pendingNotifications(env.ENQUIRIES);
    expect(pending.map((p) => [p.id, p.attempts])).toEqual([
      ["e1", 1],
      ["e2", 0],
    ]);
    await markNotified(env.ENQUIRIES, "e2", new Date("2026-01-02T00:05:00.000Z"));
    for (let i = 1; i < MAX_NOTIFY_ATTEMPTS; i++) await markNotifyFailed(env.ENQUIRIES, "e1", new Error("still failing"));
    expect((await pendingNotifications(env.ENQUIRIES)).map((p) => p.id)).toEqual([]);
    expect(await rows()).toEqual([
      { id: "e1", stored_via: "form", notified_at: null, notify_attempts: MAX_NOTIFY_ATTEMPTS, notify_error: "still failing" },
      { id: "e2", stored_via: "form", notified_at: "2026-01-02T00:05:00.000Z", notify_attempts: 1, notify_error: null },
    ]);
  });

  it("deletes only the enquiries older than the retention period", async () => {
    const now = new Date("2026-11-25T12:00:00.000Z");
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("old", "2025-11-24T11:59:59.000Z"));
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("recent", "2025-11-25T12:00:01.000Z"));
    expect(await deleteExpired(env.ENQUIRIES, now, 365)).toBe(1);
    expect((await rows()).map((r) => r.id)).toEqual(["recent"]);
  });
});
