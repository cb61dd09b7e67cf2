// The compiled content model: what the build hands to the app and to the pre-renderer.
// Universal (no I/O), so the app may import these types.
import type { Block } from "./schema/blocks.ts";
import type { FrontMatterOf, TemplateName } from "./schema/pages.ts";
import type { Office, SiteSettings } from "./schema/site.ts";

export type { Block, Office, SiteSettings, TemplateName };

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface PageLink {
  path: string;
  title: string;
  description: string;
}

interface PageBase<T extends TemplateName> {
  /** "/" for the home page; "/404" and "/500" for the fallback pages (spec §2.3). */
  path: string;
  template: T;
  /** The template's front matter, validated, without `template`. */
  fields: Omit<FrontMatterOf<T>, "template">;
  /** The Markdown body rendered to HTML ("" when the file has none). */
  html: string;
  headings: Heading[];
  /** Pages this one points readers to (an article's `related`), with their titles. */
  related: PageLink[];
  /** Source file, relative to the project root. */
  source: string;
}

export type CompiledPage = { [T in TemplateName]: PageBase<T> }[TemplateName];
export type PageOf<T extends TemplateName> = PageBase<T>;

/** Shared data every page uses, served once as static query data (spec §7). */
export interface SiteQueryData {
  siteMetadata: Pick<SiteSettings, "companyName" | "siteUrl" | "description" | "email" | "phone">;
  navigation: SiteSettings["navigation"];
  offices: Office[];
  cta: SiteSettings["cta"];
}

export interface HeaderSlice {
  cta: SiteSettings["headerCta"];
}

export interface FooterSlice {
  columns: SiteSettings["footer"]["columns"];
  legal: SiteSettings["footer"]["legal"];
}

export interface SliceData {
  header: HeaderSlice;
  footer: FooterSlice;
}

export const FALLBACK_PATHS = { notFound: "/404", serverError: "/500" } as const;

/** Everything the build derives from content/, as plain JSON. */
export interface SiteBundle {
  pages: CompiledPage[];
  staticQuery: { hash: string; data: SiteQueryData };
  slices: SliceData;
}
