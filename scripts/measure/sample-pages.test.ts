import { describe, expect, it } from "vitest";
import { pageFileName } from "./sample-pages.ts";

describe("pageFileName", () => {
  it("names a page's file by its label or path, in letters, digits and hyphens", () => {
    expect(pageFileName("/")).toBe("home");
    expect(pageFileName("/de/karriere/senior-backend-engineer")).toBe("de-karriere-senior-backend-engineer");
    expect(pageFileName("landing (German)")).toBe("landing-German");
  });
});
