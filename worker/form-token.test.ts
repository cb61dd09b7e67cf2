import { describe, expect, it } from "vitest";
import { MAX_FORM_AGE_MS, MIN_FILL_MS } from "../policy/enquiry.ts";
import { checkToken, issueToken } from "./form-token.ts";

const SECRET = "a test secret that is long enough";

describe("the form's time token", () => {
  it("tells how long the form was open, from the signed time it was served", async () => {
    const token = await issueToken(SECRET, 1_764_000_000_000);
    expect(token).toMatch(/^1764000000000\.[\w-]{43}$/);
    expect(await checkToken(SECRET, token, 1_764_000_000_000 + 45_000)).toEqual({ ok: true, ageMs: 45_000 });
  });

  it("refuses a form sent faster than a person could, one too old, and anything not signed by the Worker", async () => {
    const now = 1_764_000_000_000;
    const token = await issueToken(SECRET, now);
    expect(await checkToken(SECRET, token, now + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: "too-fast" });
    expect(await checkToken(SECRET, token, now + MAX_FORM_AGE_MS + 1)).toEqual({ ok: false, reason: "expired" });
    expect(await checkToken("another secret", token, now + 10_000)).toEqual({ ok: false, reason: "forged" });
    // The time cannot be moved back without the signature failing.
    const [, sig] = token.split(".");
    expect(await checkToken(SECRET, `${now - 60_000}.${sig}`, now + 10_000)).toEqual({ ok: false, reason: "forged" });
    expect(await checkToken(SECRET, "garbage", now)).toEqual({ ok: false, reason: "forged" });
    expect(await checkToken(SECRET, null, now)).toEqual({ ok: false, reason: "missing" });
  });
});
