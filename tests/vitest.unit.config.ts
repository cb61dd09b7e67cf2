// Unit tests beside the code (`*.test.ts`) and project-wide checks in tests/, in Node.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  define: { __BUILD_HASH__: JSON.stringify("unit-test-hash"), __SW_ENABLED__: "true" },
  test: {
    include: ["{app,worker,content,redirects,scripts}/**/*.test.{ts,tsx}", "tests/*.test.ts"],
    environment: "node",
  },
});
