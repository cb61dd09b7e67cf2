// npm run redirects -- coverage against the running Worker and from the checkout (--map): the
// fixture's old addresses (tests/fixtures/coverage/old-addresses.txt) end the same way both
// ways, address by address, with one of each outcome, and the command exits 1 for the 404s.
// No browser: the Worker is asked over HTTP, as the command asks a site.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readAddresses } from "../../scripts/ops/coverage-input.ts";
import {
  checkoutOf,
  mapAnswerer,
  runCoverage,
  siteAnswerer,
  traceAll,
  type CoverageDeps,
  type Outcome,
} from "../../scripts/ops/redirect-coverage.ts";
import { FIXTURE_SITE, ROOT } from "../../scripts/lib/run.ts";

const FILE = "tests/fixtures/coverage/old-addresses.txt";
const { addresses } = readAddresses(readFileSync(join(ROOT, FILE), "utf8"), FILE);
const checkout = checkoutOf(FIXTURE_SITE);
const siteHost = new URL(checkout.siteUrl).host;

test("--map answers each old address as the running Worker does", async ({ baseURL }) => {
  const origin = baseURL ?? "";
  expect(checkout.build, "--map reads the files of the fixture build the server serves").toBe("build-fixture/client");
  const fromMap = await traceAll(
    addresses,
    { origin: new URL(checkout.siteUrl).origin, hosts: new Set([siteHost]) },
    mapAnswerer(checkout),
  );
  const fromWorker = await traceAll(addresses, { origin, hosts: new Set([siteHost, new URL(origin).host]) }, siteAnswerer());
  expect(fromMap).toEqual(fromWorker);

  const outcomes = new Map(fromWorker.map((t) => [t.address, t.outcome]));
  const expected: Array<[string, Outcome]> = [
    ["/crm", "page"],
    ["/services/crm", "redirect"],
    ["/offices?ref=mail", "redirect"],
    ["/no-such-page/", "not-found"],
    ["/404", "not-found"],
    ["/company//", "refused"],
    ["/status", "off-site"],
    ["https://old.fixture.example/partners", "off-site"],
  ];
  for (const [address, outcome] of expected) expect(outcomes.get(address), address).toBe(outcome);
  expect(fromWorker.find((t) => t.address === "/company//")?.status).toBe(400);
});

test("the command exits 1 because addresses end on a 404, with the same report from the Worker and from the checkout", async ({
  baseURL,
}) => {
  const run = async (mode: string[]) => {
    const out: string[] = [];
    const deps: CoverageDeps = {
      print: (line) => out.push(line),
      error: (line) => out.push(line),
      checkout: () => checkout,
      siteUrl: () => checkout.siteUrl,
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
    };
    const code = await runCoverage(["coverage", join(ROOT, FILE), ...mode], "usage", deps);
    // The header says where the answers came from; the rows and the summary must not differ.
    return { code, report: out.slice(out.indexOf("") + 1) };
  };
  const map = await run(["--map"]);
  const worker = await run(["--site", baseURL ?? ""]);
  expect(map.code).toBe(1);
  expect(worker).toEqual(map);
  expect(map.report.at(-1)).toBe(
    "Summary: 10 addresses: 1 pages, 4 redirect to a page, 0 more than one hop, 2 404, 1 refused, 2 off-site.",
  );
});
