// What the publishing tools ask git about the checkout a redirect map comes from: who is
// publishing, which commit the map is (only when nothing is left uncommitted), whether an
// earlier commit is in this checkout's history, and whether a folder changed since a commit.
import { spawnSync } from "node:child_process";
import { relative } from "node:path";

export interface Checkout {
  /** The git author ("Name <e-mail>"), else the login name. */
  who(): string;
  /** HEAD when the work tree holds no change and no untracked file; null otherwise or outside git. */
  cleanCommit(): string | null;
  /** Whether `commit` is HEAD or an ancestor of it (false for a commit this clone does not have). */
  isAncestor(commit: string): boolean;
  /** Whether `dir` differs from `commit`, counting uncommitted and untracked files (true when unsure). */
  changedSince(commit: string, dir: string): boolean;
}

/** The git checkout holding `dir` (any folder inside it). */
export function gitCheckout(dir: string): Checkout {
  const git = (...args: string[]) => {
    const r = spawnSync("git", ["-C", dir, ...args], { encoding: "utf8" });
    return { code: r.status ?? 1, out: (r.stdout ?? "").trim() };
  };
  return {
    who() {
      // "Name <e-mail> 1700000000 +0000": the identity without its timestamp.
      const ident = git("var", "GIT_AUTHOR_IDENT");
      const name = ident.code === 0 ? ident.out.replace(/\s+\d+\s+[+-]\d{4}$/, "") : "";
      return name || process.env.USER || process.env.USERNAME || "unknown";
    },
    cleanCommit() {
      const status = git("status", "--porcelain", "--untracked-files=all");
      if (status.code !== 0 || status.out !== "") return null;
      const head = git("rev-parse", "HEAD");
      return head.code === 0 ? head.out : null;
    },
    isAncestor(commit) {
      return git("merge-base", "--is-ancestor", commit, "HEAD").code === 0;
    },
    changedSince(commit, folder) {
      const path = relative(dir, folder) || ".";
      // diff exits 1 for a difference and 128 for a commit it does not know: both count as changed.
      if (git("diff", "--quiet", commit, "--", path).code !== 0) return true;
      const untracked = git("ls-files", "--others", "--exclude-standard", "--", path);
      return untracked.code !== 0 || untracked.out !== "";
    },
  };
}
