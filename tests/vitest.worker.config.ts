// Behaviour tests of the Worker in workerd, against the fixture site (npm run build:fixture).
import { FIXTURE_SITE } from "../scripts/lib/run.ts";
import { workerdSuite } from "./setup/workerd-suite.ts";

export default workerdSuite(FIXTURE_SITE, ["tests/worker/**/*.test.ts"], "npm run build:fixture");
