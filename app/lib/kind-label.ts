// The UI string that names each kind of page (content/model.ts pageKind), in the visitor's words:
// search results and related reading show it.
import type { PageKind } from "../../content/model.ts";

/** The key of the UI string that names a kind of page: `kind::` and the kind. */
export const kindLabel = (kind: PageKind) => `kind::${kind}`;
