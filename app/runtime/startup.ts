// Before hydration the page's template must be loaded (it is preloaded by the pre-rendered
// <head>); without it the page stays as pre-rendered, with the message of spec §8.
import { resolveReferences, type RouteData } from "../lib/page-data.ts";

export async function templateReady(
  name: string | undefined,
  load: (name: string) => Promise<unknown>,
  pathname: string,
): Promise<boolean> {
  try {
    if (!name) throw new Error("the page names no template");
    await load(name);
    return true;
  } catch {
    console.error(`page resources for ${pathname} not found. Not rendering React`);
    return false;
  }
}

/**
 * Puts route data fetched before hydration in place of the reference a pre-rendered page carries
 * inline (docs/decisions/018-speed.md), at the moment Remix decodes its inline stream into
 * `context.state` and before its router reads it. The reference's template chunk URL stays.
 */
export function fillReferencedData(context: object, data: RouteData): void {
  let state: unknown;
  Object.defineProperty(context, "state", {
    configurable: true,
    enumerable: true,
    get: () => state,
    set(value: { loaderData?: Record<string, unknown> } | undefined) {
      if (value?.loaderData) resolveReferences(value.loaderData, data);
      state = value;
    },
  });
}
