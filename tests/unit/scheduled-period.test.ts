// The scheduled run logs the rules whose moment came since the run before (worker/redirect-schedule.ts):
// the period it assumes is wrangler.toml's cron.
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { SCHEDULED_EVERY_MINUTES } from "../../redirects/engine/freshness.ts";

describe("the scheduled run's period", () => {
  it("is the cron of wrangler.toml", () => {
    const toml = parse(readFileSync("wrangler.toml", "utf8")) as { triggers: { crons: string[] } };
    expect(toml.triggers.crons).toEqual([`*/${SCHEDULED_EVERY_MINUTES} * * * *`]);
  });
});
