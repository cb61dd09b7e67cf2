// React streams the data scripts of Remix's single fetch (and any late Suspense content) after
// the document's closing tags, which makes every page invalid HTML ("stray start tag script").
// The whole document is rendered before it is sent, so the tail can go where it belongs.

const DOCUMENT_END = "</body></html>";
const HEAD_END = "</head>";

/** The type of the JSON-LD scripts a document carries (app/lib/structured-data.ts). */
export const STRUCTURED_DATA_TYPE = "application/ld+json";

/** The document with anything streamed after `</body></html>` moved before `</body>`. */
export function closeDocument(html: string): string {
  const at = html.indexOf(DOCUMENT_END);
  if (at === -1) return html;
  const tail = html.slice(at + DOCUMENT_END.length);
  return tail ? `${html.slice(0, at)}${tail}${DOCUMENT_END}` : html;
}

/**
 * The document with `html` added at the end of its head. React's hydration leaves nodes after
 * its own at the end of the head alone (react-dom 18, shouldDeleteUnhydratedTailInstances), so
 * what goes here is written once by the server and never rendered by the browser.
 */
export function appendToHead(document: string, html: string): string {
  const at = document.indexOf(HEAD_END);
  return at === -1 || !html ? document : `${document.slice(0, at)}${html}${document.slice(at)}`;
}
