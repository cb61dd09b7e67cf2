// Content acceptance in Chromium: a page of every template of the real site (npm run build).
import { REAL_SITE } from "../scripts/lib/run.ts";
import { playwrightSuite } from "./setup/playwright-suite.ts";

export default playwrightSuite("content-e2e", REAL_SITE, process.env.CONTENT_E2E_PORT ?? "8789");
