import { describe, expect, it, vi } from "vitest";
import { checkBuild } from "./build-check.ts";

function env(deployed: string, memory: { value: string | null } = { value: null }) {
  const reload = vi.fn();
  return {
    reload,
    memory,
    env: {
      runningHash: "old",
      fetchAppData: async () => ({ webpackCompilationHash: deployed }),
      reload,
      remembered: { get: () => memory.value, set: (v: string) => void (memory.value = v) },
    },
  };
}

describe("checkBuild (spec §4 start-up hash check)", () => {
  it("does nothing while the running build is the deployed one", async () => {
    const t = env("old");
    expect(await checkBuild(t.env)).toBe(false);
    expect(t.reload).not.toHaveBeenCalled();
  });

  it("reloads exactly once for a new build, remembering it", async () => {
    const memory = { value: null as string | null };
    const first = env("new", memory);
    expect(await checkBuild(first.env)).toBe(true);
    const second = env("new", memory); // the page after the reload still runs the old build (a stale cache)
    expect(await checkBuild(second.env)).toBe(false);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(second.reload).not.toHaveBeenCalled();
  });

  it("keeps the page when app-data cannot be read", async () => {
    const reload = vi.fn();
    expect(
      await checkBuild({
        runningHash: "old",
        fetchAppData: () => Promise.reject(new Error("offline")),
        reload,
        remembered: { get: () => null, set: () => {} },
      }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("browserBuildCheck", () => {
  it("remembers its reload in window.name when session storage throws, so it reloads once", async () => {
    const { browserBuildCheck } = await import("./build-check.ts");
    const reload = vi.fn();
    const win = {
      name: "",
      location: { reload },
      get sessionStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    };
    vi.stubGlobal("window", win);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ webpackCompilationHash: "new" })),
    );
    try {
      expect(await browserBuildCheck("old")).toBe(true);
      expect(await browserBuildCheck("old")).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(win.name).toBe("@@build-hash-reload=new");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
