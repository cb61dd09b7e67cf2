import { describe, expect, it, vi } from "vitest";
import { HYDRATE_FROM } from "../../policy/files.ts";
import type { RouteData } from "../lib/page-data.ts";
import { fillReferencedData, templateReady } from "./startup.ts";

describe("templateReady", () => {
  it("loads the named template", async () => {
    const load = vi.fn(async () => {});
    expect(await templateReady("landing", load, "/")).toBe(true);
    expect(load).toHaveBeenCalledWith("landing");
  });
  it("logs spec §8's message and does not render when the page resources are missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await templateReady(undefined, vi.fn(), "/crm")).toBe(false);
    expect(await templateReady("landing", () => Promise.reject(new Error("404")), "/crm")).toBe(false);
    expect(error).toHaveBeenCalledWith("page resources for /crm not found. Not rendering React");
    error.mockRestore();
  });
});

describe("fillReferencedData", () => {
  const data = { pageData: { path: "/crm" }, staticQueries: {}, slices: {} } as unknown as RouteData;

  it("puts the fetched data in place of the reference when Remix decodes its state, keeping the template chunk", () => {
    const context: { state?: { loaderData: Record<string, unknown> } } = {};
    fillReferencedData(context, data);
    context.state = {
      loaderData: { root: { locale: "en" }, "routes/content": { [HYDRATE_FROM]: "/crm", templateChunk: "/assets/landing.js" } },
    };
    expect(context.state.loaderData).toEqual({
      root: { locale: "en" },
      "routes/content": { pageData: { path: "/crm" }, staticQueries: {}, slices: {}, templateChunk: "/assets/landing.js" },
    });
  });

  it("leaves state without a reference as it is (a page the Worker rendered with its data inline)", () => {
    const context: { state?: { loaderData: Record<string, unknown> } } = {};
    fillReferencedData(context, data);
    const inline = { pageData: { path: "/crm" }, enquiry: { errors: {} } };
    context.state = { loaderData: { root: null, "routes/content": inline } };
    expect(context.state.loaderData["routes/content"]).toBe(inline);
  });
});
