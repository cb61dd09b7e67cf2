import { describe, expect, it } from "vitest";
import { analyticsScript, consentCookie, expiredCookies, readConsent } from "./consent.ts";

describe("consent cookie", () => {
  it("lasts a year, is first-party and SameSite=Lax, and Secure on https", () => {
    expect(consentCookie("granted", true)).toBe("northfold_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(consentCookie("denied", false)).toBe("northfold_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax");
  });
  it("reads a stored choice and ignores anything else", () => {
    expect(readConsent("a=1; northfold_consent=granted")).toBe("granted");
    expect(readConsent("northfold_consent=denied")).toBe("denied");
    expect(readConsent("northfold_consent=maybe; b=2")).toBeNull();
    expect(readConsent("")).toBeNull();
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
    expect(expiredCookies("nf_visitor", "www.northfold.example")).toEqual([
      "nf_visitor=; Max-Age=0; Path=/",
      "nf_visitor=; Max-Age=0; Path=/; Domain=www.northfold.example",
      "nf_visitor=; Max-Age=0; Path=/; Domain=northfold.example",
    ]);
    // A host without a domain (local development) has only the host cookie.
    expect(expiredCookies("nf_visitor", "127.0.0.1")).toEqual(["nf_visitor=; Max-Age=0; Path=/"]);
    expect(expiredCookies("nf_visitor", "localhost")).toEqual(["nf_visitor=; Max-Age=0; Path=/"]);
  });
});
