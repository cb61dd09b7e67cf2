import { Blocks } from "../components/blocks.tsx";
import type { TemplateProps } from "./props.ts";

export default function LandingTemplate({ page, site }: TemplateProps<"landing">) {
  return <Blocks blocks={page.fields.blocks} site={site} page={page} />;
}
