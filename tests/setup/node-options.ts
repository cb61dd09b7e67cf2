// NODE_OPTIONS that put the fixtures-only guard into Node processes the behaviour tests start
// (Playwright's workers, the scripts they spawn), as vitest's setup file does for unit tests.
import { join } from "node:path";
import { ROOT } from "../../scripts/lib/run.ts";

export const FIXTURES_ONLY_NODE_OPTIONS = `--import ${join(ROOT, "tests/setup/fixtures-only.ts")}`;
