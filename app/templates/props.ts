// What every template component receives: its page and the shared site data.
import type { PageOf, SiteQueryData, TemplateName } from "../../content/model.ts";

export interface TemplateProps<T extends TemplateName = TemplateName> {
  page: PageOf<T>;
  site: SiteQueryData;
}
