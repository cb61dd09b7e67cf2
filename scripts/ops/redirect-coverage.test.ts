// npm run redirects -- coverage: following addresses, classing where they end, the report and
// its exit code, and --map on the fixture site's checkout (tests/e2e/coverage.spec.ts compares
// --map with the running Worker).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURE_SITE } from "../lib/run.ts";
import {
  checkoutOf,
  exitCodeOf,
  mapAnswerer,
  MAX_HOPS,
  outcomeOf,
  parseCoverage,
  reportLines,
  runCoverage,
  trace,
  traceAll,
  type Answerer,
  type CoverageDeps,
  type Reply,
  type Traced,
} from "./redirect-coverage.ts";

const site = { origin: "https://www.northfold.example", hosts: new Set(["www.northfold.example"]) };

/** A site that answers from a table of path → reply (anything else: 404), counting requests. */
function fakeSite(table: Record<string, Reply>): Answerer & { asked: string[] } {
  const asked: string[] = [];
  const answer = (url: URL) => {
    asked.push(`${url.pathname}${url.search}`);
    return Promise.resolve(table[`${url.pathname}${url.search}`] ?? { status: 404, location: null });
  };
  return Object.assign(answer, { asked });
}
const ok: Reply = { status: 200, location: null };
const to = (location: string, status = 301): Reply => ({ status, location });
const at = (text: string) => ({ text, line: 1 });

describe("where an address ends", () => {
  it("classes the final answer by its status and the redirects before it", () => {
    expect([outcomeOf(200, 0), outcomeOf(200, 1), outcomeOf(200, 2), outcomeOf(404, 1), outcomeOf(400, 0), outcomeOf(410, 0)]).toEqual([
      "page",
      "redirect",
      "hops",
      "not-found",
      "refused",
      "refused",
    ]);
    expect(outcomeOf(500, 0)).toBe("broken");
  });

  it("follows redirects hop by hop, relative and on the site's own host alike, keeping the query and fragment", async () => {
    const answer = fakeSite({
      "/a": to("/b?x=1"),
      "/b?x=1": to("https://www.northfold.example/c#top", 302),
      "/c": ok,
    });
    expect(await trace(at("https://www.northfold.example/a"), site, answer)).toEqual({
      address: "/a",
      line: 1,
      outcome: "hops",
      hops: 2,
      status: 200,
      final: "/c#top",
    });
    expect(answer.asked).toEqual(["/a", "/b?x=1", "/c"]);
  });

  it("stops at a redirect that leaves the site, and does not ask about an address on another host", async () => {
    const answer = fakeSite({ "/status": to("https://status.northfold.example/") });
    expect(await trace(at("/status"), site, answer)).toMatchObject({
      outcome: "off-site",
      hops: 1,
      final: "https://status.northfold.example/",
    });
    expect(await trace(at("https://old.example/x"), site, answer)).toMatchObject({ outcome: "off-site", hops: 0, status: 0 });
    expect(answer.asked).toEqual(["/status"]);
  });

  it("calls a loop, a redirect without a Location and a server error broken", async () => {
    const loop = fakeSite({ "/a": to("/b"), "/b": to("/a") });
    expect(await trace(at("/a"), site, loop)).toMatchObject({ outcome: "broken", hops: MAX_HOPS, note: `more than ${MAX_HOPS} redirects` });
    expect(loop.asked).toHaveLength(MAX_HOPS);
    expect(await trace(at("/x"), site, fakeSite({ "/x": { status: 301, location: null } }))).toMatchObject({ outcome: "broken" });
    expect(await trace(at("/x"), site, fakeSite({ "/x": { status: 503, location: null } }))).toMatchObject({
      outcome: "broken",
      status: 503,
    });
  });

  it("asks a path as written, a doubled slash too", async () => {
    const answer = fakeSite({});
    await trace(at("//old"), site, answer);
    expect(answer.asked).toEqual(["//old"]);
  });

  it("asks a path with letters such as ü percent-encoded, and shows it as written", async () => {
    const answer = fakeSite({ "/%C3%BCber-uns": to("/de/%C3%BCber-uns"), "/de/%C3%BCber-uns": ok });
    expect(await trace(at("/über-uns"), site, answer)).toMatchObject({ address: "/über-uns", final: "/de/über-uns", outcome: "redirect" });
    expect(await trace(at("/a%2Fb"), site, answer)).toMatchObject({ address: "/a%2Fb" });
  });

  it("keeps the input's order whatever order the answers come in", async () => {
    // The first address is answered only once the others are.
    let answerFirst = () => {};
    const firstLast: Answerer = (url) =>
      new Promise((resolve) => (url.pathname === "/1" ? (answerFirst = () => resolve(ok)) : resolve(ok)));
    const done = traceAll(["/1", "/2", "/3"].map(at), site, firstLast, 3);
    await new Promise((resolve) => setImmediate(resolve));
    answerFirst();
    expect((await done).map((t) => t.address)).toEqual(["/1", "/2", "/3"]);
  });
});

