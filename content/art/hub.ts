// Hub art (640 × 480, scale 1): the illustration of a practice or industry landing page's hero.
import { card, dotGrid, picture, SCALE, sheet, type Art } from "./draw.ts";
import { illustrationAlt, MOTIFS, type Motif } from "./motifs.ts";
import { P } from "./palette.ts";
import { rngFor } from "./random.ts";

const W = 640;
const H = 480;

interface HubInput {
  motif: Motif;
  /** What the picture's variant is drawn from: the page pair's key (content/lib/reader.ts), the
   * same for the English and the German page. */
  seed: string;
}

/** Hub illustration 640×480 for a practice or industry landing page hero: the motif on a warm
 * plate, with spec cards on a bus beside it. */
export function hubArt(input: HubInput): Art<Motif> {
  return picture(W, H, illustrationAlt(input.motif), { composition: "hub", motif: input.motif }, () => drawHub(input));
}

function drawHub(input: HubInput): string {
  const rng = rngFor(`hub:${input.seed}`);
  const left = rng.chance(0.5);
  const cx = left ? 226 : 414;
  const cy = 240;
  const r = 190;
  const d = sheet(SCALE.hub);

  // Spec cards on the free side, joined to the plate by a bus.
  const count = rng.int(2, 3);
  const cardW = 156;
  const cardX = left ? 458 : 26;
  const busX = left ? 434 : 206;
  const ys = count === 3 ? [96, 208, 320] : [144, 272];
  const edge = left ? cx + r : cx - r;
  const first = (ys[0] ?? 0) + 32;
  const last = (ys[ys.length - 1] ?? 0) + 32;
  return [
    d.rect(0, 0, W, H, "none", { fill: P.bg }),
    dotGrid(d, 20, 20, W - 40, H - 40),
    d.path(`M${edge} ${cy}H${busX}M${busX} ${first}V${last}`, { stroke: P.line }),
    d.circle(busX, cy, 4, { fill: P.line }),
    ...ys.map((y) =>
      [
        d.line(busX, y + 32, left ? cardX : cardX + cardW, y + 32, { stroke: P.line }),
        d.circle(busX, y + 32, 4, { fill: P.line }),
        card(d, cardX, y, cardW, 64, false, rng.int(0, 2)),
      ].join(""),
    ),
    d.circle(cx, cy, r, { fill: P.plate }),
    MOTIFS[input.motif](d.at(cx - 136, cy - 136, 272), P),
  ].join("");
}
