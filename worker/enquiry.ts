// The enquiry form over HTTP (docs/decisions/017-enquiries.md). Its POST: same-origin check,
// size, spam checks, rate limit, the shared rules, then the store and the team's notification
// (or, after a soft spam signal, the store alone, as held: docs/decisions/032-held-enquiries.md);
// the answer is a 303 to the thank-you page, or the form again with what was typed (422 invalid
// or expired, 429 too many, 200 when nothing could store it), as a page or, to the form's own
// script, as data. Never 5xx. Its page: the built file with a fresh signed time token.
import {
  checkEnquiry,
  ENQUIRY_REPLY_TYPE,
  enquiryInput,
  FORM_TOKEN_FIELD,
  MIN_FILL_MS,
  type EnquiryReply,
  type HeldEnquiries,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  type EnquiryErrors,
  type EnquiryInput,
  type EnquiryNotice,
} from "../policy/enquiry.ts";
import { notifyTeam } from "./enquiry-mail.ts";
import { storeEnquiry, trimHeld, type ReceivedEnquiry } from "./enquiry-store.ts";
import { newNonce, refuse, remix, serverError, type Answer } from "./answer.ts";
import { checkToken, issueToken } from "./form-token.ts";
import type { Logger } from "./log.ts";

export type EnquiryOutcome =
  "enquiry" | "enquiry-invalid" | "enquiry-rate-limited" | "enquiry-spam" | "enquiry-held" | "enquiry-store-failed";

/** What the form page shows again: what was typed, what is wrong, a message about the whole form. */
export interface FormState {
  input: EnquiryInput;
  errors: EnquiryErrors;
  notice?: EnquiryNotice;
}

export type EnquiryAnswer =
  | { kind: "refused"; status: 403 | 413 | 415 | 400; reason: string; outcome: "bad-request" }
  | { kind: "thanks"; location: string; outcome: EnquiryOutcome; reason?: string }
  | { kind: "form"; status: 200 | 422 | 429; state: FormState; outcome: EnquiryOutcome; reason?: string };

export interface FormPage {
  lang: "en" | "de";
  /** The thank-you page of the form's language. */
  thanks: string;
}

/** A browser's own form post: same origin by Origin, else by Sec-Fetch-Site; a request with
 * neither (an old browser, a script) passes, since the form has no session to forge. */
export function sameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === url.origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The body, read up to MAX_BODY_BYTES; null when it is longer. */
async function boundedBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value }: ReadableStreamReadResult<Uint8Array> = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

async function formOf(request: Request, type: string, text: string): Promise<FormData | URLSearchParams | null> {
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(text);
  try {
    return await new Request("https://form.invalid/", { method: "POST", headers: request.headers, body: text }).formData();
  } catch {
    return null;
  }
}

/** A key for the rate limit that does not keep the address: a salted hash of it. */
async function clientKey(request: Request, salt: string): Promise<string> {
  const address = request.headers.get("cf-connecting-ip") ?? "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${address}`));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 12)));
}

export interface EnquiryDeps {
  env: Env;
  waitUntil: (work: Promise<unknown>) => void;
  log: Logger;
  /** The held enquiries' cap (the build's site index). */
  held: HeldEnquiries;
  now?: Date;
  newId?: () => string;
}

