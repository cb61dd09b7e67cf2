// What step 1 of the Worker refuses in an address (worker/guard.ts adds the method checks).
import { describe, expect, it } from "vitest";
import { guardAddress, guardPath, MAX_PATH_LENGTH } from "./request-guard.ts";

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

describe("guardAddress", () => {
  const at = (address: string) => guardAddress(new URL(address, "https://www.northfold.example"));

  it("checks the query first, then the path, then Remix's data query", () => {
    expect(at(`/a//b?${"q".repeat(1100)}`)).toMatchObject({ ok: false, status: 414, reason: "query too long" });
    expect(at("/a//b?_data=routes/x")).toMatchObject({ ok: false, status: 400, reason: "empty path segment" });
    expect(at("/crm?_data=routes/x")).toMatchObject({ ok: false, status: 400, reason: "_data is not a query this site answers" });
  });

  it("passes an ordinary address through with its decoded path", () => {
    expect(at("/caf%C3%A9?utm_source=mail")).toEqual({ ok: true, path: "/café" });
  });
});
