// The enquiry form in Chromium against the local Worker and D1: sent without and with
// JavaScript it reaches the thank-you page and the row, budget band and link included, is in the
// local D1 and its CSV export; a bad e-mail or link keeps every typed value and moves the focus to
// the error summary, which axe finds no fault with.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIN_FILL_MS } from "../../policy/enquiry.ts";
import { parse } from "csv-parse/sync";
import { enquiries } from "./enquiries-cli.ts";

/** Opens a form page; with JavaScript, waits until its scripts have taken over the form. */
async function open(page: Page, path: string, javaScriptEnabled = true) {
  await page.goto(path);
  if (javaScriptEnabled) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** The CSV export's rows, split into cells by the same parser spreadsheets' importers follow. */
function exportedRows(): string[][] {
  const dir = mkdtempSync(join(tmpdir(), "enquiries-export-"));
  try {
    const file = join(dir, "enquiries.csv");
    // On a fresh local database this may be the first enquiry: "Wrote 1 enquiry to …".
    expect(enquiries("export", "--format", "csv", "--out", file)).toMatch(/^Wrote \d+ enquir(?:y|ies) to /m);
    const rows: string[][] = parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LINK = "https://files.harbourline.example/s/dispatch-sketches?folder=2026";

async function fill(page: Page, values: { name: string; email: string; message: string; link?: string }) {
  await page.getByLabel("Your name").fill(values.name);
  await page.getByLabel("Work e-mail").fill(values.email);
  await page.getByLabel("Company (optional)").fill("Harbourline Logistics");
  await page.getByLabel("Your project").fill(values.message);
  await page.getByLabel("When should work start? (optional)").selectOption("quarter");
  await page.getByLabel("Budget for the whole project (optional)").selectOption({ label: "EUR 150,000 to 500,000" });
  await page.getByLabel("Link to sketches or documents (optional)").fill(values.link ?? LINK);
  await page.getByLabel(/I agree that Fixture Works stores this enquiry/).check();
  // A person takes a few seconds; the Worker does not store forms sent faster.
  await page.waitForTimeout(MIN_FILL_MS + 200);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "enabled" : "disabled"}`, () => {
    test.use({ javaScriptEnabled });

    test("a sent enquiry reaches the thank-you page and the local D1", async ({ page }) => {
      const name = `Dana ${javaScriptEnabled ? "Scripted" : "Plain"} ${Date.now()}`;
      await open(page, "/contacts", javaScriptEnabled);
      await fill(page, {
        name,
        email: "dana@harbourline.example",
        message: "Our dispatch tool is an old Access database; drivers need a web app.",
      });
      // With JavaScript the page is never reloaded: what the page set aside is still there after.
      if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(/\/thanks$/);
      await expect(page.locator("h1")).toHaveText("Your enquiry has reached the fixture team");
      if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(enquiries("list")).toContain(
        `${name} <dana@harbourline.example>, Harbourline Logistics, timeline: quarter, budget: 150k-500k`,
      );
      // The export appends the budget band and the link as its last two columns.
      const [header, ...rows] = exportedRows();
      expect(header?.slice(-2)).toEqual(["budget", "link"]);
      const row = rows.find((r) => r[header?.indexOf("name") ?? -1] === name);
      expect(row?.slice(-2)).toEqual(["150k-500k", LINK]);
    });

    test("a link that is not https is refused in the page's words, with every value kept", async ({ page }) => {
      await open(page, "/contacts", javaScriptEnabled);
      const message = "Sketches of the dispatch screens are in the folder linked below.";
      await fill(page, {
        name: "Dana Whitfield",
        email: "dana@harbourline.example",
        message,
        link: "http://files.harbourline.example/s/x",
      });
      await page.getByRole("button", { name: "Send enquiry" }).click();
      const summary = page.locator(".form-summary");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Please enter a link that starts with https://, without spaces." })).toHaveAttribute(
        "href",
        "#enquiry-link",
      );
      await expect(page.getByLabel("Link to sketches or documents (optional)")).toHaveValue("http://files.harbourline.example/s/x");
      await expect(page.getByLabel("Link to sketches or documents (optional)")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Budget for the whole project (optional)")).toHaveValue("150k-500k");
      await expect(page.getByLabel("Your project")).toHaveValue(message);
      await expect(page.getByLabel("Your name")).toHaveValue("Dana Whitfield");
    });

    test("a bad e-mail keeps every typed value and moves the focus to the error summary", async ({ page }) => {
      await open(page, "/contacts", javaScriptEnabled);
      const message = "Line one of the project.\nLine two, with <angle brackets> & an ampersand.";
      await fill(page, { name: "Dana Whitfield", email: "dana.harbourline.example", message });
      const posts: string[] = [];
      page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
      await page.getByRole("button", { name: "Send enquiry" }).click();
      const summary = page.locator(".form-summary");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Please enter an e-mail address like name@company.com." })).toHaveAttribute(
        "href",
        "#enquiry-email",
      );
      await expect(page.getByLabel("Your name")).toHaveValue("Dana Whitfield");
      await expect(page.getByLabel("Work e-mail")).toHaveValue("dana.harbourline.example");
      await expect(page.getByLabel("Company (optional)")).toHaveValue("Harbourline Logistics");
      await expect(page.getByLabel("Your project")).toHaveValue(message);
      await expect(page.getByLabel("When should work start? (optional)")).toHaveValue("quarter");
      await expect(page.getByLabel("Budget for the whole project (optional)")).toHaveValue("150k-500k");
      await expect(page.getByLabel("Link to sketches or documents (optional)")).toHaveValue(LINK);
      await expect(page.getByLabel(/I agree that Fixture Works stores this enquiry/)).toBeChecked();
      await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
      // With JavaScript the browser checks with the Worker's own rules and sends nothing.
      expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
      // axe runs as a script in the page: with scripts off it cannot, and the markup is the same.
      if (!javaScriptEnabled) return;
      const results = await new AxeBuilder({ page })
        .include("form.enquiry")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}

test.describe("with JavaScript enabled", () => {
  test("the German form answers in German and leads to the German thank-you page", async ({ page }) => {
    await open(page, "/de/kontakt");
    await page.getByLabel("Ihr Name").fill("Jörg Müller");
    await page.getByLabel("Geschäftliche E-Mail").fill("jonas.brehm.example");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    const summary = page.locator(".form-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText("Bitte prüfen Sie 3 Felder:");
    await expect(summary.getByRole("link", { name: "Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein." })).toBeVisible();

    await page.getByLabel("Geschäftliche E-Mail").fill("jonas@brehm-logistik.example");
    await page.getByLabel("Ihr Vorhaben").fill("Unsere Tourenplanung läuft in Excel; wir brauchen eine Web-Anwendung.");
    await page.getByLabel(/Ich bin einverstanden/).check();
    await page.waitForTimeout(MIN_FILL_MS + 200);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page).toHaveURL(/\/de\/danke$/);
    await expect(page.locator("h1")).toHaveText("Ihre Anfrage hat das Testteam erreicht");

    // The export opens in Excel as it is: a UTF-8 byte-order mark, then the header row.
    const dir = mkdtempSync(join(tmpdir(), "enquiries-export-"));
    try {
      const file = join(dir, "enquiries.csv");
      expect(enquiries("export", "--format", "csv", "--out", file)).toMatch(/^Wrote \d+ enquiries to /m);
      const bytes = readFileSync(file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString("utf8");
      expect(text.split("\n")[0]).toMatch(/^received_at,lang,page,name,email,/);
      expect(text).toContain("Jörg Müller,jonas@brehm-logistik.example");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a send that cannot reach the site keeps everything typed and says so", async ({ page }) => {
    await open(page, "/contacts");
    const message = "Our warehouse scanners write to a shared folder; we need an API instead.";
    await fill(page, { name: "Dana Whitfield", email: "dana@harbourline.example", message });
    await page.route("**/contacts", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const summary = page.locator(".form-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("The enquiry could not be sent: the connection failed.");
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByLabel("Your project")).toHaveValue(message);
    await expect(page.getByLabel("Your name")).toHaveValue("Dana Whitfield");
  });
});
