// The band that closes every page, of every template: what to do next on the left (a heading,
// a line, the link to the enquiry page) and, on the right, the person to talk to: portrait,
// name, role and direct line. Who that is the build decides per page (closingPersonOf in
// content/lib/compile.ts): the expert the page is about or was written by, the lead of its
// practice, else the language's default person.
import { useUi } from "../i18n/ui.ts";
import type { CompiledPage, SiteQueryData } from "../../content/model.ts";
import { telHref } from "../lib/format.ts";
import { languageOfPath } from "../../policy/paths.ts";
import { Picture } from "./picture.tsx";
import { SiteLink } from "./site-link.tsx";

interface Props {
  page: CompiledPage;
  site: SiteQueryData;
  /** The page's own heading and line; else the shared ones of content/site.yaml. */
  heading?: string;
  text?: string;
  /** The link's own label; else the shared one. */
  action?: string;
}

export function ClosingBand({ page, site, heading, text, action }: Props) {
  const { t, lang } = useUi();
  const cta = lang === "de" ? site.german.cta : site.cta;
  const person = page.closing;
  // A person with no profile in the page's language: name and role are in the profile's.
  const own = person && languageOfPath(person.path);
  return (
    <section className="section cta closing" aria-labelledby="closing-heading" data-layout="closing" data-pagefind-ignore="">
      <div className="container closing__inner">
        <div>
          <h2 id="closing-heading">{heading ?? cta.heading}</h2>
          <p>{text ?? cta.text}</p>
          <p className="actions">
            <SiteLink to={cta.action.href} className="button">
              {action ?? cta.action.label}
            </SiteLink>
          </p>
        </div>
        {person && (
          <div className="closing__person">
            {person.image && <Picture image={person.image} className="closing__portrait" decorative />}
            <p lang={own === lang ? undefined : own}>
              <SiteLink to={person.path} className="closing__name">
                {person.label}
              </SiteLink>
              {person.kicker && <span>{person.kicker}</span>}
            </p>
            {person.directLine && (
              <p className="closing__line">
                <span>{t("closing::directLine")}</span>
                <a href={telHref(person.directLine)}>{person.directLine}</a>
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
