import { describe, expect, it } from "vitest";
import { linkManifest, MANIFEST_PATH } from "./manifest-link.ts";

/** A head that holds appended elements and finds them by `rel`, as querySelector would. */
function fakeDocument() {
  const children: Array<{ rel?: string; href?: string }> = [];
  const head = {
    children,
    querySelector: (selector: string) => children.find((c) => selector === `link[rel="${c.rel}"]`) ?? null,
    appendChild: (node: { rel?: string; href?: string }) => children.push(node),
  };
  return { head, createElement: () => ({}) as HTMLLinkElement };
}

describe("linkManifest", () => {
  it("links the manifest from the head, once", () => {
    const doc = fakeDocument();
    linkManifest(doc);
    linkManifest(doc);
    expect(doc.head.children).toEqual([{ rel: "manifest", href: MANIFEST_PATH }]);
  });
});
