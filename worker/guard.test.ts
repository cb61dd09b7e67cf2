import { describe, expect, it } from "vitest";
import { guardPath, MAX_PATH_LENGTH } from "./guard.ts";

describe("guardPath", () => {
  it("passes ordinary paths through, decoded", () => {
    expect(guardPath("/company/about")).toEqual({ ok: true, path: "/company/about" });
    expect(guardPath("/de/datenschutzhinweis/")).toEqual({ ok: true, path: "/de/datenschutzhinweis/" });
    expect(guardPath("/caf%C3%A9")).toEqual({ ok: true, path: "/café" });
  });

  it.each([
    ["//evil.example/", "empty path segment"],
    ["/%2F%2Fevil.example/", "encoded slash in path"],
    ["/%2f%2fevil.example", "encoded slash in path"],
    ["/%5Cevil.example", "encoded slash in path"],
    ["/a/%2e%2e/b", "dot segment in path"],
    ["/%E0%A4%A", "malformed percent-encoding"],
    ["/a%00b", "control character in path"],
    ["/a%0d%0aLocation:%20x", "control character in path"],
    ["/a\\b", "backslash in path"],
  ])("refuses %s with 400 (%s)", (raw, reason) => {
    expect(guardPath(raw)).toEqual({ ok: false, status: 400, reason });
  });

  it("refuses overlong paths with 414", () => {
    expect(guardPath(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toMatchObject({ ok: false, status: 414 });
  });
});
