// Which redirect map format the Worker serving a namespace reads (docs/decisions/030): the deploy
// (and `npm start`, for the local Worker) writes it under WORKER_KEY; `push` and `deploy` read it
// before publishing a map whose rules carry windows, which a Worker of format 1 would serve for
// ever. A namespace without the key has a Worker from before the key existed: format 1.
import { WORKER_KEY } from "../../redirects/engine/kv-layout.ts";
import { MAP_FORMAT } from "../../redirects/engine/shards.ts";
import { kvGet, type KvEntry, type KvStore } from "./kv.ts";

/** The entry that says this code's Worker serves the namespace. */
export const workerDeclaration = (at: Date): KvEntry => ({
  key: WORKER_KEY,
  value: JSON.stringify({ mapFormat: MAP_FORMAT, declaredAt: at.toISOString() }),
});

/** The map format the namespace's Worker reads: 1 when it has declared none. */
export function workerFormat(store: KvStore): number {
  try {
    const value = JSON.parse(kvGet(store, WORKER_KEY) ?? "null") as { mapFormat?: unknown } | null;
    return typeof value?.mapFormat === "number" && Number.isInteger(value.mapFormat) ? value.mapFormat : 1;
  } catch {
    return 1;
  }
}

/** Why a map of `format` cannot be published to `store`, or null when it can. */
export function formatRefusal(store: KvStore, format: number, remoteFlag: string): string | null {
  const reads = workerFormat(store);
  if (format <= reads) return null;
  return (
    `Refused: this map has scheduled rules (from= or until=), and the Worker that serves ${store.where} ` +
    `reads maps of format ${reads}, from before rules had windows: it would apply them at every moment, for ever.\n` +
    (remoteFlag
      ? "Deploy the Worker first (`npm run deploy`, docs/deploy.md), then push again."
      : "Run `npm start` once (it serves this checkout's Worker and records that in the local KV), then push again.") +
    " Nothing was published."
  );
}
