// The Worker's scheduled run (wrangler.toml [triggers]): for the enquiries
// (docs/decisions/017-enquiries.md), move what waits in the fallback store into D1, retry the
// team's notifications that failed (a released held enquiry's first e-mail among them), delete
// enquiries older than the retention period and held ones older than theirs, and keep the held
// ones within their cap (docs/decisions/032-held-enquiries.md); then check the redirect map's
// health and raise or clear its alarm (worker/map-health.ts), and log the scheduled redirect
// rules that went live or expired (worker/redirect-schedule.ts). Each step runs even if another
// fails, and each logs what it did; nothing it logs is personal data.
import { notifyTeam } from "./enquiry-mail.ts";
import { checkMapAlarm } from "./map-health.ts";
import { logRuleMoments } from "./redirect-schedule.ts";
import { deleteExpired, deleteExpiredHeld, moveFallbackIntoD1, pendingNotifications, trimHeld } from "./enquiry-store.ts";
import type { HeldEnquiries } from "../policy/enquiry.ts";
import type { LogEvent, Logger } from "./log.ts";

/** How long enquiries are kept when ENQUIRY_RETENTION_DAYS is not set: about 12 months. */
export const DEFAULT_RETENTION_DAYS = 365;

export function retentionDays(setting: string | undefined): number {
  const days = Number(setting);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

type Step = "fallback-moved" | "notifications-retried" | "retention" | "map-health" | "rule-moments";

async function step(name: Step, log: Logger, work: () => Promise<Omit<LogEvent, "event" | "level">>): Promise<void> {
  try {
    const result = await work();
    log({ event: `scheduled-${name}`, level: "info", ...result });
  } catch (error) {
    log({ event: `scheduled-${name}-failed`, level: "error", message: error instanceof Error ? error.message : String(error) });
  }
}

export async function runScheduled(env: Env, now: Date, log: Logger, held: HeldEnquiries): Promise<void> {
  await step("fallback-moved", log, async () => {
    const { moved, failed } = await moveFallbackIntoD1(env.ENQUIRIES, env.ENQUIRY_FALLBACK);
    return { moved: moved.length, failed: failed.length, ids: [...moved, ...failed].slice(0, 20) };
  });
  await step("notifications-retried", log, async () => {
    const pending = await pendingNotifications(env.ENQUIRIES);
    let failed = 0;
    for (const e of pending)
      if (await notifyTeam(env.ENQUIRY_MAIL, env.ENQUIRIES, e, { from: env.ENQUIRY_FROM, to: env.ENQUIRY_TO })) failed++;
    return { tried: pending.length, failed };
  });
  await step("retention", log, async () => {
    const days = retentionDays(env.ENQUIRY_RETENTION_DAYS);
    const deleted = await deleteExpired(env.ENQUIRIES, now, days);
    const heldDeleted = await deleteExpiredHeld(env.ENQUIRIES, now, held.days);
    // The form trims on each held row it writes; held rows moved in from the fallback store meet the cap here.
    const heldTrimmed = await trimHeld(env.ENQUIRIES, held.cap);
    return { retentionDays: days, deleted, heldDays: held.days, heldDeleted, heldTrimmed };
  });
  await step("map-health", log, () => checkMapAlarm(env, now, log));
  await step("rule-moments", log, () => logRuleMoments(env.REDIRECTS, now, log));
}
