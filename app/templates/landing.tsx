import { BlockView } from "../components/blocks.tsx";
import type { TemplateProps } from "./registry.ts";

export default function LandingTemplate({ page, site }: TemplateProps<"landing">) {
  return (
    <>
      {page.fields.blocks.map((block, i) => (
        <BlockView key={`${block.type}-${i}`} block={block} site={site} html={page.html} />
      ))}
    </>
  );
}
