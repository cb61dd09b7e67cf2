// Template name (page data's componentChunkName) → its module, each loaded on demand as
// its own chunk. A template must be loaded before a page that uses it renders.
import type { ComponentType } from "react";
import type { TemplateName } from "../../content/model.ts";
import type { TemplateProps } from "./props.ts";

type TemplateModule = { default: ComponentType<TemplateProps<never>> };

const importers: Record<TemplateName, () => Promise<TemplateModule>> = {
  landing: () => import("./landing.tsx"),
  article: () => import("./article.tsx"),
  "blog-post": () => import("./blog-post.tsx"),
  news: () => import("./news.tsx"),
  portfolio: () => import("./portfolio.tsx"),
  expert: () => import("./expert.tsx"),
  job: () => import("./job.tsx"),
  listing: () => import("./listing.tsx"),
  text: () => import("./text.tsx"),
  search: () => import("./search.tsx"),
  "not-found": () => import("./not-found.tsx"),
  "server-error": () => import("./server-error.tsx"),
};

const loaded = new Map<string, ComponentType<TemplateProps>>();

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(importers, name);
}

/** Loads a template's chunk; rejects for a name no template has. */
export async function loadTemplate(name: string): Promise<ComponentType<TemplateProps>> {
  const ready = loaded.get(name);
  if (ready) return ready;
  if (!isTemplateName(name)) throw new Error(`We couldn't find the correct component chunk with the name ${name}`);
  const mod = await importers[name]();
  const component = mod.default as ComponentType<TemplateProps>;
  loaded.set(name, component);
  return component;
}

/** A template that loadTemplate has already loaded (spec §8 message otherwise). */
export function getLoadedTemplate(name: string): ComponentType<TemplateProps> {
  const component = loaded.get(name);
  if (!component) throw new Error(`We couldn't find the correct component chunk with the name ${name}`);
  return component;
}
