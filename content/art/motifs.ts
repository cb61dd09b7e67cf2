// The motifs: what each pictogram is called, the function that draws it, and what it shows, for
// alt texts. Which motif a page gets is chosen from its words in content/lib/motif.ts.
import type { Pen } from "./draw.ts";
import type { Palette } from "./palette.ts";
import {
  architectureMotif,
  awardMotif,
  codeMotif,
  contactMotif,
  contractMotif,
  officesMotif,
  teamMotif,
  writingMotif,
} from "./motifs-company.ts";
import {
  chipMotif,
  energyMotif,
  factoryMotif,
  financeMotif,
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

/** The pictograms: one per practice or industry, and one per subject of the company's own pages
 * (writing, the team, the offices, contracts, getting in touch, awards, code, architecture). */
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
  | "writing"
  | "team"
  | "offices"
  | "contract"
  | "contact"
  | "award"
  | "code"
  | "architecture";

/** Draws a pictogram with a pen placed on its box, in the palette's roles. */
type MotifDraw = (d: Pen, p: Palette) => string;

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
  writing: writingMotif,
  team: teamMotif,
  offices: officesMotif,
  contract: contractMotif,
  contact: contactMotif,
  award: awardMotif,
  code: codeMotif,
  architecture: architectureMotif,
};

/** What each motif shows, for alt texts. */
const MOTIF_NAMES: Record<Motif, { en: string; de: string }> = {
  app: { en: "a phone and a browser window showing an app", de: "ein Smartphone und ein Browserfenster mit einer App" },
  crm: { en: "a pipeline of deals moving through three stages", de: "eine Pipeline von Verkaufschancen in drei Phasen" },
  erp: {
    en: "an order flowing from the order through the stock shelf to the settled invoice",
    de: "ein Auftrag vom Auftragsbeleg über das Lagerregal bis zur bezahlten Rechnung",
  },
  data: {
    en: "a pipeline from three sources into a data store and on to a report",
    de: "eine Pipeline aus drei Quellen über einen Datenspeicher bis zum Bericht",
  },
  ai: {
    en: "a model in its pipeline: data, features, the model, its decision and the monitoring loop back to training",
    de: "ein Modell in seiner Pipeline: Daten, Merkmale, Modell, Entscheidung und der Überwachungskreislauf zurück ins Training",
  },
  cloud: { en: "a cloud above a stack of servers", de: "eine Cloud über einem Serverstapel" },
  automation: { en: "gears driving a conveyor of boxes", de: "Zahnräder, die ein Förderband mit Kisten antreiben" },
  iot: { en: "a connected sensor sending signal waves", de: "ein vernetzter Sensor, der Signalwellen sendet" },
  health: { en: "a medical cross above a heartbeat line", de: "ein medizinisches Kreuz über einer Herzschlaglinie" },
  qa: { en: "a checklist with ticked test cases", de: "eine Checkliste mit abgehakten Testfällen" },
  design: { en: "a layout wireframe with a pen", de: "ein Layout-Wireframe mit einem Stift" },
  security: {
    en: "systems inside a boundary whose one way in is a lock",
    de: "Systeme innerhalb einer Grenze, deren einziger Zugang ein Schloss ist",
  },
  ecommerce: { en: "product cards above a shopping cart", de: "Produktkarten über einem Einkaufswagen" },
  blockchain: { en: "three linked blocks of a chain", de: "drei verkettete Blöcke einer Blockchain" },
  vehicle: { en: "a car built from simple shapes", de: "ein Auto aus einfachen Formen" },
  learning: { en: "an open book under a graduation cap", de: "ein offenes Buch unter einem Doktorhut" },
  finance: { en: "a stack of coins beside a candlestick chart", de: "ein Münzstapel neben einem Kerzenchart" },
  insurance: { en: "an umbrella sheltering a house", de: "ein Schirm, der ein Haus schützt" },
  factory: {
    en: "a machine line over a conveyor, its sensors reporting to a gateway",
    de: "eine Maschinenlinie über einem Förderband, deren Sensoren an ein Gateway melden",
  },
  retail: { en: "a storefront with a striped awning", de: "ein Ladengeschäft mit gestreifter Markise" },
  telecom: { en: "an antenna tower sending radio waves", de: "ein Antennenmast, der Funkwellen sendet" },
  chip: { en: "a microchip with pins and circuit traces", de: "ein Mikrochip mit Pins und Leiterbahnen" },
  travel: { en: "a plane flying along a route between two pins", de: "ein Flugzeug auf einer Route zwischen zwei Markierungen" },
  energy: { en: "a lightning bolt beside a charging plug", de: "ein Blitz neben einem Ladestecker" },
  media: { en: "a video frame with a play button and a waveform", de: "ein Videobild mit Play-Taste und Wellenform" },
  writing: {
    en: "an open notebook with notes, a sketch and a pen",
    de: "ein aufgeschlagenes Notizbuch mit Notizen, einer Skizze und einem Stift",
  },
  team: { en: "three people at a table in front of a shared board", de: "drei Menschen an einem Tisch vor einer gemeinsamen Tafel" },
  offices: { en: "a map with three offices joined by a route", de: "eine Karte mit drei Standorten, verbunden durch eine Route" },
  contract: { en: "a signed contract with a seal", de: "ein unterschriebener Vertrag mit Siegel" },
  contact: {
    en: "a letter, a reply and a calendar with the day of the first call",
    de: "ein Brief, eine Antwort und ein Kalender mit dem Tag des ersten Gesprächs",
  },
  award: { en: "a medal on its ribbon beside a certificate", de: "eine Medaille am Band neben einer Urkunde" },
  code: { en: "a code editor above a terminal", de: "ein Code-Editor über einem Terminal" },
  architecture: {
    en: "services taken out of a monolith one by one",
    de: "Dienste, die Schritt für Schritt aus einem Monolithen herausgelöst werden",
  },
};

/** The alt text of a picture that shows `motif`. */
export function illustrationAlt(motif: Motif): { en: string; de: string } {
  const name = MOTIF_NAMES[motif];
  return { en: `Illustration: ${name.en}`, de: `Illustration: ${name.de}` };
}
