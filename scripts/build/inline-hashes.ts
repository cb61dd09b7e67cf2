// The hashes of the inline scripts and styles of every HTML file the build wrote, for the
// content security policy the Worker sends with each (policy/csp.ts). The text hashed
// is the element's raw text, as the browser hashes it; data blocks (JSON-LD) are not scripts.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Parser } from "htmlparser2";
import type { InlineHashes } from "../../policy/csp.ts";

/** `type` values that make a `<script>` run (the HTML standard's JavaScript MIME types, and module). */
const RUNNABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** Which list of the policy's an element's text belongs to: an inline script that runs (not a
 * file, not a data block such as JSON-LD), a `<style>`, or neither. */
export function inlineKind(name: string, attributes: Record<string, string>): keyof InlineCode | undefined {
  if (name === "style") return "styles";
  if (name === "script" && attributes.src === undefined && RUNNABLE.test((attributes.type ?? "").trim())) return "scripts";
  return undefined;
}

/** The text of each inline script that runs, and of each `<style>`, in document order. */
export function inlineCode(html: string): InlineCode {
  const found: InlineCode = { scripts: [], styles: [] };
  let open: { list: string[]; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const kind = inlineKind(name, attributes);
        if (kind) open = { list: found[kind], text: "" };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && (name === "script" || name === "style")) {
          open.list.push(open.text);
          open = null;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return found;
}

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Hashes every HTML file under `clientDir`, keyed by its path on the site (`/crm.html`); the
 * inline code of files already read (`known`, by the same key) is not read again.
 */
export function hashInlineCode(clientDir: string, known: Record<string, InlineCode> = {}): InlineHashes {
  const sources: string[] = [];
  const ids = new Map<string, number>();
  const idOf = (text: string) => {
    const source = sha256Source(text);
    let id = ids.get(source);
    if (id === undefined) ids.set(source, (id = sources.push(source) - 1));
    return id;
  };
  const files: InlineHashes["files"] = {};
  for (const file of htmlFiles(clientDir).sort()) {
    const key = `/${relative(clientDir, file).split(sep).join("/")}`;
    const code = known[key] ?? inlineCode(readFileSync(file, "utf8"));
    // A script or style written twice (Remix's emptied hand-off scripts) is allowed once.
    files[key] = { scripts: [...new Set(code.scripts.map(idOf))], styles: [...new Set(code.styles.map(idOf))] };
  }
  return { sources, files };
}
