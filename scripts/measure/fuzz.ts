// npm run fuzz — sends FUZZ_REQUESTS (100,000) generated hostile requests (scripts/measure/hostile-requests.ts)
// to the built site under `wrangler dev` and prints what came back: statuses, answers of 500,
// other 5xx (only the proxy may answer 502/504, and only for a listed script), and Location
// headers that leave the site for a host that is not an allowed external host. Exits 1 if any
// of those three is not zero. FUZZ_SEED repeats a run. Posts to the enquiry forms carry, where
// the generator asks for one, a form token fetched from the site, so they reach the rules and
// the local D1 too.
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rulesKey } from "../../redirects/engine/kv-layout.ts";
import type { RedirectRule } from "../../redirects/engine/rules.ts";
import type { SiteIndexData } from "../../policy/site-index.ts";
import { BUILT_MAP_FILE, type BuiltMap } from "../ops/kv.ts";
import { FORM_TOKEN_FIELD, MIN_FILL_MS } from "../../policy/enquiry.ts";
import { hostileRequests, withStandIns, type HostileRequest, type Seeds } from "./hostile-requests.ts";
import { probeLocalWorker, type LocalWorker } from "../lib/local-worker.ts";
import { REAL_SITE, ROOT } from "../lib/run.ts";

/** A port for the server; unset, the OS finds a free one. */
const PORT = process.env.FUZZ_PORT;
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CONCURRENCY = 32;

interface Answer {
  status: number;
  location?: string;
  /** Whether the Worker answered (its security headers are on every answer it gives), or the
   * runtime in front of it did (workerd answers 501 to a method token it does not know). */
  byWorker: boolean;
}

interface Report {
  statuses: Map<number, number>;
  serverErrors: HostileRequest[];
  otherFiveXx: Array<HostileRequest & Answer>;
  /** Answers the runtime gave before the Worker ran, by status, and its 5xx. */
  runtime: Map<number, number>;
  runtimeFiveXx: Array<HostileRequest & Answer>;
  offSite: Array<HostileRequest & Answer>;
  external: number;
  failed: Array<HostileRequest & { error: string }>;
}

/** What the fuzzer knows of the site: rule sources, pages, listed scripts, allowed external hosts. */
function seedsOf(): Seeds & { externalHosts: Set<string> } {
  const build = join(ROOT, REAL_SITE.buildDir);
  const built = JSON.parse(readFileSync(join(build, BUILT_MAP_FILE), "utf8")) as BuiltMap;
  const rules = JSON.parse(built.entries.find((e) => e.key === rulesKey(built.version))?.value ?? "[]") as RedirectRule[];
  const index = JSON.parse(readFileSync(join(build, "worker/site-index.json"), "utf8")) as SiteIndexData;
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const scripts = (/^THIRD_PARTY_SCRIPTS = "([^"]*)"/m.exec(toml)?.[1] ?? "").split(/[\s,]+/).filter(Boolean);
  const externalHosts = new Set(rules.filter((r) => r.toPath.startsWith("https://")).map((r) => new URL(r.toPath).hostname));
  return { sources: rules.map((r) => r.fromPath), pages: index.pages, scripts, externalHosts, forms: Object.keys(index.forms) };
}

/** A header only the Worker sets (worker/headers.ts). */
const WORKER_HEADER = "cross-origin-opener-policy";
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** What Node's HTTP client refuses to send in a request target. */
const UNSENDABLE = /[^\u0021-\u00ff]/;

/** The placeholders of a generated request filled in: the origin, and a form token of a person's pace. */
const stand = { origin: "", token: "" };
const filled = (text: string) => withStandIns(text, stand);

/** A form token as a visitor's browser gets it, old enough to count as a person's. */
async function formToken(origin: string, forms: string[]): Promise<string> {
  if (!forms.length) return "";
  const html = await (await fetch(`${origin}${forms[0]}`)).text();
  const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  await new Promise((r) => setTimeout(r, MIN_FILL_MS + 100));
  return token;
}

/** One request through Node's HTTP client (keep-alive), or over a raw socket for bytes it refuses. */
function send(host: string, port: number, r: HostileRequest): Promise<Answer> {
  if (UNSENDABLE.test(r.target)) return sendRaw(host, port, r);
  const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k, filled(v)]));
  return new Promise((resolve, reject) => {
    const req = request({ host, port, method: r.method, path: r.target, agent, timeout: 30_000, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, byWorker: WORKER_HEADER in res.headers }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(r.body === undefined ? undefined : Buffer.from(filled(r.body), "latin1"));
  });
}

function sendRaw(host: string, port: number, r: HostileRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let head = "";
    socket.setTimeout(30_000, () => socket.destroy(new Error("timed out")));
    socket.on("connect", () =>
      socket.write(`${r.method} ${r.target} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`, "latin1"),
    );
    socket.on("data", (chunk) => {
      if (!head.includes("\r\n\r\n")) head += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      // A server that closes without an answer has refused the bytes: not an answer of the Worker.
      resolve({ status, location, byWorker: head.toLowerCase().includes(`\r\n${WORKER_HEADER}:`) });
    });
  });
}

