import { describe, expect, it } from "vitest";
import { workerLogLine } from "./worker-log-line.ts";

const request = '{"time":"2026-11-27T19:13:58.260Z","requestId":"r1","event":"request","status":301}';
const error = '{"time":"2026-11-27T19:14:00.000Z","requestId":"r2","event":"redirect-map-corrupt","level":"error"}';

describe("the Worker's lines in wrangler dev's output", () => {
  it("are found plain, and inside wrangler's coloured error marker", () => {
    expect(workerLogLine(request)).toBe(request);
    expect(workerLogLine(`\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1m${error}\u001b[0m`)).toBe(error);
  });

  it("leave wrangler's own lines out, JSON or not", () => {
    for (const line of ["[wrangler:info] GET /crm 200 OK (25ms)", "⎔ Starting local server...", '{"name":"not a log line"}', "{ broken"])
      expect(workerLogLine(line), line).toBeNull();
  });
});
