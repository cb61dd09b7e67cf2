// README "Logs": `LOG_FORMAT=json npm start --silent | …` puts the Worker's JSON lines alone on
// stdout, and once the reader is gone (EPIPE) npm start stops wrangler, workerd and esbuild and
// exits: no process of its tree is left and the port is free (decision 031). On the fixture
// site, in a temporary state folder; START_TEST_PORT names a port, else the OS finds one.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { portInUse, portOf } from "../../scripts/lib/ports.ts";
import { FIXTURE_SITE, ROOT, siteEnv, toolEnv } from "../../scripts/lib/run.ts";
import { waitForSite } from "../../scripts/lib/serve.ts";

interface Proc {
  pid: number;
  ppid: number;
  /** The command line, for messages and to tell wrangler, workerd and esbuild apart. */
  command: string;
}

/** Every process on the machine with its parent, from /proc. */
function processes(): Proc[] {
  return readdirSync("/proc").flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").join(" ").trim();
      return [{ pid: Number(name), ppid, command }];
    } catch {
      return []; // gone while we looked
    }
  });
}

/** The processes below `root`, however deep (wrangler is in a process group of its own, still a child). */
function descendants(root: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  for (let parents = new Set([root]); parents.size;) {
    const children = all.filter((p) => parents.has(p.ppid));
    found.push(...children);
    parents = new Set(children.map((p) => p.pid));
  }
  return found;
}

const alive = (tree: Proc[]) => {
  const now = new Map(processes().map((p) => [p.pid, p.command]));
  return tree.filter((p) => now.get(p.pid) === p.command);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const state = mkdtempSync(join(tmpdir(), "start-pipe-"));
let tree: Proc[] = [];
afterAll(() => {
  // Should the test fail half-way: whatever it started goes, by process id.
  for (const p of alive(tree)) process.kill(p.pid, "SIGKILL");
  rmSync(state, { recursive: true, force: true });
});

describe("LOG_FORMAT=json npm start --silent | head -n 1", () => {
  it("prints only the Worker's JSON lines, and leaves no process and no port behind once the reader is gone", async () => {
    const port = await portOf(process.env.START_TEST_PORT);
    const firstLine = join(state, "first-line");
    // As the README has it, with a reader that exits after one line.
    const shell = spawn("sh", ["-c", `npm start --silent | head -n 1 > "${firstLine}"`], {
      cwd: ROOT,
      env: { ...process.env, ...toolEnv, ...siteEnv(FIXTURE_SITE), LOG_FORMAT: "json", PORT: port, WRANGLER_PERSIST_TO: state },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    shell.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const done = new Promise<number | null>((resolve) => shell.once("exit", (code) => resolve(code)));
    let finished = false;
    void done.then(() => (finished = true));

    const origin = `http://127.0.0.1:${port}`;
    // Beside the real build on two cores, starting may take minutes; a start that never comes fails.
    await waitForSite(origin, 280_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${stderr}`);
    });
    tree = descendants(shell.pid ?? 0);
    const names = tree.map((p) => p.command).join("\n");
    expect(names).toMatch(/scripts\/ops\/start\.ts/);
    expect(names).toMatch(/wrangler.* dev /);
    expect(names).toMatch(/workerd/);

    // The first request prints the first line, which the reader takes and exits on; a line
    // after it meets the closed pipe.
    for (let i = 0; !finished; i++) {
      if (i > 120) throw new Error(`npm start still runs after ${i} requests with its reader gone:\n${stderr}`);
      // Once the reader is gone, npm start stops the server, which may cut a response mid-body.
      await fetch(`${origin}/crm?request=${i}`)
        .then((res) => res.text())
        .catch(() => "");
      await sleep(500);
    }
    await done;

    const line = readFileSync(firstLine, "utf8");
    expect(line.split("\n")).toHaveLength(2); // one line and its newline
    // The first request's line: waitForSite's /__version or a /crm.
    expect(JSON.parse(line)).toMatchObject({ event: "request", method: "GET", status: 200 });

    // wrangler's children may take a moment after npm start has exited.
    for (let i = 0; alive(tree).length && i < 40; i++) await sleep(250);
    expect(
      alive(tree).map((p) => `${p.pid} ${p.command}`),
      "processes left",
    ).toEqual([]);
    expect(await portInUse(port)).toBe(false);
    expect(stderr).toContain("The reader of stdout is gone (EPIPE): stopping wrangler dev.");
  });
});
