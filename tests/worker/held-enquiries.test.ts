// Held enquiries (docs/decisions/032-held-enquiries.md), against the local D1: an enquiry that
// failed a soft spam signal (too fast, a token that does not verify) is a held row with its
// reason and sends no e-mail; the rate limit and the form's rules come first; the newest held rows
// within the cap are kept; the scheduled run deletes held rows after their short retention and
// sends the e-mail of one that was released; a honeypot, a cross-site post and a malformed body
// keep their answers and store nothing.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { handleEnquiry, type EnquiryAnswer } from "../../worker/enquiry.ts";
import { deleteExpiredHeld, storeEnquiry, trimHeld } from "../../worker/enquiry-store.ts";
import { issueToken } from "../../worker/form-token.ts";
import { releaseSql } from "../../scripts/ops/enquiry-rows.ts";
import { ORIGIN } from "./helpers.ts";
import { sampleEnquiry, SAMPLE_FORM } from "./sample-enquiry.ts";

const secret = env.ENQUIRY_SECRET ?? "";
const NOW = new Date("2026-12-07T09:00:00.000Z");
const HELD = { cap: 3, days: 7 };
let client = 0;

/** A stand-in for the send_email binding that records what it was asked to send. */
function mailbox() {
  const sent: EmailMessageBuilder[] = [];
  return {
    sent,
    binding: { send: (m: EmailMessageBuilder) => (sent.push(m), Promise.resolve({ messageId: "m" })) } as unknown as SendEmail,
  };
}

/** Posts the sample form to handleEnquiry `ageMs` after its token was issued, at time `at`. */
async function send(
  fields: Record<string, string> = {},
  opts: { ageMs?: number; at?: Date; id?: string; headers?: Record<string, string>; env?: Partial<Env>; body?: string } = {},
) {
  const at = opts.at ?? NOW;
  const token = await issueToken(secret, at.getTime() - (opts.ageMs ?? 20_000));
  const body = opts.body ?? new URLSearchParams({ ...SAMPLE_FORM, form_token: token, ...fields }).toString();
  const request = new Request(`${ORIGIN}/contacts`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "cf-connecting-ip": `203.0.113.${++client % 250}`,
      ...opts.headers,
    },
  });
  const mail = mailbox();
  const work: Promise<unknown>[] = [];
  const answer: EnquiryAnswer = await handleEnquiry(
    request,
    new URL(request.url),
    { lang: "en", thanks: "/thanks" },
    {
      env: { ...env, ENQUIRY_MAIL: mail.binding, ...opts.env },
      waitUntil: (p) => void work.push(p),
      log: () => {},
      held: HELD,
      now: at,
      newId: () => opts.id ?? crypto.randomUUID(),
    },
  );
  await Promise.all(work);
  return { answer, sent: mail.sent };
}

const rows = async () =>
  (
    await env.ENQUIRIES.prepare("SELECT id, name, held_reason, notified_at, released_at FROM enquiries ORDER BY received_at, rowid").all<{
      id: string;
      name: string;
      held_reason: string | null;
      notified_at: string | null;
      released_at: string | null;
    }>()
  ).results;

const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

beforeEach(async () => {
  await env.ENQUIRIES.prepare("DELETE FROM enquiries").run();
});
afterEach(() => vi.restoreAllMocks());

describe("an enquiry that fails a soft spam signal", () => {
  it("sent a second after the form was served is a held row with its reason, and no one is e-mailed", async () => {
    const { answer, sent } = await send({}, { ageMs: 1_000, id: "held-1" });
    expect(answer).toEqual({ kind: "thanks", location: "/thanks", outcome: "enquiry-held", reason: "token too-fast" });
    expect(sent).toEqual([]);
    expect(await rows()).toEqual([
      { id: "held-1", name: "Dana Whitfield", held_reason: "token too-fast", notified_at: null, released_at: null },
    ]);
  });

  it("is held too when its token does not verify (a page signed under a key since replaced)", async () => {
    const other = await issueToken("the key before the last rotation", NOW.getTime() - 20_000);
    const { answer, sent } = await send({ form_token: other });
    expect(answer).toMatchObject({ outcome: "enquiry-held", reason: "token forged" });
    expect(sent).toEqual([]);
    expect((await rows()).map((r) => r.held_reason)).toEqual(["token forged"]);
  });

  it("differs from one sent at a person's pace only in the row: that one is e-mailed at once", async () => {
    const { answer, sent } = await send({ name: "Jonas Ebert" }, { ageMs: 20_000 });
    expect(answer).toMatchObject({ kind: "thanks", outcome: "enquiry" });
    expect(sent.map((m) => m.subject)).toEqual(["Enquiry from Jonas Ebert (Harbourline Logistics)"]);
    expect((await rows()).map((r) => [r.held_reason, r.notified_at !== null])).toEqual([[null, true]]);
  });

  it("meets the rate limit first: a client over it is answered 429 and nothing is held", async () => {
    const limiter = { limit: () => Promise.resolve({ success: false }) } as unknown as RateLimit;
    const { answer, sent } = await send({ name: "Kept Name" }, { ageMs: 500, env: { ENQUIRY_LIMITER: limiter } });
    expect(answer).toMatchObject({ kind: "form", status: 429, outcome: "enquiry-rate-limited", state: { input: { name: "Kept Name" } } });
    expect([sent, await rows()]).toEqual([[], []]);
  });

  it("meets the form's rules too: an invalid one is shown again, not held", async () => {
    const { answer } = await send({ email: "dana.harbourline.example" }, { ageMs: 500 });
    expect(answer).toMatchObject({ kind: "form", status: 422, state: { errors: { email: "email.invalid" } } });
    expect(await rows()).toEqual([]);
  });

  it("keeps only the newest held rows within the cap, and never touches the list", async () => {
    await send({ name: "Listed Person" }, { at: seconds(-60) });
    for (let i = 1; i <= HELD.cap + 2; i++) await send({ name: `Held ${i}` }, { ageMs: 1_000, at: seconds(i) });
    const kept = await rows();
    expect(kept.map((r) => r.name)).toEqual(["Listed Person", "Held 3", "Held 4", "Held 5"]);
    expect(kept.filter((r) => r.held_reason !== null)).toHaveLength(HELD.cap);
  });
});

