// Unit tests beside the code (`*.test.ts`) and project-wide behaviour tests in tests/unit, in
// Node. They need no build, and they read fixtures only: tests/setup/unit.ts fails a
// test that reads the real site's pages or redirect rules.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  define: { __BUILD_HASH__: JSON.stringify("unit-test-hash"), __SW_ENABLED__: "true" },
  test: {
    include: ["{app,worker,content,policy,redirects,scripts}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/unit.ts"],
  },
});
