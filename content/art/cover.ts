// Cover art (1200 × 630) for articles, blog posts and news.
import { abs, card, dotGrid, picture, type Art } from "./draw.ts";
import { illustrationAlt, MOTIFS, type Motif } from "./motifs.ts";
import { themeFor, type Palette } from "./palette.ts";
import { at, rngFor, type Rng } from "./random.ts";

const W = 1200;
const H = 630;

interface CoverInput {
  title: string;
  motif: Motif;
  kind: "article" | "blog-post" | "news";
}

/** Cover art for an article, blog post or news item: 1200×630. Abstract composition seeded by
 * the title, with `motif` drawn large on one side. No title text in the image. */
export function coverArt(input: CoverInput): Art<Motif> {
  return picture(W, H, illustrationAlt(input.motif), { composition: "cover", motif: input.motif }, () => drawCover(input));
}

function drawCover(input: CoverInput): string {
  const rng = rngFor(`cover:${input.kind}:${input.title}`);
  const p = themeFor(rng);
  const motif = input.motif;
  const left = rng.chance(0.5);
  const cx = left ? 330 : 870;
  const cy = 315;
  const plateR = 240;
  const d = abs;

  // The plate: a circle for articles, a rounded square for blog posts, a circle inside a
  // dashed orbit for news.
  const plate =
    input.kind === "blog-post"
      ? d.rect(cx - plateR, cy - plateR, plateR * 2, plateR * 2, 48, { fill: p.plate })
      : d.circle(cx, cy, plateR, { fill: p.plate });
  const orbit = input.kind === "news" ? d.circle(cx, cy, plateR + 28, { stroke: p.line, width: 2, dash: "2 12" }) : "";

  // The other side: an abstract schematic in the free half, joined to the plate by a line.
  const x0 = left ? 660 : 80;
  const side = coverSide(rng, x0, p, motif);
  const edge = left ? cx + plateR : cx - plateR;
  const joint = left ? x0 + (side.joined ? 0 : -40) : x0 + 460 + (side.joined ? 0 : 40);

  return [
    d.rect(0, 0, W, H, 0, { fill: p.bg }),
    dotGrid(30, 30, W - 60, H - 60, 30, p.grid),
    orbit,
    d.line(edge, cy, joint, cy, { stroke: p.line, width: 2 }),
    d.circle(joint, cy, 5, { fill: p.line }),
    side.svg,
    plate,
    MOTIFS[motif](cx - 165, cy - 165, 330, p),
  ].join("");
}

/** The abstract half of a cover, in a 460 × 470 box at (x0, 80): stepped cards on a bus, a
 * tile pattern, a bar chart (not beside a chart motif) or a timeline. Returns the shapes and
 * whether the plate's connector should reach the box's vertical middle. */
