// The scheduled rules' moments (docs/decisions/030-one-path-form-and-scheduled-rules.md): each
// scheduled run logs every rule of the live map that went live or expired since the run before,
// so that an SRE sees a campaign begin and end in the log. Only a map that holds windows (format
// 2) is read in full; for any other map this costs one pointer and one meta read.
import { SCHEDULED_EVERY_MINUTES } from "../redirects/engine/freshness.ts";
import { metaKey, POINTER_KEY, shardKey } from "../redirects/engine/kv-layout.ts";
import type { RedirectRule } from "../redirects/engine/rules.ts";
import { isMeta, isRule } from "../redirects/engine/shards.ts";
import type { LogEvent, Logger } from "./log.ts";

/** Whether an ISO moment lies in the period a run covers: after the run before, up to this one. */
const inPeriod = (moment: string | undefined, at: number) =>
  moment !== undefined && Date.parse(moment) > at - SCHEDULED_EVERY_MINUTES * 60_000 && Date.parse(moment) <= at;

/** Every rule of the live map that has a window; [] for a map without windows or none live. */
async function scheduledRules(kv: KVNamespace): Promise<{ version?: string; rules: RedirectRule[] }> {
  const version = (await kv.get(POINTER_KEY))?.trim();
  if (!version) return { rules: [] };
  const meta: unknown = await kv.get(metaKey(version), "json");
  if (!isMeta(meta) || (meta.format ?? 1) < 2) return { version, rules: [] };
  const shards = await Promise.all(Array.from({ length: meta.shardCount }, (_, i) => kv.get(shardKey(version, i), "json")));
  const rules: RedirectRule[] = [];
  for (const shard of shards) {
    if (typeof shard !== "object" || shard === null) continue;
    for (const side of Object.values(shard as Record<string, Record<string, unknown>>))
      for (const rule of Object.values(side ?? {})) if (isRule(rule) && (rule.from || rule.until)) rules.push(rule);
  }
  return { version, rules };
}

/** Logs `redirect-rule-live` and `redirect-rule-expired` for the rules whose moment came since
 * the last run; returns what the scheduled step logs. */
export async function logRuleMoments(kv: KVNamespace, at: Date, log: Logger): Promise<Omit<LogEvent, "event" | "level">> {
  const { version, rules } = await scheduledRules(kv);
  let live = 0;
  let expired = 0;
  for (const rule of rules) {
    const fields = { rule: rule.fromPath, target: rule.toPath, mapVersion: version, from: rule.from, until: rule.until };
    if (inPeriod(rule.from, at.getTime())) {
      live++;
      log({ event: "redirect-rule-live", level: "info", ...fields });
    }
    if (inPeriod(rule.until, at.getTime())) {
      expired++;
      log({ event: "redirect-rule-expired", level: "info", ...fields });
    }
  }
  return { scheduledRules: rules.length, wentLive: live, expired };
}
