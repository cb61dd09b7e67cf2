// The Worker with a broken redirect namespace, for the incident drills (`npm run drill`,
// docs/runbook.md "Drills"). Only the drills' wrangler config names this module as its main, so
// it is never deployed. The var DRILL says what is broken:
// - kv-down: every KV call rejects, as when KV is down;
// - corrupt-map: the version the pointer names has a valid meta, but each of its shards reads
//   cut in half (not JSON), so the Worker sets that version aside as corrupt once a request
//   needs a shard; every other read goes to the real binding.
import worker from "./index.ts";
import { POINTER_KEY, shardKey } from "../redirects/engine/kv-layout.ts";

type DrillEnv = Env & { DRILL?: string };

const down = () => Promise.reject(new Error("KV GET failed: 503 Service Unavailable"));
const kvDown = { get: down, getWithMetadata: down, list: down, put: down, delete: down } as unknown as KVNamespace;

type GetType = "text" | "json" | { type?: string } | undefined;

/** The real namespace, with the shards of the version the pointer names cut in half. */
function corruptMap(kv: KVNamespace): KVNamespace {
  const isPointedShard = async (key: string): Promise<boolean> => {
    const index = Number(key.slice(key.lastIndexOf(":") + 1));
    if (!Number.isInteger(index)) return false;
    const version = (await kv.get(POINTER_KEY))?.trim();
    return !!version && key === shardKey(version, index);
  };
  const get = async (key: string, type?: GetType): Promise<unknown> => {
    if (!(await isPointedShard(key))) return kv.get(key, type as "text");
    const text = await kv.get(key);
    const cut = text?.slice(0, Math.floor(text.length / 2)) ?? null;
    // As the binding does: a value asked for as JSON is parsed, and one that is not JSON throws a SyntaxError.
    const json = type === "json" || (typeof type === "object" && type.type === "json");
    return json && cut !== null ? JSON.parse(cut) : cut;
  };
  return new Proxy(kv, {
    get(target, name) {
      if (name === "get") return get;
      const value: unknown = Reflect.get(target, name);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function drillEnv(env: DrillEnv): Env {
  if (env.DRILL === "kv-down") return { ...env, REDIRECTS: kvDown };
  if (env.DRILL === "corrupt-map") return { ...env, REDIRECTS: corruptMap(env.REDIRECTS) };
  throw new Error(`the var DRILL must be kv-down or corrupt-map, not ${JSON.stringify(env.DRILL)}`);
}

export default {
  fetch: (request, env, ctx) => worker.fetch(request, drillEnv(env), ctx),
  scheduled: (controller, env, ctx) => worker.scheduled(controller, drillEnv(env), ctx),
} satisfies ExportedHandler<DrillEnv>;
