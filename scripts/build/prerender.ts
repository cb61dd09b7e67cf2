// Pre-renders every page through the real server build: HTML, page data and the shared
// JSON files, written where the Worker's assets layer serves them (spec §2.3, §7). The pages
// are split between worker threads, one per core (docs/decisions/018-speed.md); each loads the
// server build once, renders its share and writes each page's search document beside it.
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { isFallbackPath, statusOf, type SiteBundle } from "../../content/model.ts";
import { APP_DATA_PATH, htmlFileOf, pageDataPath, slicePath, staticQueryPath } from "../../policy/files.ts";
import { deferHydration } from "./defer-hydration.ts";
import type { InlineCode } from "./inline-hashes.ts";
import { searchDocument } from "./search-index.ts";

const SHARED_FILES = (bundle: SiteBundle) => [
  APP_DATA_PATH,
  staticQueryPath(bundle.staticQuery.hash),
  ...Object.keys(bundle.slices).map(slicePath),
];

export interface Prerendered {
  files: number;
  /** How many search documents were written (every page but the fallbacks). */
  searchable: number;
  /** The inline code of each HTML file written, by its path on the site (`/crm.html`), for the policy's hashes. */
  inline: Record<string, InlineCode>;
}

export interface Shard {
  buildDir: string;
  bundle: SiteBundle;
  /** The pages of `bundle` this shard renders. */
  paths: string[];
  /** Whether it writes the shared files too. */
  shared: boolean;
  /** Where each page's search document goes (scripts/build/search-index.ts). */
  searchDir: string;
}

/** Renders one shard's pages (and the shared files, when asked) and writes them (in a thread: scripts/build/prerender-thread.ts). */
export async function renderShard({ buildDir, bundle, paths, shared, searchDir }: Shard): Promise<Prerendered> {
  const clientDir = join(buildDir, "client");
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  let files = 0;
  let searchable = 0;
  const inline: Prerendered["inline"] = {};
  /** The directories made so far. */
  const made = new Set<string>();
  function write(out: string, text: string) {
    const dir = dirname(out);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    writeFileSync(out, text);
  }
  async function save(urlPath: string, file: string, status: number): Promise<string> {
    const html = file.endsWith(".html");
    // A page hydrates from its page-data file; the fallback pages, which answer for other
    // addresses, keep their data inline (decision 018).
    const byReference = html && status === 200;
    const res = await handle(new Request(`http://prerender.invalid${urlPath}`), {
      site: bundle,
      ...(byReference ? { byReference: {} } : {}),
    });
    if (res.status !== status)
      throw new Error(`Pre-rendering ${urlPath}: expected status ${status}, got ${res.status}\n${(await res.text()).slice(0, 400)}`);
    let text = await res.text();
    if (html) {
      // The page's scripts start once it has painted and the browser is idle (decision 018);
      // its inline code is read in the same pass, in the thread that has the document.
      const deferred = deferHydration(text, byReference ? urlPath : undefined);
      text = deferred.html;
      inline[file] = deferred.inline;
      // A page is a whole document: nothing may follow its end (decision 012).
      if (!text.endsWith("</body></html>")) throw new Error(`Pre-rendering ${urlPath}: the document does not end with </body></html>`);
    }
    write(join(clientDir, file), text);
    files++;
    return text;
  }
  for (const path of paths) {
    const html = await save(path, htmlFileOf(path), statusOf(path));
    if (!isFallbackPath(path)) {
      // Under the page's file name (`/crm` → `crm.html`), which the search page turns back into `/crm`.
      write(join(searchDir, htmlFileOf(path)), searchDocument(html));
      searchable++;
    }
    // The fallbacks' data answers 404/500 from the server and is kept as a plain file too.
    await save(pageDataPath(path), pageDataPath(path), statusOf(path));
  }
  if (shared) for (const file of SHARED_FILES(bundle)) await save(file, file, 200);
  return { files, searchable, inline };
}

/** Each thread loads the server build before it renders: below this many pages a thread, the
 * pages are shared among fewer threads. */
const MIN_PAGES_PER_THREAD = 50;

/** `buildDir` holds the Remix build (client/ and server/); the search documents go to `searchDir`. */
export async function prerender(
  buildDir: string,
  bundle: SiteBundle,
  searchDir: string,
  threads = availableParallelism(),
): Promise<Prerendered> {
  const paths = bundle.pages.map((p) => p.path);
  const count = Math.max(1, Math.min(threads, Math.ceil(paths.length / MIN_PAGES_PER_THREAD)));
  const shards: Shard[] = Array.from({ length: count }, (_, i) => ({
    buildDir,
    bundle,
    paths: paths.filter((_, n) => n % count === i),
    shared: i === 0,
    searchDir,
  }));
  const done = await Promise.all(
    shards.map(
      (shard) =>
        new Promise<Prerendered>((resolve, reject) => {
          const worker = new Worker(new URL("./prerender-thread.ts", import.meta.url), { workerData: shard });
          let result: Prerendered | undefined;
          worker.once("message", (rendered: Prerendered) => {
            result = rendered;
            // Remix's single fetch leaves a stream-abort timer per request: do not wait for them.
            void worker.terminate();
          });
          worker.once("error", reject);
          worker.once("exit", (code) =>
            result ? resolve(result) : reject(new Error(`a pre-render thread stopped (exit code ${code}) before it finished`)),
          );
        }),
    ),
  );
  return {
    files: done.reduce((n, d) => n + d.files, 0),
    searchable: done.reduce((n, d) => n + d.searchable, 0),
    inline: Object.assign({}, ...done.map((d) => d.inline)) as Prerendered["inline"],
  };
}