describe("the report", () => {
  const traced: Traced[] = [
    { address: "/crm", line: 1, outcome: "page", hops: 0, status: 200, final: "/crm" },
    { address: "/services/crm", line: 2, outcome: "redirect", hops: 1, status: 200, final: "/crm" },
    { address: "/gone", line: 3, outcome: "not-found", hops: 0, status: 404, final: "/gone" },
    { address: "/a//b", line: 4, outcome: "refused", hops: 0, status: 400, final: "/a//b" },
  ];

  it("has a line per address, then the summary", () => {
    expect(reportLines(traced)).toEqual([
      "  outcome        hops  address → where it ends",
      "  page              0  /crm",
      "  redirect          1  /services/crm → /crm",
      "  404               0  /gone",
      "  refused (400)     0  /a//b",
      "",
      "Summary: 4 addresses: 1 pages, 1 redirect to a page, 0 more than one hop, 1 404, 1 refused, 0 off-site.",
    ]);
  });

  it("exits 1 when an address ends on a 404 or another 4xx, 0 when every one ends on a page or off the site", () => {
    expect(exitCodeOf(traced)).toBe(1);
    expect(exitCodeOf(traced.slice(0, 2))).toBe(0);
    expect(exitCodeOf([...traced.slice(0, 2), { ...traced[0]!, outcome: "off-site" }])).toBe(0);
    expect(exitCodeOf([{ ...traced[0]!, outcome: "broken" }])).toBe(1);
  });
});

describe("the command line", () => {
  it("takes one file and --site URL or --map", () => {
    expect(parseCoverage(["coverage", "old.txt"])).toEqual({ file: "old.txt", site: "http://127.0.0.1:8787" });
    expect(parseCoverage(["coverage", "old.txt", "--map"])).toEqual({ file: "old.txt", site: null });
    expect(parseCoverage(["coverage", "old.txt", "--site", "https://www.northfold.example"])).toEqual({
      file: "old.txt",
      site: "https://www.northfold.example",
    });
    for (const wrong of [
      ["coverage"],
      ["coverage", "a", "b"],
      ["coverage", "a", "--map", "--site", "http://x"],
      ["coverage", "a", "--site", "x"],
    ])
      expect(typeof parseCoverage(wrong), wrong.join(" ")).toBe("string");
  });
});

