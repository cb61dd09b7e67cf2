import { describe, expect, it } from "vitest";
import { expiresAt, MAX_EXPIRES_DAYS, securityTxt, type SecurityContact } from "./security-txt.ts";

const contact: SecurityContact = {
  contact: "security@example.test",
  policy: "https://www.example.test/company/security",
  languages: ["en", "de"],
  canonical: "https://www.example.test/.well-known/security.txt",
  expiresInDays: 30,
};

describe("security.txt", () => {
  it("writes an e-mail contact as a mailto: URI and an https one as it is", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(securityTxt(contact, now)).toBe(
      [
        "Contact: mailto:security@example.test",
        "Expires: 2026-04-01T00:00:00Z",
        "Policy: https://www.example.test/company/security",
        "Preferred-Languages: en, de",
        "Canonical: https://www.example.test/.well-known/security.txt",
        "",
      ].join("\n"),
    );
    expect(securityTxt({ ...contact, contact: "https://example.test/report" }, now)).toMatch(/^Contact: https:\/\/example\.test\/report\n/);
  });

  it("expires at midnight UTC, the same moment all day", () => {
    expect(expiresAt(new Date("2026-12-31T00:00:01Z"), 1).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(expiresAt(new Date("2026-12-31T23:59:59Z"), 1).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("never lies a year or more ahead, whatever the setting", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    const expires = Date.parse(/Expires: (\S+)/.exec(securityTxt({ ...contact, expiresInDays: 900 }, now))?.[1] ?? "");
    expect(expires - now.getTime()).toBeLessThanOrEqual(MAX_EXPIRES_DAYS * 86_400_000);
    expect(expires).toBeGreaterThan(now.getTime());
  });
});
