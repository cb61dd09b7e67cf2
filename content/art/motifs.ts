// The motifs: what each pictogram is called, the function that draws it, and what it shows, for
// alt texts. Which motif a page gets is chosen from its words in content/lib/motif.ts.
import type { Palette } from "./palette.ts";
import {
  chipMotif,
  energyMotif,
  factoryMotif,
  financeMotif,
  generalMotif,
  healthMotif,
  insuranceMotif,
  learningMotif,
  mediaMotif,
  retailMotif,
  telecomMotif,
  travelMotif,
  vehicleMotif,
} from "./motifs-industries.ts";
import {
  aiMotif,
  appMotif,
  automationMotif,
  blockchainMotif,
  cloudMotif,
  crmMotif,
  dataMotif,
  designMotif,
  ecommerceMotif,
  erpMotif,
  iotMotif,
  qaMotif,
  securityMotif,
} from "./motifs-practices.ts";

/** The pictograms: one per practice or industry, and a general one. */
export type Motif =
  | "app"
  | "crm"
  | "erp"
  | "data"
  | "ai"
  | "cloud"
  | "automation"
  | "iot"
  | "health"
  | "qa"
  | "design"
  | "security"
  | "ecommerce"
  | "blockchain"
  | "vehicle"
  | "learning"
  | "finance"
  | "insurance"
  | "factory"
  | "retail"
  | "telecom"
  | "chip"
  | "travel"
  | "energy"
  | "media"
  | "general";

/** Draws a pictogram in its box (x, y, size) with the image's palette. */
type MotifDraw = (x: number, y: number, size: number, p: Palette) => string;

export const MOTIFS: Record<Motif, MotifDraw> = {
  app: appMotif,
  crm: crmMotif,
  erp: erpMotif,
  data: dataMotif,
  ai: aiMotif,
  cloud: cloudMotif,
  automation: automationMotif,
  iot: iotMotif,
  health: healthMotif,
  qa: qaMotif,
  design: designMotif,
  security: securityMotif,
  ecommerce: ecommerceMotif,
  blockchain: blockchainMotif,
  vehicle: vehicleMotif,
  learning: learningMotif,
  finance: financeMotif,
  insurance: insuranceMotif,
  factory: factoryMotif,
  retail: retailMotif,
  telecom: telecomMotif,
  chip: chipMotif,
  travel: travelMotif,
  energy: energyMotif,
  media: mediaMotif,
  general: generalMotif,
};

/** What each motif shows, for alt texts. */
const MOTIF_NAMES: Record<Motif, { en: string; de: string }> = {
  app: { en: "a phone and a browser window showing an app", de: "ein Smartphone und ein Browserfenster mit einer App" },
  crm: { en: "a CRM pipeline of connected customer cards", de: "eine CRM-Pipeline aus verbundenen Kundenkarten" },
  erp: { en: "stacked business modules beside a ledger", de: "gestapelte Geschäftsmodule neben einem Kassenbuch" },
  data: { en: "a bar chart with a rising trend line", de: "ein Balkendiagramm mit steigender Trendlinie" },
  ai: { en: "a neural network of connected nodes", de: "ein neuronales Netz aus verbundenen Knoten" },
  cloud: { en: "a cloud above a stack of servers", de: "eine Cloud über einem Serverstapel" },
  automation: { en: "gears driving a conveyor of boxes", de: "Zahnräder, die ein Förderband mit Kisten antreiben" },
  iot: { en: "a connected sensor sending signal waves", de: "ein vernetzter Sensor, der Signalwellen sendet" },
  health: { en: "a medical cross above a heartbeat line", de: "ein medizinisches Kreuz über einer Herzschlaglinie" },
  qa: { en: "a checklist with ticked test cases", de: "eine Checkliste mit abgehakten Testfällen" },
  design: { en: "a layout wireframe with a pen", de: "ein Layout-Wireframe mit einem Stift" },
  security: { en: "a shield with a padlock", de: "ein Schild mit einem Vorhängeschloss" },
  ecommerce: { en: "product cards above a shopping cart", de: "Produktkarten über einem Einkaufswagen" },
  blockchain: { en: "three linked blocks of a chain", de: "drei verkettete Blöcke einer Blockchain" },
  vehicle: { en: "a car built from simple shapes", de: "ein Auto aus einfachen Formen" },
  learning: { en: "an open book under a graduation cap", de: "ein offenes Buch unter einem Doktorhut" },
  finance: { en: "a stack of coins beside a candlestick chart", de: "ein Münzstapel neben einem Kerzenchart" },
  insurance: { en: "an umbrella sheltering a house", de: "ein Schirm, der ein Haus schützt" },
  factory: { en: "a factory with a chimney and a robot arm", de: "eine Fabrik mit Schornstein und Roboterarm" },
  retail: { en: "a storefront with a striped awning", de: "ein Ladengeschäft mit gestreifter Markise" },
  telecom: { en: "an antenna tower sending radio waves", de: "ein Antennenmast, der Funkwellen sendet" },
  chip: { en: "a microchip with pins and circuit traces", de: "ein Mikrochip mit Pins und Leiterbahnen" },
  travel: { en: "a plane flying along a route between two pins", de: "ein Flugzeug auf einer Route zwischen zwei Markierungen" },
  energy: { en: "a lightning bolt beside a charging plug", de: "ein Blitz neben einem Ladestecker" },
  media: { en: "a video frame with a play button and a waveform", de: "ein Videobild mit Play-Taste und Wellenform" },
  general: { en: "interlocking geometric blocks", de: "ineinandergreifende geometrische Blöcke" },
};

/** The alt text of a picture that shows `motif`. */
export function illustrationAlt(motif: Motif): { en: string; de: string } {
  const name = MOTIF_NAMES[motif];
  return { en: `Illustration: ${name.en}`, de: `Illustration: ${name.de}` };
}
