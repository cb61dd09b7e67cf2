import { describe, expect, it } from "vitest";
import { compileMap, findRule } from "./map.ts";
import { parseRules } from "./rules.ts";

const { rules } = parseRules(
  [
    "/services/crm /crm",
    "/blog/5-ways-big-data-can-destroy-or-save-your-business/ /data/analytics",
    "/blog/5-ways-big-data-can-destroy-or-save-your-business /blog",
    "/Exact/Case /company/about exact",
  ].join("\n"),
  "test.txt",
);
const map = compileMap(rules, "v1");

describe("findRule", () => {
  it("ignores letter case for rules that ignore case", () => {
    expect(findRule(map, "/Services/CRM")?.toPath).toBe("/crm");
    expect(findRule(map, "/SERVICES/crm/")?.toPath).toBe("/crm");
  });

  it("matches exact rules only in their own letter case", () => {
    expect(findRule(map, "/Exact/Case")?.toPath).toBe("/company/about");
    expect(findRule(map, "/exact/case")).toBeUndefined();
  });

  it("tries the source with its trailing slash before the source without it", () => {
    expect(findRule(map, "/blog/5-ways-big-data-can-destroy-or-save-your-business/")?.toPath).toBe("/data/analytics");
    expect(findRule(map, "/blog/5-ways-big-data-can-destroy-or-save-your-business")?.toPath).toBe("/blog");
  });

  it("finds nothing for paths without a rule", () => {
    expect(findRule(map, "/crm")).toBeUndefined();
  });
});
