// Page data, app data, static query and slice files (spec §3, §7).
import { describe, expect, it } from "vitest";
import { get } from "./helpers.ts";

async function json(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await get(path);
  return { status: res.status, body: await res.json<Record<string, unknown>>() };
}

describe("page data", () => {
  it("has every field of spec §3 but notFound, and the build hash of app-data", async () => {
    const { status, body } = await json("/page-data/index/page-data.json");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "componentChunkName",
        "getServerDataError",
        "matchPath",
        "path",
        "result",
        "slicesMap",
        "staticQueryHashes",
        "webpackCompilationHash",
      ].sort(),
    );
    expect(body.path).toBe("/");
    expect(body.componentChunkName).toBe("landing");
    const app = await json("/page-data/app-data.json");
    expect(app.body).toEqual({ webpackCompilationHash: body.webpackCompilationHash });
    const version = await json("/__version");
    expect(version.body.buildHash).toBe(body.webpackCompilationHash);
    expect(version.body.redirectMapVersion).toMatch(/^[0-9a-f]{12}$/);
  });

  it("keeps shared data out of page data: static queries and slices are their own files", async () => {
    const { body } = await json("/page-data/crm/page-data.json");
    const hashes = body.staticQueryHashes as string[];
    expect(hashes).toHaveLength(1);
    const sq = await json(`/page-data/sq/d/${hashes[0]}.json`);
    expect(sq.status).toBe(200);
    expect(sq.body).toHaveProperty("siteMetadata.companyName");
    expect(sq.body).toHaveProperty("navigation");
    expect(JSON.stringify(body)).not.toContain('"navigation"');
    expect(body.slicesMap).toEqual({ header: "header", footer: "footer" });
    for (const name of ["header", "footer"]) expect((await get(`/slice-data/${name}.json`)).status).toBe(200);
  });

  it("answers page data of an unknown path with 404 and the 404 page's data, flagged notFound", async () => {
    const { status, body } = await json("/page-data/no-such-page/page-data.json");
    expect(status).toBe(404);
    expect(body.notFound).toBe(true);
    expect(body.componentChunkName).toBe("not-found");
  });

  it("answers the page data of a redirected path with a 301 to the target's page data", async () => {
    const res = await get("/page-data/services/crm/page-data.json");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/page-data/crm/page-data.json");
  });
});
