import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { emptyTrash, moveToTrash, trashEmptied } from "./trash.ts";

const root = mkdtempSync(join(tmpdir(), "trash-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build's trash", () => {
  it("moves a folder aside whole, under a name of its own, and leaves nothing in its place", () => {
    const trash = join(root, "moved-trash");
    for (const n of [1, 2]) {
      const build = join(root, "build");
      mkdirSync(join(build, "client"), { recursive: true });
      writeFileSync(join(build, "client/index.html"), `build ${n}`);
      moveToTrash(build, trash);
      expect(existsSync(build)).toBe(false);
    }
    const moved = readdirSync(trash);
    expect(moved).toHaveLength(2);
    expect(moved.map((entry) => readFileSync(join(trash, entry, "client/index.html"), "utf8")).sort()).toEqual(["build 1", "build 2"]);
  });

  it("does nothing for a path that does not exist", () => {
    const trash = join(root, "unused-trash");
    moveToTrash(join(root, "no-such-build"), trash);
    expect(existsSync(trash)).toBe(false);
    expect(emptyTrash(trash)).toBeUndefined();
  });

  it("deletes what is in the trash in a process of its own", async () => {
    const trash = join(root, "emptied-trash");
    const build = join(root, "old-build");
    mkdirSync(join(build, "page-data/crm"), { recursive: true });
    writeFileSync(join(build, "page-data/crm/page-data.json"), "{}");
    moveToTrash(build, trash);
    expect(await trashEmptied(trash, 200)).toBe(false);
    const child = emptyTrash(trash);
    expect(child).toBeDefined();
    const exited = once(child!, "exit") as Promise<[number]>;
    expect(await trashEmptied(trash, 10_000)).toBe(true);
    expect((await exited)[0]).toBe(0);
    expect(readdirSync(trash)).toEqual([]);
  });
});
