import { describe, expect, it } from "vitest";
import { motifFor } from "./motif.ts";

describe("motifFor", () => {
  it("matches English and German keywords in paths and titles", () => {
    expect(motifFor("/en/services/crm", "CRM consulting")).toBe("crm");
    expect(motifFor("/en/blog/salesforce-migration", "Moving house")).toBe("crm");
    expect(motifFor("/de/leistungen/kunden", "Kundenbeziehungen")).toBe("crm");
    expect(motifFor("/en/services/odoo-implementation", "")).toBe("erp");
    expect(motifFor("/de/erp", "Unternehmenssoftware")).toBe("erp");
    expect(motifFor("/de/leistungen/daten", "")).toBe("data");
    expect(motifFor("/en/services/big-data", "")).toBe("data");
    expect(motifFor("/de/ki", "")).toBe("ai");
    expect(motifFor("/en/x", "Machine Learning in production")).toBe("ai");
    expect(motifFor("/en/x", "Computer vision on the shop floor")).toBe("ai");
    expect(motifFor("/de/branchen/gesundheit", "")).toBe("health");
    expect(motifFor("/de/branchen/versicherung", "")).toBe("insurance");
    expect(motifFor("/de/branchen/fertigung", "")).toBe("factory");
    expect(motifFor("/en/industries/e-learning", "")).toBe("learning");
    expect(motifFor("/en/industries/hi-tech", "")).toBe("chip");
    expect(motifFor("/en/industries/fintech", "")).toBe("finance");
    expect(motifFor("/en/services/devops", "")).toBe("cloud");
    expect(motifFor("/en/services/rpa", "")).toBe("automation");
    expect(motifFor("/en/services/qa", "Software testing")).toBe("qa");
    expect(motifFor("/en/services/ux-design", "")).toBe("design");
  });

  it("matches whole words only", () => {
    expect(motifFor("/en/blog/maintenance-windows", "Planning maintenance")).toBe("writing");
    expect(motifFor("/en/blog/said-and-done", "Bias in email")).toBe("writing");
  });

  it("prefers the deepest path segment, and generic software words last", () => {
    expect(motifFor("/en/industries/healthcare/software-development", "")).toBe("health");
    expect(motifFor("/en/services/software-development/crm", "")).toBe("crm");
    expect(motifFor("/en/services/web-development", "Web applications")).toBe("app");
    expect(motifFor("/de/leistungen/entwicklung", "")).toBe("app");
  });

  it("reads the keywords of a title alone, as a blog post's tags", () => {
    expect(motifFor("", "Salesforce")).toBe("crm");
    expect(motifFor("", "Pipelines Kubernetes Terraform")).toBe("cloud");
    expect(motifFor("", "something else")).toBe("writing");
  });

  it("falls back to writing, or to the subject the caller gives", () => {
    expect(motifFor("/en/x", "Some words")).toBe("writing");
    expect(motifFor("", "", "contact")).toBe("contact");
  });

  it("draws security as security, whatever else the words name", () => {
    expect(motifFor("/company/trust", "Security, compliance and data protection")).toBe("security");
    expect(motifFor("/de/unternehmen/vertrauen", "Informationssicherheit, Compliance und Datenschutz")).toBe("security");
  });

  it("gives the company's own pages their own subjects", () => {
    expect(motifFor("/company/about", "About the company")).toBe("team");
    expect(motifFor("/contacts", "Contacts")).toBe("contact");
    expect(motifFor("/developers/react", "Hire React developers")).toBe("code");
    expect(motifFor("/company/news/vienna-office-opening", "Northfold opens a larger office in Vienna")).toBe("offices");
    expect(motifFor("/blog/fixed-price-contract-lessons", "What ten years of fixed-price contracts taught us")).toBe("contract");
    expect(motifFor("/blog/monolith-migration-without-big-bang-rewrite", "Migrating a monolith")).toBe("architecture");
  });
});
