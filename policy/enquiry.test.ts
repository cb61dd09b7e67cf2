import { describe, expect, it } from "vitest";
import { checkEnquiry, enquiryInput, MAX_BODY_BYTES, MAX_LENGTH, type EnquiryInput } from "./enquiry.ts";

const valid: EnquiryInput = {
  name: "Dana Whitfield",
  email: "dana@harbourline.example",
  company: "Harbourline Logistics",
  message: "Our dispatch tool is a 2009 Access database; we want a web application our drivers can use.",
  timeline: "quarter",
  budget: "150k-500k",
  link: "https://files.harbourline.example/s/dispatch-sketches?view=1",
  consent: "yes",
};

describe("the enquiry form's rules", () => {
  it("accepts a complete enquiry, and one without the optional fields", () => {
    expect(checkEnquiry(valid)).toMatchObject({ ok: true, enquiry: { email: "dana@harbourline.example", consent: true } });
    expect(checkEnquiry(valid)).toMatchObject({ ok: true, enquiry: { budget: "150k-500k", link: valid.link } });
    expect(checkEnquiry({ ...valid, company: "", timeline: "", budget: "", link: "" })).toMatchObject({
      ok: true,
      enquiry: { company: "", timeline: "", budget: "", link: "" },
    });
  });

  it.each([
    ["name", "", "name.missing"],
    ["name", "x".repeat(MAX_LENGTH.name + 1), "name.tooLong"],
    ["name", "Dana\nWhitfield", "name.invalid"],
    ["email", "", "email.missing"],
    ["email", "dana.harbourline.example", "email.invalid"],
    ["email", "dana@localhost", "email.invalid"],
    ["email", "dana @harbourline.example", "email.invalid"],
    ["company", "x".repeat(MAX_LENGTH.company + 1), "company.tooLong"],
    ["message", "", "message.missing"],
    ["message", "Call me.", "message.tooShort"],
    ["message", "x".repeat(MAX_LENGTH.message + 1), "message.tooLong"],
    ["message", "A message with a \u0007 bell in it, long enough.", "message.invalid"],
    ["timeline", "yesterday", "timeline.invalid"],
    ["budget", "a lot", "budget.invalid"],
    ["link", "http://files.harbourline.example/sketches", "link.invalid"],
    ["link", "javascript:alert(1)", "link.invalid"],
    ["link", "files.harbourline.example/sketches", "link.invalid"],
    ["link", "https://dana:secret@files.harbourline.example/", "link.invalid"],
    ["link", "https://localhost/sketches", "link.invalid"],
    ["link", "https://files.harbourline.example/a folder", "link.invalid"],
    ["link", `https://files.harbourline.example/${"x".repeat(MAX_LENGTH.link)}`, "link.tooLong"],
    ["consent", "", "consent.missing"],
  ] as const)("refuses %s = %j with %s, keeping what was typed", (field, value, error) => {
    const input = { ...valid, [field]: value };
    const checked = checkEnquiry(input);
    expect(checked).toEqual({ ok: false, errors: { [field]: error }, input });
  });

  it("reports every problem at once", () => {
    const checked = checkEnquiry({ name: "", email: "x", company: "", message: "", timeline: "", budget: "", link: "", consent: "" });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(["consent", "email", "message", "name"]);
  });

  it("reads the fields from a form body, trimmed, with line breaks normalised", () => {
    const form = new URLSearchParams({
      name: "  Dana ",
      email: "dana@harbourline.example",
      message: "Line one\r\nline two",
      consent: "on",
    });
    expect(enquiryInput(form)).toEqual({
      name: "Dana",
      email: "dana@harbourline.example",
      company: "",
      message: "Line one\nline two",
      timeline: "",
      budget: "",
      link: "",
      consent: "yes",
    });
  });

  it("leaves room in the body limit for every field at its limit in two-byte characters (German text), percent-encoded", () => {
    const longest = Object.values(MAX_LENGTH).reduce((a, b) => a + b, 0);
    expect(MAX_BODY_BYTES).toBeGreaterThan(longest * 3 * 2);
  });
});
