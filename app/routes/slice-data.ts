// /slice-data/<name>.json: the header and footer slices (spec §7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sharedFile } from "../lib/site.server.ts";

export function loader({ request, context }: LoaderFunctionArgs) {
  const slice = sharedFile(context.site, new URL(request.url).pathname);
  if (slice === undefined) return Response.json({ error: "No such slice" }, { status: 404 });
  return Response.json(slice, { headers: { "content-type": "application/json; charset=utf-8" } });
}
