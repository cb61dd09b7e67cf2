import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { delayedSignal } from "./delayed-signal.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("delayed-load indicator (spec §4, §9)", () => {
  it("shows after 1000 ms of loading", () => {
    const onChange = vi.fn<(slow: boolean) => void>();
    const s = delayedSignal(onChange);
    s.loading(true);
    vi.advanceTimersByTime(999);
    expect(onChange).not.toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(true);
    s.loading(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("never shows for a navigation that ends sooner", () => {
    const onChange = vi.fn<(slow: boolean) => void>();
    const s = delayedSignal(onChange);
    s.loading(true);
    vi.advanceTimersByTime(900);
    s.loading(false);
    vi.advanceTimersByTime(5000);
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([false]);
  });
});
