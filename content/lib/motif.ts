// The motif of a page's picture (content/art): chosen by keywords in its path and title, English
// and German, for the hub illustrations and cover art the reader aids give pages (reader.ts). A
// German page with an English one gets the English page's motif (reader.ts pairKeyOf).
import type { Motif } from "../art/index.ts";

/** Keywords per motif, English and German, matched against whole words and path segments.
 * Specific motifs come first; the generic software words ("app") are tried only when no other
 * motif matched anywhere. */
const MOTIF_WORDS: readonly [Motif, readonly string[]][] = [
  ["security", ["security", "cybersecurity", "sicherheit", "informationssicherheit", "trust", "vertrauen", "iso-27001"]],
  ["crm", ["crm", "salesforce", "kunden", "hubspot", "kundenmanagement"]],
  ["erp", ["erp", "odoo", "sap", "dynamics-365"]],
  ["ai", ["ai", "ki", "machine-learning", "computer-vision", "nlp", "genai", "llm", "artificial-intelligence", "künstliche-intelligenz"]],
  [
    "data",
    ["data", "daten", "analytics", "bi", "big-data", "datenanalyse", "business-intelligence", "database", "datenbank", "datenqualität"],
  ],
  ["cloud", ["cloud", "devops", "aws", "azure", "gcp", "kubernetes"]],
  ["qa", ["qa", "testing", "test-automation", "qualitätssicherung"]],
  ["automation", ["rpa", "automation", "automatisierung", "power-platform"]],
  ["iot", ["iot", "internet-of-things", "sensors", "embedded"]],
  [
    "health",
    ["health", "healthcare", "medical", "clinic", "clinics", "hospital", "medtech", "pharma", "gesundheit", "gesundheitswesen", "medizin"],
  ],
  ["design", ["ux", "ui", "design", "ui-ux", "ux-ui"]],
  ["ecommerce", ["ecommerce", "e-commerce", "shop", "shops", "shopify", "magento"]],
  ["blockchain", ["blockchain", "web3", "crypto"]],
  ["vehicle", ["automotive", "car", "cars", "vehicle", "vehicles", "fahrzeug", "fahrzeuge"]],
  ["learning", ["e-learning", "elearning", "education", "edtech", "lms", "bildung"]],
  ["finance", ["fintech", "finance", "financial", "banking", "bank", "banks", "payments", "finanzen"]],
  ["insurance", ["insurance", "insurtech", "versicherung", "versicherungen"]],
  // The industries' overview: the machine line, the industry the company serves most.
  ["factory", ["manufacturing", "fertigung", "factory", "produktion", "industries", "branchen"]],
  ["retail", ["retail", "handel", "einzelhandel"]],
  ["telecom", ["telecom", "telecommunications", "telco", "telekommunikation"]],
  ["chip", ["hi-tech", "hightech", "semiconductor", "semiconductors", "halbleiter"]],
  ["travel", ["travel", "tourism", "hospitality", "airline", "reisen"]],
  ["energy", ["energy", "utilities", "energie"]],
  ["media", ["media", "entertainment", "streaming", "medien"]],
  // The company's own subjects: blog posts, news and the company's pages.
  ["architecture", ["architecture", "architektur", "monolith", "monolithen", "microservices", "migration", "consulting", "beratung"]],
  ["code", ["developers", "entwickler", "angular", "react", "vue", "nodejs", "node-js", "django", "technology", "code", "hackathon"]],
  [
    "contract",
    [
      "contract",
      "contracts",
      "festpreisverträge",
      "pricing",
      "preise",
      "engagement-models",
      "zusammenarbeitsmodelle",
      "partner",
      "partners",
      "partnership",
      "partnerschaft",
      "projects",
      "projekte",
    ],
  ],
  ["offices", ["office", "offices", "büro", "standort", "standorte", "floor"]],
  ["award", ["award", "awards", "auszeichnungen", "recognitions"]],
  ["contact", ["contacts", "contact", "kontakt", "thanks", "danke"]],
  ["team", ["team", "teams", "about", "on-call", "review", "workshop", "hand", "employee", "director", "experience", "belegschaft"]],
  ["writing", ["handbook", "handbuch", "interview", "records", "writing", "blog"]],
];
const APP_WORDS = [
  "mobile",
  "web",
  "application",
  "applications",
  "app",
  "apps",
  "software",
  "development",
  "entwicklung",
  "softwareentwicklung",
];

/** The words of a text or path segment: each word, the whole run of hyphen-joined words, and
 * each pair of neighbours joined by a hyphen ("Big Data" -> "big-data"). */
export function wordsOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const out = new Set(words);
  out.add(words.join("-"));
  for (let i = 0; i + 1 < words.length; i++) out.add(words.slice(i, i + 2).join("-"));
  return out;
}

/** The motif for a page: keyword match over its path (deepest segment first) and title, English
 * and German words, whole words only; `fallback` when nothing matches (reader.ts gives each kind
 * of page its own subject). */
export function motifFor(path: string, title: string, fallback: Motif = "writing"): Motif {
  const groups = [
    ...path
      .split("/")
      .filter(Boolean)
      .reverse()
      .map((segment) => wordsOf(segment)),
    wordsOf(title),
  ];
  for (const words of groups) {
    for (const [motif, keys] of MOTIF_WORDS) if (keys.some((k) => words.has(k))) return motif;
  }
  for (const words of groups) if (APP_WORDS.some((k) => words.has(k))) return "app";
  return fallback;
}
