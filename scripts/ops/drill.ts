// npm run drill -- kv-down | corrupt-map — rehearses the runbook (docs/runbook.md "Drills"): the
// real Worker of the real build under `wrangler dev`, handed a redirect namespace that is down or
// that names a corrupt map (worker/drill.ts). Prints each answer with its log line, the rare
// events and a verdict per expectation; exits 0 when the site answers as the runbook says.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RedirectRule } from "../../redirects/engine/rules.ts";
import type { ShardedMap } from "../../redirects/engine/shards.ts";
import { runDrill, verdict, type Drill, type Exchange, type LogLine, type Verdict } from "./drill-run.ts";
import { readBuiltMap } from "./kv.ts";
import { REAL_SITE, ROOT } from "../lib/run.ts";

const BUILD = join(ROOT, REAL_SITE.buildDir);
const PAGE = "/company/about";

/** What the build holds, read once it is built: the bundled snapshot's first rule and source,
 * and the map version the drill's local KV is seeded with (the one the pointer names). */
let builtFacts: { rule: RedirectRule; snapshotSource: string; version: string } | undefined;
function built() {
  if (!builtFacts) {
    const snapshot = JSON.parse(readFileSync(join(BUILD, "worker/redirect-map.json"), "utf8")) as ShardedMap;
    const rule = snapshot.shards.flatMap((shard) => [...Object.values(shard.folded), ...Object.values(shard.exact)])[0];
    if (!rule) throw new Error("the bundled snapshot has no rule");
    const snapshotSource = snapshot.meta.partialOf ? "partial-snapshot" : "snapshot";
    builtFacts = { rule, snapshotSource, version: readBuiltMap(BUILD).version };
  }
  return builtFacts;
}

const show = (value: unknown) => JSON.stringify(value ?? null);

/** The verdicts both drills share: the page, the rule's redirect, no 5xx and no exception. */
function siteAnswers(all: Exchange[], events: LogLine[]): Verdict[] {
  const [page, redirect] = all;
  const { rule } = built();
  const target = new URL(rule.toPath, "http://x").href;
  const location = redirect?.location ? new URL(redirect.location, "http://x").href : null;
  const fiveXx = all.filter((e) => e.status >= 500).map((e) => `${e.path} ${e.status}`);
  const exceptions = events.filter((e) => e.event === "worker-exception").length;
  return [
    verdict(page?.status === 200, `${PAGE} answers 200`, `${page?.status}`),
    verdict(
      redirect?.status === 301 && location === target && redirect.line.redirect === "rule",
      `${rule.fromPath} (the snapshot's first rule) answers 301 to ${rule.toPath} by its rule`,
      `${redirect?.status} ${redirect?.location ?? "(no Location)"}, redirect: ${show(redirect?.line.redirect)}`,
    ),
    verdict(
      !fiveXx.length && !exceptions,
      "no answer is a 5xx and no worker-exception is logged",
      fiveXx.length || exceptions ? `${fiveXx.join(", ") || "no 5xx"}, ${exceptions} worker-exception` : "none",
    ),
  ];
}

const versionBody = (exchange: Exchange | undefined): Record<string, unknown> => {
  try {
    return JSON.parse(exchange?.body ?? "") as Record<string, unknown>;
  } catch {
    return {};
  }
};

const DRILLS: Drill[] = [
  {
    name: "kv-down",
    simulates: "Workers KV is down: every read of the REDIRECTS namespace fails.",
    event: "redirect-map-unreadable",
    paths: () => [PAGE, built().rule.fromPath, "/__version"],
    verdicts(exchanges, events) {
      const [, redirect, version] = exchanges;
      const { snapshotSource } = built();
      const unreadable = events.filter((e) => e.event === "redirect-map-unreadable").length;
      const body = versionBody(version);
      return [
        ...siteAnswers(exchanges, events),
        verdict(
          redirect?.line.mapSource === snapshotSource,
          `the redirect's request line says mapSource "${snapshotSource}"`,
          `mapSource ${show(redirect?.line.mapSource)}`,
        ),
        verdict(
          version?.status === 200 && body.redirectMapSource === snapshotSource,
          `/__version answers 200 with redirectMapSource "${snapshotSource}"`,
          `${version?.status}, redirectMapSource ${show(body.redirectMapSource)}`,
        ),
        verdict(
          unreadable === 1,
          "redirect-map-unreadable is logged exactly once (the breaker keeps later requests off KV)",
          `logged ${unreadable} time(s)`,
        ),
      ];
    },
  },
  {
    name: "corrupt-map",
    simulates: "The live redirect map is corrupt: the version redirects:current names has shards that are not JSON.",
    event: "redirect-map-corrupt",
    paths: () => [PAGE, built().rule.fromPath, "/__version"],
    verdicts(exchanges, events) {
      const { version } = built();
      const corrupt = events.filter((e) => e.event === "redirect-map-corrupt");
      const sources = exchanges.map((e) => e.line.mapSource);
      const versionSource = versionBody(exchanges[2]).redirectMapSource;
      const fallback = new Set(["stale", "snapshot", "partial-snapshot"]);
      return [
        ...siteAnswers(exchanges, events),
        verdict(
          corrupt.length > 0 && corrupt.every((e) => e.badVersion === version),
          `redirect-map-corrupt is logged with badVersion "${version}"`,
          corrupt.length
            ? `badVersion ${corrupt.map((e) => show(e.badVersion)).join(", ")}, detail ${show(corrupt[0]?.detail)}`
            : "not logged",
        ),
        verdict(
          sources.every((s) => fallback.has(s as string)) && fallback.has(versionSource as string),
          "answers come from the last good version or the snapshot, never kv",
          `request lines: ${sources.map(show).join(", ")}; /__version: ${show(versionSource)}`,
        ),
      ];
    },
  },
];

const drill = DRILLS.find((d) => d.name === process.argv[2]);
if (!drill) {
  if (process.argv[2]) console.error(`Unknown drill: ${process.argv[2]}\n`);
  console.error(`Usage: npm run drill -- <drill>\n\nDrills (docs/runbook.md "Drills"):`);
  for (const d of DRILLS) console.error(`  ${d.name.padEnd(12)} ${d.simulates} (runbook row ${d.event})`);
  process.exit(2);
}
runDrill(drill).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\nDrill ${drill.name} FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
