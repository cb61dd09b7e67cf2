import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical.ts";

describe("canonicalUrl (spec §2.3)", () => {
  it("is the site URL plus the path, without a trailing slash", () => {
    expect(canonicalUrl("https://www.northfold.example", "/")).toBe("https://www.northfold.example");
    expect(canonicalUrl("https://www.northfold.example", "/company/about")).toBe("https://www.northfold.example/company/about");
    expect(canonicalUrl("https://www.northfold.example", "/crm/")).toBe("https://www.northfold.example/crm");
  });
});
