import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTemplate } from "./templates/registry.ts";

async function hydrate() {
  // The pre-rendered page names its template; it must be loaded before hydration, or React
  // would find different markup and re-render the whole page.
  const hint = document.querySelector<HTMLLinkElement>("link[rel=modulepreload][data-template]");
  if (hint?.dataset.template) await loadTemplate(hint.dataset.template);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

void hydrate();
