// The team's notification of an enquiry (docs/decisions/017-enquiries.md): a plain-text e-mail
// through the send_email binding, with Reply-To set to the visitor, so that a reply goes to them.
// `wrangler dev` simulates the binding and logs the message instead of sending it.
import { markNotified, markNotifyFailed, type ReceivedEnquiry } from "./enquiry-store.ts";

export interface MailSettings {
  /** The sender address (a verified address of the site's domain). */
  from: string;
  /** Where the team reads enquiries. */
  to: string;
}

const TIMELINE_WORDS: Record<string, string> = {
  now: "as soon as possible",
  quarter: "within three months",
  "half-year": "within six months",
  exploring: "just exploring",
};

const BUDGET_WORDS: Record<string, string> = {
  "under-50k": "under EUR 50,000",
  "50k-150k": "EUR 50,000 to 150,000",
  "150k-500k": "EUR 150,000 to 500,000",
  "over-500k": "more than EUR 500,000",
};

/** The visitor's link as text no mail program turns into a link: "://" and every dot bracketed
 * ("https[:]//files[.]example[.]com/…"). Whoever opens it first reads where it leads. */
export const inertLink = (link: string): string => link.replace(/:\/\//g, "[:]//").replace(/\./g, "[.]");

export function notificationOf(e: ReceivedEnquiry, settings: MailSettings): EmailMessageBuilder {
  const who = e.company ? `${e.name} (${e.company})` : e.name;
  const lines = [
    `${who} wrote through the contact form on ${e.page} (${e.lang === "de" ? "German" : "English"}).`,
    "",
    `Name:      ${e.name}`,
    `E-mail:    ${e.email}`,
    `Company:   ${e.company || "–"}`,
    `Timeline:  ${TIMELINE_WORDS[e.timeline] ?? "not given"}`,
    `Budget:    ${BUDGET_WORDS[e.budget ?? ""] ?? "not given"}`,
    `Link:      ${e.link ? `${inertLink(e.link)} (as typed, with [:] and [.] so it is not a link: check it, then copy it without the brackets)` : "none"}`,
    `Received:  ${e.receivedAt}`,
    "",
    e.message,
    "",
    "--",
    `Reply to this e-mail to answer ${e.name}. All enquiries: npm run enquiries -- list --remote (id ${e.id}).`,
  ];
  return {
    from: { name: "Northfold website", email: settings.from },
    to: settings.to,
    replyTo: { name: e.name, email: e.email },
    subject: `Enquiry from ${who}`.slice(0, 200),
    text: lines.join("\n"),
  };
}

/** Sends the notification and records the outcome on the row; returns the error, if any. */
export async function notifyTeam(mail: SendEmail, db: D1Database, e: ReceivedEnquiry, settings: MailSettings): Promise<string | null> {
  try {
    await mail.send(notificationOf(e, settings));
  } catch (error) {
    await markNotifyFailed(db, e.id, error);
    return error instanceof Error ? error.message : String(error);
  }
  await markNotified(db, e.id, new Date());
  return null;
}