describe("the hard signals keep their answers", () => {
  it("a filled honeypot is thanked and dropped; a cross-site post is refused; a malformed body is refused", async () => {
    const trap = await send({ website: "https://spam.example" }, { ageMs: 500 });
    expect(trap.answer).toEqual({ kind: "thanks", location: "/thanks", outcome: "enquiry-spam", reason: "honeypot" });
    const crossSite = await send({}, { ageMs: 500, headers: { origin: "https://evil.example" } });
    expect(crossSite.answer).toMatchObject({ kind: "refused", status: 403, reason: "cross-site form post" });
    const notAForm = await send({}, { ageMs: 500, headers: { "content-type": "application/json" }, body: "{}" });
    expect(notAForm.answer).toMatchObject({ kind: "refused", status: 415 });
    const unreadable = await send(
      {},
      { ageMs: 500, headers: { "content-type": "multipart/form-data; boundary=x" }, body: "not multipart" },
    );
    expect(unreadable.answer).toMatchObject({ kind: "refused", status: 400, reason: "unreadable form" });
    const oversized = await send({ message: "x".repeat(70_000) }, { ageMs: 500 });
    expect(oversized.answer).toMatchObject({ kind: "refused", status: 413 });
    expect([...trap.sent, ...crossSite.sent]).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});

describe("the held rows over time", () => {
  const held = (id: string, receivedAt: string) =>
    storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, sampleEnquiry(id, receivedAt, { heldReason: "token too-fast" }));

  it("are deleted after their short retention; enquiries in the list of the same age stay", async () => {
    await held("held-old", "2026-11-29T08:59:59.000Z");
    await held("held-recent", "2026-11-30T09:00:01.000Z");
    await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, sampleEnquiry("listed-old", "2026-11-01T09:00:00.000Z"));
    expect(await deleteExpiredHeld(env.ENQUIRIES, NOW, HELD.days)).toBe(1);
    expect((await rows()).map((r) => r.id)).toEqual(["listed-old", "held-recent"]);
  });

  it("beyond the cap go oldest first, whichever way they arrived", async () => {
    for (const [i, day] of ["01", "02", "03", "04"].entries()) await held(`h${i}`, `2026-12-${day}T09:00:00.000Z`);
    expect(await trimHeld(env.ENQUIRIES, 2)).toBe(2);
    expect((await rows()).map((r) => r.id)).toEqual(["h2", "h3"]);
  });

  it("are trimmed and expired by the scheduled run, which e-mails the team about a released one only", async () => {
    const released = "3f2b8c1e-5d7a-4e4b-9a61-0c2d9e8f7a10";
    await held(released, "2026-12-06T09:00:00.000Z");
    await held("still-held", "2026-12-06T10:00:00.000Z");
    await held("expired", "2026-11-20T09:00:00.000Z");
    // What `npm run enquiries -- release ID` runs.
    const { results } = await env.ENQUIRIES.prepare(releaseSql(released, NOW)).all();
    expect(results).toEqual([{ id: released, name: "Dana Whitfield", email: "dana@harbourline.example" }]);
    // Releasing again finds no held enquiry of that id.
    expect((await env.ENQUIRIES.prepare(releaseSql(released, NOW)).all()).results).toEqual([]);

    const sent = mailbox();
    const log = vi.spyOn(console, "log");
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "*/15 * * * *" }), { ...env, ENQUIRY_MAIL: sent.binding }, ctx);
    await waitOnExecutionContext(ctx);
    const events = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    // The fixture site's facts: heldEnquiryCap 3, heldEnquiryDays 7.
    expect(events).toContainEqual(expect.objectContaining({ event: "scheduled-retention", heldDays: 7, heldDeleted: 1, heldTrimmed: 0 }));
    expect(events).toContainEqual(expect.objectContaining({ event: "scheduled-notifications-retried", tried: 1, failed: 0 }));
    // (The redirect map's alarm, which this run may raise too, goes to the on-call address.)
    const toTeam = sent.sent.filter((m) => m.to === env.ENQUIRY_TO);
    expect(toTeam.map((m) => m.text)).toEqual([expect.stringContaining(`(id ${released})`)]);
    expect((await rows()).map((r) => [r.id, r.held_reason, r.notified_at !== null, r.released_at])).toEqual([
      [released, null, true, NOW.toISOString()],
      ["still-held", "token too-fast", false, null],
    ]);
  });
});
