// The real site as the Worker serves it: every page the build pre-rendered, with its template
// and fields from its page data.
import siteIndex from "@build/site-index";
import { pageDataPath } from "../../policy/files.ts";
import { getJson } from "../worker/helpers.ts";

export interface SitePage {
  path: string;
  template: string;
  fields: Record<string, unknown> & { lang?: string; translation?: string; kind?: string; collection?: string };
}

interface PageData {
  componentChunkName: string;
  result: { page: { fields: SitePage["fields"] } };
}

let pages: Promise<SitePage[]> | undefined;

/** Every pre-rendered page (fallbacks aside), read once per test file. */
export function sitePages(): Promise<SitePage[]> {
  pages ??= Promise.all(
    siteIndex.pages.map(async (path) => {
      const data = await getJson<PageData>(pageDataPath(path));
      return { path, template: data.componentChunkName, fields: data.result.page.fields };
    }),
  );
  return pages;
}
