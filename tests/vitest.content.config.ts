// Content acceptance in workerd: the real site, built (npm run build) and served by the Worker.
// The crawl of tests/worker runs here too: it names no page, so it checks whichever site is built.
import { REAL_SITE } from "../scripts/lib/run.ts";
import { workerdSuite } from "./setup/workerd-suite.ts";

export default await workerdSuite(REAL_SITE, ["tests/content/**/*.test.ts", "tests/worker/crawl.test.ts"], "npm run build");
