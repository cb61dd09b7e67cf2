import { MessagePage } from "../components/message-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function ServerErrorTemplate({ page, site }: TemplateProps<"server-error">) {
  return <MessagePage page={page} site={site} code={500} />;
}
