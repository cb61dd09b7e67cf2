// npm run redirects -- coverage FILE [--site URL | --map]: proof that a migration is complete.
// Each old address of FILE (scripts/ops/coverage-input.ts) is followed redirect by redirect
// and reported by where it ends: a page, one redirect to a page, more than one hop, a 404, a
// refusal (another 4xx) or another site. --site asks a running site over HTTP; --map answers
// from the checkout's rules and pages with the Worker's own steps (policy/request-guard.ts,
// redirects/engine/decide.ts, policy/site-index.ts fileStepOf) and no Worker, for CI.
// scripts/ops/redirects.ts hands this command here (README "Redirects").
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadSite } from "../../content/lib/load.ts";
import { isFallbackPath } from "../../content/model.ts";
import { guardAddress } from "../../policy/request-guard.ts";
import { fileStepOf, SiteIndex } from "../../policy/site-index.ts";
import { decideRedirect, type FindRule } from "../../redirects/engine/decide.ts";
import { findInShards, type ShardedMap } from "../../redirects/engine/shards.ts";
import { buildRedirectMap } from "../build/redirect-map.ts";
import { PUBLIC_DIR, ROOT, SITE, type Site } from "../lib/run.ts";
import { CoverageInputError, readAddresses, type InputAddress } from "./coverage-input.ts";

/** Where `npm start` serves the local Worker: the site asked when neither --site nor --map is given. */
export const LOCAL_SITE = "http://127.0.0.1:8787";
/** Redirects followed before an address counts as a loop. */
export const MAX_HOPS = 10;
/** Requests in flight at once against a site. */
export const CONCURRENCY = 8;

/** What one request was answered: its status and, for a redirect, its Location as sent. */
export interface Reply {
  status: number;
  location: string | null;
}
/** Answers a request for a URL (one hop, redirects not followed). */
export type Answerer = (url: URL) => Promise<Reply>;

export type Outcome = "page" | "redirect" | "hops" | "not-found" | "refused" | "off-site" | "broken";

export const OUTCOME_LABELS: Record<Outcome, string> = {
  page: "page",
  redirect: "redirect",
  hops: "more than one hop",
  "not-found": "404",
  refused: "refused",
  "off-site": "off-site",
  broken: "broken",
};

/** Where an address ended. */
export interface Traced {
  address: string;
  line: number;
  outcome: Outcome;
  /** Redirects followed. */
  hops: number;
  /** The last status answered (0 for an address on another host, which is not asked). */
  status: number;
  /** Where it ended: a path of the site, or another site's URL. */
  final: string;
  note?: string;
}

/** The site's own hosts (its siteUrl's, the one asked) and the origin requests go to. */
export interface SiteHosts {
  origin: string;
  hosts: ReadonlySet<string>;
}

/** A site's URL as the path that is asked, or null when it is on another host. */
export function ownUrl(address: string, site: SiteHosts): URL | null {
  // A path is joined as text: `new URL("//old", origin)` would read //old as a host.
  if (address.startsWith("/")) return new URL(`${site.origin}${address}`);
  const url = URL.parse(address);
  if (!url || !site.hosts.has(url.host.toLowerCase())) return null;
  return new URL(`${site.origin}${url.pathname}${url.search}${url.hash}`);
}

/** A URL of the site as the report shows it: its path, query and fragment, letters such as ü
 * as written rather than percent-encoded (an encoded / or ? stays encoded). */
