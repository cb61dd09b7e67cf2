import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PrefetchQueue, prefetchAllowed } from "./prefetch.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function queue(loaded: string[] = []) {
  const load = vi.fn(async (_path: string) => {});
  return { load, q: new PrefetchQueue({ load, isLoaded: (p) => loaded.includes(p) }) };
}

describe("PrefetchQueue (spec §9: batches of 4, 3000 ms)", () => {
  it("waits 3000 ms, then loads 4, then waits 3000 ms between batches", () => {
    const { load, q } = queue();
    for (let i = 1; i <= 9; i++) q.add(`/p${i}`);
    vi.advanceTimersByTime(2999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load.mock.calls.map(([p]) => p)).toEqual(["/p1", "/p2", "/p3", "/p4"]);
    vi.advanceTimersByTime(2999);
    expect(load).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(8);
    vi.advanceTimersByTime(3000);
    expect(load).toHaveBeenCalledTimes(9);
  });

  it("drops links that leave the view before their turn, and pages already loaded", () => {
    const { load, q } = queue(["/loaded"]);
    q.add("/a");
    q.add("/b");
    q.add("/loaded");
    q.remove("/a");
    vi.advanceTimersByTime(3000);
    expect(load.mock.calls.map(([p]) => p)).toEqual(["/b"]);
  });

  it("loads at once on hover or focus, and never twice", () => {
    const { load, q } = queue();
    q.add("/a");
    q.now("/a");
    expect(load).toHaveBeenCalledWith("/a");
    vi.advanceTimersByTime(6000);
    q.add("/a");
    vi.advanceTimersByTime(6000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("prefetchAllowed", () => {
  const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
  it("allows ordinary browsers", () => expect(prefetchAllowed({ userAgent: ua, connection: { effectiveType: "4g" } })).toBe(true));
  it("skips 2g connections", () => {
    expect(prefetchAllowed({ userAgent: ua, connection: { effectiveType: "2g" } })).toBe(false);
    expect(prefetchAllowed({ userAgent: ua, connection: { effectiveType: "slow-2g" } })).toBe(false);
  });
  it("skips data-saver mode", () => expect(prefetchAllowed({ userAgent: ua, connection: { saveData: true } })).toBe(false));
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 (compatible; Baiduspider/2.0)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1",
  ])("skips the crawler %s", (userAgent) => expect(prefetchAllowed({ userAgent })).toBe(false));
});
