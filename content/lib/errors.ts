// Errors a writer can act on: "content/pages/crm.md:7: field "blocks[1].heading": expected a string".

export interface ContentProblem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** 1-based line in the file, when known. */
  line?: number;
  /** Dotted field path such as blocks[1].heading, when the problem is about one field. */
  field?: string;
  message: string;
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  return p.field ? `${where}: field "${p.field}": ${p.message}` : `${where}: ${p.message}`;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    const lines = problems.map(formatProblem);
    super(`Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${lines.map((l) => `  ${l}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}
