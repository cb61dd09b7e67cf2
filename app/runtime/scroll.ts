// Scroll on navigation (spec §2.3): a new navigation goes to the top, or to the element its
// hash names; back and forward restore the position remembered for that pathname, kept in
// session storage under "@@scroll|{pathname}".
import { scrollKey } from "./constants.ts";
import { session } from "./storage.ts";

export type ScrollTarget = { kind: "restore"; y: number } | { kind: "element"; id: string } | { kind: "top" } | { kind: "none" };

export function scrollTarget(input: {
  initial: boolean;
  navigationType: "POP" | "PUSH" | "REPLACE";
  pathname: string;
  hash: string;
  saved: string | null;
}): ScrollTarget {
  const saved = input.saved === null ? NaN : Number(input.saved);
  if (input.navigationType === "POP" && Number.isFinite(saved)) return { kind: "restore", y: saved };
  if (input.hash.length > 1) return { kind: "element", id: decodeURIComponent(input.hash.slice(1)) };
  // The first page load keeps what the browser did (a reload keeps its place).
  if (input.initial) return { kind: "none" };
  return { kind: "top" };
}

export function rememberScroll(pathname: string, y: number): void {
  session.set(scrollKey(pathname), String(Math.round(y)));
}

export function savedScroll(pathname: string): string | null {
  return session.get(scrollKey(pathname));
}
