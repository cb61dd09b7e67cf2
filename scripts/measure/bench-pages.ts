// Generated articles for the build benchmark (npm run bench:build): 600–900 words each, with
// headings, lists and internal links to each other and to real pages, so that pre-rendering,
// search indexing and the link checks do the work a real article asks of them. They live under
// /node/, the archive, which needs no link from the site's own pages; each also links to the
// next, so none is an orphan. Deterministic: page n is the same in every run.
import { prng } from "./prng.ts";

const SUBJECTS = [
  "the order service",
  "the pricing engine",
  "the claims workflow",
  "the data warehouse",
  "the mobile app",
  "the partner portal",
  "the billing run",
  "the search index",
  "the identity provider",
  "the reporting layer",
  "the integration bus",
  "the document store",
];
const VERBS = ["slowed down", "doubled in size", "moved to the cloud", "was split in two", "got a new owner", "failed over twice"];
const CAUSES = [
  "a schema change nobody had announced",
  "a batch job that ran into office hours",
  "a cache that expired all at once",
  "a vendor API that changed its limits",
  "a test suite that took forty minutes",
  "a release train that left once a month",
];
const ACTIONS = [
  "measured the slowest requests for a week",
  "wrote down who owns each interface",
  "moved the nightly job to a queue",
  "added a contract test for every consumer",
  "cut the release into smaller steps",
  "kept the old path running behind a flag",
];
const RESULTS = [
  "response times fell by a third",
  "the on-call pager went quiet",
  "releases went out every week",
  "the team stopped working weekends",
  "the cloud bill dropped noticeably",
  "support tickets halved within a quarter",
];
const HEADINGS = [
  "Where the trouble started",
  "What we measured first",
  "The change we made",
  "What it cost",
  "What we would do again",
  "What to watch next",
];
const REAL_LINKS = [
  ["/crm", "our CRM practice"],
  ["/blog", "the blog"],
  ["/portfolio", "our case studies"],
  ["/experts", "the people who lead this work"],
  ["/contacts", "get in touch"],
] as const;

export const benchPagePath = (n: number) => `/node/bench-${n}`;

/** The Markdown file of generated article `n` of `count` (1-based). */
export function benchArticle(n: number, count: number): string {
  const next = prng(n * 7919);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const subject = pick(SUBJECTS);
  const sentence = () =>
    `${pick(["Last year", "In one project", "On a client's platform", "Twice in a row", "During a migration"])}, ${pick(SUBJECTS)} ${pick(VERBS)} because of ${pick(CAUSES)}. ` +
    `We ${pick(ACTIONS)}, and ${pick(RESULTS)}.`;
  const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(" ");
  const link = (m: number) => `[field note ${m}](${benchPagePath(m)})`;
  const [realPath, realText] = pick(REAL_LINKS);
  const sections: string[] = [];
  const headings = [...HEADINGS].sort(() => next() - 0.5).slice(0, 5);
  headings.forEach((heading, i) => {
    sections.push(`## ${heading}`, paragraph(3 + Math.floor(next() * 2)));
    if (i === 1) sections.push(Array.from({ length: 4 }, () => `- We ${pick(ACTIONS)}.`).join("\n"));
    if (i === 3)
      sections.push(
        Array.from({ length: 3 }, (_, k) => `${k + 1}. ${pick(RESULTS)[0]?.toUpperCase()}${pick(RESULTS).slice(1)}.`).join("\n"),
      );
  });
  const previous = n === 1 ? count : n - 1;
  const following = n === count ? 1 : n + 1;
  return `---
template: article
title: "Field note ${n}: how ${subject} recovered"
description: "Generated benchmark article ${n}: what slowed ${subject} down, what we measured and changed, and what it cost."
author: The editorial team
datePublished: 2024-01-${String((n % 28) + 1).padStart(2, "0")}
---
${paragraph(3)} Read the previous note, ${link(previous)}, or the next one, ${link(following)}; for the wider picture see [${realText}](${realPath}).

${sections.join("\n\n")}

${paragraph(4)}
`;
}
