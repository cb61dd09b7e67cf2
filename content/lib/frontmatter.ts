// Splits a Markdown file into YAML front matter and body, keeping what is needed
// to point an error at the line of the offending field.
import { LineCounter, parseDocument, isNode, type Document } from "yaml";

export interface FrontMatter {
  data: unknown;
  body: string;
  /** Line of `path` in the file (1-based), or of its closest existing parent. */
  lineOf(path: ReadonlyArray<PropertyKey>): number | undefined;
  /** YAML syntax errors, with their lines in the file. */
  syntaxErrors: Array<{ line: number; message: string }>;
}

const FENCE = /^---\r?\n/;

export function parseFrontMatter(source: string): FrontMatter | null {
  if (!FENCE.test(source)) return null;
  const rest = source.replace(FENCE, "");
  const end = rest.search(/^---\s*$/m);
  if (end === -1) return null;
  const yamlText = rest.slice(0, end);
  const body = rest.slice(end).replace(/^---\s*(\r?\n|$)/, "");
  return parseYaml(yamlText, 1, body);
}

/** Parses YAML whose first line is line `firstLine + 1` of its file. */
export function parseYaml(yamlText: string, lineOffset = 0, body = ""): FrontMatter {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((e) => ({
    line: lineCounter.linePos(e.pos[0]).line + lineOffset,
    message: e.message.split("\n")[0] ?? e.message,
  }));
  return {
    data: syntaxErrors.length ? undefined : doc.toJS(),
    body,
    syntaxErrors,
    lineOf(path) {
      for (let n = path.length; n >= 0; n--) {
        const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as unknown[], true);
        if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line + lineOffset;
      }
      return undefined;
    },
  };
}
