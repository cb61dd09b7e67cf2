import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { clientBundle, displayFace, templateChunks } from "./scripts/build/vite-plugins.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
// Set by scripts/build/build.ts from the build's inputs; "development" under `vite dev`.
const buildHash = process.env.SITE_BUILD_HASH ?? "development";

export default defineConfig({
  plugins: [
    displayFace(`${root}node_modules/.cache/display-face`),
    templateChunks(root, `${remixConfig.buildDirectory}/client`),
    clientBundle(),
    remix(remixConfig),
  ],
  define: {
    __BUILD_HASH__: JSON.stringify(buildHash),
    // SERVICE_WORKER=off builds the kill switch: pages then remove any registration.
    __SW_ENABLED__: JSON.stringify(process.env.SERVICE_WORKER !== "off"),
  },
  // One self-contained server bundle that runs in workerd and in the Node pre-renderer.
  ssr: {
    noExternal: true,
    target: "webworker",
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  build: { assetsInlineLimit: 0 },
});