function shown(url: URL): string {
  const text = `${url.pathname}${url.search}${url.hash}`;
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** The outcome of a final answer (not a redirect) after `hops` redirects. */
export function outcomeOf(status: number, hops: number): Outcome {
  if (status >= 200 && status < 300) return hops === 0 ? "page" : hops === 1 ? "redirect" : "hops";
  if (status === 404) return "not-found";
  if (status >= 400 && status < 500) return "refused";
  return "broken";
}

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

/** Follows one address hop by hop, up to MAX_HOPS, and says where it ended. */
export async function trace({ text, line }: InputAddress, site: SiteHosts, answer: Answerer): Promise<Traced> {
  let url = ownUrl(text, site);
  if (!url) return { address: text, line, outcome: "off-site", hops: 0, status: 0, final: text, note: "the address is on another host" };
  const address = shown(url);
  for (let hops = 0; ; hops++) {
    const { status, location } = await answer(url);
    if (!isRedirect(status)) return { address, line, outcome: outcomeOf(status, hops), hops, status, final: shown(url) };
    if (!location) return { address, line, outcome: "broken", hops, status, final: shown(url), note: `${status} without a Location` };
    const next = URL.parse(location, url);
    const own = next && ownUrl(next.href, site);
    if (!own) return { address, line, outcome: "off-site", hops: hops + 1, status, final: next?.href ?? location };
    if (hops + 1 >= MAX_HOPS)
      return { address, line, outcome: "broken", hops: hops + 1, status, final: shown(own), note: `more than ${MAX_HOPS} redirects` };
    url = own;
  }
}

/** Traces every address, at most `concurrency` at once, in the input's order. */
export async function traceAll(addresses: InputAddress[], site: SiteHosts, answer: Answerer, concurrency = CONCURRENCY): Promise<Traced[]> {
  const results: Traced[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const i = next++;
      results[i] = await trace(addresses[i] as InputAddress, site, answer);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, addresses.length) }, worker));
  return results;
}

/** The checkout as the Worker would serve it: its pages, its compiled rules, the build's files. */
export interface Checkout {
  pages: SiteIndex;
  map: ShardedMap;
  /** Whether the build has a file (`/crm.html`, `/sitemap.xml`); absent without a build: every page is there, no other file. */
  hasFile?: (file: string) => boolean;
}

/**
 * The rule lookup of a compiled map, as the Worker's snapshot answers it. `now` is the moment
 * the map is asked at: a rule on a schedule (from, until) answers only inside its window.
 */
export function mapLookup(map: ShardedMap, now: Date = new Date()): FindRule {
  const externalHosts = new Set(map.meta.externalHosts);
  // As the Worker looks up: a scheduled rule outside its window is as if absent (decision 030).
  return (path) => Promise.resolve({ rule: findInShards(map, path, now.getTime()), externalHosts });
}

/**
 * The Worker's answer to a GET of a URL, from the checkout (steps 1, 3 and 5 of worker/index.ts):
 * the guard's refusal, the one redirect, a page or file of the build, else the 404 page. The
 * Worker's own endpoints (/__version) and form posts are not addresses to migrate.
 */
export function mapAnswerer({ pages, map, hasFile }: Checkout, now: Date = new Date()): Answerer {
  const findRule = mapLookup(map, now);
  return async (url) => {
    const guard = guardAddress(url);
    if (!guard.ok) return { status: guard.status, location: null };
    const redirect = await decideRedirect(url.pathname, guard.path, url.search, findRule, pages);
    if (redirect) return { status: redirect.status, location: redirect.location };
    const step = fileStepOf(guard.path, pages);
    const found = step && ("page" in step ? (hasFile?.(step.page) ?? true) : "asset" in step && (hasFile?.(step.asset) ?? false));
    return { status: found ? 200 : 404, location: null };
  };
}

/** A site over HTTP: HEAD, redirects not followed. */
export function siteAnswerer(fetchFn: typeof fetch = fetch): Answerer {
  return async (url) => {
    const res = await fetchFn(url, { method: "HEAD", redirect: "manual" });
    return { status: res.status, location: res.headers.get("location") };
  };
}

