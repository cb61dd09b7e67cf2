// `npm start` as the README runs it, in a process tree of its own (tests/start): it serves the
// fixture site (build-fixture/, built when stale), so `npm test` runs it after the fixture build.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: { include: ["tests/start/**/*.test.ts"], environment: "node", testTimeout: 360_000 },
});
