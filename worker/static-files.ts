// Step 4: what the build wrote, from the assets binding: pages (/crm → crm.html; a page with an
// enquiry form gets a fresh form token), their page data, hashed JS and CSS, feeds and the other
// files. The error pages are not served under their own addresses (spec §2.3). Which file
// answers a path is policy/site-index.ts (fileStepOf); this module fetches it.
import { FEED_TYPE, isFeedFile } from "../policy/files.ts";
import { fileStepOf, type SiteIndex } from "../policy/site-index.ts";
import { notFound, type Answer } from "./answer.ts";
import { withFormToken } from "./enquiry.ts";

export async function fileAnswer(request: Request, env: Env, url: URL, path: string, pages: SiteIndex): Promise<Answer | null> {
  const step = fileStepOf(path, pages);
  if (!step) return null;
  if ("notFound" in step) return notFound(env, request, path);
  if ("page" in step) {
    const file = step.page;
    if (pages.formOf(path)) {
      const res = await env.ASSETS.fetch(new URL(file, url), { method: "GET" });
      if (res.ok) return { response: await withFormToken(res, env), outcome: "page", document: { file } };
    }
    const res = await env.ASSETS.fetch(new URL(file, url), request);
    // 304 answers a revalidation (If-None-Match): it is the page too.
    if (res.status !== 404) return { response: res, outcome: "page", document: { file } };
    return null;
  }
  const res = await env.ASSETS.fetch(request);
  if (res.status === 404) return null;
  const document = path.endsWith(".html") ? { file: path } : undefined;
  if (!isFeedFile(path) || !res.ok) return { response: res, outcome: "asset", document };
  // The assets layer types .xml as application/xml; a feed is Atom.
  const feed = new Response(res.body, res);
  feed.headers.set("content-type", `${FEED_TYPE}; charset=utf-8`);
  return { response: feed, outcome: "asset", document, madeHere: true };
}
