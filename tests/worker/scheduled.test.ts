// The Worker's scheduled run, through its own handler: what waits in the fallback store reaches
// D1, failed notifications are sent, old enquiries go, and each step says so in the log.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { FALLBACK_PREFIX, markNotifyFailed, storeEnquiry } from "../../worker/enquiry-store.ts";
import { retentionDays } from "../../worker/scheduled.ts";
import { sampleEnquiry } from "./sample-enquiry.ts";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { buildShards } from "../../redirects/engine/shards.ts";

const enquiry = (id: string, receivedAt: string) => sampleEnquiry(id, receivedAt, { company: "", timeline: "" });

async function run(at: string): Promise<Array<Record<string, unknown>>> {
  const log = vi.spyOn(console, "log");
  log.mockClear(); // a second run in one test reads its own lines only
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  return log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

beforeEach(async () => {
  await env.ENQUIRIES.prepare("DELETE FROM enquiries").run();
  for (const { name } of (await env.ENQUIRY_FALLBACK.list()).keys) await env.ENQUIRY_FALLBACK.delete(name);
});
afterEach(() => vi.restoreAllMocks());

describe("the scheduled run", () => {
  it("moves waiting enquiries into D1, retries notifications and deletes what is past retention", async () => {
    await env.ENQUIRY_FALLBACK.put(`${FALLBACK_PREFIX}waiting`, JSON.stringify(enquiry("waiting", "2026-11-25T09:00:00.000Z")));
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("unsent", "2026-11-20T09:00:00.000Z"));
    await markNotifyFailed(env.ENQUIRIES, "unsent", new Error("temporary failure"));
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry("ancient", "2025-10-01T09:00:00.000Z"));

    const events = await run("2026-11-25T10:00:00.000Z");
    expect(events).toEqual([
      expect.objectContaining({ event: "scheduled-fallback-moved", moved: 1, failed: 0 }),
      // The waiting enquiry and the failed one are told about now; the ancient one too, then deleted.
      expect.objectContaining({ event: "scheduled-notifications-retried", tried: 3, failed: 0 }),
      expect.objectContaining({ event: "scheduled-retention", retentionDays: 365, deleted: 1 }),
      expect.objectContaining({ event: "scheduled-map-health" }),
      expect.objectContaining({ event: "scheduled-rule-moments" }),
    ]);
    const { results } = await env.ENQUIRIES.prepare(
      "SELECT id, stored_via, notified_at IS NOT NULL AS told FROM enquiries ORDER BY id",
    ).all();
    expect(results).toEqual([
      { id: "unsent", stored_via: "form", told: 1 },
      { id: "waiting", stored_via: "fallback", told: 1 },
    ]);
  });

  it("keeps the retention at twelve months unless a positive number of days is set", () => {
    expect([retentionDays(undefined), retentionDays("30"), retentionDays("0"), retentionDays("soon")]).toEqual([365, 30, 365, 365]);
  });

  it("logs each scheduled rule of the live map once: when it went live, and when it expired", async () => {
    const version = "scheduled1";
    const { rules } = parseRules("/launch /crm from=2026-12-08T09:05\n/sale /services until=2026-12-24\n/plain /crm\n", "x.txt");
    const map = buildShards(rules, version);
    for (const [i, shard] of map.shards.entries()) await env.REDIRECTS.put(shardKey(version, i), JSON.stringify(shard));
    await env.REDIRECTS.put(metaKey(version), JSON.stringify(map.meta));
    await env.REDIRECTS.put(POINTER_KEY, version);
    const moments = async (at: string) =>
      (await run(at)).filter((e) => String(e.event).startsWith("redirect-rule-") || e.event === "scheduled-rule-moments");

    // The run at 09:15 covers 09:00 (exclusive) to 09:15: /launch went live at 09:05.
    expect(await moments("2026-12-08T09:15:00.000Z")).toEqual([
      expect.objectContaining({
        event: "redirect-rule-live",
        rule: "/launch",
        target: "/crm",
        from: "2026-12-08T09:05:00.000Z",
        mapVersion: version,
      }),
      expect.objectContaining({ event: "scheduled-rule-moments", scheduledRules: 2, wentLive: 1, expired: 0 }),
    ]);
    expect(await moments("2026-12-08T09:30:00.000Z")).toEqual([
      expect.objectContaining({ event: "scheduled-rule-moments", wentLive: 0, expired: 0 }),
    ]);
    expect(await moments("2026-12-24T00:00:00.000Z")).toEqual([
      expect.objectContaining({ event: "redirect-rule-expired", rule: "/sale", until: "2026-12-24T00:00:00.000Z" }),
      expect.objectContaining({ event: "scheduled-rule-moments", wentLive: 0, expired: 1 }),
    ]);
  });
});