export async function handleEnquiry(request: Request, url: URL, page: FormPage, deps: EnquiryDeps): Promise<EnquiryAnswer> {
  const { env, log } = deps;
  const now = deps.now ?? new Date();
  if (!sameOrigin(request, url)) return { kind: "refused", status: 403, reason: "cross-site form post", outcome: "bad-request" };
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return { kind: "refused", status: 415, reason: "not a form", outcome: "bad-request" };
  const text = await boundedBody(request);
  if (text === null) return { kind: "refused", status: 413, reason: "form too large", outcome: "bad-request" };
  const form = await formOf(request, type, text);
  if (!form) return { kind: "refused", status: 400, reason: "unreadable form", outcome: "bad-request" };

  const input = enquiryInput(form);
  const thanks = (outcome: EnquiryOutcome, reason?: string): EnquiryAnswer => ({ kind: "thanks", location: page.thanks, outcome, reason });
  // Spam gets the same thank-you page as people: nothing tells a program what gave it away.
  // A filled honeypot is the one sure sign (no person sees the field): dropped.
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") return thanks("enquiry-spam", "honeypot");
  // A soft signal (decision 032): a person can trip it too, with autofill (too fast) or a page
  // signed under a key since replaced (a token that does not verify). Such an enquiry is kept as
  // held, after the rate limit and the rules like any other, and tells no one until released.
  let held: string | undefined;
  /** The notice of a form shown again to be sent again (expired or without a token). */
  let resend: "enquiry::expired" | "enquiry::sendAgain" | undefined;
  const secret = env.ENQUIRY_SECRET;
  if (secret) {
    const token = form.get(FORM_TOKEN_FIELD);
    const checked = await checkToken(secret, typeof token === "string" ? token : null, now.getTime());
    // A form too old, or one without a token (a page from before this rule, a stale copy): shown
    // again with everything typed and a fresh token, and kept as held meanwhile, so that an
    // enquiry its visitor does not send again is not lost either (decision 032).
    if (!checked.ok && (checked.reason === "expired" || checked.reason === "missing"))
      resend = checked.reason === "expired" ? "enquiry::expired" : "enquiry::sendAgain";
    if (!checked.ok) held = `${resend ? "form" : "token"} ${checked.reason}`;
  } else {
    log({ event: "enquiry-secret-missing", level: "error", message: "ENQUIRY_SECRET is not set: the fill time is not checked" });
  }

  try {
    const limited = await env.ENQUIRY_LIMITER.limit({ key: await clientKey(request, secret ?? "") });
    if (!limited.success)
      return { kind: "form", status: 429, state: { input, errors: {}, notice: "enquiry::rateLimited" }, outcome: "enquiry-rate-limited" };
  } catch (error) {
    log({ event: "enquiry-rate-limit-unavailable", level: "error", message: error instanceof Error ? error.message : String(error) });
  }

  const checked = checkEnquiry(input);
  if (!checked.ok) {
    const fields = Object.keys(checked.errors).join(",");
    // A form shown again for its age keeps saying so, and gets its fresh token (renderForm).
    const notice = resend ? { notice: resend } : {};
    return { kind: "form", status: 422, state: { input, errors: checked.errors, ...notice }, outcome: "enquiry-invalid", reason: fields };
  }

  const received: ReceivedEnquiry = {
    ...checked.enquiry,
    id: deps.newId?.() ?? crypto.randomUUID(),
    receivedAt: now.toISOString(),
    lang: page.lang,
    page: url.pathname,
    ...(held ? { heldReason: held } : {}),
  };
  const stored = await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, received);
  if (stored.where === "nowhere") {
    log({ event: "enquiry-store-failed", level: "error", id: received.id, d1Error: stored.d1Error, kvError: stored.kvError });
    return { kind: "form", status: 200, state: { input, errors: {}, notice: "enquiry::notStored" }, outcome: "enquiry-store-failed" };
  }
  if (stored.where === "fallback") log({ event: "enquiry-stored-in-fallback", level: "error", id: received.id, d1Error: stored.d1Error });
  if (held) {
    // Held: no e-mail now (`npm run enquiries -- release ID` lets the scheduled run send it).
    if (stored.where === "d1")
      await trimHeld(env.ENQUIRIES, deps.held.cap).catch((error: unknown) =>
        log({ event: "enquiry-held-trim-failed", level: "error", message: error instanceof Error ? error.message : String(error) }),
      );
    if (resend) return { kind: "form", status: 422, state: { input, errors: {}, notice: resend }, outcome: "enquiry-held", reason: held };
    return thanks("enquiry-held", held);
  }
  if (stored.where === "fallback") return thanks("enquiry", "stored in fallback");
  deps.waitUntil(
    notifyTeam(env.ENQUIRY_MAIL, env.ENQUIRIES, received, { from: env.ENQUIRY_FROM, to: env.ENQUIRY_TO }).then((failed) => {
      if (failed) log({ event: "enquiry-notify-failed", level: "error", id: received.id, message: failed });
    }),
  );
  return thanks("enquiry");
}

/** A page with an enquiry form, served with a fresh signed time token and never revalidated. */
export async function withFormToken(response: Response, env: Env): Promise<Response> {
  const token = env.ENQUIRY_SECRET ? await issueToken(env.ENQUIRY_SECRET) : "";
  const rewritten = new HTMLRewriter()
    .on(`input[name="${FORM_TOKEN_FIELD}"]`, { element: (el) => void el.setAttribute("value", token) })
    .transform(response);
  const out = new Response(rewritten.body, rewritten);
  out.headers.delete("etag");
  out.headers.set("cache-control", "no-store");
  return out;
}

/** The form page again, rendered by Remix with what the visitor typed. */
async function renderForm(env: Env, url: URL, state: FormState, status: number): Promise<Answer | null> {
  const nonce = newNonce();
  const page = new Request(new URL(url.pathname, url), { method: "GET", headers: { accept: "text/html" } });
  const res = await remix(page, { cspNonce: nonce, enquiry: state });
  if (res.status !== 200) return null;
  return {
    response: await withFormToken(new Response(res.body, { status, headers: res.headers }), env),
    outcome: "page",
    document: { nonce },
  };
}

/** The reply to the form's own script (ENQUIRY_REPLY_TYPE): the same answer as data, never stored. */
function reply(status: number, body: EnquiryReply): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": `${ENQUIRY_REPLY_TYPE}; charset=utf-8`, "cache-control": "no-store" },
  });
}

/** Step 2: a posted enquiry form, answered as a page or, to the form's own script, as data. */
export async function enquiryAnswer(
  request: Request,
  env: Env,
  url: URL,
  form: FormPage,
  held: HeldEnquiries,
  ctx: ExecutionContext,
  logger: Logger,
): Promise<Answer> {
  const result = await handleEnquiry(request, url, form, { env, waitUntil: (work) => ctx.waitUntil(work), log: logger, held });
  const log = result.kind === "refused" || result.reason ? { reason: result.reason } : undefined;
  if (result.kind === "refused") return { ...refuse(result.status, result.reason), log };
  const scripted = (request.headers.get("accept") ?? "").includes(ENQUIRY_REPLY_TYPE);
  if (result.kind === "thanks") {
    const response = scripted
      ? reply(200, { location: result.location })
      : new Response("", { status: 303, headers: { location: result.location } });
    return { response, outcome: result.outcome, log };
  }
  if (scripted) {
    const { errors, notice } = result.state;
    // A form token that was the problem is replaced, so that sending again works. One that had
    // expired was ours and the visitor took their time: the new one lets them send again at once.
    const stale = notice === "enquiry::expired" || notice === "enquiry::sendAgain";
    const issuedAt = Date.now() - (notice === "enquiry::expired" ? MIN_FILL_MS : 0);
    const token = stale && env.ENQUIRY_SECRET ? await issueToken(env.ENQUIRY_SECRET, issuedAt) : undefined;
    return { response: reply(result.status, { errors, notice, token }), outcome: result.outcome, log };
  }
  const page = await renderForm(env, url, result.state, result.status);
  if (!page) return serverError(env, request, url.pathname, "form-render-failed");
  return { ...page, outcome: result.outcome, log };
}