describe("--map", () => {
  // The fixture site's checkout without a build: its pages, and no other file.
  const checkout = checkoutOf({ ...FIXTURE_SITE, buildDir: "no-such-build" });
  const answer = mapAnswerer(checkout);
  const ask = (path: string) => answer(new URL(`https://www.fixture.example${path}`));

  it("answers as the Worker's steps do: the guard, the one redirect, the pages, else 404", async () => {
    expect(checkout.build).toBeNull();
    expect(await ask("/company//")).toEqual({ status: 400, location: null });
    expect(await ask(`/crm?${"q".repeat(1100)}`)).toEqual({ status: 414, location: null });
    expect(await ask("/SERVICES/CRM/?x=1")).toEqual({ status: 301, location: "/crm?x=1" });
    expect(await ask("/chain-start")).toEqual({ status: 301, location: "/crm" });
    expect(await ask("/status")).toEqual({ status: 301, location: "https://status.fixture.example/" });
    expect(await ask("/CRM")).toEqual({ status: 301, location: "/crm" });
    expect(await ask("/crm")).toEqual({ status: 200, location: null });
    // The error pages are not served under their own address; without a build, no file is there.
    expect(await ask("/404")).toEqual({ status: 404, location: null });
    expect(await ask("/sitemap.xml")).toEqual({ status: 404, location: null });
  });

  it("answers a file of the build when there is one", async () => {
    const withFiles = mapAnswerer({ ...checkout, hasFile: (file) => file === "/sitemap.xml" || file === "/crm.html" });
    expect(await withFiles(new URL("https://www.fixture.example/sitemap.xml"))).toEqual({ status: 200, location: null });
    expect(await withFiles(new URL("https://www.fixture.example/robots.txt"))).toEqual({ status: 404, location: null });
    expect(await withFiles(new URL("https://www.fixture.example/services"))).toEqual({ status: 404, location: null });
  });
});

describe("runCoverage", () => {
  const dir = mkdtempSync(join(tmpdir(), "coverage-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  function deps(fetchFn: typeof fetch = () => Promise.reject(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }))) {
    const out: string[] = [];
    const err: string[] = [];
    const d: CoverageDeps = {
      print: (l) => out.push(l),
      error: (l) => err.push(l),
      checkout: () => checkoutOf({ ...FIXTURE_SITE, buildDir: "no-such-build" }),
      siteUrl: () => "https://www.fixture.example",
      fetch: fetchFn,
      now: () => new Date("2026-12-07T09:00:00Z"),
    };
    return { d, out, err };
  }

  it("reports from the checkout with --map and exits 1 on a 404", async () => {
    const { d, out } = deps();
    const code = await runCoverage(["coverage", file("old.txt", "/crm\n/services/crm\n/gone\n"), "--map"], "usage", d);
    expect(code).toBe(1);
    expect(out.at(-1)).toBe("Summary: 3 addresses: 1 pages, 1 redirect to a page, 0 more than one hop, 1 404, 0 refused, 0 off-site.");
    expect(out[0]).toMatch(/answered from the checkout \(--map\) as at 2026-12-07 09:00 UTC:$/);
  });

  it("exits 0 when every address ends on a page", async () => {
    const { d } = deps();
    expect(await runCoverage(["coverage", file("good.txt", "/crm\nhttps://www.fixture.example/services/crm\n"), "--map"], "usage", d)).toBe(
      0,
    );
  });

  it("says so when the site cannot be reached, and checks nothing", async () => {
    const { d, out, err } = deps();
    expect(await runCoverage(["coverage", file("old.txt", "/crm\n")], "usage", d)).toBe(1);
    expect(err.join("\n")).toMatch(
      /^http:\/\/127\.0\.0\.1:8787 is not reachable \(ECONNREFUSED\): nothing was checked\. Start it with `npm start`/,
    );
    expect(out).toEqual([]);
  });

  it("exits 2 on a usage error, a missing file or a file it cannot read", async () => {
    const { d, err } = deps();
    expect(await runCoverage(["coverage"], "usage", d)).toBe(2);
    expect(await runCoverage(["coverage", join(dir, "missing.txt"), "--map"], "usage", d)).toBe(2);
    expect(await runCoverage(["coverage", file("bad.txt", "/crm\nabout us\n"), "--map"], "usage", d)).toBe(2);
    expect(err.at(-1)).toMatch(/bad\.txt:2: "about us" is not an address.*\nNothing was checked\.$/s);
  });
});
