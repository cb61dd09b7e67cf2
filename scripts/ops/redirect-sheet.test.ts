import { describe, expect, it } from "vitest";
import type { RedirectRule, SourceRule } from "../../redirects/engine/rules.ts";
import {
  readSheet,
  sheetConflicts,
  SHEET_COLUMNS,
  whenText,
  writeCloudflare,
  writeSheet,
  type SheetRule,
  type SheetSettings,
} from "./redirect-sheet.ts";

const settings: SheetSettings = {
  siteUrl: "https://www.northfold.example",
  externalHosts: ["status.northfold.example", "jobs.northfold.example"],
};

const CLOUDFLARE_HEADER =
  "source_url,target_url,status_code,preserve_query_string,include_subdomains,subpath_matching,preserve_path_suffix";

const read = (text: string) => readSheet(text, settings);

/** What the rule check needs of each rule, without the line. */
const pairs = (text: string) => read(text).rules.map((r) => [r.fromPath, r.toPath, r.ignoreCase]);

/** The problems of a sheet as [line, column] pairs, the part each refusal must get exactly right. */
const places = (text: string) => read(text).problems.map((p) => [p.line, p.column]);

function rule(fromPath: string, toPath: string, ignoreCase = true): RedirectRule {
  return { fromPath, toPath, ignoreCase, isPermanent: true, redirectInBrowser: true, statusCode: 301 };
}

