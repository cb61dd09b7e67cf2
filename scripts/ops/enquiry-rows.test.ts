import { describe, expect, it } from "vitest";
import { enquiriesSql, formatList, toCsv, type EnquiryRow } from "./enquiry-rows.ts";

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
};

describe("the enquiries as staff read them", () => {
  it("selects every enquiry, or those since a day, newest first", () => {
    expect(enquiriesSql(undefined)).toMatch(/^SELECT received_at, .* FROM enquiries ORDER BY received_at DESC$/);
    expect(enquiriesSql("2026-11-01")).toContain("WHERE received_at >= '2026-11-01' ORDER BY");
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
