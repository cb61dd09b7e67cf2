import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATE_FROM } from "../policy/files.ts";
import { REMIX_HANDOFF, type Handoff } from "../policy/remix-handoff.ts";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "./i18n/config.ts";
import { browserBuildCheck } from "./runtime/build-check.ts";
import { languageRedirect, storedLanguage } from "./runtime/language.ts";
import { registerServiceWorker } from "./runtime/service-worker.ts";
import { linkManifest } from "./runtime/manifest-link.ts";
import { hydrationData } from "./runtime/page-loader.ts";
import { fillReferencedData, templateReady } from "./runtime/startup.ts";
import { takeHandoff } from "./runtime/handoff.ts";
import { loadTemplate } from "./templates/registry.ts";
import { ENQUIRY_FORM_SELECTOR, loadEnquiryForm } from "./components/enquiry-form-loader.tsx";

async function start() {
  // Spec §4: a supported non-default language sends the visitor to its prefix (never with English only).
  // Reading window.localStorage itself throws where storage is blocked: read it inside getItem.
  const stored = storedLanguage({ getItem: (key) => window.localStorage.getItem(key) });
  const target = languageRedirect(window.location.pathname, stored, navigator.languages ?? [], {
    supported: SUPPORTED_LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  });
  if (target) return window.location.replace(`${target}${window.location.search}${window.location.hash}`);

  // The pre-rendered page names its template; it must be loaded before hydration, or React
  // would find different markup and re-render the whole page. A pre-rendered page's content
  // comes from its page-data file, not from the document (docs/decisions/018-speed.md).
  const hint = document.querySelector<HTMLLinkElement>("link[rel=modulepreload][data-template]");
  const globals = window as unknown as Record<string, unknown>;
  const hydrateFrom = globals[HYDRATE_FROM];
  // A pre-rendered page hands over Remix's route modules and loader data here; a page Remix
  // rendered on request has set them up with its own scripts.
  const handoff = globals[REMIX_HANDOFF] as Handoff | undefined;
  const [ready, content, formReady, routesReady] = await Promise.all([
    templateReady(hint?.dataset.template, loadTemplate, window.location.pathname),
    typeof hydrateFrom === "string" ? hydrationData(hydrateFrom, { runningHash: __BUILD_HASH__ }) : undefined,
    // The enquiry form's chunk, on a page that has the form.
    document.querySelector(ENQUIRY_FORM_SELECTOR)
      ? loadEnquiryForm().then(
          () => true,
          () => false,
        )
      : true,
    handoff
      ? takeHandoff(handoff).then(
          () => true,
          () => false,
        )
      : true,
  ]);
  // What no first paint needs, now that the page has painted: the web app manifest.
  linkManifest();
  // Without them the page stays as pre-rendered; its links then load pages in full. A page of
  // an older build than its data still reloads once (spec §4).
  if (!ready || !formReady || !routesReady) return;
  if (content === null) return void browserBuildCheck(__BUILD_HASH__);
  if (content) fillReferencedData((window as unknown as { __remixContext: object }).__remixContext, content);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
  // Spec §4: a page from an older build reloads once.
  void browserBuildCheck(__BUILD_HASH__);
  void registerServiceWorker(
    { location: window.location, container: navigator.serviceWorker, caches: window.caches, log: console },
    __SW_ENABLED__,
  );
}

void start();
