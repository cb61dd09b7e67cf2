// The enquiry form through the Worker, with the local D1: a valid POST stores one row and
// answers 303; invalid fields answer 422 with every value kept; honeypot posts are not stored,
// too-fast ones are held (tests/worker/held-enquiries.test.ts); the rate limit answers 429;
// cross-site posts are refused; nothing answers 5xx.
// The German form answers in German and leads to the German thank-you page; the form's own
// script gets the same answers as data.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_REPLY_TYPE, type EnquiryReply } from "../../policy/enquiry.ts";
import { handleEnquiry } from "../../worker/enquiry.ts";
import { FALLBACK_PREFIX } from "../../worker/enquiry-store.ts";
import { issueToken } from "../../worker/form-token.ts";
import { get, ORIGIN } from "./helpers.ts";
import { SAMPLE_FORM } from "./sample-enquiry.ts";
import { hostileFormPosts, withStandIns } from "../../scripts/measure/hostile-requests.ts";

const secret = env.ENQUIRY_SECRET ?? "";
let client = 0;

/** A form token issued 20 s ago: a person's pace. */
const humanToken = () => issueToken(secret, Date.now() - 20_000);

async function post(
  fields: Record<string, string>,
  init: { headers?: Record<string, string>; token?: string; ip?: string; path?: string } = {},
) {
  const body = new URLSearchParams({ ...SAMPLE_FORM, form_token: init.token ?? (await humanToken()), ...fields });
  return get(init.path ?? "/contacts", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "cf-connecting-ip": init.ip ?? `192.0.2.${++client}`,
      ...init.headers,
    },
  });
}

/** The enquiries in the list (not the held ones). */
const stored = async () =>
  (await env.ENQUIRIES.prepare("SELECT lang, page, name, email, timeline, budget, link FROM enquiries WHERE held_reason IS NULL").all())
    .results;
const held = async () =>
  (await env.ENQUIRIES.prepare("SELECT held_reason FROM enquiries WHERE held_reason IS NOT NULL ORDER BY rowid").all()).results;

beforeEach(async () => {
  await env.ENQUIRIES.prepare("DELETE FROM enquiries").run();
});

