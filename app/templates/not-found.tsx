import { MessagePage } from "../components/message-page.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { useUi } from "../i18n/ui.ts";
import type { TemplateProps } from "./props.ts";

/** The 404 page, and the pages the Worker found near the address asked for ("did you mean"),
 * on a full load and after a client navigation alike (both come from the Worker's answer). Each
 * is named by its title, a link; its address is not repeated beside it. */
export default function NotFoundTemplate({ page }: TemplateProps<"not-found">) {
  const { t } = useUi();
  const suggestions = page.suggestions ?? [];
  return (
    <MessagePage page={page} code={404}>
      {suggestions.length > 0 && (
        <nav className="did-you-mean" aria-labelledby="did-you-mean">
          <h2 id="did-you-mean">{t("notfound::suggestions")}</h2>
          <ul>
            {suggestions.map((s) => (
              <li key={s.path}>
                <SiteLink to={s.path}>{s.title}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </MessagePage>
  );
}
