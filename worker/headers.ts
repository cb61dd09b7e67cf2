// Security headers on every response (a full Content-Security-Policy comes later).
export const SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/** How long browsers and the service worker may keep a response (README "Offline"). */
export function cacheControlFor(path: string, contentType: string | null): string | null {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable"; // hashed names
  if (path === "/sw.js" || path.startsWith("/page-data/") || path.startsWith("/slice-data/") || contentType?.startsWith("text/html"))
    return "no-cache";
  return null;
}

export function withSecurityHeaders(response: Response, path: string): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) out.headers.set(name, value);
  // Redirects may change with the map: an hour, not the forever browsers give a bare 301.
  const status = response.status;
  const cache =
    status === 200 || status === 304
      ? cacheControlFor(path, response.headers.get("content-type"))
      : status >= 300 && status < 400
        ? "public, max-age=3600"
        : "no-store";
  if (cache) out.headers.set("Cache-Control", cache);
  return out;
}
