// Rules on a schedule in the browser (docs/decisions/030-one-path-form-and-scheduled-rules.md):
// with the browser's clock fixed (Playwright's page.clock) and the Worker answering at the same
// moment (tests/fixtures/clock-worker.ts reads it from a header), a rule with from= answers as
// without it the day before and sends a client navigation on from that day; a rule with until=
// sends it on (302) before its end and not after.
import { expect, test, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { POINTER_KEY } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { compileRedirects, kvEntries, readConfig, readRules } from "../../scripts/build/redirect-map.ts";
import { wranglerKv } from "../../scripts/ops/kv.ts";
import { startLocalWorker, type LocalWorker } from "../../scripts/lib/local-worker.ts";
import { FIXTURE_SITE, PUBLIC_DIR, ROOT } from "../../scripts/lib/run.ts";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath } from "../../content/model.ts";

test.use({ serviceWorkers: "block" });
// One Worker of its own for the file, started once: its clock is the header's.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const TODAY = "2030-06-01T10:00:00.000Z";
const TOMORROW = "2030-06-02T10:00:00.000Z";
const SCHEDULED = "/launch /portfolio from=2030-06-02\n/flash-sale /careers until=2030-06-02\n";
// One path written four ways in rules files (decision 030): each rule matches every form a link sends.
const WRITTEN = "/promo%20x /crm\n/de/%C3%BCber-alt /portfolio\n/de/über-team /careers\n/de/u\u0308ber-nfd /services\n";

let worker: LocalWorker;

test.beforeAll(async () => {
  // A second wrangler dev starts in seconds, or in a minute on a loaded machine.
  test.setTimeout(180_000);
  const state = join(ROOT, FIXTURE_SITE.buildDir, "e2e-clock-state");
  rmSync(state, { recursive: true, force: true });
  worker = await startLocalWorker("e2e-clock", process.env.E2E_CLOCK_PORT, {
    site: FIXTURE_SITE,
    state,
    main: "tests/fixtures/clock-worker.ts",
  });
  // The fixture site's rules and two scheduled ones, published as `push` publishes a map.
  const dir = join(ROOT, FIXTURE_SITE.contentRoot, "redirects");
  const { rules } = readRules(dir, "redirects");
  const extra = parseRules(SCHEDULED + WRITTEN, "redirects/scheduled.txt");
  expect(extra.problems).toEqual([]);
  const site = loadSite(join(ROOT, FIXTURE_SITE.contentRoot), PUBLIC_DIR);
  const pages = new Set(site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p)));
  const compiled = compileRedirects([...rules, ...extra.rules], pages, readConfig(dir));
  const kv = wranglerKv({ remote: false, persistTo: state, config: join(state, "wrangler.toml") });
  kv.putMany([...kvEntries(compiled), { key: POINTER_KEY, value: compiled.map.meta.version }]);
});

test.afterAll(async () => {
  await worker?.stop();
});

/** Opens /services at `at`, in the browser and at the Worker, ready for client navigations. */
async function openAt(page: Page, at: string): Promise<string[]> {
  await page.clock.setFixedTime(new Date(at));
  await page.setExtraHTTPHeaders({ "x-test-now": at });
  await page.context().addCookies([{ name: "northfold_consent", value: "denied", url: worker.origin }]);
  await page.goto(`${worker.origin}/services`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const loads: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") loads.push(new URL(r.url()).pathname);
  });
  return loads;
}

/** Follows a link to `href` the way a visitor does: a click, which the runtime turns into a client navigation. */
let links = 0;
async function follow(page: Page, href: string): Promise<void> {
  const name = `link ${++links}`;
  await page.evaluate(
    ([h, n]) => {
      const a = document.createElement("a");
      a.setAttribute("href", h as string);
      a.textContent = n as string;
      document.querySelector("main")?.appendChild(a);
    },
    [href, name],
  );
  await page.getByRole("link", { name, exact: true }).click();
}

test("the day before from=, the address is not found; the flash sale still sends visitors on", async ({ page }) => {
  const loads = await openAt(page, TODAY);
  expect(await page.evaluate(() => new Date().toISOString())).toBe(TODAY);
  await follow(page, "/launch");
  await expect(page).toHaveURL(/\/launch$/);
  await expect(page.locator("h1")).toHaveText("No fixture page here");
  await follow(page, "/flash-sale");
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator("h1")).toHaveText("Open positions");
  expect(loads).toEqual([]);
  const direct = await page.request.get(`${worker.origin}/flash-sale`, { headers: { "x-test-now": TODAY }, maxRedirects: 0 });
  expect([direct.status(), direct.headers().location]).toEqual([302, "/careers"]);
});

test("from the day of from=, the address sends visitors on; after until=, the flash sale is over", async ({ page }) => {
  const loads = await openAt(page, TOMORROW);
  await follow(page, "/launch");
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.locator("h1")).toHaveText("Case studies");
  await follow(page, "/flash-sale");
  await expect(page).toHaveURL(/\/flash-sale$/);
  await expect(page.locator("h1")).toHaveText("No fixture page here");
  expect(loads).toEqual([]);
  const direct = await page.request.get(`${worker.origin}/launch`, { headers: { "x-test-now": TOMORROW }, maxRedirects: 0 });
  expect([direct.status(), direct.headers().location]).toEqual([301, "/portfolio"]);
});

test("rules written with %20, %C3%BC, a literal and a decomposed ü match links in each of those forms", async ({ page }) => {
  const loads = await openAt(page, TODAY);
  const cases: Array<[string, string, string]> = [
    ["/promo x", "/crm", "Fixture CRM, reached by several redirects"],
    ["/de/über-alt", "/portfolio", "Case studies"],
    ["/de/über-team", "/careers", "Open positions"],
    ["/de/über-nfd", "/services", "Fixture services for every kind of block"],
  ];
  for (const [path, target, heading] of cases) {
    for (const href of [encodeURI(path), path, encodeURI(path.normalize("NFD")), path.normalize("NFD")]) {
      await follow(page, href);
      await expect(page, href).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator("h1")).toHaveText(heading);
    }
  }
  expect(loads).toEqual([]);
});
