// Links between pages. On a German page, a link to a page that exists only in English says
// so: hreflang="en" and a visible "EN" with its meaning for screen readers (the build marks
// the links in German text the same way, content/lib/compile.ts markEnglishLinks).
import type { AnchorHTMLAttributes } from "react";
import { languageOfPath } from "../../policy/paths.ts";
import { useUi } from "../i18n/ui.ts";

export function EnglishNote() {
  const { t, lang } = useUi();
  return (
    <span className="lang-note" lang={lang}>
      <span aria-hidden="true">{t("lang::englishBadge")}</span>
      <span className="visually-hidden"> ({t("lang::englishPage")})</span>
    </span>
  );
}

/** Whether a link from a page in `lang` to `to` leads to an English-only page. */
const leadsToEnglish = (lang: "en" | "de", to: string) => lang === "de" && to.startsWith("/") && languageOfPath(to) === "en";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A link to a page of the site: a plain <a>, which the router follows once the page is
 * interactive (app/components/client-navigation.tsx). */
export function SiteLink({ to, children, ...rest }: Props) {
  const { lang } = useUi();
  const english = leadsToEnglish(lang, to);
  const content = (
    <>
      {children}
      {english && <EnglishNote />}
    </>
  );
  return (
    <a {...rest} {...(english ? { hrefLang: "en" } : {})} href={to}>
      {content}
    </a>
  );
}
