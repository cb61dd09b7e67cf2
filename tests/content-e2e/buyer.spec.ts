// What a buyer of a mid-sized manufacturer asks for (decision 042): a worked programme budget in
// both languages, linked from the ERP and manufacturing pages in each language, and in English
// as in German, the offer of a reference call the buyer holds without us.
import { expect, test } from "@playwright/test";

const BUDGET = { en: "/erp/programme-budget", de: "/de/erp/programmbudget" } as const;

test("the worked budget exists in both languages, with its table, the licences outside our fees and the way it was built", async ({
  page,
}) => {
  for (const [lang, path] of Object.entries(BUDGET)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const table = page.locator("main table").first();
    await expect(table).toContainText(lang === "de" ? "Reserve" : "Contingency");
    await expect(table).toContainText(lang === "de" ? "Honorar" : "Fees");
    await expect(page.locator("main")).toContainText(lang === "de" ? "Lizenzen und Hosting" : "Licences and hosting");
    await expect(page.locator("main")).toContainText(lang === "de" ? "Wie die Zahlen entstanden sind" : "How the figures were built");
  }
});

for (const [from, to] of [
  ["/erp", BUDGET.en],
  ["/manufacturing", BUDGET.en],
  ["/de/erp", BUDGET.de],
  ["/de/fertigung", BUDGET.de],
] as const)
  test(`${from} links the worked budget in its language`, async ({ page }) => {
    await page.goto(from);
    await expect(page.locator(`main a[href="${to}"]`).first()).toBeVisible();
  });

test("/portfolio offers a reference call without us on it", async ({ page }) => {
  await page.goto("/portfolio");
  const main = page.locator("main");
  await expect(main).toContainText("You talk to them without us; we are not on the call");
  await expect(main).toContainText("Name the case study when you write to us");
});

// A case study says it in short and links the whole offer on /portfolio, so no case study
// repeats the same paragraph.
for (const path of ["/portfolio/erp-replacement-drive-manufacturer", "/portfolio/claims-automation-insurer"])
  test(`${path} offers a reference call without us on it`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator("main");
    await expect(main).toContainText("we ask them first, and you talk to them without us");
    await expect(main.getByRole("link", { name: "how reference calls work" })).toHaveAttribute("href", "/portfolio");
  });

test("every case study asks for a reference call through the enquiry form", async ({ page }) => {
  await page.goto("/portfolio/erp-replacement-drive-manufacturer");
  await expect(page.getByRole("link", { name: "Ask for a reference call" })).toHaveAttribute("href", "/contacts#enquiry");
});
