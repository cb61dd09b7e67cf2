// The offline pages the service worker shows for a page it has not cached while there is no
// connection: /offline.html, and /de/offline.html for German addresses (spec §4, README
// "Offline"). Self-contained (inline style, no script file), in the UI strings of each language.
import { uiString } from "../../content/lib/locales.ts";
import { homeOf } from "../../policy/paths.ts";

export const OFFLINE_PAGES = { en: "/offline.html", de: "/de/offline.html" } as const;

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function offlinePage(lang: "en" | "de", companyName: string): string {
  const t = (key: string) => escape(uiString(lang, key));
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("offline::title")} | ${escape(companyName)}</title>
<style>
  body { margin: 0; font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #14212b; background: #f1f5f4; }
  main { max-width: 40rem; margin: 0 auto; padding: 4rem 1.25rem; }
  h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 0.75rem; }
  .mark { width: 2.5rem; height: 2.5rem; border-radius: 6px; background: linear-gradient(135deg, #0b6e4f 50%, #14212b 50%); margin-bottom: 1.5rem; }
  a { color: #0b6e4f; }
  .button { display: inline-block; font-weight: 600; padding: 0.7rem 1.2rem; border-radius: 10px; border: 2px solid #0b6e4f; background: #0b6e4f; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true"></div>
  <h1>${t("offline::title")}</h1>
  <p>${t("offline::text")}</p>
  <p><a class="button" href="">${t("offline::retry")}</a></p>
  <p><a href="${homeOf(lang)}">${t("offline::home")}</a></p>
</main>
</body>
</html>
`;
}
