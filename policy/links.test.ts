import { describe, expect, it } from "vitest";
import { isInternalLink, routedHref } from "./links.ts";

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

describe("routedHref: which links the router follows", () => {
  const link = (href: string | null, { target = "", download = false } = {}) => ({
    getAttribute: () => href,
    hasAttribute: () => download,
    target,
  });

  it.each(["/", "/crm", "/de/kontakt", "/crm#x", "/blog?page=2", "/blog/page/2"])("follows %j", (href) => {
    expect(routedHref(link(href))).toBe(href);
    expect(routedHref(link(href, { target: "_self" }))).toBe(href);
  });

  it.each([
    ["another origin", "https://www.northfold.example/crm"],
    ["a path another origin reads", "//host/crm"],
    ["a fragment of this page", "#x"],
    ["e-mail", "mailto:team@northfold.example"],
    ["a feed", "/blog/feed.xml"],
    ["a picture, with a query", "/images/art/crm.svg?v=1"],
    ["no href", null],
  ])("leaves %s to the browser", (_, href) => {
    expect(routedHref(link(href))).toBeNull();
  });

  it("leaves a link opened elsewhere or downloaded to the browser", () => {
    expect(routedHref(link("/crm", { target: "_blank" }))).toBeNull();
    expect(routedHref(link("/crm", { download: true }))).toBeNull();
  });
});
