// Hub art (640 × 480): the illustration of a practice or industry landing page's hero.
import { abs, card, dotGrid, picture, type Art } from "./draw.ts";
import { illustrationAlt, MOTIFS, type Motif } from "./motifs.ts";
import { themeFor } from "./palette.ts";
import { at, rngFor } from "./random.ts";

const W = 640;
const H = 480;

interface HubInput {
  motif: Motif;
  title: string;
}

/** Hub illustration 640×480 for a practice or industry landing page hero: a larger composed
 * scene of the motif with supporting shapes. */
export function hubArt(input: HubInput): Art<Motif> {
  return picture(W, H, illustrationAlt(input.motif), { composition: "hub", motif: input.motif }, () => drawHub(input));
}

function drawHub(input: HubInput): string {
  const rng = rngFor(`hub:${input.motif}:${input.title}`);
  const p = themeFor(rng);
  const left = rng.chance(0.5);
  const cx = left ? 226 : 414;
  const cy = 240;
  const r = 190;
  const d = abs;

  // Spec cards on the free side, joined to the plate by a bus.
  const count = rng.int(2, 3);
  const cardW = 156;
  const cardX = left ? 458 : 26;
  const busX = left ? 434 : 206;
  const ys = count === 3 ? [96, 208, 320] : [144, 272];
  const accents = [p.primary, p.accent, p.accent2];
  const edge = left ? cx + r : cx - r;
  const first = at(ys, 0) + 32;
  const last = at(ys, ys.length - 1) + 32;
  const parts = [
    d.rect(0, 0, W, H, 0, { fill: p.bg }),
    dotGrid(20, 20, W - 40, H - 40, 24, p.grid),
    d.path(`M${edge} ${cy}H${busX}M${busX} ${first}V${last}`, { stroke: p.line, width: 2 }),
    d.circle(busX, cy, 5, { fill: p.line }),
    ...ys.map((y, i) =>
      [
        d.line(busX, y + 32, left ? cardX : cardX + cardW, y + 32, { stroke: p.line, width: 2 }),
        d.circle(busX, y + 32, 4, { fill: p.line }),
        card(d, cardX, y, cardW, 64, p, at(accents, i), rng.int(0, 2)),
      ].join(""),
    ),
    d.circle(cx, cy, r, { fill: p.plate }),
    d.circle(cx, cy, r - 14, { stroke: p.muted, width: 2, dash: "2 10" }),
    rng.chance(0.5) ? d.circle(cx + (left ? -r * 0.78 : r * 0.78), cy - r * 0.78, 14, { fill: p.accent }) : "",
    MOTIFS[input.motif](cx - 136, cy - 136, 272, p),
  ];
  return parts.join("");
}
