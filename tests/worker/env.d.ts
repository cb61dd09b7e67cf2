declare module "cloudflare:test" {
  interface ProvidedEnv extends import("../../worker/env.ts").Env {}
}
