// A redirect namespace in memory for the publishing tests: the KvStore of scripts/ops/kv.ts
// without wrangler, with the data open to the test.
import type { KvEntry, KvStore } from "../../scripts/ops/kv.ts";

export class MemoryKv implements KvStore {
  readonly data = new Map<string, string>();
  readonly where: string;
  readonly remote: boolean;
  /** Every key written, in order: a refused publish writes none. */
  readonly writes: string[] = [];

  constructor(remote = true) {
    this.remote = remote;
    this.where = remote ? "the remote namespace" : "the local KV";
  }

  getMany(keys: string[]): Array<string | null> {
    return keys.map((key) => this.data.get(key) ?? null);
  }

  putMany(entries: KvEntry[]): void {
    for (const { key, value } of entries) {
      this.data.set(key, value);
      this.writes.push(key);
    }
  }
}
