// The web app manifest is linked once the page is interactive, not by the pre-rendered document
// (docs/decisions/018-speed.md): nothing on screen needs it, and a browser that reads the link
// fetches the manifest at once, beside the page's first paint. Installing the site works from
// then on; a page whose scripts never run is not offered for installing.

export const MANIFEST_PATH = "/manifest.webmanifest";

/** What linkManifest needs of a document. */
interface Doc {
  // appendChild: under the Worker's types, which the app's code also sees, `append` is
  // HTMLRewriter's.
  head: { querySelector(selector: string): unknown; appendChild(node: HTMLLinkElement): unknown };
  createElement(tag: "link"): HTMLLinkElement;
}

/** Links the manifest from the document's head, once. */
export function linkManifest(doc: Doc = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  doc.head.appendChild(Object.assign(doc.createElement("link"), { rel: "manifest", href: MANIFEST_PATH }));
}
