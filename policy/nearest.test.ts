import { describe, expect, it } from "vitest";
import { nearestPages } from "./nearest.ts";

const pages = [
  "/",
  "/crm",
  "/crm/salesforce",
  "/crm/sales-analytics",
  "/crm/data-migration",
  "/erp/odoo",
  "/careers",
  "/contacts",
  "/company/about",
];

describe("the pages nearest to a path that is not a page", () => {
  it("finds a page from a typo, a missing word or an extra word, nearest first", () => {
    expect(nearestPages("/crm/salesforc", pages)[0]).toBe("/crm/salesforce");
    expect(nearestPages("/crm/salesforce-consulting", pages)[0]).toBe("/crm/salesforce");
    expect(nearestPages("/CRM/Data-Migrations/", pages)[0]).toBe("/crm/data-migration");
    expect(nearestPages("/contact", pages)).toEqual(["/contacts"]);
  });

  it("gives at most three, and none that is unrelated", () => {
    expect(nearestPages("/crm/salesforcee", pages).length).toBeLessThanOrEqual(3);
    expect(nearestPages("/crm/sales", pages, 2)).toEqual(["/crm/salesforce", "/crm/sales-analytics"]);
    expect(nearestPages("/blockchain/audits", pages)).toEqual([]);
    expect(nearestPages("/", pages)).toEqual([]);
  });
});
