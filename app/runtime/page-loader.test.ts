import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const loadTemplate = vi.fn(async (_name: string) => () => null);
vi.mock("../templates/registry.ts", () => ({ loadTemplate: (name: string) => loadTemplate(name) }));

const pageData = (path: string, extra: object = {}) => ({
  path,
  componentChunkName: "landing",
  webpackCompilationHash: "h1",
  matchPath: null,
  staticQueryHashes: ["sq1"],
  getServerDataError: null,
  slicesMap: { header: "header", footer: "footer" },
  result: { page: { path } },
  ...extra,
});

const SHARED = {
  "/page-data/sq/d/sq1.json": { status: 200, body: { siteMetadata: { companyName: "X" } } },
  "/slice-data/header.json": { status: 200, body: { cta: { label: "a", href: "/" } } },
  "/slice-data/footer.json": { status: 200, body: { columns: [], legal: [] } },
};

type Route = { status: number; body?: unknown; redirectedTo?: string } | (() => never);

function fakeFetch(routes: Record<string, Route | Route[]>) {
  const calls: Array<{ url: string; method: string }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, method: init?.method ?? "GET" });
    const entry = routes[url];
    const route = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!route) return new Response("missing", { status: 599 });
    if (typeof route === "function") return route();
    const res = new Response(route.body === undefined ? null : JSON.stringify(route.body), { status: route.status });
    if (route.redirectedTo) {
      Object.defineProperty(res, "redirected", { value: true });
      Object.defineProperty(res, "url", { value: `https://site.test${route.redirectedTo}` });
    }
    return res;
  });
  vi.stubGlobal("fetch", fn);
  return calls;
}

async function loader() {
  const mod = await import("./page-loader.ts");
  mod.resetPageLoader();
  return mod;
}

