// The UI strings of the page on screen. English comes from the app's i18next instance (the
// only configured language, spec §9); German pages (`lang: de`) read the German translation
// node that travels with the site data (spec §3). Components call useUi(), not useTranslation():
// no German string lives in a component.
import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RouteData } from "../lib/page-data.ts";
import { siteQuery } from "../lib/static-query.ts";

export type Lang = "en" | "de";
export type UiT = (key: string, vars?: Record<string, string | number>) => string;

export interface Ui {
  /** The page's language, which is the language of everything around its content. */
  lang: Lang;
  t: UiT;
}

/** The content route's data, from anywhere in the tree (the root layout, the frame). */
export function useRouteData(): RouteData | undefined {
  const match = useMatches().find((m) => (m.data as RouteData | undefined)?.pageData);
  return match?.data as RouteData | undefined;
}

export function useUi(): Ui {
  const { t, i18n } = useTranslation();
  const route = useRouteData();
  const lang = route?.pageData.result.page.fields.lang ?? "en";
  const node = lang === "en" || !route ? undefined : siteQuery(route).translations.find((n) => n.language === lang);
  return useMemo(() => {
    if (!node) return { lang, t: (key, vars) => t(key, vars) };
    return {
      lang,
      t: (key, vars = {}) => {
        const template = node.data[key];
        return template === undefined ? t(key, vars) : i18n.services.interpolator.interpolate(template, vars, lang, {});
      },
    };
  }, [lang, node, t, i18n]);
}
