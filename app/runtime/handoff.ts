// Remix's hand-off to the browser, for a pre-rendered page whose build took it out of the
// document (scripts/build/defer-hydration.ts, docs/decisions/018-speed.md). Every page would
// otherwise carry the same settings script, the code that imports its route modules and its
// loader data as three scripts of its own. The settings travel with the entry; the page's
// deferred script hands over only what is its own.
import { REMIX_HANDOFF_SETTINGS, type Handoff } from "../../policy/remix-handoff.ts";

interface RemixGlobals {
  __remixContext?: object;
  __remixRouteModules?: Record<string, unknown>;
}

/** Loads the page's manifest and route modules and sets up Remix's context as its own scripts
 * would have. The deferred script has preloaded them: the policy trusts what a link it added
 * preloaded (scripts/build/defer-hydration.ts). */
export async function takeHandoff(handoff: Handoff, target: RemixGlobals = window): Promise<void> {
  const ids = Object.keys(handoff.routes);
  const [, ...modules] = await Promise.all(
    [handoff.manifest, ...ids.map((id) => handoff.routes[id] ?? "")].map((url) => import(/* @vite-ignore */ url) as Promise<unknown>),
  );
  target.__remixRouteModules = Object.fromEntries(ids.map((id, i) => [id, modules[i]]));
  target.__remixContext = {
    ...REMIX_HANDOFF_SETTINGS,
    stream: new ReadableStream<string>({
      start(controller) {
        controller.enqueue(handoff.data);
        controller.close();
      },
    }).pipeThrough(new TextEncoderStream()),
  };
}
