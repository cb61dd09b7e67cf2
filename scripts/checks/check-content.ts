// npm run check:content: validate content/ without building (file, line and field per problem).
import { ContentError } from "../../content/lib/errors.ts";
import { loadSite } from "../../content/lib/load.ts";
import { CONTENT_ROOT, PUBLIC_DIR } from "../lib/run.ts";

try {
  const site = loadSite(CONTENT_ROOT, PUBLIC_DIR);
  console.log(`Content is valid: ${site.pages.length} pages.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
