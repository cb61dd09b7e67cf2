// `npm run enquiries` for the behaviour tests: the operators' tool itself, run against the local
// D1 of the suite's server (tests/playwright.config.ts keeps it in .wrangler/e2e-state).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { FIXTURE_SITE, ROOT, siteEnv } from "../../scripts/lib/run.ts";

/** What `npm run enquiries -- <args>` prints, standard output then standard error. */
export function enquiries(...args: string[]): string {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts/ops/enquiries.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: {
      ...process.env,
      ...siteEnv(FIXTURE_SITE),
      WRANGLER_PERSIST_TO: join(ROOT, ".wrangler/e2e-state"),
      WRANGLER_SEND_METRICS: "false",
    },
  });
  return `${r.stdout}${r.stderr}`;
}
