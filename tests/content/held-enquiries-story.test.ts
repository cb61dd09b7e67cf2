// The privacy notices state the held enquiries' figures that content/site.yaml sets (decision 032):
// how many held enquiries are kept at most and for how many days, in both languages, as the
// built site serves them, in the paragraph about held enquiries and in the retention list; and
// README "Held enquiries" says the same. The Worker reads the same two facts from the build, so
// the notices and the Worker cannot disagree.
import { decodeHTML } from "entities";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import readme from "../../README.md?raw";
import siteYaml from "../../content/site.yaml?raw";
import { siteSettings } from "../../content/schema/site.ts";
import { mainBlocks } from "./site.ts";

const facts = siteSettings.shape.facts.parse((parse(siteYaml) as { facts?: unknown }).facts);

const NOTICES = [
  {
    path: "/privacy-notice",
    held: /\bheld (?:for review|enquir)/i,
    days: `${facts.heldEnquiryDays} days`,
    newest: `the ${facts.heldEnquiryCap} most recent`,
  },
  {
    path: "/de/datenschutzhinweis",
    held: /zurückgehalten/i,
    days: `${facts.heldEnquiryDays} Tage`,
    newest: `die ${facts.heldEnquiryCap} neuesten`,
  },
] as const;

/** The notice's paragraphs, list items and table rows, as text. */
async function blocksOf(path: string): Promise<string[]> {
  const { blocks } = await mainBlocks(path);
  return blocks.map((b) =>
    decodeHTML(b)
      .replace(/\u00AD/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe.each(NOTICES)("the privacy notice $path", ({ path, held, days, newest }) => {
  it("says how many held enquiries are kept, and for how long, in the paragraph about them", async () => {
    const about = (await blocksOf(path)).filter((b) => held.test(b) && b.length > 300);
    expect(about.length, "no paragraph explains held enquiries").toBe(1);
    expect(about[0]).toContain(newest);
    expect(about[0]).toContain(days);
    expect(about[0]).not.toMatch(/\{\{/);
  });

  it("lists the held enquiries' retention with the others", async () => {
    const rows = (await blocksOf(path)).filter((b) => held.test(b) && b.length <= 300);
    expect(rows.length, "no retention entry names held enquiries").toBe(1);
    expect(rows[0]).toContain(days);
  });
});

describe("README's held enquiries", () => {
  it("state the cap and the retention of content/site.yaml", () => {
    const section = /### Held enquiries\n([\s\S]*?)\n\| step/.exec(readme)?.[1]?.replace(/\s+/g, " ") ?? "";
    expect(section, "README has no Held enquiries section").not.toBe("");
    expect(section).toContain(`The newest ${facts.heldEnquiryCap} are kept`);
    expect(section).toContain(`each for ${facts.heldEnquiryDays} days unless released`);
  });
});
