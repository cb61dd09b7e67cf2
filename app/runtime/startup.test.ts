import { describe, expect, it, vi } from "vitest";
import { templateReady } from "./startup.ts";

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
