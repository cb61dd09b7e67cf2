// The shipped redirect map (redirects/rules.txt), answered by the Worker in workerd: every
// example of spec §2.4 lands on a live page in one 301, and each group of old addresses is covered.
import { describe, expect, it } from "vitest";
import { get } from "../worker/helpers.ts";

const SPEC_EXAMPLES: Array<[string, string]> = [
  ["/services/data-analytics", "/data/analytics"],
  ["/services/crm", "/crm"],
  ["/services/salesforce", "/crm/salesforce"],
  ["/privacy-policy", "/privacy-notice"],
  ["/privacy_policy", "/privacy-notice"],
  ["/company", "/company/about"],
  ["/company/", "/company/about"],
  ["/de/privacy-notice", "/de/datenschutzhinweis"],
  ["/solutions", "/services"],
  ["/technologies", "/services"],
  ["/blog/blockchain-standards", "/blockchain"],
  ["/blog/embedded-analytics-integration-levels", "/business-intelligence"],
  ["/salesforce-real-estate", "/crm/salesforce/real-estate"],
  ["/services/mobile-app-development", "/services/application/development/mobile"],
  ["/company/career", "/careers"],
  ["/blog/advanced-human-machine-interfaces-in-the-industry-4-0-era", "/blog/human-machine-interfaces"],
  ["/industries/automotive", "/automotive"],
  ["/services/augmented-virtual-reality", "/services/virtual-reality"],
  ["/blog/operational-intelligence", "/business-intelligence/operational"],
  ["/portfolio/hipaa-compliant-app-development", "/portfolio/wellness-platform-development"],
  ["/services/blockchain-consulting", "/blockchain/consulting"],
  ["/blog/5-ways-big-data-can-destroy-or-save-your-business/", "/data/analytics"],
  ["/blog/5-ways-big-data-can-destroy-or-save-your-business", "/big-data"],
];

describe("the shipped redirect map", () => {
  it.each(SPEC_EXAMPLES)("sends %s to %s in one 301 (spec §2.4)", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
    const landed = await get(to.split("#")[0] ?? to);
    expect(landed.status, `${to} is a live page`).toBe(200);
  });

  it("covers each group of spec §2.4 with real rules", async () => {
    const groups: Array<[string, RegExp]> = [
      ["/blog/retrieval-augmented-generation-over-company-documents", /^\/ai\//],
      ["/technologies/angular", /^\/developers\/angular$/],
      ["/services/custom-software-development", /^\/software-development\/custom-software$/],
      ["/industries/telecom", /^\/telecom$/],
      ["/experts/petra-lindqvist", /^\/node\/\d+$/],
      ["/de/experten/sabine-hartmann", /^\/node\/\d+$/],
      ["/portfolio/crypto-wallet", /^\/portfolio$/],
      ["/blog/christmas-card-2020", /^\/blog$/],
      ["/blog/vienna-office-opening", /^\/company\/news\//],
      ["/welcome", /^\/$/],
    ];
    for (const [from, to] of groups) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location") ?? "", from).toMatch(to);
    }
  });
});
