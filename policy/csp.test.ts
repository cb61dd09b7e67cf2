import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, hashesOf, NON_HTML_POLICY } from "./csp.ts";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("content security policy", () => {
  it("allows scripts only by hash or nonce, and what they load", () => {
    const hashed = contentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'"], styleHashes: ["'sha256-s'"] });
    expect(directive(hashed, "script-src")).toEqual(["'strict-dynamic'", "'sha256-a'", "'sha256-b'"]);
    expect(directive(hashed, "style-src")).toEqual(["'self'", "'sha256-s'"]);
    expect(directive(contentSecurityPolicy({ nonce: "abc" }), "script-src")).toEqual(["'strict-dynamic'", "'nonce-abc'"]);
    // A document without inline scripts runs none at all.
    expect(directive(contentSecurityPolicy({}), "script-src")).toEqual(["'none'"]);
  });

  it("locks everything else to this origin or nothing, and lets a consented third party be reached", () => {
    const policy = contentSecurityPolicy({ thirdPartyOrigins: ["https://analytics.northfold.example"] });
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    for (const [name, value] of [
      ["default-src", ["'none'"]],
      ["object-src", ["'none'"]],
      ["base-uri", ["'none'"]],
      ["form-action", ["'self'"]],
      ["frame-ancestors", ["'none'"]],
      ["connect-src", ["'self'", "https://analytics.northfold.example"]],
    ] as const)
      expect(directive(policy, name), name).toEqual(value);
    expect(NON_HTML_POLICY).toContain("frame-ancestors 'none'");
  });

  it("reads a file's hashes back from the interned index", () => {
    const index = { sources: ["'sha256-a'", "'sha256-b'", "'sha256-s'"], files: { "/crm.html": { scripts: [1, 0], styles: [2] } } };
    expect(hashesOf(index, "/crm.html")).toEqual({ scriptHashes: ["'sha256-b'", "'sha256-a'"], styleHashes: ["'sha256-s'"] });
    expect(hashesOf(index, "/nope.html")).toBeUndefined();
  });
});
