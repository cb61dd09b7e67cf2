// npm run load — LOAD_SECONDS (60) × LOAD_CONNECTIONS (64) connections of autocannon against the
// built site under `wrangler dev`, cycling through what visitors ask for: pages, redirects by
// rule, case and slash, page data, assets, unknown paths. Prints requests per second, latency,
// errors and the count of each status; exits 1 on any error or 5xx.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { rulesKey } from "../../redirects/engine/kv-layout.ts";
import { pageDataPath } from "../../policy/files.ts";
import type { RedirectRule } from "../../redirects/engine/rules.ts";
import type { SiteIndexData } from "../../policy/site-index.ts";
import { BUILT_MAP_FILE, type BuiltMap } from "../ops/kv.ts";
import { probeLocalWorker, type LocalWorker } from "../lib/local-worker.ts";
import { REAL_SITE, ROOT } from "../lib/run.ts";

/** A port for the server; unset, the OS finds a free one. */
const PORT = process.env.LOAD_PORT;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);

/** A mix of what visitors ask for, from the build: every tenth page and rule, plus the rest. */
function requestMix(): string[] {
  const build = join(ROOT, REAL_SITE.buildDir);
  const index = JSON.parse(readFileSync(join(build, "worker/site-index.json"), "utf8")) as SiteIndexData;
  const built = JSON.parse(readFileSync(join(build, BUILT_MAP_FILE), "utf8")) as BuiltMap;
  const rules = JSON.parse(built.entries.find((e) => e.key === rulesKey(built.version))?.value ?? "[]") as RedirectRule[];
  const pages = index.pages.filter((_, i) => i % 10 === 0);
  const sources = rules.filter((_, i) => i % 10 === 0).map((r) => r.fromPath);
  return [
    ...pages,
    ...pages.map((p) => (p === "/" ? "/?ref=load" : `${p.toUpperCase()}/`)),
    ...pages.map(pageDataPath),
    ...sources,
    "/icons/icon-192.png",
    "/sitemap.xml",
    "/no-such-page",
    "/page-data/no-such-page/page-data.json",
  ];
}

async function main(server: LocalWorker): Promise<number> {
  const paths = requestMix();
  console.log(`Load: ${CONNECTIONS} connections × ${SECONDS} s against ${server.origin} (wrangler dev), cycling ${paths.length} paths`);
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code} ×${count}`)
    .join(", ");
  const fiveXx = result["5xx"];
  console.log(`  requests: ${result.requests.total} (${Math.round(result.requests.average)} per second)`);
  console.log(`  latency: median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  statuses: ${statuses}`);
  console.log(`  errors: ${result.errors} (timeouts ${result.timeouts}), 5xx: ${fiveXx}`);
  return result.errors + result.timeouts + fiveXx > 0 ? 1 : 0;
}

probeLocalWorker("load", PORT, main);
