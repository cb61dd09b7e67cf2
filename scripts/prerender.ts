// Pre-renders every page through the real server build: HTML, page data and the shared
// JSON files, written where the Worker's assets layer serves them (spec §2.3, §7).
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { statusOf, type SiteBundle } from "../content/model.ts";
import { APP_DATA_PATH, htmlFileOf, pageDataPath, slicePath, staticQueryPath } from "../redirects/core/paths.ts";
import { contentByReference } from "./lib/content-once.ts";
import { deferHydration } from "./lib/defer-hydration.ts";

const SHARED_FILES = (bundle: SiteBundle) => [
  APP_DATA_PATH,
  staticQueryPath(bundle.staticQuery.hash),
  ...Object.keys(bundle.slices).map(slicePath),
];

export interface Prerendered {
  files: number;
  /** Each page's path and HTML, for the search index. */
  pages: Array<{ path: string; html: string }>;
}

/** `buildDir` holds the Remix build (client/ and server/). */
export async function prerender(buildDir: string, bundle: SiteBundle): Promise<Prerendered> {
  const clientDir = join(buildDir, "client");
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  let files = 0;
  const pages: Prerendered["pages"] = [];
  async function save(urlPath: string, file: string, status: number): Promise<string> {
    const res = await handle(new Request(`http://prerender.invalid${urlPath}`), { site: bundle });
    if (res.status !== status)
      throw new Error(`Pre-rendering ${urlPath}: expected status ${status}, got ${res.status}\n${(await res.text()).slice(0, 400)}`);
    const out = join(clientDir, file);
    mkdirSync(dirname(out), { recursive: true });
    const html = file.endsWith(".html");
    let text = await res.text();
    if (html) {
      // A page hydrates from its page-data file; the fallback pages, which answer for other
      // addresses, keep their data inline (decision 018).
      const byReference = status === 200;
      if (byReference) text = await contentByReference(text, urlPath);
      // The page's scripts start once it has painted and the browser is idle (decision 018).
      text = deferHydration(text, byReference ? urlPath : undefined);
    }
    // A page is a whole document: nothing may follow its end (decision 012).
    if (html && !text.endsWith("</body></html>"))
      throw new Error(`Pre-rendering ${urlPath}: the document does not end with </body></html>`);
    writeFileSync(out, text);
    files++;
    return text;
  }
  for (const page of bundle.pages) {
    pages.push({ path: page.path, html: await save(page.path, htmlFileOf(page.path), statusOf(page.path)) });
    // The fallbacks' data answers 404/500 from the server and is kept as a plain file too.
    await save(pageDataPath(page.path), pageDataPath(page.path), statusOf(page.path));
  }
  for (const file of SHARED_FILES(bundle)) await save(file, file, 200);
  return { files, pages };
}
