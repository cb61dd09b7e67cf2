// Behaviour tests read fixtures only. Reading the real site's own files (content/pages,
// content/site.yaml, redirects/*.txt and redirects/config.json) throws, so a test that does
// fails and names the file; the content-acceptance suite is where the real site is checked.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { relative, resolve } from "node:path";
import { ROOT, SITE_FILE } from "../../scripts/lib/run.ts";

export class RealContentRead extends Error {}

function guard(path: unknown): void {
  if (typeof path !== "string" && !(path instanceof URL)) return;
  const rel = relative(ROOT, resolve(path instanceof URL ? path.pathname : path))
    .split("\\")
    .join("/");
  if (SITE_FILE.test(rel) || rel === "content/pages" || rel === "redirects") {
    throw new RealContentRead(
      `behaviour tests read fixtures only, not ${rel}: use tests/fixtures/site (the content-acceptance suite checks the real site)`,
    );
  }
}

type Fn = (...args: never[]) => unknown;
function wrap<T extends object>(target: T, names: Array<keyof T>, async: boolean): void {
  for (const name of names) {
    const original = target[name] as Fn;
    target[name] = ((...args: Parameters<Fn>) => {
      try {
        guard(args[0]);
      } catch (error) {
        if (async && error instanceof RealContentRead) return Promise.reject(error);
        throw error;
      }
      return original(...args);
    }) as T[keyof T];
  }
}

wrap(fs, ["readFileSync", "readdirSync", "openSync", "createReadStream", "readFile", "readdir", "open"], false);
wrap(fs.promises, ["readFile", "readdir", "open"], true);
syncBuiltinESMExports();
