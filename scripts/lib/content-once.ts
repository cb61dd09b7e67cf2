// A pre-rendered page carries its content once (docs/decisions/018-speed.md). Remix writes the
// route data into the document a second time, as the inline stream it hydrates from; the build
// replaces the content route's part of that stream with a reference to the page's page-data
// file, which the client entry fetches (with the shared data it names) before hydrating.
// Everything else in the stream (the root's data) stays as Remix wrote it.
import { decode, encode } from "turbo-stream";
import { HYDRATE_FROM } from "../../redirects/core/paths.ts";

/** Remix's inline stream chunks (single fetch), as it writes them: a JSON string literal per chunk. */
const ENQUEUE = /<script>window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** Remix's escaping of a chunk's literal inside a script element. */
const ESCAPES: Record<string, string> = { "&": "\\u0026", "<": "\\u003c", ">": "\\u003e", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const scriptLiteral = (text: string) => JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

interface HydrationState {
  loaderData: Record<string, unknown>;
}

const isRouteData = (value: unknown): value is { pageData: unknown; templateChunk?: string } =>
  typeof value === "object" && value !== null && "pageData" in value;

/** The inline route data of `html` with the content route's data replaced by a reference to `pagePath`'s page data. */
export async function contentByReference(html: string, pagePath: string): Promise<string> {
  const chunks = [...html.matchAll(ENQUEUE)];
  if (!chunks.length) throw new Error(`${pagePath}: the document has no inline route data to replace`);
  const text = chunks.map((m) => JSON.parse(m[1] ?? '""') as string).join("");
  const decoded = await decode(new Response(text).body as ReadableStream<Uint8Array>);
  await decoded.done;
  const state = decoded.value as HydrationState;
  const routes = Object.entries(state.loaderData ?? {}).filter(([, data]) => isRouteData(data));
  if (routes.length !== 1)
    throw new Error(`${pagePath}: expected one route with page data in the inline route data, found ${routes.length}`);
  for (const [id, data] of routes) {
    if (!isRouteData(data)) continue;
    state.loaderData[id] = { [HYDRATE_FROM]: pagePath, ...(data.templateChunk ? { templateChunk: data.templateChunk } : {}) };
  }
  const replaced = await textOf(encode(state));
  // The first chunk's script takes the whole new stream; the others go.
  let out = "";
  let at = 0;
  chunks.forEach((m, i) => {
    const start = m.index ?? 0;
    out += html.slice(at, start);
    if (i === 0) out += `<script>window.__remixContext.streamController.enqueue(${scriptLiteral(replaced)});</script>`;
    at = start + m[0].length;
  });
  return out + html.slice(at);
}
