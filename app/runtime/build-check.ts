// At start-up, compare the running build with the one the server deploys now (app-data,
// spec §4): on a mismatch, reload once. The reload is remembered in session storage, or in
// window.name where storage throws, so it can never loop.
import { APP_DATA_PATH } from "../../policy/files.ts";
import type { AppData } from "../lib/page-data.ts";
import { BUILD_RELOAD_KEY } from "./constants.ts";
import { fetchWithRetries } from "./page-loader.ts";
import { session } from "./storage.ts";

export interface BuildCheckEnv {
  runningHash: string;
  fetchAppData: () => Promise<AppData>;
  reload: () => void;
  remembered: { get(): string | null; set(value: string): void };
}

/** Resolves to true when it asked for a reload. */
export async function checkBuild(env: BuildCheckEnv): Promise<boolean> {
  let deployed: string;
  try {
    deployed = (await env.fetchAppData()).webpackCompilationHash;
  } catch {
    return false; // offline or failing: keep the page as it is
  }
  if (deployed === env.runningHash) return false;
  if (env.remembered.get() === deployed) return false; // reloaded for this build already
  env.remembered.set(deployed);
  env.reload();
  return true;
}

const WINDOW_NAME_PREFIX = `${BUILD_RELOAD_KEY}=`;

export function browserBuildCheck(runningHash: string): Promise<boolean> {
  return checkBuild({
    runningHash,
    fetchAppData: async () => (await fetchWithRetries(APP_DATA_PATH, (s) => s === 200)).json<AppData>(),
    reload: () => window.location.reload(),
    remembered: {
      get: () =>
        session.get(BUILD_RELOAD_KEY) ?? (window.name.startsWith(WINDOW_NAME_PREFIX) ? window.name.slice(WINDOW_NAME_PREFIX.length) : null),
      set: (value) => {
        if (!session.set(BUILD_RELOAD_KEY, value)) window.name = `${WINDOW_NAME_PREFIX}${value}`;
      },
    },
  });
}
