// Small definition lists: key facts (client, industry, …) and figures (stats, outcomes).
import { SiteLink } from "./site-link.tsx";
import { figureLength } from "../lib/figure.ts";
import type { ReactNode } from "react";

export function Facts({ items }: { items: Array<[label: string, value: ReactNode | undefined]> }) {
  return (
    <dl className="facts">
      {items
        .filter(([, value]) => value !== undefined && value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt> <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A figure; `source` is the case study it comes from, which it links; `basis` says how a
 * figure of the company's own was counted (content/site.yaml facts.figures). */
export interface Figure {
  value?: string;
  label?: string;
  basis?: string;
  source?: { path: string; label: string };
}

/** Figures: each value set as a figure (the site's one treatment of a measured result), above its label. */
export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className="stats" data-count={items.length}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd className="figure" data-len={figureLength(item.value)}>
            {item.value}
          </dd>
          {item.basis && <dd className="stats__basis">{item.basis}</dd>}
          {item.source && (
            <dd className="stats__source">
              <SiteLink to={item.source.path}>{item.source.label}</SiteLink>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

export function LinkList({ links }: { links: Array<{ label: string; href: string }> }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href}>
          <SiteLink to={l.href}>{l.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
