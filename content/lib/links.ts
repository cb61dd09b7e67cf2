// The internal links a page writes itself: in its Markdown and in its blocks.
import type { CompiledPage } from "../model.ts";

/** Internal links a page writes: Markdown links and the links of its hero, features and credentials, with
 * their anchors. (Blocks that name pages, such as team and case studies, check them themselves.) */
export function linksOf(page: CompiledPage): string[] {
  const links = [...page.html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? "");
  const blocks = "blocks" in page.fields ? page.fields.blocks : [];
  for (const b of blocks) {
    if (b.type === "hero") links.push(...b.actions.map((a) => a.href));
    if (b.type === "features") links.push(...b.items.flatMap((i) => (i.href ? [i.href] : [])));
    if (b.type === "credentials" && b.more) links.push(b.more);
  }
  return links.filter((l) => l.startsWith("/"));
}