beforeEach(() => {
  vi.useFakeTimers();
  loadTemplate.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const run = async <T>(promise: Promise<T>) => {
  await vi.runAllTimersAsync();
  return promise;
};

describe("loadNavigation", () => {
  it("renders a page from its page data, with shared data fetched once for every navigation", async () => {
    const calls = fakeFetch({
      "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm") },
      "/page-data/index/page-data.json": { status: 200, body: pageData("/") },
      ...SHARED,
    });
    const { loadNavigation } = await loader();
    const first = await run(loadNavigation("/crm", { runningHash: "h1" }));
    const second = await run(loadNavigation("/", { runningHash: "h1" }));
    expect(first).toMatchObject({ kind: "render", status: 200, data: { pageData: { path: "/crm" } } });
    expect(second).toMatchObject({ kind: "render", data: { staticQueries: { sq1: { siteMetadata: { companyName: "X" } } } } });
    expect(calls.filter((c) => c.url === "/page-data/sq/d/sq1.json")).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith("/slice-data/"))).toHaveLength(2);
  });

  it("tries a failing page-data request 4 times in all (3 retries), then hands over to a full load", async () => {
    const calls = fakeFetch({ "/page-data/crm/page-data.json": { status: 503 }, ...SHARED });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/crm", { runningHash: "h1" }))).toEqual({ kind: "full-load", reason: "failed" });
    expect(calls.filter((c) => c.url === "/page-data/crm/page-data.json")).toHaveLength(4);
  });

  it("succeeds when a retry succeeds, also after network errors", async () => {
    const calls = fakeFetch({
      "/page-data/crm/page-data.json": [
        () => {
          throw new TypeError("network");
        },
        { status: 502 },
        { status: 200, body: pageData("/crm") },
      ],
      ...SHARED,
    });
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/crm", { runningHash: "h1" }))).toMatchObject({ kind: "render", status: 200 });
    expect(calls.filter((c) => c.url === "/page-data/crm/page-data.json")).toHaveLength(3);
  });

  it("renders the 404 page for status 404 after a HEAD check finds nothing, and the 500 page for status 500", async () => {
    const calls = fakeFetch({
      "/page-data/nope/page-data.json": { status: 404, body: pageData("/404", { componentChunkName: "not-found", notFound: true }) },
      "/nope": { status: 404 },
      "/page-data/broken/page-data.json": { status: 500, body: pageData("/500", { componentChunkName: "server-error" }) },
      ...SHARED,
    });
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/nope", { runningHash: "h1" }))).toMatchObject({
      kind: "render",
      status: 404,
      data: { pageData: { notFound: true } },
    });
    expect(calls).toContainEqual({ url: "/nope", method: "HEAD" });
    expect(await run(loadNavigation("/broken", { runningHash: "h1" }))).toMatchObject({
      kind: "render",
      status: 500,
      data: { pageData: { componentChunkName: "server-error" } },
    });
    expect(calls.filter((c) => c.url === "/page-data/broken/page-data.json")).toHaveLength(1);
  });

  it("loads the page in full when the page data says not found but the server serves the path, directly or by a redirect", async () => {
    fakeFetch({
      "/page-data/fresh/page-data.json": { status: 404, body: pageData("/404", { notFound: true }) },
      "/fresh": { status: 200 },
      "/page-data/offices/page-data.json": { status: 404, body: pageData("/404", { notFound: true }) },
      "/offices": { status: 200, redirectedTo: "/contacts" },
      ...SHARED,
    });
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/fresh", { runningHash: "h1" }))).toEqual({ kind: "full-load", reason: "served-after-all" });
    expect(await run(loadNavigation("/offices", { runningHash: "h1" }))).toEqual({ kind: "full-load", reason: "served-after-all" });
  });

  it("reports where redirected page data led, and keeps it for the navigation to the target", async () => {
    const calls = fakeFetch({
      "/page-data/services/crm/page-data.json": { status: 200, body: pageData("/crm"), redirectedTo: "/page-data/crm/page-data.json" },
      ...SHARED,
    });
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/services/crm", { runningHash: "h1" }))).toMatchObject({ kind: "render", redirectedTo: "/crm" });
    expect(await run(loadNavigation("/crm", { runningHash: "h1" }))).toMatchObject({
      kind: "render",
      data: { pageData: { path: "/crm" } },
    });
    expect(calls.filter((c) => c.url.includes("/crm/page-data.json"))).toHaveLength(1);
  });

  it("loads the target in full when its page belongs to another build", async () => {
    fakeFetch({ "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm", { webpackCompilationHash: "h2" }) }, ...SHARED });
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/crm", { runningHash: "h1" }))).toEqual({ kind: "full-load", reason: "build-changed" });
  });

  it("loads the target in full when its template chunk fails to load", async () => {
    fakeFetch({ "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm") }, ...SHARED });
    loadTemplate.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/crm", { runningHash: "h1" }))).toEqual({ kind: "full-load", reason: "chunk-failed" });
  });

  it("says which static query file it could not load (spec §8)", async () => {
    fakeFetch({
      "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm") },
      "/page-data/sq/d/sq1.json": { status: 500 },
      "/slice-data/header.json": SHARED["/slice-data/header.json"],
      "/slice-data/footer.json": SHARED["/slice-data/footer.json"],
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { loadNavigation } = await loader();
    expect(await run(loadNavigation("/crm", { runningHash: "h1" }))).toEqual({ kind: "full-load", reason: "failed" });
    expect(errors.mock.calls.flat().join(" ")).toContain("We couldn't load /page-data/sq/d/sq1.json");
  });

  it("prefetches page data once and navigation then needs no page-data request", async () => {
    const calls = fakeFetch({ "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm") }, ...SHARED });
    const { prefetchPage, isLoaded, loadNavigation } = await loader();
    await run(prefetchPage("/crm"));
    expect(isLoaded("/crm")).toBe(true);
    await run(loadNavigation("/crm", { runningHash: "h1" }));
    expect(calls.filter((c) => c.url === "/page-data/crm/page-data.json")).toHaveLength(1);
  });
});

describe("hydrationData", () => {
  it("is the page's own data and the shared data it names", async () => {
    fakeFetch({ "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm") }, ...SHARED });
    const { hydrationData } = await loader();
    expect(await run(hydrationData("/crm", { runningHash: "h1" }))).toMatchObject({
      pageData: { path: "/crm" },
      staticQueries: { sq1: { siteMetadata: { companyName: "X" } } },
      slices: { header: { cta: { label: "a" } } },
    });
  });

  it("is null for data of another build, another page (redirected or 404) or data that cannot be loaded", async () => {
    fakeFetch({
      "/page-data/old/page-data.json": { status: 200, body: pageData("/old", { webpackCompilationHash: "h0" }) },
      "/page-data/moved/page-data.json": { status: 200, body: pageData("/crm"), redirectedTo: "/page-data/crm/page-data.json" },
      "/page-data/gone/page-data.json": { status: 404, body: pageData("/404", { componentChunkName: "not-found", notFound: true }) },
      "/gone": { status: 404 },
      "/page-data/down/page-data.json": { status: 503 },
      ...SHARED,
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { hydrationData } = await loader();
    for (const path of ["/old", "/moved", "/gone", "/down"]) expect(await run(hydrationData(path, { runningHash: "h1" }))).toBeNull();
  });
});