describe("readSheet: the shapes a spreadsheet comes in", () => {
  it("reads a Bulk Redirects CSV with a header row and CRLF line ends, with the line of each rule", () => {
    const text = [
      CLOUDFLARE_HEADER,
      "www.northfold.example/services/crm-consulting,https://www.northfold.example/crm,301,TRUE,FALSE,FALSE,FALSE",
      "www.northfold.example/services/erp-consulting,https://www.northfold.example/erp,301,TRUE,FALSE,FALSE,FALSE",
      "",
    ].join("\r\n");
    expect(read(text)).toEqual({
      rules: [
        { fromPath: "/services/crm-consulting", toPath: "/crm", ignoreCase: true, line: 2 },
        { fromPath: "/services/erp-consulting", toPath: "/erp", ignoreCase: true, line: 3 },
      ],
      problems: [],
      notes: [],
    });
  });

  it("reads the same sheet without a header row by position, ignore_case as the 8th column", () => {
    const text = [
      "www.northfold.example/services/crm-consulting,https://www.northfold.example/crm,301,TRUE,FALSE,FALSE,FALSE",
      "www.northfold.example/Services/ERP,https://www.northfold.example/erp,301,TRUE,FALSE,FALSE,FALSE,FALSE",
    ].join("\r\n");
    expect(read(text)).toEqual({
      rules: [
        { fromPath: "/services/crm-consulting", toPath: "/crm", ignoreCase: true, line: 1 },
        { fromPath: "/Services/ERP", toPath: "/erp", ignoreCase: false, line: 2 },
      ],
      problems: [],
      notes: [],
    });
  });

  it("reads a two-column TSV with its own header names", () => {
    const text = "Old address\tNew address\n/about-us\t/company/about\n/offices\t/contacts#offices\n";
    expect(read(text)).toEqual({
      rules: [
        { fromPath: "/about-us", toPath: "/company/about", ignoreCase: true, line: 2 },
        { fromPath: "/offices", toPath: "/contacts#offices", ignoreCase: true, line: 3 },
      ],
      problems: [],
      notes: [],
    });
  });

  it("maps header names letter case, spaces, underscores and hyphens aside", () => {
    expect(pairs("FROM,Destination,Ignore-Case\n/jobs,/careers,false\n")).toEqual([["/jobs", "/careers", false]]);
    expect(pairs("old_path,NEW URL\n/jobs,/careers\n")).toEqual([["/jobs", "/careers", true]]);
  });

  it("reads quoted cells holding commas and doubled quotes", () => {
    const text = 'Old,New\n"/events/berlin,2024","/events?city=berlin,munich"\n"/a""b",/crm\n';
    expect(pairs(text)).toEqual([
      ["/events/berlin,2024", "/events?city=berlin,munich", true],
      ['/a"b', "/crm", true],
    ]);
  });

  it("reads a sheet that starts with a UTF-8 byte-order mark, header detected after it", () => {
    expect(read("\uFEFFsource_url,target_url\r\n/privacy,/privacy-notice\r\n")).toEqual({
      rules: [{ fromPath: "/privacy", toPath: "/privacy-notice", ignoreCase: true, line: 2 }],
      problems: [],
      notes: [],
    });
  });

  it("skips blank lines and rows of empty cells, keeps counting lines, and accepts trailing empty cells", () => {
    const text = "Old,New,,\n\n/career,/careers,,\n,,,\n\r\n/vacancies,/careers\n";
    expect(read(text).rules.map((r) => [r.fromPath, r.line])).toEqual([
      ["/career", 3],
      ["/vacancies", 6],
    ]);
    expect(read(text).problems).toEqual([]);
  });

  it("reduces own-host addresses to paths: with and without scheme, www and bare, keeping a target's query and fragment", () => {
    const text = [
      "https://www.northfold.example/services/crm-consulting,https://northfold.example/crm?ref=old#pricing",
      "http://northfold.example/services/erp-consulting,www.northfold.example/erp",
      "northfold.example/company/team,http://www.northfold.example/experts",
      "WWW.NorthFold.example/Press,NORTHFOLD.EXAMPLE/company/news",
      "https://www.northfold.example,/",
    ].join("\n");
    expect(pairs(text)).toEqual([
      ["/services/crm-consulting", "/crm?ref=old#pricing", true],
      ["/services/erp-consulting", "/erp", true],
      ["/company/team", "/experts", true],
      ["/Press", "/company/news", true],
      ["/", "/", true],
    ]);
  });

  it("reads ignore_case: empty or TRUE ignores letter case, FALSE matches it exactly", () => {
    const text = "source_url,target_url,ignore_case\n/CRM,/crm,FALSE\n/ERP,/erp,\n/Jobs,/careers,TRUE\n/Team,/experts,true\n";
    expect(pairs(text)).toEqual([
      ["/CRM", "/crm", false],
      ["/ERP", "/erp", true],
      ["/Jobs", "/careers", true],
      ["/Team", "/experts", true],
    ]);
  });

  it("keeps an https:// target on an allowed external host as the full URL, as written", () => {
    const text = "Old,New\n/status,https://status.northfold.example/incidents?days=30\n/apply,https://Jobs.northfold.example/open#berlin\n";
    expect(pairs(text)).toEqual([
      ["/status", "https://status.northfold.example/incidents?days=30", true],
      ["/apply", "https://Jobs.northfold.example/open#berlin", true],
    ]);
  });

  it("accepts the Cloudflare values a rule here already has: 301, preserve_query_string TRUE, any preserve_path_suffix", () => {
    const text = `${CLOUDFLARE_HEADER}\n/a,/crm,301,TRUE,FALSE,FALSE,TRUE\n/b,/crm,,,,,\n/c,/crm,301,true,false,false,false\n`;
    expect(read(text)).toMatchObject({ problems: [], rules: [{ line: 2 }, { line: 3 }, { line: 4 }] });
  });
});

