// Behaviour tests read fixtures only. Imported into Node processes the behaviour tests start
// (NODE_OPTIONS=--import, tests/setup/node-options.ts): reading the real site's pages,
// settings or redirect rules throws; the content-acceptance suite is where they are checked.
import { forbidReads, realSiteFile } from "./forbid-reads.ts";

forbidReads(realSiteFile);
