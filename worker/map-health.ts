// The redirect map's alarm (docs/runbook.md "The alarm"): the scheduled run reads the live map
// the way the Worker does (the pointer, its meta, every shard, each checked) and e-mails the
// on-call address once when its health turns bad and once when it recovers, never on every
// run. What was last said is kept in D1, which does not depend on KV: an outage of KV is one
// of the things this reports, so its own memory must not live there.
import { metaKey, POINTER_KEY, shardKey } from "../redirects/engine/kv-layout.ts";
import { isMeta, shardProblem } from "../redirects/engine/shards.ts";
import type { LogEvent, Logger } from "./log.ts";

export type Health = { health: "ok" } | { health: "empty" | "unreadable" | "corrupt"; detail: string };

/** Shards read at once while checking a map. */
const SHARDS_AT_ONCE = 25;

/** The live map's health, read from KV: readable, whole, and every part valid. */
export async function mapHealth(kv: KVNamespace): Promise<Health> {
  try {
    const version = (await kv.get(POINTER_KEY))?.trim();
    if (!version) return { health: "empty", detail: `no ${POINTER_KEY} pointer` };
    const meta: unknown = await kv.get(metaKey(version), "json").catch((error: unknown) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    });
    if (!isMeta(meta) || meta.version !== version) return { health: "corrupt", detail: `version ${version}: meta` };
    for (let start = 0; start < meta.shardCount; start += SHARDS_AT_ONCE) {
      const indexes = Array.from({ length: Math.min(SHARDS_AT_ONCE, meta.shardCount - start) }, (_, i) => start + i);
      const texts = await Promise.all(indexes.map((i) => kv.get(shardKey(version, i))));
      for (const [n, text] of texts.entries()) {
        const index = start + n;
        let value: unknown = null;
        try {
          value = text === null ? null : JSON.parse(text);
        } catch {
          return { health: "corrupt", detail: `version ${version}: shard ${index}: not JSON` };
        }
        const problem = value === null ? "missing" : shardProblem(value, meta, index);
        if (problem) return { health: "corrupt", detail: `version ${version}: shard ${index}: ${problem}` };
      }
    }
    return { health: "ok" };
  } catch (error) {
    return { health: "unreadable", detail: error instanceof Error ? error.message : String(error) };
  }
}

export interface AlarmSettings {
  from: string;
  /** The on-call address (wrangler.toml ONCALL_TO). */
  to: string;
}

/** The e-mail for a change of health: raised (it turned bad) or cleared (it recovered). */
export function alarmMail(now: Health, was: string, at: Date, settings: AlarmSettings): EmailMessageBuilder {
  const when = at.toISOString();
  const raised = now.health !== "ok";
  const lines = raised
    ? [
        `The live redirect map is ${now.health} since the scheduled check at ${when}: ${now.detail}.`,
        "",
        "Visitors still get answers: the Worker falls back to the last good map it read, else to the",
        "snapshot bundled at build (which may hold only the map's first rules).",
        "",
        'What to do (docs/runbook.md, "Events and what to do"):',
        now.health === "unreadable"
          ? "- KV is failing: check Cloudflare's status page. Nothing to do if it recovers."
          : now.health === "empty"
            ? "- The pointer is gone: npm run redirects -- push --remote"
            : "- Roll back: npm run redirects -- rollback --remote, then push a good map again.",
        "- Follow it live: npx wrangler tail --format json --search redirect-map",
        "",
        "You get one more e-mail when the map is healthy again, not one per check.",
      ]
    : [`The live redirect map is healthy again (scheduled check at ${when}); it was ${was}.`];
  return {
    from: { name: "Website alarm", email: settings.from },
    to: settings.to,
    subject: raised ? `Website alarm: redirect map ${now.health}` : "Website alarm cleared: redirect map recovered",
    text: lines.join("\n"),
  };
}

/** The name the redirect map's state is kept under in the alarms table (migrations/0002). */
const ALARM = "redirect-map";

/**
 * Checks the map and sends the on-call e-mail when its health turned bad or recovered since the
 * last check that sent one. A failed send is logged and the state kept as it was, so the next
 * run tries again. Returns what the scheduled step logs.
 */
export async function checkMapAlarm(env: Env, at: Date, log: Logger): Promise<Omit<LogEvent, "event" | "level">> {
  const now = await mapHealth(env.REDIRECTS);
  const row = await env.ENQUIRIES.prepare("SELECT health FROM alarms WHERE name = ?").bind(ALARM).first<{ health: string }>();
  const was = row?.health ?? "ok";
  const bad = now.health !== "ok";
  const summary = { health: now.health, ...(bad ? { detail: now.detail } : {}) };
  if (bad === (was !== "ok")) {
    // Still bad in another way, or still fine: remember the latest, tell nobody.
    if (bad && was !== now.health) await saveHealth(env.ENQUIRIES, now.health, at);
    return summary;
  }
  const alarm = bad ? "raised" : "cleared";
  try {
    await env.ENQUIRY_MAIL.send(alarmMail(now, was, at, { from: env.ENQUIRY_FROM, to: env.ONCALL_TO }));
  } catch (error) {
    log({
      event: "redirect-map-alarm-failed",
      level: "error",
      alarm,
      ...summary,
      message: error instanceof Error ? error.message : String(error),
    });
    return summary;
  }
  await saveHealth(env.ENQUIRIES, now.health, at);
  log({ event: "redirect-map-alarm", level: bad ? "error" : "info", alarm, ...summary });
  return summary;
}

async function saveHealth(db: D1Database, health: string, at: Date): Promise<void> {
  await db
    .prepare(
      "INSERT INTO alarms (name, health, changed_at) VALUES (?1, ?2, ?3) ON CONFLICT (name) DO UPDATE SET health = ?2, changed_at = ?3",
    )
    .bind(ALARM, health, at.toISOString())
    .run();
}
