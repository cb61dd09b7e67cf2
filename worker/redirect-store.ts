// The redirect map as the Worker sees it: read from KV through the pointer key, kept in
// isolate memory for a short time, and replaced by the last good map or the snapshot
// bundled at build when KV is empty, unreadable or corrupt. Each such state is logged
// once when it begins, not on every request.
import type { CompiledMap } from "../redirects/core/map.ts";
import { POINTER_KEY, mapKey } from "../redirects/core/kv-layout.ts";
import type { LogEvent } from "./log.ts";

export const REDIRECT_CACHE_TTL_MS = 30_000;

export type MapSource = "kv" | "snapshot" | "stale";

export interface LoadedMap {
  map: CompiledMap;
  source: MapSource;
}

function isCompiledMap(value: unknown): value is CompiledMap {
  const v = value as CompiledMap | null;
  return (
    typeof v === "object" && v !== null && typeof v.version === "string" &&
    typeof v.folded === "object" && v.folded !== null && typeof v.exact === "object" && v.exact !== null
  );
}

export class RedirectStore {
  private current: LoadedMap;
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private lastProblem: string | null = null;

  private readonly logEvent: (event: LogEvent) => void;

  constructor(snapshot: CompiledMap, logEvent: (event: LogEvent) => void) {
    this.logEvent = logEvent;
    this.current = { map: snapshot, source: "snapshot" };
  }

  async get(kv: KVNamespace, now = Date.now()): Promise<LoadedMap> {
    if (now - this.fetchedAt < REDIRECT_CACHE_TTL_MS) return this.current;
    this.fetchedAt = now;
    let problem: string;
    try {
      const version = await kv.get(POINTER_KEY);
      if (!version) {
        problem = "redirect-map-empty";
      } else if (version === this.current.map.version && this.current.source === "kv") {
        return this.ok();
      } else {
        const payload: unknown = await kv.get(mapKey(version), "json").catch(() => undefined);
        if (isCompiledMap(payload) && payload.version === version) {
          this.current = { map: payload, source: "kv" };
          return this.ok();
        }
        problem = "redirect-map-corrupt";
      }
    } catch {
      problem = "redirect-map-unreadable";
    }
    // Keep answering from what was last read successfully, else from the bundled snapshot.
    if (this.current.source === "kv") this.current = { map: this.current.map, source: "stale" };
    if (this.lastProblem !== problem) {
      this.lastProblem = problem;
      this.logEvent({ event: problem, level: "error", mapVersion: this.current.map.version, mapSource: this.current.source });
    }
    return this.current;
  }

  private ok(): LoadedMap {
    if (this.lastProblem) {
      this.logEvent({ event: "redirect-map-recovered", level: "info", mapVersion: this.current.map.version, mapSource: "kv" });
      this.lastProblem = null;
    }
    return this.current;
  }
}
