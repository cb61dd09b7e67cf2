// The home page's hero (1120 × 840): the strongest picture of the site. Not a pictogram but the
// company's work in one scene: an order-to-cash application on a laptop screen, the same
// approval on a phone, and the systems behind them (CRM, ERP, data) joined into one flow. Text is
// set large enough to read at the size the hero shows it (about 540 px wide on a desktop, the
// phone's full width on a phone).
import { dotGrid, picture, SCALE, sheet, type Art } from "./draw.ts";
import { GREEN, INK, PAPER, WARM } from "./palette.ts";

const W = 1120;
const H = 840;

/** The home page's picture: one drawing for both languages, its labels and alt text in the
 * page's language. */
export function homeArt(lang: "en" | "de"): Art {
  const alt =
    lang === "de"
      ? "Illustration: eine Anwendung für Auftrag bis Zahlung auf Laptop und Smartphone, verbunden mit CRM, ERP und Datenplattform"
      : "Illustration: an order-to-cash application on a laptop and a phone, joined to the CRM, the ERP and the data platform";
  return picture(W, H, { en: alt, de: alt }, { composition: "home", motif: "work" }, () => drawHome(LABELS[lang]));
}

const LABELS = {
  en: {
    app: "Order to cash",
    nav: ["Orders", "Invoices", "Stock"],
    kpi: ["On time", "Days to cash"],
    approve: "Approve",
    phone: "3 to approve",
  },
  de: {
    app: "Auftrag bis Zahlung",
    nav: ["Aufträge", "Rechnungen", "Lager"],
    kpi: ["Pünktlich", "Tage bis Zahlung"],
    approve: "Freigeben",
    phone: "3 freizugeben",
  },
} as const;
type Labels = (typeof LABELS)[keyof typeof LABELS];

const d = sheet(SCALE.home);
const detail = { stroke: INK, weight: "detail" } as const;

function drawHome(l: Labels): string {
  return [d.rect(0, 0, W, H, "none", { fill: PAPER }), dotGrid(d, 28, 28, W - 56, H - 56), systems(), laptop(l), phone(l)].join("");
}

/** The systems behind the application, joined to it by the flow's lines. */
function systems(): string {
  const chips: Array<[string, number]> = [
    ["CRM", 120],
    ["ERP", 380],
    ["Data", 640],
  ];
  return chips
    .map(([label, x]) =>
      [
        d.path(`M${x + 90} 132V180`, { stroke: INK, dash: "dot" }),
        d.circle(x + 90, 180, 7, { fill: INK }),
        d.rect(x, 52, 180, 80, "pill", { fill: WARM, stroke: INK }),
        d.circle(x + 44, 92, 14, { fill: PAPER, stroke: INK }),
        d.text(x + 72, 104, label, { size: 34, fill: INK, box: [x, 52, 180, 80] }),
      ].join(""),
    )
    .join("");
}

/** The laptop: a device in ink outline, the application on its screen with its menu, two figures
 * and a chart whose latest week is green. */
function laptop(l: Labels): string {
  const x = 56;
  const y = 196;
  const w = 736;
  const h = 520;
  const bars = [0.42, 0.55, 0.48, 0.66, 0.61, 0.78, 0.84];
  const values = ["97%", "11"];
  return [
    // The device and its screen.
    d.rect(x - 16, y - 16, w + 32, h + 32, "l", { fill: PAPER, stroke: INK }),
    d.rect(x - 40, y + h + 16, w + 80, 28, "pill", { fill: WARM, stroke: INK }),
    // Title bar.
    d.line(x, y + 64, x + w, y + 64, { stroke: INK }),
    ...[0, 1, 2].map((i) => d.circle(x + 32 + i * 26, y + 32, 7, { stroke: INK, weight: "detail" })),
    d.text(x + 132, y + 43, l.app, { size: 30, fill: INK, box: [x, y, w, 64] }),
    // Menu.
    d.rect(x, y + 64, 184, h - 64, "none", { fill: WARM }),
    d.line(x + 184, y + 64, x + 184, y + h, detail),
    ...l.nav.map((item, i) =>
      [
        i === 0 ? d.rect(x + 12, y + 86, 160, 48, "m", { fill: PAPER, stroke: INK }) : "",
        d.text(x + 32, y + 120 + i * 62, item, {
          size: 24,
          fill: INK,
          box: [x + 12, y + 86 + i * 62, 160, 48],
        }),
      ].join(""),
    ),
    // Figures.
    ...l.kpi.map((label, i) => {
      const kx = x + 208 + i * 264;
      return [
        d.rect(kx, y + 88, 248, 128, "m", { fill: PAPER, stroke: INK, weight: "detail" }),
        d.text(kx + 18, y + 150, values[i] ?? "", { size: 48, fill: i === 0 ? GREEN : INK, box: [kx, y + 88, 248, 128] }),
        d.text(kx + 18, y + 192, label, { size: 23, fill: INK, box: [kx, y + 88, 248, 128] }),
      ].join("");
    }),
    // A chart of the weeks since the new process went live.
    d.rect(x + 208, y + 236, 512, 260, "m", { fill: PAPER, stroke: INK, weight: "detail" }),
    ...bars.map((b, i) => {
      const bh = Math.round(b * 200);
      const last = i === bars.length - 1;
      return d.rect(x + 238 + i * 68, y + 470 - bh, 40, bh, "none", last ? { fill: GREEN } : { fill: WARM, stroke: INK, weight: "detail" });
    }),
    d.path(`M${x + 228} ${y + 470}H${x + 700}`, { stroke: INK }),
  ].join("");
}

/** The phone: a device in ink outline, the same approvals on the way, the button green. */
function phone(l: Labels): string {
  const x = 824;
  const y = 300;
  const w = 256;
  const h = 500;
  return [
    d.rect(x, y, w, h, "l", { fill: PAPER, stroke: INK }),
    d.rect(x + w / 2 - 36, y + 22, 72, 12, "pill", { fill: INK }),
    d.text(x + 34, y + 96, l.phone, { size: 26, fill: INK, box: [x + 30, y + 56, w - 60, 56] }),
    ...[0, 1, 2].map((i) =>
      [
        d.rect(x + 30, y + 126 + i * 92, w - 60, 76, "m", { fill: WARM, stroke: INK, weight: "detail" }),
        d.circle(x + 62, y + 164 + i * 92, 14, { fill: PAPER, stroke: INK, weight: "detail" }),
        d.line(x + 90, y + 154 + i * 92, x + 190, y + 154 + i * 92, { stroke: INK }),
        d.line(x + 90, y + 176 + i * 92, x + 160, y + 176 + i * 92, detail),
      ].join(""),
    ),
    d.rect(x + 30, y + 410, w - 60, 56, "pill", { fill: GREEN }),
    d.text(x + w / 2, y + 447, l.approve, { size: 26, fill: PAPER, anchor: "middle", box: [x + 30, y + 410, w - 60, 56] }),
  ].join("");
}
