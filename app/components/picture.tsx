// A page's picture wherever it is shown: its size kept (nothing moves when it arrives), loaded
// once the page is laid out, and named by its drawing's id (data-art, "<composition>-<motif>"),
// so a page can be checked for a picture shown twice. A decorative picture (the title beside it
// names the page) has an empty alt text.
import type { PageImage } from "../../content/model.ts";

export function Picture({
  image,
  className,
  decorative = false,
  eager = false,
}: {
  image: PageImage;
  className?: string;
  decorative?: boolean;
  /** The page's largest picture in its first screen: fetched with the document, not after layout. */
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-art={image.art}
    />
  );
}
