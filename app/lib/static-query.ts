// The site-wide static query data a page names (spec §3 staticQueryHashes), with the
// messages of spec §8 when it is missing.
import type { SiteQueryData } from "../../content/model.ts";
import { staticQueryPath } from "../../policy/files.ts";
import type { RouteData } from "./page-data.ts";

type SiteQuerySource = Pick<RouteData, "pageData" | "staticQueries">;

/** The site query the page names, or undefined where its page data names none or lacks it. */
export const findSiteQuery = (route: SiteQuerySource): SiteQueryData | undefined => {
  const hash = route.pageData.staticQueryHashes[0];
  return hash === undefined ? undefined : route.staticQueries[hash];
};

/** The site query the page names; throws the messages of spec §8 where it is missing. */
export function siteQuery(route: SiteQuerySource): SiteQueryData {
  const hash = route.pageData.staticQueryHashes[0];
  if (!hash) {
    throw new Error(
      `The page data of ${route.pageData.path} lists no static query, so the site query call is misconfigured: every page must name the site query in staticQueryHashes.`,
    );
  }
  const data = findSiteQuery(route);
  if (!data) throw new Error(`We couldn't load ${staticQueryPath(hash)}`);
  return data;
}
