import { describe, expect, it } from "vitest";
import { consentCookie, readConsent } from "./consent.ts";

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
