// The team's notification, through the local send_email binding: what it says, and a failure
// that keeps the row and leaves it for the retry.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { notificationOf, notifyTeam } from "../../worker/enquiry-mail.ts";
import { pendingNotifications, storeEnquiry, type ReceivedEnquiry } from "../../worker/enquiry-store.ts";

const settings = { from: env.ENQUIRY_FROM, to: env.ENQUIRY_TO };
const enquiry: ReceivedEnquiry = {
  id: "m1",
  receivedAt: "2026-11-25T08:30:00.000Z",
  lang: "de",
  page: "/de/kontakt",
  name: "Jonas Ebert",
  email: "jonas@ebert-maschinenbau.example",
  company: "Ebert Maschinenbau",
  message: "Unser ERP kennt die Lagerbestände nicht. Wir brauchen eine Anbindung an die Fertigung.",
  timeline: "half-year",
  budget: "over-500k",
  link: "https://cloud.ebert-maschinenbau.example/s/erp.skizzen?dl=1",
  consent: true,
};

beforeEach(async () => {
  await env.ENQUIRIES.prepare("DELETE FROM enquiries").run();
  await storeEnquiry(env.ENQUIRIES, env.ENQUIRY_FALLBACK, enquiry);
});

describe("the team's notification", () => {
  it("names the visitor, lets the team reply to them, and carries the message", () => {
    const mail = notificationOf(enquiry, settings);
    expect(mail).toMatchObject({
      from: { email: "website@northfold.example" },
      to: "hello@northfold.example",
      replyTo: { name: "Jonas Ebert", email: "jonas@ebert-maschinenbau.example" },
      subject: "Enquiry from Jonas Ebert (Ebert Maschinenbau)",
    });
    expect(mail.text).toContain("Timeline:  within six months");
    expect(mail.text).toContain("Budget:    more than EUR 500,000");
    // The link is text no mail program makes clickable: no "://" and no dotted host name.
    expect(mail.text).toContain("Link:      https[:]//cloud[.]ebert-maschinenbau[.]example/s/erp[.]skizzen?dl=1 (as typed");
    expect(mail.text).not.toMatch(/https?:\/\/|ebert-maschinenbau\.example\/s/);
    expect(mail.text).toContain(enquiry.message);
  });

  it("is sent through the binding and marks the row", async () => {
    expect(await notifyTeam(env.ENQUIRY_MAIL, env.ENQUIRIES, enquiry, settings)).toBeNull();
    expect(await pendingNotifications(env.ENQUIRIES)).toEqual([]);
  });

  it("keeps the row when sending fails, with the error, for the scheduled retry", async () => {
    const failing = { send: () => Promise.reject(new Error("destination address not verified")) } as unknown as SendEmail;
    expect(await notifyTeam(failing, env.ENQUIRIES, enquiry, settings)).toBe("destination address not verified");
    expect(await pendingNotifications(env.ENQUIRIES)).toEqual([expect.objectContaining({ id: "m1", attempts: 1 })]);
  });
});
