// npm run build: content → Remix build → pre-render → Worker data (spec §2.3, §3, §7).
// Fails with file, line and field on a content or redirect error.
import { mkdirSync, writeFileSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { dirname, join } from "node:path";
import { ContentError } from "../../content/lib/errors.ts";
import { loadSite } from "../../content/lib/load.ts";
import { enquiryForms, isFallbackPath } from "../../content/model.ts";
import type { SiteIndexData } from "../../policy/site-index.ts";
import { STAMP_FILE } from "../lib/freshness.ts";
import { hashInlineCode } from "./inline-hashes.ts";
import { inputsHash } from "../lib/inputs-hash.ts";
import { BUILT_MAP_FILE, type BuiltMap } from "../ops/kv.ts";
import { buildRedirectMap, kvEntries, RedirectError } from "./redirect-map.ts";
import { suggestIndexOf } from "./suggest-index.ts";
import { binOf, BUILD_DIR, CONTENT_ROOT, PUBLIC_DIR, ROOT, stage, startNode } from "../lib/run.ts";
import { offlinePage, OFFLINE_PAGES } from "./offline-page.ts";
import { writePageArt, writePublicOutlines } from "./page-art.ts";
import { writeSearchIndex } from "./search-index.ts";
import { emptyTrash, moveToTrash } from "../lib/trash.ts";
import { serviceWorkerMode, writeServiceWorker } from "./service-worker.ts";
import { atomFeed, robotsTxt, sitemapXml } from "./site-files.ts";
import { FEEDS } from "../../content/feeds.ts";
import { prerender } from "./prerender.ts";

async function main() {
  const started = performance.now();
  console.log("Building the site");
  const swMode = serviceWorkerMode();
  const buildHash = await stage("hashed inputs", () => inputsHash(ROOT, CONTENT_ROOT));
  // The previous build is moved aside, not deleted first (scripts/lib/trash.ts).
  moveToTrash(join(ROOT, BUILD_DIR));
  // The Remix build reads the code, not the content: it runs in its own process while this one
  // validates the content and the redirects (docs/decisions/018-speed.md).
  const remixBuild = stage("remix vite:build", async () => {
    const { code } = await startNode(binOf("@remix-run/dev", "remix"), ["vite:build", "--logLevel", "warn"], {
      env: { SITE_BUILD_HASH: buildHash, SERVICE_WORKER: swMode, BUILD_DIR },
    });
    if (code !== 0) throw new Error(`remix vite:build failed with exit code ${code}`);
  });
  // Awaited below; a stage failing first must not leave this rejection unhandled.
  remixBuild.catch(() => {});
  const site = await stage("validated content", () => loadSite(CONTENT_ROOT, PUBLIC_DIR));
  const pagePaths = site.pages.map((p) => p.path).filter((p) => !isFallbackPath(p));
  const redirects = await stage("checked redirects", () => buildRedirectMap(ROOT, new Set(pagePaths), join(CONTENT_ROOT, "redirects")));
  if (redirects.flattened.length)
    console.log(`    flattened ${redirects.flattened.length} redirect chain(s): npm run redirects -- check lists them`);
  await remixBuild;
  // The pre-render threads write each page's search document beside the site; Pagefind indexes
  // them in its own process while the stages below run beside it, and the build is complete (its
  // stamp written) once both are done (docs/decisions/018-speed.md).
  const searchDir = join(ROOT, BUILD_DIR, "search-documents");
  const rendered = await stage("pre-rendered pages", () => prerender(join(ROOT, BUILD_DIR), site, searchDir));
  const indexed = stage("indexed pages for search", async () => {
    await writeSearchIndex(searchDir, join(ROOT, BUILD_DIR, "client/pagefind"));
    moveToTrash(searchDir);
  });
  // Awaited below; a stage failing first must not leave this rejection unhandled.
  indexed.catch(() => {});
  // The index is the last stage to finish, and most of its work runs on one core: this thread
  // (which started Pagefind at its own priority above) now yields the CPU to it, and the stages
  // below run in what the index leaves free (decision 018).
  setPriority(constants.priority.PRIORITY_LOW);
  await stage("wrote sitemap, robots.txt, feeds, page art and offline pages", async () => {
    const out = (file: string, text: string) => {
      mkdirSync(dirname(join(ROOT, BUILD_DIR, "client", file)), { recursive: true });
      writeFileSync(join(ROOT, BUILD_DIR, "client", file), text);
    };
    out("/sitemap.xml", await sitemapXml(site));
    writePageArt(site.pages, out);
    writePublicOutlines(PUBLIC_DIR, out);
    const company = site.staticQuery.data.siteMetadata.companyName;
    for (const lang of ["en", "de"] as const) out(OFFLINE_PAGES[lang], offlinePage(lang, company));
    out("/robots.txt", robotsTxt(site));
    const today = new Date().toISOString().slice(0, 10);
    for (const feed of FEEDS) out(feed.file, atomFeed(site, feed, today));
  });
  const sw = await stage(`wrote the service worker (${swMode === "off" ? "kill switch" : "workbox"})`, () =>
    writeServiceWorker(join(ROOT, BUILD_DIR, "client"), swMode),
  );
  await stage("wrote Worker data", () => {
    const dir = join(ROOT, BUILD_DIR, "worker");
    mkdirSync(dir, { recursive: true });
    const inline = hashInlineCode(join(ROOT, BUILD_DIR, "client"), rendered.inline);
    const forms = enquiryForms(site.pages);
    const { heldEnquiryCap: cap, heldEnquiryDays: days } = site.staticQuery.data.facts;
    writeFileSync(
      join(dir, "site-index.json"),
      JSON.stringify({ buildHash, pages: pagePaths, inline, forms, held: { cap, days }, security: site.security } satisfies SiteIndexData),
    );
    writeFileSync(join(dir, "redirect-map.json"), JSON.stringify(redirects.snapshot));
    // What the 404 page's "did you mean" knows of the site (policy/suggest.ts).
    writeFileSync(join(dir, "suggest-index.json"), JSON.stringify(suggestIndexOf(site.pages, redirects.rules)));
    // Every known page is a file; the Worker's Remix handler renders the fallbacks, and a page
    // with an enquiry form again with what the visitor typed.
    const fallbacks = site.pages.filter((p) => isFallbackPath(p.path) || p.path in forms);
    writeFileSync(join(dir, "site-fallback.json"), JSON.stringify({ ...site, pages: fallbacks }));
    // What `npm start` and `npm run deploy` publish (scripts/ops/redirect-publish.ts).
    const built: BuiltMap = { version: redirects.map.meta.version, entries: kvEntries(redirects) };
    writeFileSync(join(ROOT, BUILD_DIR, BUILT_MAP_FILE), JSON.stringify(built));
  });
  await indexed;
  writeFileSync(join(ROOT, BUILD_DIR, STAMP_FILE), JSON.stringify({ inputsHash: buildHash, builtAt: new Date().toISOString() }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${site.pages.length} pages (${rendered.files} files, ${rendered.searchable} searchable, ${sw.precached} precached by /sw.js, build hash ${buildHash}, redirect map ${redirects.map.meta.version}, ${redirects.rules.length} rules) in ${seconds} s`,
  );
}

// Remix's single fetch leaves a ~5 s stream-abort timer per rendered request; exit when done
// rather than wait for them. The previous build, moved aside at the start, is deleted by a
// process of its own (scripts/lib/trash.ts).
void main()
  .then(
    () => 0,
    (error: unknown) => {
      if (error instanceof ContentError || error instanceof RedirectError) console.error(`\n${error.message}\n`);
      else console.error(error);
      return 1;
    },
  )
  .then((code) => {
    emptyTrash();
    process.exit(code);
  });
