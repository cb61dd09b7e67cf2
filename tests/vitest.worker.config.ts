// Worker tests in the real runtime (workerd via Miniflare) with the wrangler.toml used for
// deploy: the same assets, KV binding and bundled build. Needs `npm run build` first.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
  resolve: {
    alias: {
      "@build/server": `${root}build/server/index.js`,
      "@build/site-index": `${root}build/worker/site-index.json`,
      "@build/redirect-map": `${root}build/worker/redirect-map.json`,
      "@build/site-fallback": `${root}build/worker/site-fallback.json`,
    },
  },
  test: {
    include: ["tests/worker/**/*.test.ts"],
    testTimeout: 60_000,
    // @remix-run/cloudflare is CommonJS with circular requires; pre-bundle it for workerd.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
  },
});
