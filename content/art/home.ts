// The home page's hero (1120 × 840): the strongest picture of the site. Not a pictogram but the
// company's work in one scene: an order-to-cash application on a laptop screen, the same
// approval on a phone, and the systems behind them (CRM, ERP, data) joined into one flow. Text is
// set large enough to read at the size the hero shows it (about 540 px wide on a desktop, the
// phone's full width on a phone).
import { abs, dotGrid, picture, type Art } from "./draw.ts";
import { AMBER, CORAL, DEEP, GREEN, INK, LINE, MINT, SKY, TINT, WHITE } from "./palette.ts";

const W = 1120;
const H = 840;

/** The home page's picture; the same for both languages but for its labels and alt text. */
export function homeArt(lang: "en" | "de"): Art {
  const alt =
    lang === "de"
      ? "Illustration: eine Anwendung für Auftrag bis Zahlung auf Laptop und Smartphone, verbunden mit CRM, ERP und Datenplattform"
      : "Illustration: an order-to-cash application on a laptop and a phone, joined to the CRM, the ERP and the data platform";
  return picture(W, H, { en: alt, de: alt }, { composition: "home", motif: lang }, () => drawHome(LABELS[lang]));
}

const LABELS = {
  en: {
    app: "Order to cash",
    nav: ["Orders", "Invoices", "Stock", "Reports"],
    kpi: ["Delivered on time", "Days to cash"],
    approve: "Approve",
    phone: "3 to approve",
  },
  de: {
    app: "Auftrag bis Zahlung",
    nav: ["Aufträge", "Rechnungen", "Lager", "Berichte"],
    kpi: ["Pünktlich geliefert", "Tage bis Zahlung"],
    approve: "Freigeben",
    phone: "3 freizugeben",
  },
} as const;
type Labels = (typeof LABELS)[keyof typeof LABELS];

const d = abs;

function drawHome(l: Labels): string {
  return [d.rect(0, 0, W, H, 0, { fill: DEEP }), dotGrid(28, 28, W - 56, H - 56, 28, GREEN), systems(), laptop(l), phone(l)].join("");
}

/** The systems behind the application, joined to it by the flow's lines. */
function systems(): string {
  const chips: Array<[string, number, string]> = [
    ["CRM", 120, SKY],
    ["ERP", 380, AMBER],
    ["Data", 640, CORAL],
  ];
  return chips
    .map(([label, x, colour]) =>
      [
        d.path(`M${x + 90} 132V196`, { stroke: MINT, width: 3, dash: "2 10" }),
        d.circle(x + 90, 196, 7, { fill: MINT }),
        d.rect(x, 52, 180, 80, 40, { fill: TINT }),
        d.circle(x + 44, 92, 16, { fill: colour }),
        d.text(x + 72, 104, label, { size: 34, weight: 800, fill: INK }),
      ].join(""),
    )
    .join("");
}

/** The laptop's screen: the application with its menu, three figures and a chart. */
function laptop(l: Labels): string {
  const x = 56;
  const y = 196;
  const w = 736;
  const h = 520;
  const bars = [0.42, 0.55, 0.48, 0.66, 0.61, 0.78, 0.84];
  const values = ["97%", "11"];
  return [
    // The device and its screen.
    d.rect(x - 16, y - 16, w + 32, h + 48, 28, { fill: INK }),
    d.rect(x, y, w, h, 14, { fill: WHITE }),
    d.rect(x - 60, y + h + 32, w + 120, 26, 13, { fill: LINE }),
    // Title bar.
    d.rect(x, y, w, 64, 14, { fill: TINT }),
    d.rect(x, y + 50, w, 14, 0, { fill: TINT }),
    ...[CORAL, AMBER, GREEN].map((c, i) => d.circle(x + 32 + i * 26, y + 32, 8, { fill: c })),
    d.text(x + 132, y + 43, l.app, { size: 30, weight: 800, fill: INK }),
    // Menu.
    d.rect(x, y + 64, 184, h - 64, 0, { fill: TINT }),
    ...l.nav.map((item, i) =>
      [
        i === 0 ? d.rect(x + 12, y + 86 + i * 62, 160, 48, 12, { fill: MINT }) : "",
        d.text(x + 32, y + 120 + i * 62, item, { size: 24, weight: i === 0 ? 800 : 600, fill: INK }),
      ].join(""),
    ),
    // Figures.
    ...l.kpi.map((label, i) => {
      const kx = x + 208 + i * 264;
      return [
        d.rect(kx, y + 88, 248, 128, 14, { fill: WHITE, stroke: LINE, width: 2 }),
        d.text(kx + 18, y + 150, values[i] ?? "", { size: 48, weight: 800, fill: i === 0 ? GREEN : INK }),
        d.text(kx + 18, y + 192, label, { size: 23, weight: 600, fill: INK }),
      ].join("");
    }),
    // A chart of the weeks since the new process went live.
    d.rect(x + 208, y + 236, 512, 260, 14, { fill: WHITE, stroke: LINE, width: 2 }),
    ...bars.map((b, i) => {
      const bh = Math.round(b * 200);
      return d.rect(x + 238 + i * 68, y + 470 - bh, 40, bh, 8, { fill: i === bars.length - 1 ? GREEN : MINT });
    }),
    d.path(`M${x + 228} ${y + 470}H${x + 700}`, { stroke: LINE, width: 2 }),
  ].join("");
}

/** The phone: the same approvals, on the way. */
function phone(l: Labels): string {
  const x = 824;
  const y = 300;
  const w = 256;
  const h = 500;
  const rows = [CORAL, AMBER, SKY];
  return [
    d.rect(x, y, w, h, 40, { fill: INK }),
    d.rect(x + 14, y + 14, w - 28, h - 28, 28, { fill: WHITE }),
    d.rect(x + w / 2 - 36, y + 26, 72, 12, 6, { fill: INK }),
    d.text(x + 34, y + 96, l.phone, { size: 26, weight: 800, fill: INK }),
    ...rows.map((c, i) =>
      [
        d.rect(x + 30, y + 126 + i * 92, w - 60, 76, 14, { fill: TINT }),
        d.circle(x + 62, y + 164 + i * 92, 14, { fill: c }),
        d.rect(x + 90, y + 148 + i * 92, 100, 12, 6, { fill: INK }),
        d.rect(x + 90, y + 170 + i * 92, 70, 10, 5, { fill: LINE }),
      ].join(""),
    ),
    d.rect(x + 30, y + 410, w - 60, 56, 28, { fill: GREEN }),
    d.text(x + w / 2, y + 447, l.approve, { size: 26, weight: 800, fill: WHITE, anchor: "middle" }),
  ].join("");
}
