import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import type { LinksFunction } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
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

function useRouteData(): RouteData | undefined {
  const match = useMatches().find((m) => (m.data as RouteData | undefined)?.pageData);
  return match?.data as RouteData | undefined;
}

/** Preload hint for the page's template chunk; entry.client awaits it before hydrating. */
function TemplatePreload({ route }: { route: RouteData | undefined }) {
  if (!route?.templateChunk) return null;
  return <link rel="modulepreload" href={route.templateChunk} data-template={route.pageData.componentChunkName} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const route = useRouteData();
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
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
