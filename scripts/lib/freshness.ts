// Whether build/ was made from the current inputs (so `npm start` and `npm test` rebuild
// only when something changed).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inputsHash } from "./inputs-hash.ts";

export const STAMP_FILE = "build/build-stamp.json";

export function buildIsFresh(root: string): boolean {
  const stamp = join(root, STAMP_FILE);
  if (!existsSync(stamp)) return false;
  try {
    return (JSON.parse(readFileSync(stamp, "utf8")) as { inputsHash?: string }).inputsHash === inputsHash(root);
  } catch {
    return false;
  }
}
