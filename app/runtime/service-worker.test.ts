import { afterEach, describe, expect, it, vi } from "vitest";
import {
  appUpdated,
  INSECURE_MESSAGE,
  isSecureForServiceWorker,
  markResourcesFailed,
  OFFLINE_READY_MESSAGE,
  REDUNDANT_MESSAGE,
  registerServiceWorker,
  resetServiceWorkerState,
} from "./service-worker.ts";

afterEach(() => resetServiceWorkerState());

class FakeWorker extends EventTarget {
  state = "installing";
  set(state: string) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

function fakeEnv(protocol: string, hostname: string, controlled: boolean) {
  const registration = Object.assign(new EventTarget(), { installing: null as FakeWorker | null, unregister: vi.fn(async () => true) });
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    getRegistrations: vi.fn(async () => [registration]),
  };
  const log = { log: vi.fn(), error: vi.fn() };
  const reload = vi.fn();
  return {
    registration,
    container,
    log,
    reload,
    env: { location: { protocol, hostname, reload }, container: container as unknown as ServiceWorkerContainer, log },
  };
}

function install(registration: { installing: FakeWorker | null } & EventTarget, final: string) {
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event("updatefound"));
  worker.set(final);
}

describe("service worker registration (spec §4, §8)", () => {
  it("counts https and loopback hosts as secure, and nothing else", () => {
    expect(isSecureForServiceWorker({ protocol: "https:", hostname: "www.northfold.example" })).toBe(true);
    for (const host of ["localhost", "127.0.0.1", "[::1]"])
      expect(isSecureForServiceWorker({ protocol: "http:", hostname: host }), host).toBe(true);
    expect(isSecureForServiceWorker({ protocol: "http:", hostname: "staging.northfold.example" })).toBe(false);
  });

  it("refuses plain http on other hosts with the spec's message and registers nothing", async () => {
    const t = fakeEnv("http:", "staging.northfold.example", false);
    expect(await registerServiceWorker(t.env, true)).toBeNull();
    expect(t.log.error).toHaveBeenCalledWith(INSECURE_MESSAGE);
    expect(INSECURE_MESSAGE).toBe("Service workers can only be used over HTTPS, or on localhost for development");
    expect(t.container.register).not.toHaveBeenCalled();
  });

  it("logs that content is available offline after the first install", async () => {
    const t = fakeEnv("https:", "www.northfold.example", false);
    await registerServiceWorker(t.env, true);
    install(t.registration, "installed");
    expect(t.log.log).toHaveBeenCalledWith(OFFLINE_READY_MESSAGE);
    expect(appUpdated()).toBe(false);
  });

  it("marks the page updated when a new worker installs under an old one, reloading at once if resources failed", async () => {
    const t = fakeEnv("https:", "www.northfold.example", true);
    await registerServiceWorker(t.env, true);
    install(t.registration, "installed");
    expect(appUpdated()).toBe(true);
    expect(t.reload).not.toHaveBeenCalled();
    markResourcesFailed();
    install(t.registration, "installed");
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it("logs an error when the installing worker becomes redundant", async () => {
    const t = fakeEnv("https:", "www.northfold.example", false);
    await registerServiceWorker(t.env, true);
    install(t.registration, "redundant");
    expect(t.log.error).toHaveBeenCalledWith(REDUNDANT_MESSAGE);
  });

  it("removes registrations and caches instead when the build ships the kill switch", async () => {
    const t = fakeEnv("https:", "www.northfold.example", true);
    const stored = new Set(["pages", "page-data", "workbox-precache-v2"]);
    const caches = { keys: async () => [...stored], delete: async (key: string) => stored.delete(key) };
    expect(await registerServiceWorker({ ...t.env, caches }, false)).toBeNull();
    expect(t.registration.unregister).toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(t.reload).toHaveBeenCalledTimes(1); // it was controlled: reload without the worker
    expect(t.container.register).not.toHaveBeenCalled();
  });
});
