// Hostile requests for `npm run fuzz`, generated from a seed so that a run can be repeated:
// odd encodings, slashes and backslashes, dot segments, control bytes, case and slash variants
// of real rule sources and pages, long paths and queries, every method, proxy URLs, posts to
// the enquiry forms with broken, oversized, cross-site and half-valid bodies, and page views
// (POST /__pageview) with forged cookies and bodies.
import { prng } from "./prng.ts";

export interface HostileRequest {
  method: string;
  /** The request target exactly as sent (may hold bytes an HTTP client would refuse). */
  target: string;
  /** Which generator made it, for the report. */
  kind: string;
  /** Request headers; `{origin}` and `{token}` in a value stand for the site's origin and a form token of a person's pace. */
  headers?: Record<string, string>;
  /** The body, with the same placeholders. */
  body?: string;
}

/** Stand-ins the sender replaces: the origin of the site under test, and a valid form token. */
export const ORIGIN_PLACEHOLDER = "{origin}";
export const TOKEN_PLACEHOLDER = "{token}";

/** `text` with the stand-ins filled in. */
export function withStandIns(text: string, standIns: { origin: string; token: string }): string {
  return text.replaceAll(ORIGIN_PLACEHOLDER, standIns.origin).replaceAll(TOKEN_PLACEHOLDER, standIns.token);
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LOCK", "X-FUZZ"];
const SLASHY = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%252f",
  "/./",
  "/../",
  "/.",
  "/..",
  "%2e%2e/",
  "..%2f",
  ";/",
  "/;",
];
const DOTS = [".", "..", "...", ".env", ".git/config", "%2e", "%2e%2e", ".%2e", "index.html", "page-data.json", ".data", "~", "%00.html"];
const ENCODED = [
  "%00",
  "%0a",
  "%0d%0a",
  "%7f",
  "%ff",
  "%c0%af",
  "%e0%80%af",
  "%zz",
  "%",
  "%e0%a4%a",
  "%ef%bf%bd",
  "%F0%9F%92%A9",
  "%25",
  "%u002f",
  "+",
  "%20",
];
const HOSTS = ["evil.example", "127.0.0.1", "169.254.169.254", "[::1]", "localhost", "analytics.northfold.example.evil.example"];

export interface Seeds {
  /** Rule sources of the map (redirects/*.txt). */
  sources: string[];
  /** Page paths of the site. */
  pages: string[];
  /** Script URLs the proxy may fetch (THIRD_PARTY_SCRIPTS). */
  scripts: string[];
  /** Pages with an enquiry form. */
  forms: string[];
}

/** Picking from a list and whole numbers below `max`, drawn from `random`. */
function draws(random: () => number) {
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
    int: (max: number) => Math.floor(random() * max),
  };
}