/** Whether a 502/504 is the proxy's own answer for a listed script (the upstream failed or was slow). */
function proxyGatewayAnswer(r: HostileRequest, status: number, scripts: ReadonlySet<string>): boolean {
  if (status !== 502 && status !== 504) return false;
  const url = URL.parse(r.target, "http://fuzz.invalid");
  const target = url?.pathname === "/__third-party-proxy" ? url.searchParams.get("url") : null;
  return target !== null && scripts.has(URL.parse(target)?.href ?? "");
}

/** A Location that sends the visitor off the site, to a host that no rule may name. */
function leavesSite(location: string, origin: string, externalHosts: ReadonlySet<string>): "local" | "external" | "off-site" {
  if (location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")) return "local";
  const url = URL.parse(location, origin);
  if (!url) return "off-site";
  if (url.origin === origin) return "local";
  return url.protocol === "https:" && externalHosts.has(url.hostname) ? "external" : "off-site";
}

async function fuzz(origin: string, requests: HostileRequest[], seeds: ReturnType<typeof seedsOf>): Promise<Report> {
  const { hostname, port } = new URL(origin);
  const scripts = new Set(seeds.scripts.map((s) => URL.parse(s)?.href ?? s));
  const report: Report = {
    statuses: new Map(),
    serverErrors: [],
    otherFiveXx: [],
    runtime: new Map(),
    runtimeFiveXx: [],
    offSite: [],
    external: 0,
    failed: [],
  };
  let next = 0;
  let done = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests.length) {
      const r = requests[next++] as HostileRequest;
      try {
        const answer = await send(hostname, Number(port), r);
        report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
        if (!answer.byWorker) report.runtime.set(answer.status, (report.runtime.get(answer.status) ?? 0) + 1);
        if (!answer.byWorker && answer.status >= 500) report.runtimeFiveXx.push({ ...r, ...answer });
        if (answer.status === 500 && answer.byWorker) report.serverErrors.push(r);
        else if (answer.status > 500 && answer.byWorker && !proxyGatewayAnswer(r, answer.status, scripts))
          report.otherFiveXx.push({ ...r, ...answer });
        if (answer.location) {
          const where = leavesSite(answer.location, origin, seeds.externalHosts);
          if (where === "off-site") report.offSite.push({ ...r, ...answer });
          if (where === "external") report.external++;
        }
      } catch (error) {
        report.failed.push({ ...r, error: (error as Error).message });
      }
      if (++done % 10_000 === 0) console.log(`  ${done} requests, ${Math.round(done / ((performance.now() - started) / 1000))} per second`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

function print(report: Report, requests: HostileRequest[], seconds: number): void {
  const byKind = new Map<string, number>();
  for (const r of requests) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
  console.log(`\n${requests.length} requests in ${seconds.toFixed(1)} s`);
  console.log(`  kinds: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  console.log(
    `  statuses: ${[...report.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s || "no answer"} ×${n}`)
      .join(", ")}`,
  );
  console.log(`  answers of 500 from the Worker: ${report.serverErrors.length}`);
  console.log(`  other 5xx from the Worker (outside the proxy's 502/504 for a listed script): ${report.otherFiveXx.length}`);
  const runtime = [...report.runtime].map(([s, n]) => `${s || "no answer"} ×${n}`).join(", ") || "none";
  console.log(
    `  answered by the runtime before the Worker ran (wrangler dev's workerd: a method token it does not know, a request line at its limits): ${runtime}`,
  );
  console.log(`  Location off the site: ${report.offSite.length} (to allowed external hosts: ${report.external})`);
  console.log(`  requests that failed (connection errors): ${report.failed.length}`);
  const show = (title: string, list: Array<HostileRequest & Partial<Answer> & { error?: string }>) => {
    if (!list.length) return;
    console.log(`\n${title} (first 10):`);
    for (const r of list.slice(0, 10))
      console.log(
        `  ${r.method} ${JSON.stringify(r.target.slice(0, 100))}${r.target.length > 100 ? ` (${r.target.length} characters)` : ""} → ${r.status ?? ""} ${r.location ?? ""}${r.error ?? ""}`,
      );
  };
  show("Answers of 500", report.serverErrors);
  show("Other 5xx", report.otherFiveXx);
  show(
    "5xx of the runtime, before the Worker ran",
    [...report.runtimeFiveXx].sort((a, b) => a.status - b.status),
  );
  show("Location off the site", report.offSite);
  show("Failed", report.failed);
}

async function main(server: LocalWorker): Promise<number> {
  if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`FUZZ_REQUESTS must be a positive integer, not ${process.env.FUZZ_REQUESTS}`);
  const seeds = seedsOf();
  const requests = hostileRequests(COUNT, seeds, SEED);
  stand.origin = server.origin;
  stand.token = await formToken(server.origin, seeds.forms);
  console.log(`Fuzzing ${server.origin} (wrangler dev, the Worker's log: ${server.log}) with ${COUNT} requests, seed ${SEED}`);
  const started = performance.now();
  try {
    const report = await fuzz(server.origin, requests, seeds);
    print(report, requests, (performance.now() - started) / 1000);
    return report.serverErrors.length + report.otherFiveXx.length + report.offSite.length > 0 ? 1 : 0;
  } finally {
    agent.destroy();
  }
}

probeLocalWorker("fuzz", PORT, main);
