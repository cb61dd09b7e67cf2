// /.well-known/security.txt (RFC 9116): where to report a vulnerability in the site or in what
// Northfold builds. The Worker writes it at request time, because its Expires must never lie in
// the past, and a build may be served for months (docs/decisions/035-buyers-pack-first-slice.md).
// The contact and the policy page are content/site.yaml `security`; the build hands them on in
// the page index. Pure, so the build, the Worker and the tests share it.

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

const DAY_MS = 86_400_000;

/** RFC 9116 §2.5.5: Expires should lie less than a year ahead. */
export const MAX_EXPIRES_DAYS = 365;

export interface SecurityContact {
  /** Where reports go: an e-mail address (written as a mailto: URI) or an https URL. */
  contact: string;
  /** The site's absolute URL of the vulnerability-disclosure policy page. */
  policy: string;
  /** Language tags (RFC 5646) reports may be written in. */
  languages: string[];
  /** The absolute URL this file is served from (RFC 9116 §2.5.2). */
  canonical: string;
  /** Days after the start of today (UTC) the file expires; at most MAX_EXPIRES_DAYS. */
  expiresInDays: number;
}

/** The Expires moment: midnight UTC of the day `expiresInDays` after `now`'s, so the body is the
 * same all day and always lies ahead of `now` by more than `expiresInDays - 1` days. */
export function expiresAt(now: Date, expiresInDays: number): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today + expiresInDays * DAY_MS);
}

/** The file's text at `now`, fields in the order RFC 9116's own example gives them. */
export function securityTxt(c: SecurityContact, now: Date): string {
  const contact = c.contact.includes("@") && !c.contact.includes(":") ? `mailto:${c.contact}` : c.contact;
  const expires = expiresAt(now, Math.min(c.expiresInDays, MAX_EXPIRES_DAYS)).toISOString().replace(".000Z", "Z");
  return [
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    `Policy: ${c.policy}`,
    `Preferred-Languages: ${c.languages.join(", ")}`,
    `Canonical: ${c.canonical}`,
    "",
  ].join("\n");
}
