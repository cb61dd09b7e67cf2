/// <reference types="vite/client" />

/** The build hash (spec §3 webpackCompilationHash), fixed at build time. */
declare const __BUILD_HASH__: string;

/** False when the build ships the service-worker kill switch (SERVICE_WORKER=off). */
declare const __SW_ENABLED__: boolean;

declare module "virtual:template-chunks" {
  const chunks: Partial<Record<import("../content/model.ts").TemplateName, string>>;
  export default chunks;
}
