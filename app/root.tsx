import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { CookieNotice } from "./components/cookie-notice.tsx";
import { DelayedLoadIndicator } from "./components/delayed-load.tsx";
import { PrefetchLinks } from "./components/prefetch-links.tsx";
import { ScrollManager } from "./components/scroll-manager.tsx";
import { DEFAULT_LANGUAGE } from "./i18n/config.ts";
import { remixI18n } from "./i18n/i18n.server.ts";
import { createI18n } from "./i18n/instance.ts";
import { useRouteData } from "./i18n/ui.ts";
import { useNonce } from "./lib/nonce.ts";
import type { RouteData } from "./lib/page-data.ts";
import stylesheet from "./styles/site.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-512.png" },
  { rel: "alternate", type: "application/atom+xml", title: "Northfold blog", href: "/blog/feed.xml" },
  { rel: "alternate", type: "application/atom+xml", title: "Northfold news", href: "/company/news/feed.xml" },
];

/** The UI locale (remix-i18next). Pre-rendered into every page and never asked again. */
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
  const lang = route?.pageData.result.page.fields.lang ?? "en";
  return (
    <html lang={lang} data-build-hash={__BUILD_HASH__}>
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
  const data = useLoaderData<typeof loader>();
  const locale = data?.locale ?? DEFAULT_LANGUAGE;
  const i18n = useMemo(() => createI18n(), []);
  useChangeLanguage(locale);
  // Marks the document as interactive (client navigation, cookie notice, prefetch are live).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
      <CookieNotice />
      <DelayedLoadIndicator />
      <ScrollManager />
      <PrefetchLinks />
    </I18nextProvider>
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
