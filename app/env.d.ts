/// <reference types="vite/client" />

/** The build hash (spec §3 webpackCompilationHash), fixed at build time. */
declare const __BUILD_HASH__: string;

declare module "virtual:template-chunks" {
  const chunks: Partial<Record<import("../content/model.ts").TemplateName, string>>;
  export default chunks;
}
