// A vitest config for tests in the real runtime (workerd via Miniflare) against a built site,
// with the project's wrangler.toml pointed at that build: the same assets, KV binding and
// bundled modules as a deploy.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { ROOT, type Site } from "../../scripts/lib/run.ts";
import { buildModuleAliases, writeWranglerConfig } from "../../scripts/lib/serve.ts";

/** What the suite's Worker reaches on the network: a handler for its outbound fetches, and
 * vars that override wrangler.toml's. */
export interface Outbound {
  handler: (request: Request) => Promise<Response>;
  vars: Record<string, string>;
}

/** The enquiry form's signing key in the workerd suites (tests sign their own tokens with it). */
export const WORKERD_ENQUIRY_SECRET = "workerd suite enquiry secret";

export async function workerdSuite(site: Site, include: string[], buildCommand: string, outbound?: Outbound) {
  const buildDir = join(ROOT, site.buildDir);
  if (!existsSync(join(buildDir, "worker/site-index.json"))) throw new Error(`${site.buildDir}/ holds no build: run ${buildCommand} first`);
  return defineConfig({
    root: ROOT,
    plugins: [
      cloudflareTest({
        wrangler: { configPath: writeWranglerConfig(join(buildDir, "wrangler.toml"), buildDir) },
        miniflare: {
          // The enquiries database's migrations, applied by tests/worker/d1-migrations.ts.
          bindings: {
            ...outbound?.vars,
            ENQUIRY_SECRET: WORKERD_ENQUIRY_SECRET,
            TEST_MIGRATIONS: await readD1Migrations(join(ROOT, "migrations")),
          },
          ...(outbound ? { outboundService: outbound.handler } : {}),
        },
      }),
    ],
    resolve: { alias: buildModuleAliases(buildDir) },
    test: {
      include,
      setupFiles: [join(ROOT, "tests/worker/d1-migrations.ts")],
      testTimeout: 60_000,
      // @remix-run/cloudflare is CommonJS with circular requires; pre-bundle it for workerd.
      deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
    },
  });
}
