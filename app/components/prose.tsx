// Markdown rendered at build time. Its internal links are followed on the client like every
// other link (app/components/client-navigation.tsx).
export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
