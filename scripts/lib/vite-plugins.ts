// Vite plugin of the build: the client file of each template, for the server to preload.
// Used by vite.config.ts only.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { templateNames } from "../../content/schema/pages.ts";

const CHUNKS_ID = "virtual:template-chunks";

interface ManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * `virtual:template-chunks` (server build only): template name → URL of its client chunk,
 * read from the client build's Vite manifest, which exists while the server build runs.
 */
export function templateChunks(root: string, clientDir: string): Plugin {
  return {
    name: "template-chunks",
    resolveId: (id) => (id === CHUNKS_ID ? `\0${CHUNKS_ID}` : undefined),
    load(id, options) {
      if (id !== `\0${CHUNKS_ID}`) return undefined;
      if (!options?.ssr) throw new Error(`${CHUNKS_ID} is server-only`);
      const manifestFile = join(root, clientDir, ".vite/manifest.json");
      if (!existsSync(manifestFile)) return "export default {};"; // dev server: no preload hints
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>;
      const chunks: Record<string, string> = {};
      for (const name of templateNames) {
        const entry = manifest[`app/templates/${name}.tsx`];
        if (!entry) throw new Error(`No client chunk for template "${name}" (app/templates/${name}.tsx) in ${manifestFile}`);
        chunks[name] = `/${entry.file}`;
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
