// Ports for the servers the tools start: a port the OS finds free, unless the tool's env var
// names one (then it must be free), so that a drill or a benchmark never fails because another
// server, or another run, holds a fixed port.
import { createServer } from "node:net";

/** Whether something on this machine listens on `port` of the loopback address. */
export function portInUse(port: string | number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(true))
      .once("listening", () => probe.close(() => resolve(false)))
      .listen(Number(port), "127.0.0.1");
  });
}

/** A loopback port nothing listens on, found by the OS (listening on port 0). */
export function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const address = probe.address();
        const port = typeof address === "object" && address ? String(address.port) : "";
        probe.close(() => (port ? resolve(port) : reject(new Error("the OS gave no port"))));
      });
  });
}

/** The port `named` (an env var's value) when set, else a free one. */
export const portOf = (named: string | undefined): Promise<string> => (named ? Promise.resolve(named) : freePort());
