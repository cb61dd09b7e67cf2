// The UI strings of the page on screen. They travel with the site data (spec §3 translation
// nodes, English and German), so the browser needs no i18n library: a page's language picks
// its node (`lang: de` the German one), and a key missing there (the cookie notice, which stays
// in English, spec §9) comes from English. Components call useUi(); no string lives in a
// component.
import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import type { TranslationNode } from "../../content/model.ts";
import { fillPlaceholders, type UiValue } from "../../content/ui-strings.ts";
import type { RouteData } from "../lib/page-data.ts";
import { siteQuery } from "../lib/static-query.ts";
import { DEFAULT_LANGUAGE } from "./config.ts";

export type Lang = "en" | "de";
export type UiT = (key: string, vars?: Record<string, UiValue>) => string;

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

/** The strings of the page's language, or of `language` where a part keeps its own (the cookie notice). */
export function useUi(language?: Lang): Ui {
  const route = useRouteData();
  const lang = language ?? route?.pageData.result.page.fields.lang ?? DEFAULT_LANGUAGE;
  const nodes = route ? siteQuery(route).translations : undefined;
  return useMemo(() => ({ lang, t: translator(nodes ?? [], lang) }), [lang, nodes]);
}

/** Looks keys up in the node of `lang`, then in English. */
export function translator(nodes: readonly TranslationNode[], lang: Lang): UiT {
  const own = nodes.find((n) => n.language === lang)?.data ?? {};
  const english = nodes.find((n) => n.language === DEFAULT_LANGUAGE)?.data ?? {};
  // A key found nowhere shows as itself, as i18next would; tests/unit/i18n.test.ts keeps every key defined.
  return (key, vars) => fillPlaceholders(own[key] ?? english[key] ?? key, vars);
}