describe("readSheet: refusals name the exact line and column", () => {
  // Each sheet has a good row before and after the bad one: the bad row gives no rule, the others still do.
  function refused(header: string, bad: string) {
    const text = `${header}\n/services/crm-consulting,/crm\n${bad}\n/services/erp-consulting,/erp\n`;
    const { rules, problems } = read(text);
    expect(rules.map((r) => r.line)).toEqual([2, 4]);
    return problems;
  }

  it("refuses status 302 without an until date", () => {
    expect(refused(CLOUDFLARE_HEADER, "/offers,/crm,302,TRUE,,,")).toEqual([
      { line: 3, column: "status_code", message: "status 302: every rule here is a permanent 301 (a temporary one needs an until date)" },
    ]);
  });

  it("refuses include_subdomains TRUE", () => {
    const problems = refused(CLOUDFLARE_HEADER, "/offers,/crm,301,TRUE,TRUE,FALSE,FALSE");
    expect(problems.map((p) => [p.line, p.column])).toEqual([[3, "include_subdomains"]]);
    expect(problems[0]?.message).toContain("never its subdomains");
  });

  it("refuses subpath_matching TRUE", () => {
    const problems = refused(CLOUDFLARE_HEADER, "/blog,/insights,301,TRUE,FALSE,TRUE,TRUE");
    expect(problems.map((p) => [p.line, p.column])).toEqual([[3, "subpath_matching"]]);
    expect(problems[0]?.message).toContain("not the paths below it");
  });

  it("refuses a target on a host not in externalHosts, naming the host and the setting", () => {
    const problems = refused("Old,New", "/partners,https://partners.example.com/northfold");
    expect(problems.map((p) => [p.line, p.column])).toEqual([[3, "New"]]);
    expect(problems[0]?.message).toContain("partners.example.com");
    expect(problems[0]?.message).toContain("redirects/config.json externalHosts");
  });

  it("refuses an http:// target even on an allowed host, and a protocol-relative one", () => {
    const problems = refused("Old,New", "/status,http://status.northfold.example/");
    expect(problems.map((p) => [p.line, p.column])).toEqual([[3, "New"]]);
    expect(problems[0]?.message).toContain("write it as https://status.northfold.example/");
    expect(places("Old,New\n/x,//evil.example/login\n")).toEqual([[2, "New"]]);
  });

  it("refuses a source on another host, a subdomain included", () => {
    const problems = refused("Old,New", "https://blog.northfold.example/crm-guide,/insights/crm-guide");
    expect(problems).toEqual([
      {
        line: 3,
        column: "Old",
        message:
          'source "https://blog.northfold.example/crm-guide" is on blog.northfold.example: a rule here matches only paths of www.northfold.example',
      },
    ]);
  });

  it("refuses a source with a query string or a fragment", () => {
    expect(places("Old,New\n/services?id=4,/services\n/about#team,/experts\n")).toEqual([
      [2, "Old"],
      [3, "Old"],
    ]);
    expect(read("/services?id=4,/services").problems[0]?.message).toContain("matches only paths of www.northfold.example");
  });

  it("refuses a space in a path, saying how to write it", () => {
    expect(refused("Old,New", "/campaign 4,/crm")).toEqual([
      { line: 3, column: "Old", message: 'path "/campaign 4" contains a space: write it as /campaign%204' },
    ]);
    expect(read("/offers,/crm offers").problems).toEqual([
      { line: 1, column: "target_url", message: 'path "/crm offers" contains a space: write it as /crm%20offers' },
    ]);
  });

  it("refuses an unknown header name at line 1 in its column, and a header without a target column", () => {
    const { problems } = read("Old,New,Owner\n/about-us,/company/about,Marketing\n");
    expect(problems.map((p) => [p.line, p.column])).toEqual([[1, "Owner"]]);
    expect(problems[0]?.message).toContain('"Owner"');
    expect(read("From,Notes\n/jobs,/careers\n")).toMatchObject({
      rules: [],
      problems: [
        { line: 1, column: "Notes" },
        { line: 1, column: "target_url" },
      ],
    });
  });

  it("refuses a value in a boolean column that is not TRUE or FALSE, naming the value", () => {
    const problems = refused("source_url,target_url,ignore_case", "/CRM,/crm,yes");
    expect(problems).toEqual([{ line: 3, column: "ignore_case", message: 'ignore_case "yes" is not TRUE or FALSE (or empty)' }]);
    expect(places(`${CLOUDFLARE_HEADER}\n/a,/crm,301,TRUE,FALSE,FALSE,1\n`)).toEqual([[2, "preserve_path_suffix"]]);
  });

  it("refuses empty cells and what is no path, and collects every problem of a row", () => {
    expect(places("Old,New\n,/crm\n/crm-old,\nservices/crm,crm\n")).toEqual([
      [2, "Old"],
      [3, "New"],
      [4, "Old"],
      [4, "New"],
    ]);
  });

  it("reports an unclosed quote at the line it opens, in its column, and keeps the rules before it", () => {
    const { rules, problems } = read('Old,New\n/jobs,/careers\n\n/team,"/experts\n/press,/company/news\n');
    expect(rules.map((r) => r.fromPath)).toEqual(["/jobs"]);
    expect(problems).toEqual([
      {
        line: 4,
        column: "New",
        message: 'a quote (") opened here is never closed, so lines 4–5 were read as one cell: close the quote or remove it',
      },
    ]);
  });

  it("counts a row with a cell over two lines from its first line", () => {
    expect(places('Old,New\n/a,"/multi\nline"\n/b,/crm\n')).toEqual([[2, "New"]]);
    expect(read('Old,New\n/a,"/multi\nline"\n/b,/crm\n').rules).toEqual([{ fromPath: "/b", toPath: "/crm", ignoreCase: true, line: 4 }]);
  });

  it("refuses a value in a column beyond the header", () => {
    expect(places("Old,New\n/jobs,/careers,TRUE\n")).toEqual([[2, "column 3"]]);
  });
});

