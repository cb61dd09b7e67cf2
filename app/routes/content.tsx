// The catch-all content route: the server loader serves page data, the clientLoader
// fetches the pre-rendered page-data JSON on client navigations (spec §4, §7).
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "@remix-run/react";
import { SiteFrame } from "../components/site-frame.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { RouteData } from "../lib/page-data.ts";
import { resolvePage, routeData } from "../lib/site.server.ts";
import { loadRouteData } from "../runtime/page-loader.ts";
import { getLoadedTemplate, loadTemplate } from "../templates/registry.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status, pageData } = resolvePage(context.site, new URL(request.url).pathname);
  await loadTemplate(pageData.componentChunkName);
  return data(routeData(context.site, pageData), { status });
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<RouteData> {
  const url = new URL(request.url);
  try {
    return await loadRouteData(url.pathname);
  } catch (error) {
    // A page that cannot be loaded in the browser is loaded by the browser (spec §4).
    console.error(error);
    window.location.assign(url.href);
    return new Promise<never>(() => {});
  }
}

export const meta: MetaFunction = ({ data: route }) => (route ? pageMeta(route as RouteData) : []);

export default function ContentRoute() {
  const route = useLoaderData<RouteData>();
  const { pageData, staticQueries, slices } = route;
  const site = staticQueries[pageData.staticQueryHashes[0] ?? ""];
  if (!site) throw new Error(`We couldn't load ${pageData.staticQueryHashes[0]}`);
  const Template = getLoadedTemplate(pageData.componentChunkName);
  return (
    <SiteFrame site={site} slices={slices} page={pageData.result.page}>
      <Template page={pageData.result.page} site={site} />
    </SiteFrame>
  );
}
