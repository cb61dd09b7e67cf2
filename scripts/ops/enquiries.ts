// npm run enquiries -- <list [--held] | export --format csv [--out FILE] | release ID> [--since YYYY-MM-DD] [--remote]
// What marketing staff use to read the enquiries sent through the contact form (README
// "Enquiries"), and the held ones (docs/decisions/032-held-enquiries.md): the local D1 that
// `npm start` serves, or with --remote the deployed one.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { query, type D1Target } from "./d1.ts";
import { enquiriesSql, formatHeld, formatList, releaseSql, toCsv, type EnquiryRow } from "./enquiry-rows.ts";
import { ROOT } from "../lib/run.ts";
import { writeSpreadsheet } from "./spreadsheet-file.ts";

const USAGE = `Usage: npm run enquiries -- <command> [--since YYYY-MM-DD] [--remote]

  list                  the enquiries, newest first: when, who, what and whether the team was told
  list --held           the held enquiries (sent faster than a person reads the form, or with a
                        form token that did not verify), newest first, with why, and no e-mail sent
  release ID            moves a held enquiry into the list; the team's e-mail about it goes out
                        with the Worker's next scheduled run (every 15 minutes)
  export --format csv --out FILE
                        every field of every enquiry as CSV in FILE, which Excel opens as it is
                        (without --out, on standard output)

--since DATE shows only enquiries received on or after that day (UTC).
--remote reads the deployed database (the Cloudflare login of docs/deploy.md); without it, the
local database that \`npm start\` serves.`;

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        since: { type: "string" },
        remote: { type: "boolean", default: false },
        format: { type: "string" },
        out: { type: "string" },
        held: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command] = positionals;
  const since = values.since;
  const target: D1Target = { remote: values.remote, persistTo: process.env.WRANGLER_PERSIST_TO ?? join(ROOT, ".wrangler/state") };
  if (command === "release") {
    const id = positionals[1];
    if (positionals.length !== 2 || !id || values.held || since !== undefined || values.format !== undefined || values.out !== undefined) {
      console.error(USAGE);
      return 2;
    }
    const released = query<Pick<EnquiryRow, "id" | "name" | "email">>(target, releaseSql(id, new Date()));
    const [row] = released;
    if (!row) {
      console.error(`No held enquiry has the id ${id}: npm run enquiries -- list --held shows them.`);
      return 1;
    }
    console.log(
      `Released ${row.id} (${row.name} <${row.email}>) into the list. The team's e-mail about it goes out with the next scheduled run.`,
    );
    return 0;
  }
  const valid =
    positionals.length === 1 &&
    (command === "list"
      ? values.format === undefined && values.out === undefined
      : command === "export" && values.format === "csv" && !values.held) &&
    values.out !== "" &&
    (since === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(since) && !Number.isNaN(Date.parse(since))));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  const rows = query<EnquiryRow>(target, enquiriesSql(since, values.held));
  if (command === "export" && values.out) {
    writeSpreadsheet(values.out, toCsv(rows));
    console.log(`Wrote ${rows.length} enquir${rows.length === 1 ? "y" : "ies"} to ${values.out}.`);
  } else if (command === "export") process.stdout.write(toCsv(rows));
  else console.log(values.held ? formatHeld(rows) : formatList(rows));
  return 0;
}

// exitCode rather than exit(): output to a pipe is written asynchronously and exit() would cut it.
try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
