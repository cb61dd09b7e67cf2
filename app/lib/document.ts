// React streams the data scripts of Remix's single fetch (and any late Suspense content) after
// the document's closing tags, which makes every page invalid HTML ("stray start tag script").
// The whole document is rendered before it is sent, so the tail can go where it belongs.

const DOCUMENT_END = "</body></html>";

/** The document with anything streamed after `</body></html>` moved before `</body>`. */
export function closeDocument(html: string): string {
  const at = html.indexOf(DOCUMENT_END);
  if (at === -1) return html;
  const tail = html.slice(at + DOCUMENT_END.length);
  return tail ? `${html.slice(0, at)}${tail}${DOCUMENT_END}` : html;
}