describe("writeSheet", () => {
  it("starts with the header row and ends every row with CRLF, without a byte-order mark", () => {
    const text = writeSheet([rule("/services/crm-consulting", "/crm"), rule("/Team", "/experts", false)], settings);
    expect(text).toBe(
      [
        SHEET_COLUMNS.join(","),
        "/services/crm-consulting,/crm,301,TRUE,FALSE,FALSE,FALSE,TRUE,,",
        "/Team,/experts,301,TRUE,FALSE,FALSE,FALSE,FALSE,,",
        "",
      ].join("\r\n"),
    );
  });

  it("quotes only the cells that need it", () => {
    const text = writeSheet([rule("/events/berlin,2024", '/events?q="crm"')], settings);
    expect(text.split("\r\n")[1]).toBe('"/events/berlin,2024","/events?q=""crm""",301,TRUE,FALSE,FALSE,FALSE,TRUE,,');
  });

  it("is read back as the same rules, in order", () => {
    const rules = [
      rule("/services/crm-consulting", "/crm"),
      rule("/offices", "/contacts#offices"),
      rule("/campaign 4", "/crm?utm_source=newsletter&utm_medium=email"),
      rule("/de/über-uns", "/crm"),
      rule("/status", "https://status.northfold.example/incidents?days=30#latest"),
      rule("/Whitepaper-CRM", "/insights/crm-whitepaper", false),
      rule("/events/berlin,2024", '/events?q="crm"'),
      rule("/company/", "/company/about"),
      rule("/de/datenschutz", "/de/datenschutzhinweis"),
    ];
    const back = readSheet(writeSheet(rules, settings), settings);
    expect(back.problems).toEqual([]);
    expect(back.rules.map((r) => ({ fromPath: r.fromPath, toPath: r.toPath, ignoreCase: r.ignoreCase }))).toEqual(
      rules.map((r) => ({ fromPath: r.fromPath, toPath: r.toPath, ignoreCase: r.ignoreCase })),
    );
  });

  it("writes an empty map as the header row alone, which reads back as no rules", () => {
    const text = writeSheet([], settings);
    expect(text).toBe(`${SHEET_COLUMNS.join(",")}\r\n`);
    expect(readSheet(text, settings)).toEqual({ rules: [], problems: [], notes: [] });
  });
});

