// Makes reading some files throw, in the Node process that imports it: the setup of the tests
// that must not depend on them. A forbidden read fails the test that made it and names the file.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { relative, resolve } from "node:path";
import { ROOT, SITE_FILE } from "../../scripts/lib/run.ts";

export class ForbiddenRead extends Error {}

/** The real site's own files (and the folders listing them): behaviour tests read fixtures only. */
export function realSiteFile(rel: string): string | undefined {
  if (SITE_FILE.test(rel) || rel === "content/pages" || rel === "redirects") {
    return `behaviour tests read fixtures only, not ${rel}: use tests/fixtures/site (the content-acceptance suite checks the real site)`;
  }
  return undefined;
}

/** Build output: unit tests need no build. */
export function buildOutput(rel: string): string | undefined {
  return /^build(-[^/]+)?(\/|$)/.test(rel) ? `unit tests need no build, yet one read ${rel}` : undefined;
}

type Fn = (...args: never[]) => unknown;

export function forbidReads(reason: (rel: string) => string | undefined): void {
  const check = (path: unknown) => {
    if (typeof path !== "string" && !(path instanceof URL)) return;
    const rel = relative(ROOT, resolve(path instanceof URL ? path.pathname : path))
      .split("\\")
      .join("/");
    const why = reason(rel);
    if (why) throw new ForbiddenRead(why);
  };
  const wrap = <T extends object>(target: T, names: Array<keyof T>, async: boolean) => {
    for (const name of names) {
      const original = target[name] as Fn;
      target[name] = ((...args: Parameters<Fn>) => {
        try {
          check(args[0]);
        } catch (error) {
          if (async && error instanceof ForbiddenRead) return Promise.reject(error);
          throw error;
        }
        return original(...args);
      }) as T[keyof T];
    }
  };
  wrap(fs, ["readFileSync", "readdirSync", "openSync", "createReadStream", "readFile", "readdir", "open"], false);
  wrap(fs.promises, ["readFile", "readdir", "open"], true);
  syncBuiltinESMExports();
}
