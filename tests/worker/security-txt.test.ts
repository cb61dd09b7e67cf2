// /.well-known/security.txt (RFC 9116) in workerd, on the fixture site's settings: the Worker
// writes it at request time, so Expires lies ahead even when the build is a year old.
import { afterEach, describe, expect, it, vi } from "vitest";
import { get, siteUrl } from "./helpers.ts";

afterEach(() => vi.useRealTimers());

const PATH = "/.well-known/security.txt";
const DAY = 86_400_000;

/** The fields of a security.txt as RFC 9116 §2-§3 define the file: `Name: value` lines, comments
 * and blank lines ignored; anything else is an error naming its line. */
function parse(body: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  body.split("\n").forEach((line, i) => {
    if (line === "" || line.startsWith("#")) return;
    const m = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line);
    if (!m) throw new Error(`line ${i + 1} is not "Field: value": ${JSON.stringify(line)}`);
    const name = (m[1] ?? "").toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), m[2] ?? ""]);
  });
  return fields;
}

/** RFC 9116 §2.5.5: Expires is an RFC 3339 date-time (ISO 8601 with a time zone). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

async function securityTxt(): Promise<{ res: Response; body: string; fields: Map<string, string[]> }> {
  const res = await get(PATH);
  const body = await res.text();
  return { res, body, fields: parse(body) };
}

function expiresOf(fields: Map<string, string[]>): number {
  const expires = fields.get("expires") ?? [];
  expect(expires, "Expires appears exactly once").toHaveLength(1);
  const value = expires[0] ?? "";
  expect(value).toMatch(RFC3339);
  return Date.parse(value);
}

describe("security.txt", () => {
  it("answers 200 as text/plain with the fields RFC 9116 requires and recommends", async () => {
    const site = await siteUrl();
    const { res, fields } = await securityTxt();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const contact = fields.get("contact") ?? [];
    expect(contact.length).toBeGreaterThan(0);
    for (const c of contact) expect(c).toMatch(/^(?:mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/);
    expect(fields.get("canonical")).toEqual([`${site}${PATH}`]);
    expect(fields.get("preferred-languages")).toHaveLength(1);
    for (const tag of (fields.get("preferred-languages")?.[0] ?? "").split(", ")) expect(tag).toMatch(/^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/);
    // The policy is a page of this site, and it is there.
    const policy = fields.get("policy") ?? [];
    expect(policy).toHaveLength(1);
    expect(policy[0]?.startsWith(`${site}/`)).toBe(true);
    expect((await get(policy[0]?.slice(site.length) ?? "")).status).toBe(200);
  });

  it("expires in the future and less than a year ahead", async () => {
    const { fields } = await securityTxt();
    const expires = expiresOf(fields);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 365 * DAY);
  });

  it("still expires in the future when the build it comes from is a year old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const yearLater = Date.now() + 366 * DAY;
    vi.setSystemTime(yearLater);
    const { res, fields } = await securityTxt();
    expect(res.status).toBe(200);
    const expires = expiresOf(fields);
    expect(expires).toBeGreaterThan(yearLater);
    expect(expires).toBeLessThanOrEqual(yearLater + 365 * DAY);
  });

  it("is the same all day and moves on with the date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const day = Date.UTC(2027, 5, 14);
    vi.setSystemTime(day + 60_000);
    const morning = (await securityTxt()).body;
    vi.setSystemTime(day + DAY - 60_000);
    expect((await securityTxt()).body).toBe(morning);
    vi.setSystemTime(day + DAY + 60_000);
    const next = await securityTxt();
    expect(next.body).not.toBe(morning);
    expect(expiresOf(next.fields) - expiresOf(parse(morning))).toBe(DAY);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await get(PATH, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe("");
  });
});
