import { describe, expect, it } from "vitest";
import { enquiriesSql, formatHeld, formatList, releaseSql, toCsv, type EnquiryRow } from "./enquiry-rows.ts";

const row: EnquiryRow = {
  id: "7d0c",
  received_at: "2026-11-24T09:15:00.000Z",
  lang: "de",
  page: "/de/kontakt",
  name: "Jonas Ebert",
  email: "jonas@ebert-maschinenbau.example",
  company: "Ebert Maschinenbau",
  message: 'Unser ERP "läuft", aber\nkeiner traut den Beständen.',
  timeline: "quarter",
  stored_via: "form",
  notified_at: null,
  notify_attempts: 2,
  notify_error: "send_email: destination not verified",
  budget: "150k-500k",
  link: "https://cloud.ebert-maschinenbau.example/s/erp-skizzen",
  held_reason: null,
  released_at: null,
};

describe("the enquiries as staff read them", () => {
  it("selects every enquiry in the list, or those since a day, newest first; the held ones only when asked", () => {
    expect(enquiriesSql(undefined)).toMatch(/^SELECT received_at, .* FROM enquiries WHERE held_reason IS NULL ORDER BY received_at DESC$/);
    expect(enquiriesSql("2026-11-01")).toContain("WHERE held_reason IS NULL AND received_at >= '2026-11-01' ORDER BY");
    expect(enquiriesSql(undefined, true)).toContain("WHERE held_reason IS NOT NULL ORDER BY");
  });

  it("releases a held enquiry by its id only, and refuses anything else as an id before it reaches SQL", () => {
    const id = "3f2b8c1e-5d7a-4e4b-9a61-0c2d9e8f7a10";
    expect(releaseSql(id, new Date("2026-12-07T09:00:00.000Z"))).toBe(
      `UPDATE enquiries SET held_reason = NULL, released_at = '2026-12-07T09:00:00.000Z' WHERE id = '${id}' AND held_reason IS NOT NULL RETURNING id, name, email`,
    );
    for (const bad of ["7d0c", `${id}' OR '1'='1`, ""])
      expect(() => releaseSql(bad, new Date()), bad).toThrow(/is not an enquiry id .* list --held shows them/);
  });

  it("lists a held enquiry with why it is held, that no e-mail went out, and the command that releases it", () => {
    const text = formatHeld([{ ...row, id: "3f2b8c1e-5d7a-4e4b-9a61-0c2d9e8f7a10", held_reason: "token too-fast" }]);
    expect(text).toContain("2026-11-24T09:15:00.000Z  de  Jonas Ebert <jonas@ebert-maschinenbau.example>, Ebert Maschinenbau");
    expect(text).toContain("from /de/kontakt, held: token too-fast, no e-mail sent");
    expect(text).toContain("release: npm run enquiries -- release 3f2b8c1e-5d7a-4e4b-9a61-0c2d9e8f7a10");
    expect(text).toMatch(/1 held enquiry\.$/);
    expect(formatHeld([])).toBe("No held enquiries.");
  });

  it("marks a released enquiry in the list", () => {
    expect(formatList([{ ...row, released_at: "2026-11-25T08:00:00.000Z" }])).toContain(", released from held 2026-11-25T08:00:00.000Z");
    expect(formatList([row])).not.toContain("released");
  });

  it("writes CSV with a header, quoting line breaks and quotes, and formulas as text", () => {
    const csv = toCsv([row, { ...row, name: '=HYPERLINK("http://evil.example")', message: "+49 30 1234" }]);
    const [header, first] = csv.split("\n");
    expect(header).toBe(
      "received_at,lang,page,name,email,company,timeline,message,stored_via,notified_at,notify_attempts,notify_error,id,budget,link",
    );
    expect(first).toContain('"Unser ERP ""läuft"", aber');
    expect(csv.split("\n")[2]).toMatch(/,7d0c,150k-500k,https:\/\/cloud\.ebert-maschinenbau\.example\/s\/erp-skizzen$/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("'+49 30 1234");
  });

  it("lists who wrote, what about, and whether the team was told", () => {
    const text = formatList([row]);
    expect(text).toContain(
      "2026-11-24T09:15:00.000Z  de  Jonas Ebert <jonas@ebert-maschinenbau.example>, Ebert Maschinenbau, timeline: quarter, budget: 150k-500k",
    );
    expect(text).toContain("link (not opened): https://cloud.ebert-maschinenbau.example/s/erp-skizzen");
    expect(text).toContain('Unser ERP "läuft", aber keiner traut den Beständen.');
    expect(text).toContain("team not told yet (2 attempt(s): send_email: destination not verified)");
    expect(formatList([])).toBe("No enquiries.");
  });
});
