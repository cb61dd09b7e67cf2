import { describe, expect, it } from "vitest";
import { POOLED_BELOW, PooledTextEncoder } from "./pooled-text-encoder.ts";

const plain = new TextEncoder();
const pooled = new PooledTextEncoder();

describe("PooledTextEncoder", () => {
  it("gives the same bytes as TextEncoder for English and German text, emoji and a lone surrogate, on both sides of the limit", () => {
    const samples = [
      "",
      '<a href="/crm">',
      "Größe & Überblick: „Qualität“ – 5 €",
      "emoji 🚀 and a lone surrogate \ud800 here",
      "x".repeat(POOLED_BELOW - 1),
      "ü".repeat(POOLED_BELOW - 1),
      "x".repeat(POOLED_BELOW),
      "Ärger ".repeat(400),
    ];
    for (const text of samples) expect([...pooled.encode(text)], text.slice(0, 20)).toEqual([...plain.encode(text)]);
  });

  it("encodes short strings into the shared pool and longer ones into a buffer of their own", () => {
    const short = pooled.encode("a".repeat(POOLED_BELOW - 1));
    const long = pooled.encode("a".repeat(POOLED_BELOW));
    // Node's pool is 8 KB; a buffer of its own is exactly as long as its bytes, and a byte
    // stream can detach it.
    expect(short.buffer.byteLength).toBeGreaterThan(short.byteLength);
    expect(long.buffer.byteLength).toBe(long.byteLength);
    expect(() => structuredClone(long.buffer, { transfer: [long.buffer] })).not.toThrow();
  });

  it("fits what React copies: the longest pooled string is under React's 512-byte view", () => {
    // Three bytes at most per UTF-16 code unit.
    expect((POOLED_BELOW - 1) * 3).toBeLessThan(512);
    expect(pooled.encode("€".repeat(POOLED_BELOW - 1)).byteLength).toBe((POOLED_BELOW - 1) * 3);
  });
});
