// The icon of a landing page's card: small cards (services, industries, company pages) show an
// icon of one professional set, Lucide (ISC licence), instead of a drawn picture, so a hub's
// cards never repeat its hero's picture. The build takes only the icons the cards use from the
// set's icon nodes (tree-shaken: no icon font, no sprite), and the app draws them inline, in the
// text's colour.
import { createRequire } from "node:module";
import type { CardIcon } from "../model.ts";
import { wordsOf } from "./motif.ts";

/** Words of a page's path → Lucide icon. The deepest segment that names something wins, so
 * /crm/salesforce/real-estate is a house and /machine-learning/consulting a brain. English and
 * German words. */
const ICON_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["house", ["real-estate", "immobilien"]],
  ["cloud", ["salesforce", "cloud"]],
  ["cloud-cog", ["aws"]],
  ["infinity", ["devops"]],
  ["brain-circuit", ["machine-learning"]],
  ["scan-eye", ["computer-vision"]],
  ["chart-spline", ["predictive-analytics"]],
  ["chart-column", ["analytics", "business-intelligence", "data", "daten"]],
  ["database", ["big-data"]],
  ["sparkles", ["ai", "ki"]],
  ["car", ["automotive"]],
  ["smartphone", ["mobile"]],
  ["landmark", ["banking", "finance", "fintech"]],
  ["blocks", ["blockchain"]],
  ["building", ["about", "unternehmen", "enterprise"]],
  ["award", ["awards"]],
  ["shield-check", ["trust"]],
  ["mail", ["contacts", "kontakt"]],
  ["contact-round", ["crm"]],
  ["graduation-cap", ["e-learning"]],
  ["shopping-cart", ["ecommerce"]],
  ["store", ["retail"]],
  ["boxes", ["erp", "odoo"]],
  ["heart-pulse", ["healthcare"]],
  ["cpu", ["hi-tech"]],
  ["umbrella", ["insurance"]],
  ["radio", ["iot"]],
  ["factory", ["manufacturing", "fertigung"]],
  ["app-window", ["microsoft", "application", "anwendungsentwicklung"]],
  ["handshake", ["partnership"]],
  ["bot", ["rpa"]],
  ["receipt", ["engagement-models"]],
  ["messages-square", ["it-consulting"]],
  ["bug", ["qa-testing"]],
  ["pen-tool", ["ui-ux-design"]],
  ["glasses", ["virtual-reality"]],
  ["wrench", ["custom-software"]],
  ["rotate-ccw", ["legacy-modernization"]],
  ["layers", ["saas"]],
  ["workflow", ["digital-enterprise"]],
  ["antenna", ["telecom"]],
  ["briefcase", ["careers", "karriere"]],
  ["layout-grid", ["services", "leistungen", "industries", "branchen"]],
  ["code-xml", ["software-development"]],
];
/** A page none of the words names. */
const FALLBACK = "circle-dot";

type IconNodes = Record<string, CardIcon["nodes"]>;
let nodes: IconNodes | undefined;
/** The set's icon nodes, read once per build. */
function iconNodes(): IconNodes {
  nodes ??= createRequire(import.meta.url)("lucide-static/icon-nodes.json") as IconNodes;
  return nodes;
}

/** The name of a landing page's icon, from its path (deepest segment first). */
export function iconNameFor(path: string): string {
  for (const segment of path.split("/").filter(Boolean).reverse()) {
    const words = wordsOf(segment);
    for (const [icon, keys] of ICON_WORDS) if (keys.some((k) => words.has(k))) return icon;
  }
  return FALLBACK;
}

/** A landing page's icon: its name and the shapes to draw. */
export function iconFor(path: string): CardIcon {
  const name = iconNameFor(path);
  const shapes = iconNodes()[name];
  if (!shapes) throw new Error(`Lucide has no icon "${name}" (content/lib/icons.ts)`);
  return { name, nodes: shapes };
}
