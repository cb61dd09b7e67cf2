// Finds Debian's Chromium for Playwright: CHROMIUM_PATH, else `chromium` on the PATH.
// No browser is ever downloaded (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
import { existsSync } from "node:fs";
import { commandPath } from "../checks/system-packages.ts";

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return commandPath("chromium") ?? commandPath("chromium-browser");
}

/** Flags that keep Chromium quiet on a machine without internet access. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright launch options for Debian's Chromium; fails with what to install when it is missing. */
export function chromiumLaunchOptions(extraArgs: string[] = []): { executablePath: string; args: string[] } {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: install Debian's chromium package or set CHROMIUM_PATH");
  return { executablePath, args: [...CHROMIUM_FLAGS, ...extraArgs] };
}
