// A build replaces the previous one by moving it aside, not by deleting it first: deleting
// thousands of files takes about a second, and on ext4 the files created right after in the
// same place cost several times as much to create (decision 018). What was moved aside is
// deleted by a process of its own once the build is done.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT } from "./run.ts";

/** Where folders wait to be deleted: under node_modules/.cache, which git and every tool ignore,
 * and on the same disk as the builds, so that moving a folder there is a rename. */
export const TRASH_DIR = join(ROOT, "node_modules/.cache/trash");

/** Moves `path` (a folder or file) into the trash, if it exists. */
export function moveToTrash(path: string, trashDir = TRASH_DIR): void {
  if (!existsSync(path)) return;
  mkdirSync(trashDir, { recursive: true });
  try {
    // A name of its own for each move: two builds may move a folder of the same name at once.
    renameSync(path, join(trashDir, `${basename(path)}-${randomUUID()}`));
  } catch (error) {
    // Another disk: it cannot be moved, so it is deleted here.
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    rmSync(path, { recursive: true, force: true });
  }
}

/** What is in the trash, as paths: nothing when it does not exist. */
const trashed = (trashDir: string) => (existsSync(trashDir) ? readdirSync(trashDir).map((entry) => join(trashDir, entry)) : []);

/** The deleting process's code: every path it is given, whatever fails. */
const DELETE = `const { rmSync } = require("node:fs");
for (const path of JSON.parse(process.argv[1])) try { rmSync(path, { recursive: true, force: true }); } catch {}`;

/** Deletes what is in the trash (left by this build, or by one that was stopped) in a process
 * that this one does not wait for; returns that process, if there was anything to delete. */
export function emptyTrash(trashDir = TRASH_DIR): ChildProcess | undefined {
  const entries = trashed(trashDir);
  if (!entries.length) return undefined;
  const child = spawn(process.execPath, ["-e", DELETE, JSON.stringify(entries)], { detached: true, stdio: "ignore" });
  child.unref();
  return child;
}

/** Resolves true once the trash is empty (its deleting process is done), or false if it is not
 * within `timeoutMs`. The build benchmark waits for it, so that no build is measured while the
 * previous one's files are being deleted. */
export async function trashEmptied(trashDir = TRASH_DIR, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (trashed(trashDir).length) {
    if (Date.now() >= until) return false;
    await sleep(100);
  }
  return true;
}
