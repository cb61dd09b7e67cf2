// /page-data/… for anything the pre-render did not write: page data of a path (404 with
// the 404 page's data when there is none), app-data and static query files (spec §7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pagePathOfPageData } from "../../policy/files.ts";
import { resolvePage, sharedFile } from "../lib/site.server.ts";

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

export function loader({ request, context }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const shared = sharedFile(context.site, path);
  if (shared !== undefined) return Response.json(shared, { headers: JSON_HEADERS });
  const pagePath = pagePathOfPageData(path);
  const { status, pageData } = resolvePage(context.site, pagePath ?? "/404", context.suggestions);
  return Response.json(pageData, { status: pagePath ? status : 404, headers: JSON_HEADERS });
}
