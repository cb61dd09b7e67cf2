// Behaviour tests of the Worker in workerd, against the fixture site (npm run build:fixture).
// The Worker's outbound fetches reach a stub third party on loopback (tests/fixtures/stub-upstream.ts),
// whose paths the proxy's allowlist names under the real analytics host.
import { FIXTURE_SITE } from "../scripts/lib/run.ts";
import { startStubUpstream } from "./fixtures/stub-upstream.ts";
import { workerdSuite } from "./setup/workerd-suite.ts";

const stub = await startStubUpstream();
const scripts = ["script.js", "html", "slow", "reset"].map((p) => `https://analytics.northfold.example/${p}`);

export default await workerdSuite(FIXTURE_SITE, ["tests/worker/**/*.test.ts"], "npm run build:fixture", {
  handler: (request) => stub.fetch(request.url, { method: request.method, headers: request.headers }),
  vars: { THIRD_PARTY_SCRIPTS: scripts.join(",") },
});
