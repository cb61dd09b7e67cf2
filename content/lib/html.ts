// Parts of a page the build writes as HTML (the rail, the closing band), so the browser runs no
// code for them: the markup the app's components would render, attribute for attribute.
import { escapeAttribute } from "entities";
import type { PageImage } from "../model.ts";

/** A decorative picture as app/components/picture.tsx renders it: its size kept, loaded once the
 * page is laid out, named by its drawing's id (data-art). */
export function pictureHtml(image: PageImage, className?: string): string {
  const attrs: Array<[string, string | number | undefined]> = [
    ["class", className],
    ["src", image.src],
    ["alt", ""],
    ["width", image.width],
    ["height", image.height],
    ["loading", "lazy"],
    ["decoding", "async"],
    ["data-art", image.art],
  ];
  return `<img${attrs.map(([name, value]) => (value === undefined ? "" : ` ${name}="${escapeAttribute(String(value))}"`)).join("")}/>`;
}