/** The report's lines: one per address in the input's order, then the summary. */
export function reportLines(traced: Traced[]): string[] {
  const rows = traced.map((t) => {
    const outcome =
      t.outcome === "refused" || t.outcome === "broken" ? `${OUTCOME_LABELS[t.outcome]} (${t.status})` : OUTCOME_LABELS[t.outcome];
    const where = t.final === t.address ? t.address : `${t.address} → ${t.final}`;
    return [outcome, String(t.hops), `${where}${t.note ? `  (${t.note})` : ""}`];
  });
  const widths = [Math.max(7, ...rows.map((r) => r[0]?.length ?? 0)), 4];
  const line = ([outcome = "", hops = "", where = ""]: string[]) => `  ${outcome.padEnd(widths[0] ?? 0)}  ${hops.padStart(4)}  ${where}`;
  return [line(["outcome", "hops", "address → where it ends"]), ...rows.map(line), "", summaryOf(traced)];
}

export function summaryOf(traced: Traced[]): string {
  const n = (outcome: Outcome) => traced.filter((t) => t.outcome === outcome).length;
  const broken = n("broken") ? `, ${n("broken")} broken (a server error, a loop or a redirect without a Location)` : "";
  return (
    `Summary: ${traced.length} addresses: ${n("page")} pages, ${n("redirect")} redirect to a page, ${n("hops")} more than one hop, ` +
    `${n("not-found")} 404, ${n("refused")} refused, ${n("off-site")} off-site${broken}.`
  );
}

/** 1 when an address ends on a 404, another 4xx or a broken answer; 0 otherwise. */
export const exitCodeOf = (traced: Traced[]) => (traced.some((t) => ["not-found", "refused", "broken"].includes(t.outcome)) ? 1 : 0);

export interface ParsedCoverage {
  file: string;
  /** The site asked over HTTP; null with --map (the checkout answers). */
  site: string | null;
}

/** `coverage FILE [--site URL | --map]`, or a message saying what is wrong with it. */
export function parseCoverage(argv: string[]): ParsedCoverage | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { site: { type: "string", multiple: true }, map: { type: "boolean" } },
    });
  } catch (error) {
    return (error as Error).message;
  }
  const { values, positionals } = parsed;
  const [, file, ...more] = positionals;
  if (!file || more.length) return "coverage takes one FILE: a list of old addresses, a CSV file or a sitemap";
  if (values.site && values.map) return "give --site URL or --map, not both";
  if (values.site && (values.site.length > 1 || !/^https?:\/\/[^/]/.test(values.site[0] ?? "")))
    return "--site takes one URL, such as https://www.northfold.example";
  return { file, site: values.map ? null : (values.site?.[0] ?? LOCAL_SITE) };
}

/** A site's checkout as --map reads it: its pages (as `check` reads them), its compiled rules, and
 * the files of its build when there is one. */
export function checkoutOf(site: Site): CheckoutInfo {
  const contentRoot = resolve(ROOT, site.contentRoot);
  const loaded = loadSite(contentRoot, PUBLIC_DIR);
  const pages = loaded.pages.map((p) => p.path).filter((p) => !isFallbackPath(p));
  const compiled = buildRedirectMap(ROOT, new Set(pages), join(contentRoot, "redirects"));
  const client = join(ROOT, site.buildDir, "client");
  const built = isBuildOf(join(ROOT, site.buildDir), pages);
  return {
    // Coverage asks only for pages and files: no forms, so no held enquiries either.
    pages: new SiteIndex({ buildHash: "", pages, inline: { sources: [], files: {} }, forms: {}, held: { cap: 0, days: 0 } }),
    map: compiled.map,
    siteUrl: loaded.staticQuery.data.siteMetadata.siteUrl,
    version: compiled.map.meta.version,
    rules: compiled.rules.length,
    build: built ? relative(ROOT, client).split("\\").join("/") : null,
    ...(built ? { hasFile: (file: string) => existsSync(join(client, file)) && statSync(join(client, file)).isFile() } : {}),
  };
}

/** Whether `buildDir` holds a build of these very pages (the build of another site, or of
 * other content, would answer for files it does not have). */
function isBuildOf(buildDir: string, pages: string[]): boolean {
  const index = join(buildDir, "worker/site-index.json");
  if (!existsSync(join(buildDir, "client/index.html")) || !existsSync(index)) return false;
  const built = new Set((JSON.parse(readFileSync(index, "utf8")) as { pages: string[] }).pages);
  return built.size === pages.length && pages.every((p) => built.has(p));
}

