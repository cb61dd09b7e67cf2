// On a plain-http host that is not loopback, pages must not register the offline worker
// (spec §4, §8). The host name is mapped to loopback inside Chromium.
import { expect, test } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium.ts";

test.use({ launchOptions: chromiumLaunchOptions(["--host-resolver-rules=MAP northfold.test 127.0.0.1"]) });

test("logs the spec's message and registers nothing", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "http://127.0.0.1:8788").port;
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`http://northfold.test:${port}/`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect.poll(() => errors).toContain("Service workers can only be used over HTTPS, or on localhost for development");
  expect(await page.evaluate(() => (navigator.serviceWorker ? navigator.serviceWorker.getRegistrations().then((r) => r.length) : 0))).toBe(
    0,
  );
});
