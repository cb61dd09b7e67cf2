import { describe, expect, it } from "vitest";
import { formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes a date as visitors of each language read it", () => {
    expect(formatDate("2026-03-18")).toBe("18 March 2026");
    expect(formatDate("2026-03-18", "de")).toBe("18. März 2026");
    // The formatter is made once per language: the second language does not take the first's.
    expect(formatDate("2025-12-31", "en")).toBe("31 December 2025");
    expect(formatDate("2026-01-01", "de")).toBe("1. Januar 2026");
  });
});
