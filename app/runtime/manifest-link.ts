// The web app manifest is linked once the page is interactive, not by the pre-rendered document
// (docs/decisions/018-speed.md): nothing on screen needs it, and a browser that reads the link
// fetches the manifest at once, beside the page's first paint. Installing the site works from
// then on; a page whose scripts never run is not offered for installing.

export const MANIFEST_PATH = "/manifest.webmanifest";

/** Links the manifest from the document's head, once. */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  doc.head.append(Object.assign(doc.createElement("link"), { rel: "manifest", href: MANIFEST_PATH }));
}
