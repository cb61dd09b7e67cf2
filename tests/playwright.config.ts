// Behaviour tests in Chromium against the fixture site (tests/fixtures/site). Their Node
// processes, and the server they start, read fixtures only (tests/setup/fixtures-only.ts).
import { FIXTURE_SITE } from "../scripts/lib/run.ts";
import { FIXTURES_ONLY_NODE_OPTIONS } from "./setup/node-options.ts";
import { playwrightSuite } from "./setup/playwright-suite.ts";

process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} ${FIXTURES_ONLY_NODE_OPTIONS}`.trim();

export default playwrightSuite("e2e", FIXTURE_SITE, process.env.E2E_PORT ?? "8788");