describe("the enquiry form", () => {
  it("is served with a fresh signed time token, never from a cache", async () => {
    const res = await get("/contacts");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toMatch(/<form class="enquiry" method="post" action="\/contacts" novalidate="">/);
    expect(html).toMatch(/name="form_token" value="\d{13}\.[\w-]{43}"/);
  });

  it("stores a valid enquiry as one row and sends the visitor to the thank-you page", async () => {
    const res = await post({});
    expect([res.status, res.headers.get("location")]).toEqual([303, "/thanks"]);
    expect(await stored()).toEqual([
      {
        lang: "en",
        page: "/contacts",
        name: "Dana Whitfield",
        email: "dana@harbourline.example",
        timeline: "quarter",
        budget: "50k-150k",
        link: "https://files.harbourline.example/dispatch",
      },
    ]);
  });

  it("stores an enquiry without the optional budget and link as empty values", async () => {
    const res = await post({ budget: "", link: "" });
    expect(res.status).toBe(303);
    expect(await stored()).toMatchObject([{ budget: "", link: "" }]);
  });

  it.each([
    ["email", "dana.harbourline.example", "Please enter an e-mail address like name@company.com."],
    ["name", "", "Please enter your name."],
    ["message", "Call me.", "Please write a little more: at least 20 characters."],
    ["consent", "", "Please agree, so that we may store your enquiry to answer it."],
    ["timeline", "yesterday", "Please choose one of the options."],
    ["budget", "priceless", "Please choose one of the budget options."],
    ["link", "http://files.harbourline.example/dispatch", "Please enter a link that starts with https://, without spaces."],
    ["link", `https://files.harbourline.example/${"x".repeat(2100)}`, "This link is longer than 2,048 characters."],
  ])("answers an invalid %s with 422, the error beside the field and every value kept", async (field, value, message) => {
    const res = await post({ [field]: value, company: "Harbourline & Söhne <Logistik>" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain('class="form-summary"');
    expect(html).toContain('value="Harbourline &amp; Söhne &lt;Logistik&gt;"');
    if (field !== "message") expect(html).toContain("Our dispatch tool is a 2009 Access database; drivers need a web application.");
    expect(html).toContain(`aria-invalid="true"`);
    expect(await stored()).toEqual([]);
  });

  it("stores nothing from a filled honeypot, holds a form sent faster than a person could, and says nothing", async () => {
    const trap = await post({ website: "https://spam.example" });
    const fast = await post({}, { token: await issueToken(secret, Date.now()) });
    const forged = await post({ form_token: "1764000000000.forged" });
    expect(await stored()).toEqual([]);
    expect(await held()).toEqual([{ held_reason: "token too-fast" }, { held_reason: "token forged" }]);
    // Without a token at all (a stale copy of the page), the form comes back to be sent again,
    // and is held meanwhile: not sent again, it is not lost either.
    const missing = await post({ form_token: "", name: "Kept Name" });
    expect(missing.status).toBe(422);
    const html = await missing.text();
    expect(html).toContain("Please send the form again");
    expect(html).toContain('value="Kept Name"');
    for (const res of [trap, fast, forged]) expect([res.status, res.headers.get("location")]).toEqual([303, "/thanks"]);
    expect(await stored()).toEqual([]);
    expect(await held()).toEqual([{ held_reason: "token too-fast" }, { held_reason: "token forged" }, { held_reason: "form missing" }]);
  });

  it("asks again, with the values kept, for a form that was open too long, and holds what it sent", async () => {
    const res = await post({}, { token: await issueToken(secret, Date.now() - 25 * 60 * 60 * 1000) });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("This form was open for more than a day.");
    expect(await stored()).toEqual([]);
    expect(await held()).toEqual([{ held_reason: "form expired" }]);
  });

  it("answers 429 with the values kept when one client sends too many", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post({}, { ip: "198.51.100.7" })).status);
    expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    const limited = await post({ name: "Kept Name" }, { ip: "198.51.100.7" });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain("Please wait a minute");
    expect(html).toContain('value="Kept Name"');
  });

  it("refuses a post from another site, a post anywhere else, an oversized body and a body that is not a form", async () => {
    expect((await post({}, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    const crossSite = await get("/contacts", {
      method: "POST",
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await get("/crm", { method: "POST", body: "x", headers: { origin: ORIGIN } })).status).toBe(405);
    expect((await post({ message: "x".repeat(70_000) })).status).toBe(413);
    const json = await get("/contacts", { method: "POST", body: "{}", headers: { "content-type": "application/json", origin: ORIGIN } });
    expect(json.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it("answers the German form in German and leads to the German thank-you page", async () => {
    const sent = await post({}, { path: "/de/kontakt" });
    expect([sent.status, sent.headers.get("location")]).toEqual([303, "/de/danke"]);
    const invalid = await post({ email: "dana.harbourline.example" }, { path: "/de/kontakt" });
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toContain("Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein.");
    expect(html).toContain('<form class="enquiry" method="post" action="/de/kontakt"');
    expect(html).toContain('value="dana.harbourline.example"');
    const badLink = await (await post({ link: "ftp://files.harbourline.example/x" }, { path: "/de/kontakt" })).text();
    expect(badLink).toContain("Bitte geben Sie einen Link ein, der mit https:// beginnt, ohne Leerzeichen.");
    expect(badLink).toContain('value="ftp://files.harbourline.example/x"');
    expect(await stored()).toMatchObject([
      { lang: "de", page: "/de/kontakt", name: "Dana Whitfield", email: "dana@harbourline.example", timeline: "quarter" },
    ]);
  });

  describe("sent by the form's own script", () => {
    const scripted = { accept: ENQUIRY_REPLY_TYPE };
    const replyOf = async (res: Response) => {
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      return res.json<EnquiryReply>();
    };

    it("replies with where to go, as data, and stores the row", async () => {
      const res = await post({}, { headers: scripted });
      expect(res.status).toBe(200);
      expect(await replyOf(res)).toEqual({ location: "/thanks" });
      expect(await stored()).toHaveLength(1);
    });

    it("replies with each field's error code and stores nothing", async () => {
      const res = await post({ email: "dana.harbourline.example", consent: "" }, { headers: scripted });
      expect(res.status).toBe(422);
      expect(await replyOf(res)).toEqual({ errors: { email: "email.invalid", consent: "consent.missing" } });
      expect(await stored()).toEqual([]);
    });

    it("replaces a form token that was too old, and the form then goes through", async () => {
      const res = await post({}, { headers: scripted, token: await issueToken(secret, Date.now() - 25 * 60 * 60 * 1000) });
      expect(res.status).toBe(422);
      const reply = await replyOf(res);
      expect(reply).toMatchObject({ errors: {}, notice: "enquiry::expired" });
      expect(reply.token).toMatch(/^\d{13}\.[\w-]{43}$/);
      // The visitor spent their time on this form already: sending again at once is not too fast.
      const resent = await post({}, { headers: scripted, token: reply.token });
      expect(await replyOf(resent)).toEqual({ location: "/thanks" });
      expect(await stored()).toHaveLength(1);
    });

    it("tells a spam program nothing it could not learn from a person's reply", async () => {
      const res = await post({ website: "https://spam.example" }, { headers: scripted });
      expect([res.status, await replyOf(res)]).toEqual([200, { location: "/thanks" }]);
      expect(await stored()).toEqual([]);
    });
  });

  it("answers no hostile post to a form with 5xx or a Location off the site", async () => {
    const token = await humanToken();
    const statuses = new Set<number>();
    for (const r of hostileFormPosts(400, ["/contacts", "/de/kontakt"], 20261125)) {
      const fill = (text: string) => withStandIns(text, { origin: ORIGIN, token });
      const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k, fill(v)]));
      const body = Uint8Array.from(fill(r.body ?? ""), (c) => c.charCodeAt(0) & 0xff);
      const res = await get(r.target, { method: r.method, headers, body });
      await res.arrayBuffer();
      statuses.add(res.status);
      expect(res.status, `${r.target} ${JSON.stringify(r.headers)} ${r.body?.slice(0, 80)}`).toBeLessThan(500);
      const location = res.headers.get("location");
      if (location) expect(location).toMatch(/^\/(?![/\\])/);
    }
    // The posts reach every answer the form has, not one refusal.
    for (const status of [303, 400, 403, 405, 413, 415, 422]) expect(statuses).toContain(status);
  });

  describe("when storage fails", () => {
    const failingDb = {
      prepare: () => ({ bind: () => ({ run: () => Promise.reject(new Error("D1_ERROR: database unavailable")) }) }),
    } as unknown as D1Database;
    const failingKv = { put: () => Promise.reject(new Error("KV PUT failed: 503")) } as unknown as KVNamespace;

    async function send(overrides: Partial<Env>, token?: string) {
      const body = new URLSearchParams({ ...SAMPLE_FORM, form_token: token ?? (await humanToken()) });
      const request = new Request(`${ORIGIN}/contacts`, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": `203.0.113.${++client}` },
      });
      const log = vi.fn();
      const answer = await handleEnquiry(
        request,
        new URL(request.url),
        { lang: "en", thanks: "/thanks" },
        {
          env: { ...env, ...overrides },
          waitUntil: () => {},
          log,
          held: { cap: 3, days: 7 },
          newId: () => "kept-1",
        },
      );
      return { answer, events: log.mock.calls.map(([e]) => (e as { event: string }).event) };
    }

    it("keeps the enquiry in the fallback store when D1 fails, and thanks the visitor", async () => {
      const { answer, events } = await send({ ENQUIRIES: failingDb });
      expect(answer).toMatchObject({ kind: "thanks", location: "/thanks", outcome: "enquiry" });
      expect(events).toEqual(["enquiry-stored-in-fallback"]);
      expect(await env.ENQUIRY_FALLBACK.get(`${FALLBACK_PREFIX}kept-1`, "json")).toMatchObject({ name: "Dana Whitfield" });
      await env.ENQUIRY_FALLBACK.delete(`${FALLBACK_PREFIX}kept-1`);
    });

    it("keeps a held enquiry in the fallback store when D1 fails, says so, and still tells no one", async () => {
      const { answer, events } = await send({ ENQUIRIES: failingDb }, await issueToken(secret, Date.now()));
      expect(answer).toMatchObject({ kind: "thanks", outcome: "enquiry-held", reason: "token too-fast" });
      expect(events).toEqual(["enquiry-stored-in-fallback"]);
      expect(await env.ENQUIRY_FALLBACK.get(`${FALLBACK_PREFIX}kept-1`, "json")).toMatchObject({ heldReason: "token too-fast" });
      await env.ENQUIRY_FALLBACK.delete(`${FALLBACK_PREFIX}kept-1`);
    });

    it("shows the text again with the e-mail address and phone number when nothing can store it", async () => {
      const { answer, events } = await send({ ENQUIRIES: failingDb, ENQUIRY_FALLBACK: failingKv });
      expect(answer).toMatchObject({
        kind: "form",
        status: 200,
        outcome: "enquiry-store-failed",
        state: { notice: "enquiry::notStored", input: { name: "Dana Whitfield", email: "dana@harbourline.example" } },
      });
      expect(events).toEqual(["enquiry-store-failed"]);
    });
  });
});
