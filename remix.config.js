// Remix options, read by vite.config.ts. Routes are declared in app/routes.ts (v3_routeConfig).
// Why v3_lazyRouteDiscovery stays off: docs/decisions/002-remix-vite-and-routes.md.
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverBuildFile: "index.js",
  serverModuleFormat: "esm",
  ssr: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
    v3_lazyRouteDiscovery: false,
  },
};
