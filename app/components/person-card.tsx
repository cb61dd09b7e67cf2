// "Who to talk to": the person beside a long page's text (the author, the case's expert, the
// practice lead), with portrait, name and role, linked to their profile (decision 044).
import { useUi } from "../i18n/ui.ts";
import type { Card } from "../../content/model.ts";
import { Picture } from "./picture.tsx";
import { SiteLink } from "./site-link.tsx";

/** `portrait: false` where the page shows the person's portrait elsewhere (an article's author
 * box): a page shows a picture once. */
export function PersonCard({ person, label, portrait = true }: { person: Card; label?: string; portrait?: boolean }) {
  const { t } = useUi();
  return (
    <section className="person-card" aria-label={label ?? t("written::talkTo")} data-pagefind-ignore="">
      <p className="person-card__label">{label ?? t("written::talkTo")}</p>
      {portrait && person.image && <Picture image={person.image} decorative />}
      <p>
        <SiteLink to={person.path} className="person-card__name">
          {person.label}
        </SiteLink>
        {person.kicker && <span>{person.kicker}</span>}
      </p>
    </section>
  );
}
