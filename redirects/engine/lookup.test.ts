import { describe, expect, it } from "vitest";
import { findRule, findRuleIn, NOT_AT_HAND, putRule, ruleKey, ruleTableOf, type RuleTable } from "./lookup.ts";

interface Rule {
  fromPath: string;
  ignoreCase: boolean;
  to: string;
}

const rule = (fromPath: string, to: string, ignoreCase = true): Rule => ({ fromPath, ignoreCase, to });

const RULES = [
  rule("/services/crm", "/crm"),
  rule("/old/", "/with-slash"),
  rule("/old", "/without-slash"),
  rule("/Exact/Case", "/exact", false),
  rule("/Both", "/both-exact", false),
  rule("/both", "/both-folded"),
  rule("/only/bare", "/bare"),
];

const table: RuleTable<Rule> = ruleTableOf(RULES);

describe("lookup: the rule a request path hits (spec §2.4)", () => {
  it.each([
    ["/services/crm", "/crm"],
    ["/Services/CRM", "/crm"],
    ["/SERVICES/crm/", "/crm"],
    ["/old/", "/with-slash"],
    ["/OLD/", "/with-slash"],
    ["/old", "/without-slash"],
    ["/only/bare/", "/bare"],
    ["/Exact/Case", "/exact"],
    ["/Exact/Case/", "/exact"],
    ["/exact/case", undefined],
    ["/Both", "/both-exact"],
    ["/BOTH", "/both-folded"],
    ["/both", "/both-folded"],
    ["/crm", undefined],
    ["/", undefined],
  ])("sends %s to %s", (path, target) => {
    const found = findRule(path, () => table);
    expect(found === NOT_AT_HAND ? "not at hand" : found?.to).toBe(target);
  });

  it("asks for each candidate's table in order, as written first, and stops at the first hit", () => {
    const asked: string[] = [];
    const tableOf = (candidate: string) => {
      asked.push(candidate);
      return table;
    };
    findRule("/Nothing/", tableOf);
    findRule("/old/", tableOf);
    expect(asked).toEqual(["/Nothing/", "/Nothing", "/old/"]);
  });

  it("stops with NOT_AT_HAND when a table it needs is not in memory", () => {
    expect(findRule("/crm/", (candidate) => (candidate === "/crm/" ? table : undefined))).toBe(NOT_AT_HAND);
    expect(findRule("/old/", (candidate) => (candidate === "/old/" ? table : undefined))).toBe(RULES[1]);
  });

  it.each([
    [rule("/Services/CRM", "/crm"), "/services/crm"],
    [rule("/Exact/Case", "/exact", false), "/Exact/Case"],
  ])("stores %j under %s", (r, key) => {
    expect(ruleKey(r)).toBe(key);
  });

  it("puts each source once: a later rule of the same source replaces it", () => {
    const t: RuleTable<Rule> = { folded: {}, exact: {} };
    expect(putRule(t, rule("/Old", "/a"))).toBe(true);
    expect(putRule(t, rule("/old", "/b"))).toBe(false);
    expect(putRule(t, rule("/old", "/c", false))).toBe(true);
    expect(t).toEqual({ folded: { "/old": rule("/old", "/b") }, exact: { "/old": rule("/old", "/c", false) } });
  });

  it("finds nothing, rather than NOT_AT_HAND, where every table is in memory and one is missing", () => {
    expect(findRuleIn("/crm/", (candidate) => (candidate === "/crm/" ? table : undefined))).toBeUndefined();
    expect(findRuleIn("/OLD/", () => table)?.to).toBe("/with-slash");
  });

  it("with a moment, skips a rule outside its window and tries the next candidate (decision 030)", () => {
    type W = Rule & { from?: string; until?: string };
    const windowed: RuleTable<W> = ruleTableOf<W>([
      { ...rule("/promo/", "/slash-sale"), until: "2026-12-24T00:00:00.000Z" },
      rule("/promo", "/always"),
      { ...rule("/launch", "/new"), from: "2026-12-08T00:00:00.000Z" },
    ]);
    const at = (iso: string) => Date.parse(iso);
    expect(findRuleIn("/promo/", () => windowed, at("2026-12-23T23:59:59Z"))?.to).toBe("/slash-sale");
    expect(findRuleIn("/promo/", () => windowed, at("2026-12-24T00:00:00Z"))?.to).toBe("/always");
    expect(findRuleIn("/launch", () => windowed, at("2026-12-07T23:59:59Z"))).toBeUndefined();
    expect(findRuleIn("/launch", () => windowed, at("2026-12-08T00:00:00Z"))?.to).toBe("/new");
    // Without a moment every rule counts: the check reasons about rules, not about a time.
    expect(findRuleIn("/launch", () => windowed)?.to).toBe("/new");
  });
});
