// The enquiry form's time token (docs/decisions/017-enquiries.md): the time the form was served,
// signed with HMAC-SHA-256 under the ENQUIRY_SECRET, so that the Worker can tell how long a
// visitor took to fill it in without trusting the client. `<issued ms>.<signature, base64url>`.

import { MAX_FORM_AGE_MS, MIN_FILL_MS } from "../policy/enquiry.ts";

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function signature(secret: string, issued: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(`enquiry-form:${issued}`)));
}

export async function issueToken(secret: string, now = Date.now()): Promise<string> {
  const issued = String(now);
  return `${issued}.${await signature(secret, issued)}`;
}

export type TokenCheck = { ok: true; ageMs: number } | { ok: false; reason: "missing" | "forged" | "too-fast" | "expired" };

/** Compares signatures in constant time. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function checkToken(secret: string, token: string | null, now = Date.now()): Promise<TokenCheck> {
  const match = token ? /^(\d{13})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return { ok: false, reason: token ? "forged" : "missing" };
  const [, issued = "", sent = ""] = match;
  if (!same(sent, await signature(secret, issued))) return { ok: false, reason: "forged" };
  const ageMs = now - Number(issued);
  if (ageMs < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  if (ageMs > MAX_FORM_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, ageMs };
}
