// Where enquiries are kept (docs/decisions/017-enquiries.md): a row in D1 (migrations/), or, when
// D1 cannot be written, a key per enquiry in the fallback KV namespace, which the scheduled run
// moves into D1 later. An enquiry that failed a soft spam signal is kept as held
// (docs/decisions/032-held-enquiries.md): its row names the reason, it is told to no one, and the
// held rows beyond the cap go, oldest first. Also what the scheduled run does with the rows: retry
// the notifications that failed and delete what is older than the retention periods.
import type { Enquiry } from "../policy/enquiry.ts";

export interface ReceivedEnquiry extends Enquiry {
  id: string;
  /** Server time, ISO 8601 UTC. */
  receivedAt: string;
  lang: "en" | "de";
  /** The page the form was sent from. */
  page: string;
  /** Set when the enquiry is held for review: the soft spam signal it failed ("token too-fast"). */
  heldReason?: string;
}

export interface PendingNotification extends ReceivedEnquiry {
  attempts: number;
}

/** The fallback store's keys: one per enquiry. */
export const FALLBACK_PREFIX = "enquiry:";
/** A notification is tried this many times, then left for people (`npm run enquiries -- list`). */
export const MAX_NOTIFY_ATTEMPTS = 10;

export type Stored = { where: "d1" } | { where: "fallback"; d1Error: string } | { where: "nowhere"; d1Error: string; kvError: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

function insert(db: D1Database, e: ReceivedEnquiry, storedVia: "form" | "fallback") {
  return (
    db
      .prepare(
        `INSERT OR IGNORE INTO enquiries (id, received_at, lang, page, name, email, company, message, timeline, stored_via, budget, link, held_reason)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
      )
      // An enquiry kept in the fallback store before the form had budget and link has neither.
      .bind(
        e.id,
        e.receivedAt,
        e.lang,
        e.page,
        e.name,
        e.email,
        e.company,
        e.message,
        e.timeline,
        storedVia,
        e.budget ?? "",
        e.link ?? "",
        e.heldReason ?? null,
      )
      .run()
  );
}

/** Keeps an enquiry: in D1, else in the fallback store; says where, and what failed. */
export async function storeEnquiry(db: D1Database, fallback: KVNamespace, e: ReceivedEnquiry): Promise<Stored> {
  try {
    await insert(db, e, "form");
    return { where: "d1" };
  } catch (d1) {
    try {
      await fallback.put(`${FALLBACK_PREFIX}${e.id}`, JSON.stringify(e));
      return { where: "fallback", d1Error: message(d1) };
    } catch (kv) {
      return { where: "nowhere", d1Error: message(d1), kvError: message(kv) };
    }
  }
}

/** Moves what the fallback store holds into D1; an enquiry leaves the store only once its row exists. */
export async function moveFallbackIntoD1(db: D1Database, fallback: KVNamespace): Promise<{ moved: string[]; failed: string[] }> {
  const moved: string[] = [];
  const failed: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown> = await fallback.list({ prefix: FALLBACK_PREFIX, cursor });
    for (const { name } of page.keys) {
      try {
        const e = await fallback.get<ReceivedEnquiry>(name, "json");
        if (e) await insert(db, e, "fallback");
        await fallback.delete(name);
        moved.push(name.slice(FALLBACK_PREFIX.length));
      } catch {
        failed.push(name.slice(FALLBACK_PREFIX.length));
      }
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return { moved, failed };
}

interface Row {
  id: string;
  received_at: string;
  lang: "en" | "de";
  page: string;
  name: string;
  email: string;
  company: string;
  message: string;
  timeline: ReceivedEnquiry["timeline"];
  budget: ReceivedEnquiry["budget"];
  link: string;
  notify_attempts: number;
}

/** Enquiries the team has not been told about yet, oldest first; never a held one (a released
 * one is no longer held, and is told about by the next scheduled run). */
export async function pendingNotifications(db: D1Database, limit = 50): Promise<PendingNotification[]> {
  const { results } = await db
    .prepare(
      `SELECT id, received_at, lang, page, name, email, company, message, timeline, budget, link, notify_attempts FROM enquiries
       WHERE notified_at IS NULL AND held_reason IS NULL AND notify_attempts < ?1 ORDER BY received_at LIMIT ?2`,
    )
    .bind(MAX_NOTIFY_ATTEMPTS, limit)
    .all<Row>();
  return results.map((r) => ({
    id: r.id,
    receivedAt: r.received_at,
    lang: r.lang,
    page: r.page,
    name: r.name,
    email: r.email,
    company: r.company,
    message: r.message,
    timeline: r.timeline,
    budget: r.budget,
    link: r.link,
    consent: true,
    attempts: r.notify_attempts,
  }));
}

export async function markNotified(db: D1Database, id: string, now: Date): Promise<void> {
  await db
    .prepare("UPDATE enquiries SET notified_at = ?2, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = ?1")
    .bind(id, now.toISOString())
    .run();
}

export async function markNotifyFailed(db: D1Database, id: string, error: unknown): Promise<void> {
  await db
    .prepare("UPDATE enquiries SET notify_attempts = notify_attempts + 1, notify_error = ?2 WHERE id = ?1")
    .bind(id, message(error))
    .run();
}

/** Deletes the enquiries received more than `retentionDays` before `now`; returns how many. */
export async function deleteExpired(db: D1Database, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.prepare("DELETE FROM enquiries WHERE received_at < ?1").bind(cutoff).run();
  return result.meta.changes ?? 0;
}

/** Keeps the newest `cap` held enquiries and deletes the rest, oldest first (a flood of held
 * posts cannot grow the table); returns how many went. */
export async function trimHeld(db: D1Database, cap: number): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM enquiries WHERE held_reason IS NOT NULL AND id NOT IN
         (SELECT id FROM enquiries WHERE held_reason IS NOT NULL ORDER BY received_at DESC, rowid DESC LIMIT ?1)`,
    )
    .bind(cap)
    .run();
  return result.meta.changes ?? 0;
}

/** Deletes the held enquiries received more than `days` before `now` (their short retention);
 * returns how many. A released enquiry is no longer held and keeps the full retention. */
export async function deleteExpiredHeld(db: D1Database, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.prepare("DELETE FROM enquiries WHERE held_reason IS NOT NULL AND received_at < ?1").bind(cutoff).run();
  return result.meta.changes ?? 0;
}
