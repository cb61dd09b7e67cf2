// The sections of a long text. Inline it is a <details> above the text (small screens); aside
// it is a list beside the text that stays in view (wide screens). CSS shows one of the two, so
// both work before any script runs; after hydration a click also moves focus to the section,
// so keyboard and screen-reader users continue reading there.
import type { MouseEvent } from "react";
import { useUi } from "../i18n/ui.ts";
import type { Heading } from "../../content/model.ts";

/** Heading text without Markdown's emphasis and code marks. */
const plain = (text: string) => text.replace(/[*_`]/g, "");

function focusSection(event: MouseEvent<HTMLOListElement>) {
  const href = event.target instanceof Element ? event.target.closest("a")?.getAttribute("href") : null;
  if (!href?.startsWith("#")) return;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  // After the browser has moved to the fragment: focus without scrolling again.
  requestAnimationFrame(() => {
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  });
}

/** The aside lists this many sections; the rest fold into "All sections", so the aside fits the
 * window and never scrolls inside itself (decision 044). */
export const ASIDE_SECTIONS = 6;

function Sections({ headings, start }: { headings: Heading[]; start?: number }) {
  return (
    // The handler only follows the links' own clicks; the links stay ordinary links.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ol onClick={focusSection} start={start}>
      {headings.map((h) => (
        <li key={h.id}>
          <a href={`#${h.id}`}>{plain(h.text)}</a>
        </li>
      ))}
    </ol>
  );
}

export function TableOfContents({ headings, variant }: { headings: Heading[]; variant: "inline" | "aside" }) {
  const { t } = useUi();
  if (variant === "inline")
    return (
      <nav className="toc toc--inline" aria-label={t("written::contents")}>
        <details>
          <summary>{t("written::contents")}</summary>
          <Sections headings={headings} />
        </details>
      </nav>
    );
  const rest = headings.slice(ASIDE_SECTIONS);
  return (
    <nav className="toc toc--aside" aria-labelledby="toc-heading">
      <h2 id="toc-heading">{t("written::contents")}</h2>
      <Sections headings={headings.slice(0, ASIDE_SECTIONS)} />
      {rest.length > 0 && (
        <details>
          <summary>{t("written::allSections")}</summary>
          <Sections headings={rest} start={ASIDE_SECTIONS + 1} />
        </details>
      )}
    </nav>
  );
}
