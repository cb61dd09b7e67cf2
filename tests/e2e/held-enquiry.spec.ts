// Held enquiries in Chromium against the local Worker and D1 (docs/decisions/032-held-enquiries.md):
// an enquiry sent straight after the page loaded, as autofill makes possible, reaches the
// thank-you page and is held: `npm run enquiries -- list --held` shows it and `list` does not, and
// no e-mail is tried while it waits, scheduled run or not. `release ID` moves it into the list, and
// the next scheduled run e-mails the team. More held posts than the fixture's cap keep the newest.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { FIXTURE_SITE, ROOT } from "../../scripts/lib/run.ts";
import { enquiries } from "./enquiries-cli.ts";

/** The fixture site's held enquiries' cap (content/site.yaml facts.heldEnquiryCap). */
const CAP = (
  parse(readFileSync(join(ROOT, FIXTURE_SITE.contentRoot, "content/site.yaml"), "utf8")) as { facts: { heldEnquiryCap: number } }
).facts.heldEnquiryCap;

/** Runs the Worker's scheduled run now, as the cron trigger would (wrangler dev's trigger URL). */
async function runScheduled(request: APIRequestContext) {
  expect((await request.get("/cdn-cgi/handler/scheduled")).status()).toBe(200);
}

/** The form token of a /contacts page served now. */
async function freshToken(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/contacts")).text();
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "/contacts carries no form token").toBeDefined();
  return token ?? "";
}

/** The block `list --held` prints for `name`, and the id its release line names. */
function heldBlockOf(name: string): { block: string; id: string } {
  const block = enquiries("list", "--held")
    .split("\n\n")
    .find((b) => b.includes(`${name} <`));
  const id = /release: npm run enquiries -- release ([0-9a-f-]{36})/.exec(block ?? "")?.[1];
  expect(block, `list --held shows no ${name}`).toBeDefined();
  return { block: block ?? "", id: id ?? "" };
}

// Without scripts the form posts itself, so nothing waits for the page's code to load first; the
// client address keeps these posts out of the other specs' rate limit.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "cf-connecting-ip": "198.51.100.32" } });
// Each `npm run enquiries` starts wrangler (several seconds on a busy machine); the first test runs it six times.
test.describe.configure({ timeout: 180_000 });

test("an enquiry sent a second after the page loaded is held, e-mails no one, and reaches the team once released", async ({
  page,
  request,
}) => {
  const name = `Autofill Visitor ${Date.now()}`;
  await page.goto("/contacts");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Work e-mail").fill("autofill@harbourline.example");
  await page.getByLabel("Your project").fill("Our browser filled this form in for us; the dispatch tool needs replacing.");
  await page.getByLabel(/I agree that Fixture Works stores this enquiry/).check();
  // Autofill fills a form the moment its page loads. Filling it here takes the test runner its
  // own time, so the form then gets the token of a page served just now: what reaches the Worker
  // is a form sent within a second or so of its page, however busy the machine is.
  await page
    .locator('input[name="form_token"]')
    .evaluate((input: HTMLInputElement, token) => (input.value = token), await freshToken(request));
  await page.getByRole("button", { name: "Send enquiry" }).click();
  // The visitor sees what any visitor sees.
  await expect(page).toHaveURL(/\/thanks$/);

  const { block, id } = heldBlockOf(name);
  expect(block).toContain("held: token too-fast, no e-mail sent");
  expect(enquiries("list")).not.toContain(name);

  // A scheduled run while it is held tries no e-mail: released, it has had no attempt yet.
  await runScheduled(request);
  expect(enquiries("release", id)).toContain(`Released ${id} (${name} <autofill@harbourline.example>) into the list.`);
  expect(enquiries("list", "--held")).not.toContain(name);
  const listed = () =>
    enquiries("list")
      .split("\n\n")
      .find((b) => b.includes(`${name} <`)) ?? "";
  expect(listed()).toContain("team not told yet (0 attempt(s)), released from held");
  // The next scheduled run sends the team's e-mail.
  await runScheduled(request);
  expect(listed()).toMatch(/team told, released from held \d{4}-/);
  // Released once, it cannot be released again.
  expect(enquiries("release", id)).toContain(`No held enquiry has the id ${id}`);
});

test("more held posts than the cap keep only the newest", async ({ request }) => {
  const batch = Date.now();
  const names = Array.from({ length: CAP + 1 }, (_, i) => `Held ${batch} No ${i + 1}`);
  for (const [i, name] of names.entries()) {
    const token = await freshToken(request);
    // Posted at once with the token just served: too fast for a person, so held.
    const res = await request.post("/contacts", {
      form: { name, email: "held@harbourline.example", message: "A held enquiry from the cap test.", consent: "yes", form_token: token },
      headers: { "cf-connecting-ip": `198.51.100.${40 + i}` },
      maxRedirects: 0,
    });
    expect([res.status(), res.headers().location]).toEqual([303, "/thanks"]);
  }
  const held = enquiries("list", "--held");
  expect(names.filter((n) => held.includes(`${n} <`))).toEqual(names.slice(1));
  expect(held).toMatch(new RegExp(`^${CAP} held enquiries\\.$`, "m"));
});