describe("readSheet: preserve_query_string, as Cloudflare reads it", () => {
  it("reads FALSE and an empty cell alike: the same rules and one note for the sheet, naming the rows", () => {
    const withFalse = `${CLOUDFLARE_HEADER}\n/a,/crm,301,FALSE,FALSE,FALSE,FALSE\n/b,/erp,301,TRUE,FALSE,FALSE,FALSE\n/c,/crm,301,FALSE,FALSE,FALSE,FALSE\n`;
    const withEmpty = `${CLOUDFLARE_HEADER}\n/a,/crm,301,,,,\n/b,/erp,301,TRUE,,,\n/c,/crm\n`;
    const a = read(withFalse);
    const b = read(withEmpty);
    expect(a.problems).toEqual([]);
    expect(b).toEqual(a);
    expect(a.rules.map((r) => r.fromPath)).toEqual(["/a", "/b", "/c"]);
    expect(a.notes).toHaveLength(1);
    expect(a.notes[0]).toMatch(/^Note: rows 2 and 4 ask to drop the visitor's query string .*spec §2\.4/);
  });

  it("notes nothing for a sheet without the column, nor for a row refused for another reason", () => {
    expect(read("Old,New\n/a,/crm\n").notes).toEqual([]);
    const refusedRow = read(`${CLOUDFLARE_HEADER}\n/a,/crm,302,FALSE,,,\n/b,/erp,301,FALSE,,,\n`);
    expect(refusedRow.problems.map((p) => p.line)).toEqual([2]);
    expect(refusedRow.notes).toEqual([expect.stringMatching(/^Note: row 3 asks /)]);
  });
});

describe("readSheet: separators", () => {
  it("reads a semicolon-separated sheet, as a spreadsheet set to German saves it, with commas inside cells", () => {
    const text = "source_url;target_url;ignore_case\r\n/events/berlin,2024;/company/news;WAHR\r\n/Team;/experts;FALSE\r\n";
    expect(read(text).problems).toEqual([
      { line: 2, column: "ignore_case", message: 'ignore_case "WAHR" is not TRUE or FALSE (or empty)' },
    ]);
    expect(pairs(text.replace("WAHR", "TRUE"))).toEqual([
      ["/events/berlin,2024", "/company/news", true],
      ["/Team", "/experts", false],
    ]);
  });

  it("keeps a comma-separated line with a semicolon in a path as CSV", () => {
    expect(pairs("/a;b,/crm\n")).toEqual([["/a;b", "/crm", true]]);
  });
});

describe("readSheet: a rule's window (from, until)", () => {
  const header = SHEET_COLUMNS.join(",");

  it("reads from and until as UTC times, a day as its start; an until makes the rule temporary (302 or empty)", () => {
    const text = `${header}\n/advent,/crm,302,TRUE,FALSE,FALSE,FALSE,TRUE,2026-12-08,2026-12-24T18:00Z\n/launch,/erp,,,,,,,2026-12-01T09:30:15Z,\n/always,/crm,301,TRUE,,,,,,\n`;
    expect(read(text)).toMatchObject({
      problems: [],
      rules: [
        { fromPath: "/advent", from: "2026-12-08T00:00:00.000Z", until: "2026-12-24T18:00:00.000Z" },
        { fromPath: "/launch", from: "2026-12-01T09:30:15.000Z" },
        { fromPath: "/always" },
      ],
    });
    expect(read(text).rules[1]).not.toHaveProperty("until");
    expect(read(text).rules[2]).not.toHaveProperty("from");
  });

  it("reads From and To as the old and new address in a sheet that has no other column for them", () => {
    expect(pairs("From,To\n/jobs,/careers\n")).toEqual([["/jobs", "/careers", true]]);
  });

  it("refuses a time that is not UTC, a day that does not exist, an until not after from, and a 301 with until", () => {
    const text = [
      header,
      "/a,/crm,,,,,,,08.12.2026,",
      "/b,/crm,,,,,,,,2026-12-24T18:00+01:00",
      "/c,/crm,,,,,,,2026-02-30,",
      "/d,/crm,,,,,,,2026-12-24,2026-12-08",
      "/e,/crm,301,,,,,,,2026-12-24",
    ].join("\n");
    expect(places(text)).toEqual([
      [2, "from"],
      [3, "until"],
      [4, "from"],
      [5, "until"],
      [6, "status_code"],
    ]);
    expect(read(text).problems[0]?.message).toBe('from "08.12.2026" is not a day or a time in UTC: write 2026-12-08 or 2026-12-08T09:00Z');
    expect(read(text).problems[3]?.message).toContain("is not after from");
    expect(read(text).problems[4]?.message).toContain("answers 302");
  });

  it("writes a window without milliseconds, seconds only when they are not 0", () => {
    expect(whenText("2026-12-08T00:00:00.000Z")).toBe("2026-12-08T00:00Z");
    expect(whenText("2026-12-08T09:30:15.000Z")).toBe("2026-12-08T09:30:15Z");
  });
});

describe("writeSheet: windows and separators", () => {
  const windowed: RedirectRule[] = [
    {
      ...rule("/advent", "/crm"),
      from: "2026-12-08T00:00:00.000Z",
      until: "2026-12-24T18:00:00.000Z",
      isPermanent: false,
      statusCode: 302,
    },
    { ...rule("/launch", "/erp"), from: "2026-12-01T09:30:15.000Z" },
    rule("/Team", "/experts", false),
  ];

  it("writes from and until (302 for a rule with until), and reads them back as the same windows", () => {
    const text = writeSheet(windowed, settings);
    expect(text.split("\r\n")[1]).toBe("/advent,/crm,302,TRUE,FALSE,FALSE,FALSE,TRUE,2026-12-08T00:00Z,2026-12-24T18:00Z");
    const back = readSheet(text, settings);
    expect(back.problems).toEqual([]);
    expect(back.rules.map(({ fromPath, toPath, ignoreCase, from, until }) => ({ fromPath, toPath, ignoreCase, from, until }))).toEqual(
      windowed.map(({ fromPath, toPath, ignoreCase, from, until }) => ({ fromPath, toPath, ignoreCase, from, until })),
    );
  });

  it("writes ; as the separator when asked, which reads back as the same rules", () => {
    const rules = [...windowed, rule("/events/berlin,2024", "/company/news")];
    const text = writeSheet(rules, settings, { delimiter: ";" });
    expect(text.split("\r\n")[0]).toBe(SHEET_COLUMNS.join(";"));
    expect(text.split("\r\n")[4]).toBe("/events/berlin,2024;/company/news;301;TRUE;FALSE;FALSE;FALSE;TRUE;;");
    const back = readSheet(text, settings);
    expect(back.problems).toEqual([]);
    expect(back.rules.map((r) => [r.fromPath, r.toPath, r.ignoreCase, r.until])).toEqual(
      rules.map((r) => [r.fromPath, r.toPath, r.ignoreCase, r.until]),
    );
  });
});

describe("writeCloudflare", () => {
  const rules = [
    rule("/old", "/new"),
    rule("/status", "https://status.northfold.example/incidents"),
    rule("/events/berlin,2024", "/company/news#2024"),
  ];

  it("writes no header row, the source as host and path, the target as a full URL, 301 and Cloudflare's four parameters", () => {
    const { text, written, notes } = writeCloudflare(rules, settings);
    expect(text).toBe(
      [
        "www.northfold.example/old,https://www.northfold.example/new,301,TRUE,FALSE,FALSE,FALSE",
        "www.northfold.example/status,https://status.northfold.example/incidents,301,TRUE,FALSE,FALSE,FALSE",
        '"www.northfold.example/events/berlin,2024",https://www.northfold.example/company/news#2024,301,TRUE,FALSE,FALSE,FALSE',
        "",
      ].join("\r\n"),
    );
    expect(written).toBe(3);
    expect(notes).toEqual([]);
  });

  it("is read back as the same rules, with commas and with semicolons, and without a note", () => {
    for (const delimiter of [",", ";"] as const) {
      const back = readSheet(writeCloudflare(rules, settings, { delimiter }).text, settings);
      expect(back.problems).toEqual([]);
      expect(back.notes).toEqual([]);
      expect(back.rules.map((r) => [r.fromPath, r.toPath, r.ignoreCase])).toEqual(rules.map((r) => [r.fromPath, r.toPath, true]));
    }
  });

  it("leaves out a rule on a schedule and names an exact rule, each in one note, rather than silently", () => {
    const { text, written, notes } = writeCloudflare(
      [...rules, { ...rule("/advent", "/crm"), until: "2026-12-24T18:00:00.000Z" }, rule("/Team", "/experts", false)],
      settings,
    );
    expect(written).toBe(4);
    expect(text).not.toContain("/advent");
    expect(text).toContain("www.northfold.example/Team,https://www.northfold.example/experts,301,TRUE,FALSE,FALSE,FALSE");
    expect(notes).toEqual([
      expect.stringMatching(/^Note: 1 rule is on a schedule and left out .*\/advent → \/crm \(until 2026-12-24T18:00Z\)$/),
      expect.stringMatching(/^Note: 1 rule is exact .*case-sensitively.*: \/Team$/),
    ]);
  });
});

describe("sheetConflicts", () => {
  const sheetRule = (line: number, fromPath: string, toPath: string, ignoreCase = true): SheetRule => ({
    fromPath,
    toPath,
    ignoreCase,
    line,
  });
  const folderRule = (line: number, fromPath: string, toPath: string, ignoreCase = true): SourceRule => ({
    ...rule(fromPath, toPath, ignoreCase),
    file: "redirects/rules.txt",
    line,
  });

  it("names both sheet rows of a conflict and of a duplicate, letter case aside", () => {
    const { fresh, problems } = sheetConflicts(
      [
        sheetRule(2, "/offers", "/crm"),
        sheetRule(5, "/jobs", "/careers"),
        sheetRule(8, "/Offers", "/erp"),
        sheetRule(9, "/jobs", "/careers"),
      ],
      [],
    );
    expect(fresh.map((r) => r.line)).toEqual([2, 5]);
    expect(problems).toEqual([
      { line: 8, message: "conflict: rows 2 and 8 send /Offers to /crm and to /erp (keep one)" },
      { line: 9, message: "duplicate: rows 5 and 9 both send /jobs to /careers (delete one)" },
    ]);
  });

  it("names the folder's file and line for a conflict with an existing rule; a rule there already with the same target is left out", () => {
    const { fresh, present, problems } = sheetConflicts(
      [sheetRule(2, "/company", "/company/about"), sheetRule(3, "/services/CRM", "/erp"), sheetRule(4, "/new-one", "/crm")],
      [folderRule(5, "/company", "/company/about"), folderRule(6, "/services/crm", "/crm")],
    );
    expect(present.map((r) => r.line)).toEqual([2]);
    expect(fresh.map((r) => r.line)).toEqual([4]);
    expect(problems).toEqual([
      {
        line: 3,
        message: "conflict: row 3 sends /services/CRM to /erp, redirects/rules.txt:6 sends it to /crm (change the row or that line)",
      },
    ]);
  });

  it("keeps an exact rule of the folder apart from a later ignore-case one spelt otherwise, as the rule check does", () => {
    const { fresh, problems } = sheetConflicts([sheetRule(2, "/LEGACY", "/crm")], [folderRule(3, "/Legacy", "/erp", false)]);
    expect(problems).toEqual([]);
    expect(fresh).toHaveLength(1);
  });
});
