// /__third-party-proxy?url=… (spec §7): fetches a third-party script for the page (web analytics,
// after consent) and nothing else. Only the exact URLs of THIRD_PARTY_SCRIPTS (wrangler.toml) are
// fetched, only over https on the default port, never from an IP address, never following a
// redirect; the answer must be a script, and it is served as one (nosniff, same-origin CORP).
// An upstream that fails answers 502, one that is slow 504: never a 500.

export const PROXY_PATH = "/__third-party-proxy";

/** How long the upstream may take to send its headers. */
export const PROXY_TIMEOUT_MS = 5_000;

/** MIME types a browser runs as a classic script (WHATWG MIME Sniffing, "JavaScript MIME type"). */
const SCRIPT_TYPES = new Set([
  "text/javascript",
  "application/javascript",
  "application/x-javascript",
  "application/ecmascript",
  "text/ecmascript",
  "text/x-javascript",
]);

export type ProxyCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkProxyTarget(raw: string | null, allowed: ReadonlySet<string>): ProxyCheck {
  if (!raw) return { ok: false, reason: "missing url parameter" };
  const url = URL.parse(raw);
  if (!url) return { ok: false, reason: "url is not a URL" };
  if (url.protocol !== "https:") return { ok: false, reason: "only https URLs" };
  if (url.username || url.password) return { ok: false, reason: "credentials in url" };
  if (url.port) return { ok: false, reason: "only the default port" };
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[")) return { ok: false, reason: "IP addresses are not allowed" };
  if (!allowed.has(url.href)) return { ok: false, reason: `${url.origin}${url.pathname} is not on the allowlist` };
  return { ok: true, url };
}

/** THIRD_PARTY_SCRIPTS: script URLs separated by commas or white space, normalised as URLs. */
export function allowedScripts(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? "")
      .split(/[\s,]+/)
      .map((raw) => URL.parse(raw)?.href)
      .filter((href): href is string => href !== undefined),
  );
}

/** The origins of the listed scripts: what a consented script may send data to (its page's CSP). */
export function thirdPartyOriginsOf(env: { THIRD_PARTY_SCRIPTS?: string }): string[] {
  return [...new Set([...allowedScripts(env.THIRD_PARTY_SCRIPTS)].map((href) => new URL(href).origin))];
}

export function isScriptType(contentType: string | null): boolean {
  return SCRIPT_TYPES.has((contentType ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "");
}

export interface ProxyAnswer {
  response: Response;
  /** Why the proxy refused or failed, for the log line (no request data). */
  reason?: string;
}

const plain = (status: number, body: string, reason: string): ProxyAnswer => ({
  response: new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } }),
  reason,
});

export async function proxy(
  request: Request,
  allowed: ReadonlySet<string>,
  fetcher: typeof fetch = fetch,
  timeoutMs = PROXY_TIMEOUT_MS,
): Promise<ProxyAnswer> {
  const check = checkProxyTarget(new URL(request.url).searchParams.get("url"), allowed);
  if (!check.ok) return plain(400, `Bad request: ${check.reason}`, check.reason);
  let upstream: Response;
  try {
    upstream = await fetcher(check.url.href, {
      method: "GET",
      redirect: "manual",
      headers: { accept: "text/javascript, application/javascript;q=0.9" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError") return plain(504, "Gateway timeout: the third party did not answer in time", "upstream timeout");
    return plain(502, "Bad gateway: the third party could not be reached", "upstream unreachable");
  }
  if (upstream.status !== 200) {
    await upstream.body?.cancel();
    return plain(502, `Bad gateway: the third party answered ${upstream.status}`, `upstream status ${upstream.status}`);
  }
  const type = upstream.headers.get("content-type");
  if (!isScriptType(type)) {
    await upstream.body?.cancel();
    return plain(502, "Bad gateway: the third party did not answer with a script", "upstream not a script");
  }
  const headers = new Headers({
    "content-type": type ?? "text/javascript",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=3600",
  });
  return { response: new Response(upstream.body, { status: 200, headers }) };
}
