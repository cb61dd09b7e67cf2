import { describe, expect, it } from "vitest";
import { REMIX_HANDOFF_SETTINGS } from "../../policy/remix-handoff.ts";
import { takeHandoff } from "./handoff.ts";

const module = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

describe("takeHandoff", () => {
  it("sets up Remix's route modules by id and its context as Remix's own scripts would", async () => {
    const target: { __remixContext?: object; __remixRouteModules?: Record<string, unknown> } = {};
    const data = '[{"_1":2},"loaderData",{}]\n';
    await takeHandoff(
      {
        manifest: module("globalThis.manifestLoaded = true;"),
        routes: { root: module("export const id = 'root';"), "routes/content": module("export const id = 'content';") },
        data,
      },
      target,
    );
    expect((globalThis as { manifestLoaded?: boolean }).manifestLoaded).toBe(true);
    expect(Object.keys(target.__remixRouteModules ?? {})).toEqual(["root", "routes/content"]);
    expect((target.__remixRouteModules?.["routes/content"] as { id: string }).id).toBe("content");
    const { stream, ...settings } = target.__remixContext as { stream: ReadableStream<Uint8Array> };
    expect(settings).toEqual(REMIX_HANDOFF_SETTINGS);
    expect(await new Response(stream).text()).toBe(data);
  });

  it("fails, leaving Remix unset, when a route module cannot be loaded", async () => {
    const target: { __remixContext?: object } = {};
    await expect(
      takeHandoff({ manifest: module(""), routes: { root: module("syntax error here (") }, data: "" }, target),
    ).rejects.toThrow();
    expect(target.__remixContext).toBeUndefined();
  });
});
