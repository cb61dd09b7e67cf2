import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { ClientNavigation } from "./components/client-navigation.tsx";
import { CookieNotice } from "./components/cookie-notice.tsx";
import { DelayedLoadIndicator } from "./components/delayed-load.tsx";
import { PrefetchLinks } from "./components/prefetch-links.tsx";
import { ScrollManager } from "./components/scroll-manager.tsx";
import { DEFAULT_LANGUAGE } from "./i18n/config.ts";
import { remixI18n } from "./i18n/i18n.server.ts";
import { useRouteData } from "./i18n/ui.ts";
import { STRUCTURED_DATA_TYPE } from "./lib/document.ts";
import { useNonce } from "./lib/nonce.ts";
import type { RouteData } from "./lib/page-data.ts";
import brandFont from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import stylesheet from "./styles/site.css?url";

// The web app manifest is linked by the entry once the page is interactive (runtime/manifest-link.ts);
// the favicon is written into the document by the server (entry.server.tsx).
// The brand typeface is asked for with the stylesheet, so a first page shows it (site.css).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "apple-touch-icon", href: "/icons/icon-512.png" },
];

/** The UI locale (remix-i18next, on the server only): the document's language where no page names one. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { locale: await remixI18n.getLocale(request) };
}

// Client navigations never re-run the root loader: the locale is fixed (stack notes: a root
// loader would otherwise make every navigation ask the server).
export const shouldRevalidate = () => false;

/** Preload hint for the page's template chunk; entry.client awaits it before hydrating. */
function TemplatePreload({ route }: { route: RouteData | undefined }) {
  if (!route?.templateChunk) return null;
  return <link rel="modulepreload" href={route.templateChunk} data-template={route.pageData.componentChunkName} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const route = useRouteData();
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = route?.pageData.result.page.fields.lang ?? root?.locale ?? DEFAULT_LANGUAGE;
  return (
    <html lang={lang} data-build-hash={__BUILD_HASH__} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
        <TemplatePreload route={route} />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive (client navigation, cookie notice, prefetch are live).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The JSON-LD the server wrote describes the first page: it goes once the visitor moves on.
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current)
      for (const script of document.head.querySelectorAll(`script[type="${STRUCTURED_DATA_TYPE}"]`)) script.remove();
  }, [pathname]);
  return (
    <>
      <Outlet />
      <CookieNotice />
      <DelayedLoadIndicator />
      <ScrollManager />
      <ClientNavigation />
      <PrefetchLinks />
    </>
  );
}

/** Last resort when rendering itself fails; the Worker serves /500.html for errors it sees. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="error-fallback">
      <h1>{status === 404 ? "We could not find that page" : "Something went wrong on our side"}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
