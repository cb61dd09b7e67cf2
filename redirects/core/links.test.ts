import { describe, expect, it } from "vitest";
import { isInternalLink } from "./links.ts";

describe("links: which links stay inside the site", () => {
  it.each([
    ["/", true],
    ["/crm", true],
    ["/de", true],
    ["/x#y", true],
    ["/x?y", true],
    ["/blog/feed.xml", true],
    ["//host/x", false],
    ["/\\host/x", false],
    ["https://www.northfold.example/crm", false],
    ["http://example.com", false],
    ["mailto:team@northfold.example", false],
    ["tel:+44 20 7946 0000", false],
    ["#x", false],
    ["crm", false],
    ["", false],
  ])("reads %j as internal: %s", (href, internal) => {
    expect(isInternalLink(href)).toBe(internal);
  });
});
