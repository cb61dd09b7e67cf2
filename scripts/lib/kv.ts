// The redirect namespace through wrangler: local (the KV `wrangler dev` reads) or remote.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { binOf, ROOT, toolEnv } from "./run.ts";

export interface KvTarget {
  remote: boolean;
  /** Local state folder (wrangler's --persist-to); ignored for remote. */
  persistTo: string;
}

function wrangler(target: KvTarget, args: string[]): { code: number; stdout: string; stderr: string } {
  const where = target.remote ? ["--remote"] : ["--local", "--persist-to", target.persistTo];
  const r = spawnSync(process.execPath, [binOf("wrangler", "wrangler"), "kv", ...args, "--binding", "REDIRECTS", ...where], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...toolEnv },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? 1, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

function must(result: ReturnType<typeof wrangler>, what: string): string {
  if (result.code !== 0) throw new Error(`${what} failed:\n${result.stderr.trim() || result.stdout.trim()}`);
  return result.stdout;
}

export function kvGet(target: KvTarget, key: string): string | null {
  const out = must(wrangler(target, ["key", "get", key, "--text"]), `reading ${key}`);
  // wrangler prints this (and exits 0) for a missing key.
  return out.trim() === "Value not found" ? null : out;
}

export function kvPut(target: KvTarget, key: string, value: string): void {
  must(wrangler(target, ["key", "put", key, value]), `writing ${key}`);
}

export function kvBulkPut(target: KvTarget, entries: Array<{ key: string; value: string }>): void {
  const dir = mkdtempSync(join(tmpdir(), "redirects-"));
  try {
    const file = join(dir, "entries.json");
    writeFileSync(file, JSON.stringify(entries));
    must(wrangler(target, ["bulk", "put", file]), "writing the map");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
