// npm run deploy: build, push the redirect map to the remote KV namespace, deploy the Worker.
// Needs a Cloudflare account: see docs/deploy.md.
import { ensureBuilt } from "./lib/freshness.ts";
import { REAL_SITE, runWrangler } from "./lib/run.ts";

if (!process.env.CLOUDFLARE_API_TOKEN) {
  console.error("CLOUDFLARE_API_TOKEN is not set. docs/deploy.md says how to create one; or run `npx wrangler login` first.");
}
if (ensureBuilt(REAL_SITE) !== 0) process.exit(1);
const steps: string[][] = [["kv", "bulk", "put", "build/worker/redirects-kv.json", "--binding", "REDIRECTS", "--remote"], ["deploy"]];
for (const args of steps) {
  console.log(`\n$ wrangler ${args.join(" ")}`);
  const code = runWrangler(args);
  if (code !== 0) process.exit(code);
}
