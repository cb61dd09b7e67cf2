import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { analyticsScript, consentCookie, expiredCookies, readConsent } from "./consent.ts";

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
  const on = { analytics: { enabled: true, scriptUrl: "https://analytics.northfold.example/script.js" } };
  it("loads only when enabled and consented to, and only through the proxy", () => {
    expect(analyticsScript(on, "granted")).toBe("/__third-party-proxy?url=https%3A%2F%2Fanalytics.northfold.example%2Fscript.js");
    expect(analyticsScript(on, null)).toBeNull();
    expect(analyticsScript(on, "denied")).toBeNull();
    expect(analyticsScript({ analytics: { ...on.analytics, enabled: false } }, "granted")).toBeNull();
    expect(analyticsScript({}, "granted")).toBeNull();
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
