import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { consentCookie, expiredCookies, readConsent } from "./consent.ts";
import { newVisitorId, visitorCookie, visitorOf } from "./pageviews.ts";

/** What a browser reads from a Set-Cookie text: the attributes, whatever their order. */
const attributes = (text: string) => ({ ...parseSetCookie(text) });

describe("consent cookie", () => {
  it("lasts a year, is first-party and SameSite=Lax, and Secure on https", () => {
    expect(attributes(consentCookie("granted", true))).toEqual({
      name: "northfold_consent",
      value: "granted",
      maxAge: 31536000,
      path: "/",
      sameSite: "lax",
      secure: true,
    });
    expect(attributes(consentCookie("denied", false))).toEqual({
      name: "northfold_consent",
      value: "denied",
      maxAge: 31536000,
      path: "/",
      sameSite: "lax",
    });
  });
  it("reads a stored choice and ignores anything else", () => {
    expect(readConsent("a=1; northfold_consent=granted")).toBe("granted");
    expect(readConsent("northfold_consent=denied")).toBe("denied");
    expect(readConsent("northfold_consent=maybe; b=2")).toBeNull();
    expect(readConsent("")).toBeNull();
    // Other cookies, with "=" or encoded characters in their values, do not confuse it.
    expect(readConsent("_ga=GA1.2.3=4;northfold_consent=denied;  theme=dark%20mode")).toBe("denied");
    expect(readConsent("northfold_consent_old=granted")).toBeNull();
  });
});

describe("analytics", () => {
  const id = newVisitorId();
  it("reads only a visitor id of ours", () => {
    expect(visitorOf(`a=1; northfold_visitor=${id}`)).toBe(id);
    expect(visitorOf("")).toBeUndefined();
    expect(visitorOf("northfold_visitor=someone@example.com")).toBeUndefined();
    expect(visitorOf(`northfold_visitor=${id.toUpperCase()}`)).toBeUndefined();
  });
  it("makes a random visitor id (a UUID's 122 random bits), and keeps it at most 13 months, first-party", () => {
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newVisitorId()).not.toBe(id);
    const cookie = attributes(visitorCookie(id, true));
    expect(cookie).toEqual({ name: "northfold_visitor", value: id, maxAge: 395 * 86400, path: "/", sameSite: "lax", secure: true });
    expect(cookie.maxAge).toBeLessThanOrEqual(396 * 86400);
  });
});

describe("withdrawing", () => {
  it("deletes an analytics cookie for the path, the host and its parent domain", () => {
    const expired = { name: "nf_visitor", value: "", maxAge: 0, path: "/" };
    expect(expiredCookies("nf_visitor", "www.northfold.example").map(attributes)).toEqual([
      expired,
      { ...expired, domain: "www.northfold.example" },
      { ...expired, domain: "northfold.example" },
    ]);
    // A host without a domain (local development) has only the host cookie.
    expect(expiredCookies("nf_visitor", "127.0.0.1").map(attributes)).toEqual([expired]);
    expect(expiredCookies("nf_visitor", "localhost").map(attributes)).toEqual([expired]);
  });
});
