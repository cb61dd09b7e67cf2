// Cover art (1200 × 630, scale 2) for articles, blog posts and news.
import { card, dotGrid, picture, SCALE, sheet, type Art, type Pen } from "./draw.ts";
import { illustrationAlt, MOTIFS, type Motif } from "./motifs.ts";
import { P } from "./palette.ts";
import { rngFor, type Rng } from "./random.ts";

const W = 1200;
const H = 630;

interface CoverInput {
  motif: Motif;
  /** What the picture's variant is drawn from: the page pair's key (content/lib/reader.ts), the
   * same for the English and the German page. */
  seed: string;
  kind: "article" | "blog-post" | "news";
}

/** Cover art for an article, blog post or news item: 1200×630. The motif drawn large on a warm
 * plate on one side, a schematic of cards on the other; the variant is seeded by the page pair.
 * No title text in the image. */
export function coverArt(input: CoverInput): Art<Motif> {
  return picture(W, H, illustrationAlt(input.motif), { composition: "cover", motif: input.motif }, () => drawCover(input));
}

function drawCover(input: CoverInput): string {
  const rng = rngFor(`cover:${input.kind}:${input.seed}`);
  const left = rng.chance(0.5);
  const cx = left ? 330 : 870;
  const cy = 315;
  const plateR = 240;
  const d = sheet(SCALE.cover);

  // The plate: a circle for articles, a rounded square for blog posts, a circle inside a
  // dotted orbit for news.
  const plate =
    input.kind === "blog-post"
      ? d.rect(cx - plateR, cy - plateR, plateR * 2, plateR * 2, "l", { fill: P.plate })
      : d.circle(cx, cy, plateR, { fill: P.plate });
  const orbit = input.kind === "news" ? d.circle(cx, cy, plateR + 28, { stroke: P.line, weight: "detail", dash: "dot" }) : "";

  // The other side: cards in the free half, joined to the plate by a line.
  const x0 = left ? 660 : 80;
  const side = coverSide(d, rng, x0);
  const edge = left ? cx + plateR : cx - plateR;
  const joint = left ? x0 + (side.joined ? 0 : -40) : x0 + 460 + (side.joined ? 0 : 40);

  return [
    d.rect(0, 0, W, H, "none", { fill: P.bg }),
    dotGrid(d, 30, 30, W - 60, H - 60),
    orbit,
    d.line(edge, cy, joint, cy, { stroke: P.line }),
    d.circle(joint, cy, 6, { fill: P.line }),
    side.svg,
    plate,
    MOTIFS[input.motif](d.at(cx - 165, cy - 165, 330), P),
  ].join("");
}

/** The schematic half of a cover, in a 460 × 470 box at (x0, 80): stepped cards on a bus, or a
 * timeline of three milestones. Returns the shapes and whether the plate's connector should
 * reach the box's vertical middle. */
function coverSide(d: Pen, rng: Rng, x0: number): { svg: string; joined: boolean } {
  const parts: string[] = [];
  if (rng.chance(0.5)) {
    // Three cards stepping right, hanging off a bus line.
    const ys = [122, 265, 408];
    const busX = x0 + 30;
    parts.push(d.path(`M${busX} 172V458`, { stroke: P.line }));
    ys.forEach((y, i) => {
      const x = x0 + 70 + i * 36;
      const w = Math.min(rng.int(7, 10) * 40, x0 + 460 - x);
      parts.push(d.line(busX, y + 50, x, y + 50, { stroke: P.line }), d.circle(busX, y + 50, 6, { fill: P.line }));
      parts.push(card(d, x, y, w, 100, false, rng.int(0, 2)));
    });
    return { svg: parts.join(""), joined: true };
  }
  // A timeline: three milestones on the plate's connector line, cards above and below.
  const xs = [x0 + 40, x0 + 230, x0 + 420];
  parts.push(d.line(x0, 315, x0 + 460, 315, { stroke: P.line }));
  xs.forEach((mx, i) => {
    const up = i % 2 === 0;
    const cardY = up ? 315 - 60 - 100 : 315 + 60;
    const cardX = Math.max(x0, Math.min(mx - 100, x0 + 260));
    parts.push(d.line(mx, up ? 315 - 60 : 315, mx, up ? 315 : 315 + 60, { stroke: P.line }));
    parts.push(card(d, cardX, cardY, 200, 100, false, rng.int(0, 2)));
    parts.push(d.circle(mx, 315, 12, { fill: P.surface, stroke: P.line }));
  });
  return { svg: parts.join(""), joined: true };
}
