// npm run deploy: build, publish the redirect map to the remote KV namespace (the same way as
// `npm run redirects -- push`: the map live until now is recorded for rollback), deploy the
// Worker. Needs a Cloudflare account: see docs/deploy.md.
import { join } from "node:path";
import { ensureBuilt } from "./lib/freshness.ts";
import { publishBuiltMap } from "./lib/kv.ts";
import { REAL_SITE, ROOT, runWrangler } from "./lib/run.ts";

if (!process.env.CLOUDFLARE_API_TOKEN) {
  console.error("CLOUDFLARE_API_TOKEN is not set. docs/deploy.md says how to create one; or run `npx wrangler login` first.");
}
if (ensureBuilt(REAL_SITE) !== 0) process.exit(1);
try {
  const { version, previous } = publishBuiltMap({ remote: true, persistTo: "" }, join(ROOT, REAL_SITE.buildDir));
  console.log(
    `Redirect map ${version} is live${previous ? ` (was ${previous}; \`npm run redirects -- rollback --remote\` restores it)` : ""}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log("\n$ wrangler deploy");
process.exit(runWrangler(["deploy"]));
