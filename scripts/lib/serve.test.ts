import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./run.ts";
import { buildModuleAliases, writeWranglerConfig } from "./serve.ts";

const dir = mkdtempSync(join(tmpdir(), "wrangler-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const BUILD = "/srv/site/build-other";

describe("writeWranglerConfig", () => {
  it("writes wrangler.toml with every table and value, and absolute paths to the entry, the build, the migrations and a swapped module", () => {
    const original = parse(readFileSync(join(ROOT, "wrangler.toml"), "utf8"));
    const file = writeWranglerConfig(join(dir, "wrangler.toml"), BUILD, { "@build/redirect-map": "/tmp/map.json" });
    const written = parse(readFileSync(file, "utf8"));

    expect(written.alias).toEqual({
      "@build/server": `${BUILD}/server/index.js`,
      "@build/site-index": `${BUILD}/worker/site-index.json`,
      "@build/redirect-map": "/tmp/map.json",
      "@build/site-fallback": `${BUILD}/worker/site-fallback.json`,
      "@build/suggest-index": `${BUILD}/worker/suggest-index.json`,
    });
    // A table of tables inside an array of tables ([[ratelimits]] with `simple = { … }`) survives.
    expect(written.ratelimits).toEqual([{ name: "ENQUIRY_LIMITER", namespace_id: "1001", simple: { limit: 5, period: 60 } }]);

    const expected = structuredClone(original) as Record<string, never>;
    Object.assign(expected, {
      main: join(ROOT, "worker/index.ts"),
      assets: { ...(original.assets as object), directory: `${BUILD}/client` },
      d1_databases: [{ ...(original.d1_databases as object[])[0], migrations_dir: join(ROOT, "migrations") }],
      alias: written.alias,
    });
    expect(written).toEqual(expected);
  });
});

describe("buildModuleAliases", () => {
  it("names each generated module of wrangler.toml [alias] as a file of the build folder", () => {
    expect(buildModuleAliases(BUILD)).toEqual({
      "@build/server": `${BUILD}/server/index.js`,
      "@build/site-index": `${BUILD}/worker/site-index.json`,
      "@build/redirect-map": `${BUILD}/worker/redirect-map.json`,
      "@build/site-fallback": `${BUILD}/worker/site-fallback.json`,
      "@build/suggest-index": `${BUILD}/worker/suggest-index.json`,
    });
  });
});
