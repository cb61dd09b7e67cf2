// Vite plugin of the build: the client file of each template, for the server to preload.
// Used by vite.config.ts only.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { templateNames } from "../../content/schema/pages.ts";
import { DISPLAY_FACE_ALIAS, writeDisplayFace } from "./display-face.ts";

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

const TEMPLATE_DIR = "/app/templates/";

/**
 * The browser's code, as small as it is sent (decision 018):
 * - chunks: React, Remix and every module the entry and the routes import statically go into
 *   one chunk, `app`; each template keeps its own chunk, with what only templates import. One
 *   file compresses better than many small ones, and the page asks for fewer;
 * - terser, after esbuild's transform: about 4 % less after gzip, on React above all. The
 *   server build stays unminified.
 */
export function clientBundle(): Plugin {
  return {
    name: "client-bundle",
    config: (_config, env) =>
      env.isSsrBuild
        ? undefined
        : {
            build: {
              minify: "terser",
              terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, mangle: { toplevel: true } },
              rollupOptions: {
                output: {
                  manualChunks(id, { getModuleInfo }) {
                    const core = new Map<string, boolean>();
                    const fromCore = (moduleId: string): boolean => {
                      const known = core.get(moduleId);
                      if (known !== undefined) return known;
                      core.set(moduleId, false); // an import cycle leads nowhere new
                      const info = getModuleInfo(moduleId);
                      const result = !!info && !moduleId.includes(TEMPLATE_DIR) && (info.isEntry || info.importers.some(fromCore));
                      core.set(moduleId, result);
                      return result;
                    };
                    // Entries keep chunks of their own: the client entry runs on import (it
                    // hydrates, so the deferred script imports it last), and a route module
                    // placed in `app` would lend the chunk its name.
                    return fromCore(id) && !getModuleInfo(id)?.isEntry ? "app" : undefined;
                  },
                },
              },
            },
          },
  };
}

/**
 * The display face (decision 036): its woff2 files and @font-face rules, written into `dir` when
 * the build starts (again only when their inputs changed) and reached as `@display-face/…` by the
 * stylesheet and the root's preload, so Vite names and hashes them like any other asset.
 */
export function displayFace(dir: string): Plugin {
  return {
    name: "display-face",
    async config() {
      await writeDisplayFace(dir);
      return { resolve: { alias: { [DISPLAY_FACE_ALIAS]: dir } } };
    },
  };
}
