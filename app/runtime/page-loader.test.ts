import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../templates/registry.ts", () => ({ loadTemplate: vi.fn(async () => () => null) }));

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

function fakeFetch(routes: Record<string, { status: number; body: unknown }>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const hit = routes[url];
    if (!hit) return new Response("missing", { status: 599 });
    return Response.json(hit.body, { status: hit.status });
  });
}

describe("loadRouteData", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the page's data, then the shared data it names only once per session", async () => {
    const fetch = fakeFetch({
      "/page-data/crm/page-data.json": { status: 200, body: pageData("/crm") },
      "/page-data/index/page-data.json": { status: 200, body: pageData("/") },
      "/page-data/sq/d/sq1.json": { status: 200, body: { siteMetadata: { companyName: "X" } } },
      "/slice-data/header.json": { status: 200, body: { cta: { label: "a", href: "/" } } },
      "/slice-data/footer.json": { status: 200, body: { columns: [], legal: [] } },
    });
    vi.stubGlobal("fetch", fetch);
    const { loadRouteData } = await import("./page-loader.ts");
    const first = await loadRouteData("/crm");
    const second = await loadRouteData("/");
    expect(first.pageData.path).toBe("/crm");
    expect(second.staticQueries.sq1).toEqual({ siteMetadata: { companyName: "X" } });
    expect(second.slices.header).toEqual({ cta: { label: "a", href: "/" } });
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.filter((u) => u === "/page-data/sq/d/sq1.json")).toHaveLength(1);
    expect(urls.filter((u) => u.startsWith("/slice-data/"))).toHaveLength(2);
  });

  it("renders the 404 page's data for a path the server does not know", async () => {
    vi.stubGlobal(
      "fetch",
      fakeFetch({
        "/page-data/nope/page-data.json": { status: 404, body: pageData("/404", { notFound: true }) },
        "/page-data/sq/d/sq1.json": { status: 200, body: {} },
        "/slice-data/header.json": { status: 200, body: {} },
        "/slice-data/footer.json": { status: 200, body: {} },
      }),
    );
    const { loadRouteData } = await import("./page-loader.ts");
    expect((await loadRouteData("/nope")).pageData.notFound).toBe(true);
  });

  it("fails with the address and status when page data cannot be loaded", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "/page-data/crm/page-data.json": { status: 503, body: {} } }));
    const { loadRouteData, PageLoadError } = await import("./page-loader.ts");
    const error = await loadRouteData("/crm").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageLoadError);
    expect(error).toMatchObject({ url: "/page-data/crm/page-data.json", status: 503 });
  });
});
