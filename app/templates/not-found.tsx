import { MessagePage } from "../components/message-page.tsx";
import type { TemplateProps } from "./props.ts";

export default function NotFoundTemplate({ page }: TemplateProps<"not-found">) {
  return <MessagePage page={page} code={404} />;
}
