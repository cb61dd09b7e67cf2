// /__third-party-proxy?url=… (spec §7): fetches a script for the page from a host on the
// allowlist (THIRD_PARTY_HOSTS in wrangler.toml), and nothing else: never an open proxy,
// never an internal or loopback address, never a redirect followed.

export const PROXY_PATH = "/__third-party-proxy";

export type ProxyCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkProxyTarget(raw: string | null, allowed: ReadonlySet<string>): ProxyCheck {
  if (!raw) return { ok: false, reason: "missing url parameter" };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "url is not a URL" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "only https URLs" };
  if (url.username || url.password) return { ok: false, reason: "credentials in url" };
  if (url.port && url.port !== "443") return { ok: false, reason: "only the default port" };
  const host = url.hostname.toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(":") || host.startsWith("[")) return { ok: false, reason: "IP addresses are not allowed" };
  if (!allowed.has(host)) return { ok: false, reason: `host ${host} is not on the allowlist` };
  return { ok: true, url };
}

export function allowedHosts(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

const PASSED_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];

export async function proxy(
  request: Request,
  allowed: ReadonlySet<string>,
  fetcher: typeof fetch = fetch,
): Promise<{ response: Response; reason?: string }> {
  const check = checkProxyTarget(new URL(request.url).searchParams.get("url"), allowed);
  if (!check.ok)
    return {
      response: new Response(`Bad request: ${check.reason}`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } }),
      reason: check.reason,
    };
  const upstream = await fetcher(check.url.toString(), {
    method: "GET",
    redirect: "manual",
    headers: { accept: request.headers.get("accept") ?? "*/*" },
  });
  if (upstream.status >= 300 && upstream.status < 400) {
    return {
      response: new Response("Bad gateway: the third party answered with a redirect", { status: 502 }),
      reason: "upstream redirect",
    };
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return { response: new Response(upstream.body, { status: upstream.status, headers }) };
}