function coverSide(rng: Rng, x0: number, p: Palette, motif: Motif): { svg: string; joined: boolean } {
  const d = abs;
  const variants = motif === "data" || motif === "finance" ? [0, 1, 3] : [0, 1, 2, 3];
  const variant = rng.pick(variants);
  const accents = [p.primary === p.bg ? p.soft : p.primary, p.accent, p.accent2];
  const parts: string[] = [];
  if (variant === 0) {
    // Three cards stepping right, hanging off a bus line.
    const ys = [122, 265, 408];
    const busX = x0 + 30;
    parts.push(d.path(`M${busX} 172V458`, { stroke: p.line, width: 2 }));
    ys.forEach((y, i) => {
      const x = x0 + 70 + i * 36;
      const w = Math.min(rng.int(7, 10) * 40, x0 + 460 - x);
      parts.push(d.line(busX, y + 50, x, y + 50, { stroke: p.line, width: 2 }), d.circle(busX, y + 50, 5, { fill: p.line }));
      parts.push(card(d, x, y, w, 100, p, at(accents, i), rng.int(0, 2)));
    });
    return { svg: parts.join(""), joined: true };
  }
  if (variant === 1) {
    // A 3 × 3 grid of tiles, each a rounded square, a disc, a quarter disc or a half disc, no
    // two neighbours the same colour.
    const t = 128;
    const gap = 16;
    const left = x0 + (460 - 3 * t - 2 * gap) / 2;
    const top = 80 + (470 - 3 * t - 2 * gap) / 2;
    const fills = [p.plate, p.soft, p.accent, p.accent2, p.panel].filter((c) => c !== p.bg);
    const colors: string[] = [];
    for (let cell = 0; cell < 9; cell++) {
      const tx = left + (cell % 3) * (t + gap);
      const ty = top + Math.floor(cell / 3) * (t + gap);
      const fill = rng.pick(fills.filter((c) => c !== colors[cell - 1] && c !== colors[cell - 3]));
      colors.push(fill);
      const shape = rng.int(0, 3);
      const corner = rng.int(0, 3);
      if (shape === 0) parts.push(d.rect(tx, ty, t, t, 24, { fill }));
      else if (shape === 1) parts.push(d.circle(tx + t / 2, ty + t / 2, t / 2, { fill }));
      else if (shape === 2) {
        // A quarter disc centred on one corner of the tile.
        const cx = corner % 2 ? tx + t : tx;
        const cy = corner > 1 ? ty + t : ty;
        const sx = cx === tx ? tx + t : tx;
        const sy = cy === ty ? ty + t : ty;
        const sweep = (cx === tx) === (cy === ty) ? 1 : 0;
        parts.push(d.path(`M${cx} ${cy}H${sx}A${t} ${t} 0 0 ${sweep} ${cx} ${sy}Z`, { fill }));
      } else {
        // A half disc standing on the tile's top or bottom side.
        const flat = corner % 2 ? ty : ty + t;
        parts.push(d.path(`M${tx} ${flat}A${t / 2} ${t / 2} 0 0 ${corner % 2 ? 0 : 1} ${tx + t} ${flat}Z`, { fill }));
      }
    }
    return { svg: parts.join(""), joined: false };
  }
  if (variant === 2) {
    // A bar chart on a panel with a trend line over it.
    const bars = [0, 1, 2, 3, 4].map(() => rng.int(3, 8) * 30);
    parts.push(d.rect(x0 + 20, 100, 440, 430, 28, { fill: p.panel }));
    bars.forEach((h, i) => parts.push(d.rect(x0 + 70 + i * 76, 470 - h, 40, h, 8, { fill: i === 2 ? p.accent : p.soft })));
    const pts = bars.map((h, i) => [x0 + 90 + i * 76, 470 - h - 40] as const);
    parts.push(d.path(`M${pts.map(([px, py]) => `${px} ${py}`).join("L")}`, { stroke: p.ink, width: 2 }));
    for (const [px, py] of pts) parts.push(d.circle(px, py, 6, { fill: p.surface, stroke: p.ink, width: 2 }));
    return { svg: parts.join(""), joined: false };
  }
  // A timeline: three milestones on the plate's connector line, cards above and below.
  const xs = [x0 + 40, x0 + 230, x0 + 420];
  parts.push(d.line(x0, 315, x0 + 460, 315, { stroke: p.line, width: 2 }));
  xs.forEach((mx, i) => {
    const up = i % 2 === 0;
    const cardY = up ? 315 - 60 - 100 : 315 + 60;
    const cardX = Math.max(x0, Math.min(mx - 100, x0 + 260));
    parts.push(d.line(mx, up ? 315 - 60 : 315, mx, up ? 315 : 315 + 60, { stroke: p.line, width: 2 }));
    parts.push(card(d, cardX, cardY, 200, 100, p, at(accents, i), rng.int(0, 2)));
    parts.push(d.circle(mx, 315, 12, { fill: i === 2 ? p.accent : p.plate, stroke: p.line, width: 3 }));
  });
  return { svg: parts.join(""), joined: true };
}