export function hostileRequests(count: number, seeds: Seeds, seed = 1): HostileRequest[] {
  const random = prng(seed);
  const { pick, int } = draws(random);
  const known = () => pick(random() < 0.6 && seeds.sources.length ? seeds.sources : seeds.pages);

  const recase = (path: string) =>
    [...path].map((c) => (random() < 0.3 ? (random() < 0.5 ? c.toUpperCase() : c.toLowerCase()) : c)).join("");
  const splice = (path: string, insert: string) => {
    const at = int(path.length + 1);
    return `${path.slice(0, at)}${insert}${path.slice(at)}`;
  };
  const query = () =>
    random() < 0.5
      ? ""
      : `?${pick(["ref=mail", "_data=root", "_data", "q=%00", "url=//evil.example", "a=1&a=2", "x=" + "y".repeat(int(3000))])}`;

  const generators: Array<[string, () => string]> = [
    ["encoding", () => splice(known(), pick(ENCODED)) + query()],
    ["slashes", () => splice(known(), pick(SLASHY)) + (random() < 0.3 ? pick(SLASHY) : "") + query()],
    ["dots", () => `${random() < 0.5 ? known() : ""}/${pick(DOTS)}${query()}`],
    ["control", () => splice(known(), String.fromCharCode(int(32)))],
    ["case-and-slash", () => recase(known()) + "/".repeat(int(3)) + query()],
    ["long-path", () => `/${"a/".repeat(200 + int(3000))}${random() < 0.5 ? "x" : ""}`],
    ["long-query", () => `${known()}?q=${"%41".repeat(300 + int(25_000))}`],
    ["page-data", () => `/page-data${recase(known())}/page-data.json${query()}`],
    ["remix-data", () => `${known()}${pick([".data", "/.data", "?_data=root", "?_data=routes%2Fcontent", ".data?_routes=root"])}`],
    [
      "error-pages",
      () => `${pick(["/500", "/404", "/de/404", "/500.html", "/404.html", "/page-data/500/page-data.json", "/500.data"])}${query()}`,
    ],
    ["proxy", () => `/__third-party-proxy${proxyQuery()}`],
    ["absolute-form", () => `http://${pick(HOSTS)}${known()}`],
  ];

  function proxyQuery(): string {
    const script = seeds.scripts.length ? pick(seeds.scripts) : "https://analytics.northfold.example/script.js";
    const host = pick(HOSTS);
    const candidates = [
      script,
      `${script}?x=1`,
      script.replace("https:", "http:"),
      script.toUpperCase(),
      `https://${host}/script.js`,
      `https://user:pw@${new URL(script).host}/script.js`,
      `https://${new URL(script).host}:8443/script.js`,
      `${script}#frag`,
      "javascript:alert(1)",
      "data:text/javascript,alert(1)",
      "file:///etc/passwd",
      `//${host}/x.js`,
      "",
      `${script}${"a".repeat(int(4000))}`,
    ];
    const url = pick(candidates);
    return random() < 0.2
      ? `?url=${url}&url=${encodeURIComponent(script)}`
      : random() < 0.5
        ? `?url=${encodeURIComponent(url)}`
        : `?url=${url}`;
  }

  const out: HostileRequest[] = [];
  for (let i = 0; i < count; i++) {
    if (seeds.forms.length && random() < 0.08) {
      out.push(formPost(random, seeds.forms));
      continue;
    }
    if (random() < 0.03) {
      out.push(pageviewPost(random, known));
      continue;
    }
    const [kind, make] = pick(generators);
    out.push({ kind, target: make(), method: random() < 0.8 ? pick(["GET", "GET", "HEAD"]) : pick(METHODS) });
  }
  return out;
}

/** A page view (POST /__pageview): cookies, origin and body picked from what a forger would send. */
function pageviewPost(random: () => number, known: () => string): HostileRequest {
  const { pick, int } = draws(random);
  const visitor = pick(["0f1e2d3c4b5a69788796a5b4c3d2e1f0", "", "x".repeat(int(5000)), "%00", "<script>", "0f1e2d3c4b5a6978"]);
  const cookie = pick([
    `northfold_consent=granted; northfold_visitor=${visitor}`,
    `northfold_consent=denied; northfold_visitor=${visitor}`,
    "northfold_consent=granted",
    `northfold_consent=${"g".repeat(int(9000))}`,
    "",
  ]);
  const body = pick([
    JSON.stringify({ path: known(), referrer: "https://news.example/x", template: "landing" }),
    JSON.stringify({ path: known(), referrer: "javascript:alert(1)", template: "<b>" }),
    JSON.stringify({ path: "a".repeat(int(4000)), referrer: "", template: "x".repeat(int(100)) }),
    JSON.stringify({ path: { $ne: 1 }, referrer: ["x"], template: 7 }),
    '{"path":',
    "",
    "null",
    "a".repeat(3000 + int(70_000)),
    String.fromCharCode(...Array.from({ length: int(400) }, () => int(256))),
  ]);
  const headers: Record<string, string> = { "content-type": pick(["application/json", "text/plain", "", "multipart/form-data"]) };
  if (cookie) headers.cookie = cookie;
  const origin = pick([ORIGIN_PLACEHOLDER, ORIGIN_PLACEHOLDER, "", "null", "https://evil.example"]);
  if (origin) headers.origin = origin;
  if (random() < 0.5) headers["sec-fetch-site"] = pick(["same-origin", "cross-site", "none"]);
  const target = pick(["/__pageview", "/__pageview", "/__PAGEVIEW", "/__pageview/", "/__pageview?x=1", "/__pageview.data"]);
  return { kind: "pageview", method: pick(["POST", "POST", "POST", "GET", "PUT"]), target, headers, body };
}

