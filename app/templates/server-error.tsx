import { MessagePage } from "../components/message-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function ServerErrorTemplate({ page }: TemplateProps<"server-error">) {
  return <MessagePage page={page} code={500} />;
}
