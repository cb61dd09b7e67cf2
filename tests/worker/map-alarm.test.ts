// The redirect map's alarm, through the Worker's scheduled handler: a corrupt live map sends the
// on-call address one e-mail, the next run none, and the recovery one more (docs/runbook.md).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { buildShards } from "../../redirects/engine/shards.ts";
import worker from "../../worker/index.ts";
import { mapHealth } from "../../worker/map-health.ts";

const sent: EmailMessageBuilder[] = [];
const mail = { send: (message: EmailMessageBuilder) => (sent.push(message), Promise.resolve({ messageId: "m" })) } as unknown as SendEmail;

async function put(version: string, text: string) {
  const map = buildShards(parseRules(text, "alarm.txt").rules, version);
  for (const [i, shard] of map.shards.entries()) await env.REDIRECTS.put(shardKey(version, i), JSON.stringify(shard));
  await env.REDIRECTS.put(metaKey(version), JSON.stringify(map.meta));
  await env.REDIRECTS.put(POINTER_KEY, version);
}

/** One scheduled run with the e-mail binding replaced; returns the events it logged. */
async function run(at: string, binding = mail): Promise<Array<Record<string, unknown>>> {
  const out = vi.spyOn(console, "log");
  const err = vi.spyOn(console, "error");
  const ctx = createExecutionContext();
  worker.scheduled(
    createScheduledController({ scheduledTime: new Date(at), cron: "*/15 * * * *" }),
    { ...env, ENQUIRY_MAIL: binding },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const lines = [...out.mock.calls, ...err.mock.calls].map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  vi.restoreAllMocks();
  return lines.filter((l) => String(l.event).includes("map"));
}

beforeEach(async () => {
  sent.length = 0;
  await env.ENQUIRIES.prepare("DELETE FROM alarms").run();
  await put("good1", "/old-crm /crm\n/old-about /company/about\n");
});
afterEach(() => vi.restoreAllMocks());

describe("the redirect map's alarm", () => {
  it("e-mails once when the live map turns corrupt, not on the next run, and once when it recovers", async () => {
    expect(await run("2026-11-27T10:00:00Z")).toEqual([expect.objectContaining({ event: "scheduled-map-health", health: "ok" })]);
    expect(sent).toEqual([]);

    await env.REDIRECTS.put(shardKey("good1", 0), '{"folded":{}}');
    const raised = await run("2026-11-27T10:15:00Z");
    expect(raised).toContainEqual(
      expect.objectContaining({
        event: "redirect-map-alarm",
        alarm: "raised",
        health: "corrupt",
        detail: "version good1: shard 0: not a shard",
      }),
    );
    // Every line of the run carries the run's id.
    expect(new Set(raised.map((l) => l.requestId)).size).toBe(1);
    expect(String(raised[0]?.requestId)).toMatch(/^scheduled-/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: env.ONCALL_TO, subject: "Website alarm: redirect map corrupt" });
    expect(sent[0]?.text).toContain("npm run redirects -- rollback --remote");

    expect(await run("2026-11-27T10:30:00Z")).toEqual([expect.objectContaining({ event: "scheduled-map-health", health: "corrupt" })]);
    expect(sent).toHaveLength(1);

    await put("good2", "/old-crm /crm\n");
    expect(await run("2026-11-27T10:45:00Z")).toContainEqual(
      expect.objectContaining({ event: "redirect-map-alarm", alarm: "cleared", health: "ok" }),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ subject: "Website alarm cleared: redirect map recovered" });
    expect(sent[1]?.text).toContain("it was corrupt");
  });

  it("tries again on the next run when the e-mail could not be sent", async () => {
    await env.REDIRECTS.delete(POINTER_KEY);
    const failing = { send: () => Promise.reject(new Error("destination address not verified")) } as unknown as SendEmail;
    expect(await run("2026-11-27T11:00:00Z", failing)).toContainEqual(
      expect.objectContaining({
        event: "redirect-map-alarm-failed",
        alarm: "raised",
        health: "empty",
        message: "destination address not verified",
      }),
    );
    expect(await run("2026-11-27T11:15:00Z")).toContainEqual(
      expect.objectContaining({ event: "redirect-map-alarm", alarm: "raised", health: "empty" }),
    );
    expect(sent).toHaveLength(1);
  });

  it("calls a map that KV cannot read unreadable, and checks every shard", async () => {
    const down = { get: () => Promise.reject(new Error("KV GET failed: 503")) } as unknown as KVNamespace;
    expect(await mapHealth(down)).toEqual({ health: "unreadable", detail: "KV GET failed: 503" });
    const rules = Array.from({ length: 600 }, (_, i) => `/old-${i} /crm`).join("\n");
    await put("big1", rules);
    expect(await mapHealth(env.REDIRECTS)).toEqual({ health: "ok" });
    await env.REDIRECTS.delete(shardKey("big1", 2));
    expect(await mapHealth(env.REDIRECTS)).toEqual({ health: "corrupt", detail: "version big1: shard 2: missing" });
  });
});
