// The enquiry form's rules (docs/decisions/017-enquiries.md): its fields, their limits and what
// makes each valid. One module for the browser, which checks before it sends, and the Worker,
// which checks what arrives. Errors are codes (`<field>.<problem>`, such as `email.invalid`):
// the page says them in its language. Pure: no I/O.

export const ENQUIRY_FIELDS = ["name", "email", "company", "message", "timeline", "budget", "link", "consent"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** The honeypot: a field people never see, so never fill in. */
export const HONEYPOT_FIELD = "website";
/** The signed time the form was rendered at (see the Worker's enquiry handler). */
export const FORM_TOKEN_FIELD = "form_token";
/** Faster than this, no person has read the form and typed an enquiry. */
export const MIN_FILL_MS = 3_000;
/** Older than this, the form is sent again with a fresh token (the values are kept). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** Held enquiries (docs/decisions/032-held-enquiries.md): those that failed a soft spam signal
 * are kept for review rather than dropped. The figures are content/site.yaml's facts
 * heldEnquiryCap and heldEnquiryDays, which the build hands to the Worker. */
export interface HeldEnquiries {
  /** Held enquiries kept at most; beyond it the oldest held one is dropped. */
  cap: number;
  /** Days a held enquiry is kept unless released. */
  days: number;
}

/** The choices of the optional timeline question, as sent. */
export const TIMELINES = ["now", "quarter", "half-year", "exploring"] as const;
export type Timeline = (typeof TIMELINES)[number];

/** The bands of the optional budget question, as sent and stored (EUR, the whole project). */
export const BUDGETS = ["under-50k", "50k-150k", "150k-500k", "over-500k"] as const;
export type Budget = (typeof BUDGETS)[number];

/** Longest value of each text field, in characters. */
export const MAX_LENGTH: Record<Exclude<EnquiryField, "consent" | "timeline" | "budget">, number> = {
  name: 120,
  email: 254,
  company: 160,
  message: 5000,
  link: 2048,
};
/** Shortest description of the project that can start a conversation. */
export const MIN_MESSAGE_LENGTH = 20;
/** The largest form body the Worker reads, in bytes: every field at its limit fits, in two-byte characters, percent-encoded. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface Enquiry {
  name: string;
  email: string;
  company: string;
  message: string;
  timeline: Timeline | "";
  budget: Budget | "";
  /** A link to sketches or documents: https only; kept and shown as text, never as a link. */
  link: string;
  consent: boolean;
}

/** What the visitor typed, field by field, as text (to show it again). */
export type EnquiryInput = Record<EnquiryField, string>;

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** A message about the whole form rather than one field: a UI string key of the page's language. */
export type EnquiryNotice = "enquiry::expired" | "enquiry::sendAgain" | "enquiry::rateLimited" | "enquiry::notStored" | "enquiry::offline";

/** What the browser's script asks for when it sends the form itself: the Worker replies in JSON
 * (an EnquiryReply) instead of with a page, and the page stays where it is. */
export const ENQUIRY_REPLY_TYPE = "application/json";

/** The Worker's reply to the script: where to go when the enquiry was taken, else what to show
 * (with a fresh form token when the old one was the problem). */
export interface EnquiryReply {
  location?: string;
  errors?: EnquiryErrors;
  notice?: EnquiryNotice;
  token?: string;
}

export type Checked = { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors; input: EnquiryInput };

/** An address with one @, a dot in its domain and no spaces: what a mail server could take. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `text` holds a control character no typed text holds (tab and line feed aside). */
function hasStrayControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f) return true;
  }
  return false;
}

const key = (field: EnquiryField, problem: string) => `${field}.${problem}`;

/** The form's fields from a FormData or URLSearchParams, trimmed, with line breaks normalised. */
export function enquiryInput(form: { get(name: string): unknown }): EnquiryInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    company: text("company"),
    message: text("message"),
    timeline: text("timeline"),
    budget: text("budget"),
    link: text("link"),
    consent: text("consent") ? "yes" : "",
  };
}

function textProblem(field: keyof typeof MAX_LENGTH, value: string, required: boolean): string | undefined {
  if (!value) return required ? key(field, "missing") : undefined;
  if (value.length > MAX_LENGTH[field]) return key(field, "tooLong");
  if (hasStrayControl(value) || (field !== "message" && value.includes("\n"))) return key(field, "invalid");
  return undefined;
}

/** An https address of a host with a dot in its name, without a user name or password in it:
 * what a shared folder's link looks like, and nothing that hides where it leads. */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && /^[a-z0-9.-]+\.[a-z0-9-]+$/i.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Checks an enquiry; every problem is reported, each under its field. */
export function checkEnquiry(input: EnquiryInput): Checked {
  const errors: EnquiryErrors = {};
  const set = (field: EnquiryField, problem: string | undefined) => {
    if (problem) errors[field] = problem;
  };
  set("name", textProblem("name", input.name, true));
  set("email", textProblem("email", input.email, true) ?? (EMAIL.test(input.email) ? undefined : key("email", "invalid")));
  set("company", textProblem("company", input.company, false));
  set(
    "message",
    textProblem("message", input.message, true) ?? (input.message.length < MIN_MESSAGE_LENGTH ? key("message", "tooShort") : undefined),
  );
  set("timeline", input.timeline && !(TIMELINES as readonly string[]).includes(input.timeline) ? key("timeline", "invalid") : undefined);
  set("budget", input.budget && !(BUDGETS as readonly string[]).includes(input.budget) ? key("budget", "invalid") : undefined);
  set("link", textProblem("link", input.link, false) ?? (input.link && !isHttpsLink(input.link) ? key("link", "invalid") : undefined));
  set("consent", input.consent ? undefined : key("consent", "missing"));
  if (Object.keys(errors).length) return { ok: false, errors, input };
  const { name, email, company, message, link } = input;
  const timeline = input.timeline as Timeline | "";
  return { ok: true, enquiry: { name, email, company, message, timeline, budget: input.budget as Budget | "", link, consent: true } };
}
