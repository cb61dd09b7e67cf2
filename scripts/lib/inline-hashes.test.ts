import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineCode, sha256Source } from "./inline-hashes.ts";

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
