// The SVG figure of npm run bench: every SVG the build wrote, and each one over 12 KB raw fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { benchSvgs } from "./bench.ts";

let dir = "";
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function site(files: Record<string, number>): string {
  dir = mkdtempSync(join(tmpdir(), "bench-svgs-"));
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "x".repeat(bytes));
  }
  return dir;
}

describe("benchSvgs", () => {
  it("counts every SVG below the directory, names the largest and fails each over 12 KB raw", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const failures = benchSvgs(site({ "a.svg": 1000, "images/art/b.svg": 12 * 1024 + 1, "images/c.svg": 3000, "images/d.png": 50_000 }));
    expect(failures).toEqual(["SVG /images/art/b.svg over budget"]);
    const printed = log.mock.calls.map((c) => String(c[0])).join("\n");
    expect(printed).toContain("SVG files: 3, median 2.9 KB raw, largest 12.0 KB (/images/art/b.svg), 1 over 12.0 KB");
    expect(printed).toContain("/images/art/b.svg 12289 bytes, 1 over");
  });

  it("passes files of exactly 12 KB", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(benchSvgs(site({ "a.svg": 12 * 1024 }))).toEqual([]);
  });
});
