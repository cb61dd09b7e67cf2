// The catch-all content route: the server loader serves page data, the clientLoader
// fetches the pre-rendered page-data JSON on client navigations (spec §4, §7).
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "@remix-run/react";
import { createElement } from "react";
import { SiteFrame } from "../components/site-frame.tsx";
import { pageMeta } from "../lib/meta.ts";
import { siteQuery } from "../lib/static-query.ts";
import { referenceTo, type RouteData } from "../lib/page-data.ts";
import { resolvePage, routeData } from "../lib/site.server.ts";
import { enquiryFormOf } from "../../content/model.ts";
import { pageDataPath } from "../../policy/files.ts";
import { withoutTrailingSlash } from "../../policy/paths.ts";
import { addressAfterRedirects, loadNavigation } from "../runtime/page-loader.ts";
import { appUpdated, forgetCachedPage, markResourcesFailed } from "../runtime/service-worker.ts";
import { getLoadedTemplate, loadTemplate } from "../templates/registry.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status, pageData } = resolvePage(context.site, new URL(request.url).pathname, context.suggestions);
  await loadTemplate(pageData.componentChunkName);
  // An enquiry form the Worker renders again: what was typed and what is wrong travel along.
  const enquiry = context.enquiry ? { enquiry: context.enquiry } : {};
  const route: RouteData = { ...routeData(context.site, pageData), ...enquiry };
  // Pre-rendered, the page's data travels as a reference to its page-data file and the render
  // takes the data from the load context (entry.server.tsx, decision 018).
  if (context.byReference && status === 200) {
    context.byReference.route = route;
    return data(referenceTo(route) as unknown as RouteData, { status });
  }
  return data(route, { status });
}

/** Hands the navigation to the browser: a full load of the target (spec §4). */
function fullLoad(href: string): Promise<never> {
  window.location.assign(href);
  return new Promise<never>(() => {});
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<RouteData> {
  const url = new URL(request.url);
  // The fragment is not part of the request; the router's pending location has it.
  const hash =
    (window as unknown as { __remixRouter?: { state: { navigation: { location?: { hash: string } } } } }).__remixRouter?.state.navigation
      .location?.hash ?? "";
  const target = `${url.pathname}${url.search}${hash}`;
  // A newer service worker took over: load pages in full from now on (spec §4).
  if (appUpdated()) return fullLoad(target);
  // Page data has one name for /x and /x/, but a rule may send them to different pages: a path
  // with a trailing slash (never a page, spec §2.3) asks the Worker where its one 301 leads,
  // and the router shows that address, as a full load would.
  if (url.pathname !== withoutTrailingSlash(url.pathname)) {
    const landing = await addressAfterRedirects(`${url.pathname}${url.search}`);
    if (!landing || new URL(landing, url).pathname === url.pathname) return fullLoad(target);
    throw redirect(`${landing}${hash}`);
  }
  const navigation = await loadNavigation(url.pathname, { runningHash: __BUILD_HASH__ });
  if (navigation.kind === "full-load") {
    if (navigation.reason === "build-changed") await forgetCachedPage(url.pathname, pageDataPath(url.pathname));
    else markResourcesFailed();
    return fullLoad(target);
  }
  if (navigation.redirectedTo) {
    // Redirected in the browser: the target takes the old address's place (spec §2.4); its
    // page data is already loaded, so this costs no second request.
    throw redirect(`${navigation.redirectedTo}${url.search}${hash}`);
  }
  // A page with an enquiry form is loaded in full: the Worker signs each form it serves.
  if (enquiryFormOf(navigation.data.pageData.result.page)) return fullLoad(target);
  return navigation.data;
}

export const meta: MetaFunction = ({ data: route }) => (route ? pageMeta(route as RouteData) : []);

export default function ContentRoute() {
  const route = useLoaderData<RouteData>();
  const { pageData, slices } = route;
  const site = siteQuery(route);
  const page = pageData.result.page;
  // A template is loaded once and kept (templates/registry.ts): the same component on every render.
  return (
    <SiteFrame site={site} slices={slices} page={page}>
      {createElement(getLoadedTemplate(pageData.componentChunkName), { page, site })}
    </SiteFrame>
  );
}
