// Remix options, read by vite.config.ts. Routes are declared in app/routes.ts (v3_routeConfig).
import { REMIX_FUTURE } from "./policy/remix-handoff.ts";

/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverBuildFile: "index.js",
  serverModuleFormat: "esm",
  ssr: true,
  future: REMIX_FUTURE,
};