/** A post to a form page: its address varied, its headers and body picked from what breaks forms. */
function formPost(random: () => number, forms: readonly string[]): HostileRequest {
  const { pick, int } = draws(random);
  const recase = (path: string) => [...path].map((c) => (random() < 0.5 ? c.toUpperCase() : c)).join("");
  const page = pick(forms);
  const target = pick([page, page, `${page}/`, recase(page), `${page}?x=1`, `${page}.data`, `/page-data${page}/page-data.json`]);
  const field = () =>
    pick(["name", "email", "company", "message", "timeline", "consent", "website", "form_token", "", "name[]", "a".repeat(300)]);
  const junk = () =>
    pick([
      "",
      "x",
      "%zz",
      "%",
      "%00",
      "%0d%0a",
      "%ef%bf%bd",
      "\u0000",
      "a".repeat(int(6000)),
      "<script>alert(1)</script>",
      "=cmd|' /C calc'!A0",
      "dana@harbourline.example",
      TOKEN_PLACEHOLDER,
      "1764000000000.forged",
      "now",
      "yes",
    ]);
  const valid = `name=Dana&email=dana%40harbourline.example&message=${"Our+dispatch+tool+needs+a+rewrite+".repeat(1 + int(3))}&consent=yes&form_token=${TOKEN_PLACEHOLDER}`;
  const encoded = () => Array.from({ length: int(12) }, () => `${field()}=${junk()}`).join("&");
  const body = pick([
    valid,
    `${valid}&website=https%3A%2F%2Fspam.example`,
    `${valid}&${encoded()}`,
    encoded(),
    encoded().replace(/&/g, ";"),
    "",
    "a".repeat(70_000 + int(50_000)),
    `message=${"%41".repeat(25_000)}&form_token=${TOKEN_PLACEHOLDER}`,
    '{"name":"Dana"}',
    '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nDana\r\n--b--\r\n',
    '--b\r\nContent-Disposition: form-data; name="message"; filename="x.exe"\r\n\r\nMZ\r\n--b',
    String.fromCharCode(...Array.from({ length: int(400) }, () => int(256))),
  ]);
  const headers: Record<string, string> = {};
  const type = pick([
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-8",
    "multipart/form-data; boundary=b",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "text/plain",
    "application/json",
    "",
    "x/y; z",
  ]);
  if (type) headers["content-type"] = type;
  const origin = pick([ORIGIN_PLACEHOLDER, ORIGIN_PLACEHOLDER, "", "null", "https://evil.example", `${ORIGIN_PLACEHOLDER}.evil.example`]);
  if (origin) headers.origin = origin;
  if (random() < 0.3) headers["sec-fetch-site"] = pick(["same-origin", "cross-site", "same-site", "none", "x"]);
  if (random() < 0.4) headers.accept = pick(["application/json", "text/html", "*/*", "application/json;q=0"]);
  if (random() < 0.5) headers["cf-connecting-ip"] = `198.51.100.${int(256)}`;
  return { kind: "form-post", method: "POST", target, headers, body };
}

/** Only posts to the form pages, `count` of them, from a seed. */
export function hostileFormPosts(count: number, forms: readonly string[], seed = 1): HostileRequest[] {
  const random = prng(seed);
  return Array.from({ length: count }, () => formPost(random, forms));
}
