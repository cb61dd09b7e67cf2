import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashInlineCode, inlineCode, sha256Source } from "./inline-hashes.ts";

describe("inline code of a document", () => {
  const html = [
    "<!DOCTYPE html><html><head><style>a{color:red}</style>",
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/a.js"></script>',
    '<script type="module" async="">import "/assets/m.js";</script>',
    '</head><body><script>window.x = "&amp;" < 1;</script>',
    '<script type="text/javascript">y()</script><script type="text/plain">not run</script></body></html>',
  ].join("");

  it("finds the scripts that run and the styles, as raw text, and leaves out data blocks and external scripts", () => {
    expect(inlineCode(html)).toEqual({
      scripts: ['import "/assets/m.js";', 'window.x = "&amp;" < 1;', "y()"],
      styles: ["a{color:red}"],
    });
  });

  it("hashes the UTF-8 bytes, as a CSP hash source", () => {
    const text = "window.ü = 1;";
    expect(sha256Source(text)).toBe(`'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`);
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("the hashes of a build's HTML files", () => {
  it("hashes every file by its path on the site, taking code already read from the pre-render", () => {
    const dir = mkdtempSync(join(tmpdir(), "inline-hashes-"));
    try {
      mkdirSync(join(dir, "crm"));
      writeFileSync(join(dir, "offline.html"), "<html><head><script>a()</script><script></script><script></script></head></html>");
      writeFileSync(join(dir, "crm/data.html"), "<html><head><script>b()</script></head></html>");
      // The pre-render read /crm/data.html already: its file is not parsed again.
      const hashes = hashInlineCode(dir, { "/crm/data.html": { scripts: ["c()"], styles: [] } });
      const sourcesOf = (file: string) => hashes.files[file]?.scripts.map((i) => hashes.sources[i]);
      // The same script twice is allowed once.
      expect(sourcesOf("/offline.html")).toEqual([sha256Source("a()"), sha256Source("")]);
      expect(sourcesOf("/crm/data.html")).toEqual([sha256Source("c()")]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
