// One form of a path for rules and requests, and rules on a schedule (docs/decisions/030), in
// workerd: maps pushed into the test's KV as `npm run redirects -- push` writes them, answered by
// the Worker with a mocked clock.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { metaKey, POINTER_KEY, shardKey } from "../../redirects/engine/kv-layout.ts";
import { parseRules } from "../../redirects/engine/rules.ts";
import { buildShards } from "../../redirects/engine/shards.ts";
import { get } from "./helpers.ts";

let pushed = 0;
/** The mocked clock only moves forward across tests: the Worker keeps the live pointer for 30 s
 * from the last time it read it, in this isolate's memory. */
let latest = Date.parse("2026-12-07T12:00:00Z");
function setNow(at: number): void {
  expect(at, "the clock moves forward").toBeGreaterThanOrEqual(latest);
  latest = at;
  vi.setSystemTime(at);
}

/** Publishes the rules of `text` as the live map, then moves the clock past the Worker's 30 s
 * pointer cache so that the next request reads it. */
async function push(text: string): Promise<void> {
  const { rules, problems } = parseRules(text, "push.txt");
  expect(problems).toEqual([]);
  const version = `forms${++pushed}`;
  const map = buildShards(rules, version);
  for (const [i, shard] of map.shards.entries()) await env.REDIRECTS.put(shardKey(version, i), JSON.stringify(shard));
  await env.REDIRECTS.put(metaKey(version), JSON.stringify(map.meta));
  await env.REDIRECTS.put(POINTER_KEY, version);
  setNow(latest + 31_000);
}

async function answer(path: string): Promise<[number, string | null]> {
  const res = await get(path);
  return [res.status, res.headers.get("location")];
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(latest);
});
afterEach(() => vi.useRealTimers());

describe("one form of a path for rules and requests", () => {
  const decomposed = "/de/u\u0308ber-alt";
  // Each way a rules file may write the source, and each way a visitor's browser may send it.
  const umlautRules = ["/de/%C3%BCber-alt", "/de/über-alt", decomposed];
  const umlautRequests = ["/de/%C3%BCber-alt", "/de/über-alt", encodeURI(decomposed), "/DE/%C3%9CBER-ALT"];

  for (const written of umlautRules) {
    it(`a rule written ${JSON.stringify(written)} matches the path in every form`, async () => {
      await push(`${written} /crm\n`);
      for (const request of umlautRequests) expect(await answer(request), request).toEqual([301, "/crm"]);
    });
  }

  it("a rule written with %20 matches a space sent either way", async () => {
    await push("/promo%20x /crm\n/100%25-off /services\n");
    for (const request of ["/promo%20x", "/promo x", "/PROMO%20X"]) expect(await answer(request), request).toEqual([301, "/crm"]);
    expect(await answer("/100%25-off")).toEqual([301, "/services"]);
  });

  it("matches the page data of a client navigation to such a path", async () => {
    await push(`${decomposed} /crm\n`);
    expect(await answer("/page-data/de/%C3%BCber-alt/page-data.json")).toEqual([301, "/page-data/crm/page-data.json"]);
  });
});

describe("rules on a schedule", () => {
  const DAY = 86_400_000;
  /** Each test's today: a day later than anything before, at noon UTC; its rules are written
   * around it, tomorrow at midnight and at 09:00. */
  function today(): { tomorrow: string; nine: string; dayAfter: string; at: (iso: string) => number } {
    const noon = Math.ceil((latest + DAY) / DAY) * DAY + DAY / 2;
    setNow(noon);
    const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const tomorrow = date(noon + DAY);
    return { tomorrow, nine: `${tomorrow}T09:00`, dayAfter: date(noon + 2 * DAY), at: (iso) => Date.parse(`${iso}Z`) };
  }

  it("a rule with from= answers as without it before its start, and 301 from then on", async () => {
    const { tomorrow, at } = today();
    await push(`/launch /crm from=${tomorrow}\n`);
    expect(await answer("/launch")).toEqual([404, null]);
    expect(await answer("/page-data/launch/page-data.json")).toEqual([404, null]);
    setNow(at(`${tomorrow}T00:00:00`));
    expect(await answer("/launch?ref=mail")).toEqual([301, "/crm?ref=mail"]);
    expect(await answer("/page-data/launch/page-data.json")).toEqual([301, "/page-data/crm/page-data.json"]);
  });

  it("a rule with until= answers 302 inside its window, which no browser keeps, and nothing after it", async () => {
    const { nine, at } = today();
    await push(`/sale /services until=${nine}\n`);
    const res = await get("/sale");
    expect([res.status, res.headers.get("location"), res.headers.get("cache-control")]).toEqual([302, "/services", "no-store"]);
    expect(await answer("/page-data/sale/page-data.json")).toEqual([302, "/page-data/services/page-data.json"]);
    setNow(at(`${nine}:00`));
    expect(await answer("/sale")).toEqual([404, null]);
  });

  it("a rule with both applies only between them", async () => {
    const { tomorrow, dayAfter, at } = today();
    await push(`/window /crm from=${tomorrow} until=${dayAfter}\n`);
    expect(await answer("/window")).toEqual([404, null]);
    setNow(at(`${tomorrow}T12:00:00`));
    expect(await answer("/window")).toEqual([302, "/crm"]);
    setNow(at(`${dayAfter}T00:00:00`));
    expect(await answer("/window")).toEqual([404, null]);
  });

  it("sets aside a map of a format newer than it reads, and keeps answering from the one before", async () => {
    await push("/services/crm /crm\n");
    expect(await answer("/services/crm")).toEqual([301, "/crm"]);
    const version = "from-the-future";
    const map = buildShards(parseRules("/services/crm /services\n", "x.txt").rules, version);
    for (const [i, shard] of map.shards.entries()) await env.REDIRECTS.put(shardKey(version, i), JSON.stringify(shard));
    await env.REDIRECTS.put(metaKey(version), JSON.stringify({ ...map.meta, format: 3 }));
    await env.REDIRECTS.put(POINTER_KEY, version);
    setNow(latest + 31_000);
    expect(await answer("/services/crm")).toEqual([301, "/crm"]);
  });
});