export type CheckoutInfo = Checkout & { siteUrl: string; version: string; rules: number; build: string | null };

export interface CoverageDeps {
  print: (line: string) => void;
  error: (line: string) => void;
  /** The checkout's pages, site URL and compiled rules, and the build's files when there is a build. */
  checkout: () => CheckoutInfo;
  /** The site's address (content/site.yaml siteUrl), for full URLs in the input. */
  siteUrl: () => string;
  fetch: typeof fetch;
  now: () => Date;
}

const defaultDeps: CoverageDeps = {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
  checkout: () => checkoutOf(SITE),
  siteUrl: () => loadSite(resolve(ROOT, SITE.contentRoot), PUBLIC_DIR).staticQuery.data.siteMetadata.siteUrl,
  fetch: (input, init) => fetch(input, init),
  now: () => new Date(),
};

/** Runs `coverage`; returns the exit code. Usage errors are 2, input a command cannot read too. */
export async function runCoverage(argv: string[], usage: string, deps: CoverageDeps = defaultDeps): Promise<number> {
  const parsed = parseCoverage(argv);
  if (typeof parsed === "string") {
    deps.error(`${parsed}\n\n${usage}`);
    return 2;
  }
  const path = resolve(parsed.file);
  if (!existsSync(path) || !statSync(path).isFile()) {
    deps.error(`${parsed.file}: no such file.`);
    return 2;
  }
  let addresses: InputAddress[];
  try {
    addresses = readAddresses(readFileSync(path, "utf8"), parsed.file).addresses;
  } catch (error) {
    if (!(error instanceof CoverageInputError)) throw error;
    deps.error(`${error.message}\nNothing was checked.`);
    return 2;
  }
  try {
    const traced =
      parsed.site === null ? await fromMap(addresses, parsed.file, deps) : await fromSite(addresses, parsed.file, parsed.site, deps);
    if (!traced) return 1;
    for (const line of reportLines(traced)) deps.print(line);
    return exitCodeOf(traced);
  } catch (error) {
    deps.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

const hostOf = (url: string) => new URL(url).host.toLowerCase();
const utc = (time: Date) => `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const counted = (n: number) => (n === 1 ? "1 address" : `${n} addresses`);

async function fromMap(addresses: InputAddress[], file: string, deps: CoverageDeps): Promise<Traced[]> {
  const checkout = deps.checkout();
  const now = deps.now();
  const files = checkout.build
    ? ` and the files of ${checkout.build}`
    : " (no build of these pages: any other file counts as not found; `npm run build` makes one)";
  deps.print(`Coverage of ${counted(addresses.length)} in ${file}, answered from the checkout (--map) as at ${utc(now)}:`);
  deps.print(`redirect map ${checkout.version} (${checkout.rules} rules), ${checkout.pages.data.pages.length} pages${files}.`);
  deps.print("");
  const site = { origin: new URL(checkout.siteUrl).origin, hosts: new Set([hostOf(checkout.siteUrl)]) };
  return traceAll(addresses, site, mapAnswerer(checkout, now), 1);
}

async function fromSite(addresses: InputAddress[], file: string, origin: string, deps: CoverageDeps): Promise<Traced[] | null> {
  const base = new URL(origin).origin;
  try {
    await deps.fetch(`${base}/`, { method: "HEAD", redirect: "manual" });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    const hint =
      base === LOCAL_SITE ? " Start it with `npm start`, name another with --site URL, or answer from the checkout with --map." : "";
    deps.error(`${base} is not reachable (${cause}): nothing was checked.${hint}`);
    return null;
  }
  deps.print(`Coverage of ${counted(addresses.length)} in ${file}, asked of ${base}.`);
  deps.print("");
  const site = { origin: base, hosts: new Set([hostOf(base), hostOf(deps.siteUrl())]) };
  return traceAll(addresses, site, siteAnswerer(deps.fetch));
}
