// The real site's pages at 375 px and 1280 px: a page of every template (scripts/measure/sample-pages.ts)
// fits the viewport and passes axe with its real content.
import { SAMPLE_PAGES } from "../../scripts/measure/sample-pages.ts";
import { layoutTests } from "../e2e/layout.ts";

layoutTests(SAMPLE_PAGES);
