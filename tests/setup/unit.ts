// Setup of the unit tests: they read fixtures only, and they need no build.
import { buildOutput, forbidReads, realSiteFile } from "./forbid-reads.ts";

forbidReads((rel) => realSiteFile(rel) ?? buildOutput(rel));
