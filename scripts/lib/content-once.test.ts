import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { HYDRATE_FROM } from "../../redirects/core/paths.ts";
import { contentByReference } from "./content-once.ts";

const ESCAPED = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
const streamText = (value: unknown) => new Response(encode(value)).text();
const chunkScript = (text: string) => `<script>window.__remixContext.streamController.enqueue(${ESCAPED(text)});</script>`;

async function inlineState(html: string): Promise<unknown> {
  const texts = [...html.matchAll(/enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1] ?? '""') as string);
  expect(texts).toHaveLength(1);
  const { value, done } = await decode(new Response(texts[0]).body as ReadableStream<Uint8Array>);
  await done;
  return value;
}

const route = {
  pageData: { path: "/crm", result: { page: { body: "<p>Long content & more</p>" } } },
  staticQueries: { abc: { siteMetadata: { companyName: "Northfold" } } },
  slices: { header: {}, footer: {} },
  templateChunk: "/assets/landing-1.js",
};

describe("contentByReference", () => {
  it("replaces the content route's inline data by a reference to its page data, and keeps the rest", async () => {
    const text = await streamText({ loaderData: { root: { locale: "en" }, "routes/content": route }, actionData: null, errors: null });
    // Remix may write the stream in more than one chunk.
    const cut = Math.floor(text.length / 2);
    const html = `<html><body><main>x</main>${chunkScript(text.slice(0, cut))}${chunkScript(text.slice(cut))}<script>window.__remixContext.streamController.close();</script></body></html>`;
    const out = await contentByReference(html, "/crm");
    expect(out).not.toContain("Long content");
    expect(out).toContain("<main>x</main>");
    expect(out).toContain("<script>window.__remixContext.streamController.close();</script></body></html>");
    expect(await inlineState(out)).toEqual({
      loaderData: { root: { locale: "en" }, "routes/content": { [HYDRATE_FROM]: "/crm", templateChunk: "/assets/landing-1.js" } },
      actionData: null,
      errors: null,
    });
  });

  it("refuses a document without inline route data, or without a route that has page data", async () => {
    await expect(contentByReference("<html><body></body></html>", "/crm")).rejects.toThrow(/no inline route data/);
    const text = await streamText({ loaderData: { root: { locale: "en" } } });
    await expect(contentByReference(`<body>${chunkScript(text)}</body>`, "/crm")).rejects.toThrow(/expected one route with page data/);
  });
});
