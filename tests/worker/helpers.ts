import { SELF } from "cloudflare:test";

export const ORIGIN = "https://www.northfold.example";

export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}
