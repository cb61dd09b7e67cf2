// Step 1 of every request: refuse paths that are malformed or built to trick the redirect
// and asset layers (encoded slashes, dot segments, control characters, "//host").
import { decodedPathProblem } from "../policy/paths.ts";

export const MAX_PATH_LENGTH = 2048;

export type GuardResult = { ok: true; path: string } | { ok: false; status: 400 | 414; reason: string };

export function guardPath(rawPath: string): GuardResult {
  if (rawPath.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: "path too long" };
  if (!rawPath.startsWith("/")) return { ok: false, status: 400, reason: "path must start with /" };
  if (/%(2f|5c)/i.test(rawPath)) return { ok: false, status: 400, reason: "encoded slash in path" };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: "malformed percent-encoding" };
  }
  const problem = decodedPathProblem(path);
  return problem ? { ok: false, status: 400, reason: problem } : { ok: true, path };
}
