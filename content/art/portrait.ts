// Portraits (320 × 320): an illustrated bust of an expert, seeded by name.
import { abs, picture, type Art } from "./draw.ts";
import { AMBER, CORAL, DEEP, GREEN, INK, LINE, MINT, SAND, SKY, SLATE, TINT, WHITE } from "./palette.ts";
import { rngFor } from "./random.ts";

/** Skin tones (base and shade), from light to deep. */
const SKIN = [
  ["#f5d7c3", "#e6bea4"],
  ["#eac09f", "#d8a580"],
  ["#d29c74", "#bb835c"],
  ["#b17a52", "#976341"],
  ["#8a5636", "#72442a"],
  ["#5f3a24", "#4c2d1b"],
] as const;

/** Hair colours: black, dark brown, brown, auburn, blonde, grey. */
const HAIR = ["#1d1a18", "#3a281e", "#6a4a30", "#8e4326", "#d3ac64", "#b8bcbf"] as const;

/** A portrait's hairstyle, which also names the portrait (its id's motif). */
export type HairStyle = "short" | "long" | "bun" | "curly" | "bald" | "sidePart" | "bob" | "buzz";
/** Styles to pick from; the common ones appear twice, so baldness comes up about one time in ten. */
const HAIR_STYLES: readonly HairStyle[] = [
  "short",
  "short",
  "long",
  "long",
  "bun",
  "curly",
  "curly",
  "bald",
  "sidePart",
  "sidePart",
  "bob",
  "buzz",
];

/** Backgrounds and backdrop discs. */
const PORTRAIT_BACKS = [
  [TINT, MINT],
  [SAND, AMBER],
  [TINT, SKY],
  [SAND, CORAL],
  [MINT, GREEN],
  [INK, SLATE],
  [DEEP, GREEN],
  [TINT, LINE],
] as const;

const CLOTHES = [DEEP, INK, SLATE, CORAL, SKY, GREEN, AMBER, WHITE] as const;

/** Illustrated portrait 320×320 of a (fictional) expert: a stylised bust seeded by name. */
export function portraitArt(input: { name: string; role: string }): Art<HairStyle> {
  const look = lookOf(input.name);
  return picture(
    320,
    320,
    { en: `Illustrated portrait of ${input.name}`, de: `Illustriertes Porträt von ${input.name}` },
    { composition: "portrait", motif: look.style },
    () => drawPortrait(look),
  );
}

/** What the person looks like, picked by the seed in a fixed order. */
function lookOf(name: string) {
  const rng = rngFor(`portrait:${name}`);
  const [bg, disc] = rng.pick(PORTRAIT_BACKS);
  const [skin, shade] = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const style = rng.pick(HAIR_STYLES);
  const clothes = rng.pick(CLOTHES.filter((c) => c !== disc && c !== bg));
  const neckline = rng.int(0, 2);
  const glasses = rng.chance(0.3);
  return { bg, disc, skin, shade, hair, style, clothes, neckline, glasses };
}

type Look = ReturnType<typeof lookOf>;

function drawPortrait({ bg, disc, skin, shade, hair, style, clothes, neckline, glasses }: Look): string {
  const d = abs;
  // The head's centre; the head is an ellipse 88 wide and 104 tall.
  const hx = 160;
  const hy = 140;
  const parts: string[] = [d.rect(0, 0, 320, 320, 0, { fill: bg }), d.circle(160, 160, 126, { fill: disc })];

  // Hair that falls behind the head and neck.
  parts.push(hairBack(style, hx, hy, hair));

  // Neck with the chin's shadow, shoulders, and the neckline.
  parts.push(d.rect(hx - 20, hy + 30, 40, 80, 14, { fill: skin }));
  parts.push(
    d.path(
      `M${hx - 20} ${hy + 44}C${hx - 10} ${hy + 60} ${hx + 10} ${hy + 60} ${hx + 20} ${hy + 44}V${hy + 66}C${hx + 10} ${hy + 76} ${hx - 10} ${hy + 76} ${hx - 20} ${hy + 66}Z`,
      { fill: shade },
    ),
  );
  parts.push(d.path("M40 320V296C40 258 74 234 116 226H204C246 234 280 258 280 296V320Z", { fill: clothes }));
  const trim = clothes === WHITE ? SLATE : WHITE;
  if (neckline === 0) {
    parts.push(
      d.path("M134 226C142 244 178 244 186 226Z", { fill: skin }),
      d.path("M130 227C140 248 180 248 190 227", { stroke: trim, width: 3, opacity: 0.6 }),
    );
  } else if (neckline === 1) {
    parts.push(d.path("M136 226L160 264L184 226Z", { fill: skin }));
  } else {
    parts.push(
      d.path("M136 226L160 262L184 226Z", { fill: trim }),
      d.path("M160 262L138 224L128 252ZM160 262L182 224L192 252Z", { fill: trim, stroke: clothes, width: 2 }),
    );
  }

  // Ears (hidden under long hair) and head.
  if (style !== "long" && style !== "bob")
    parts.push(d.circle(hx - 44, hy + 6, 10, { fill: shade }), d.circle(hx + 44, hy + 6, 10, { fill: shade }));
  parts.push(d.ellipse(hx, hy, 44, 52, { fill: skin }));

  // Hair over the top of the head.
  parts.push(hairTop(style, hx, hy, hair));

  // Face: brows, eyes, a subtle smile, optional glasses.
  parts.push(
    d.path(
      `M${hx - 24} ${hy - 10}Q${hx - 17} ${hy - 14} ${hx - 10} ${hy - 10}M${hx + 10} ${hy - 10}Q${hx + 17} ${hy - 14} ${hx + 24} ${hy - 10}`,
      { stroke: hair === HAIR[5] || hair === HAIR[4] ? shade : hair, width: 3 },
    ),
  );
  parts.push(d.circle(hx - 17, hy + 4, 4, { fill: INK }), d.circle(hx + 17, hy + 4, 4, { fill: INK }));
  parts.push(d.path(`M${hx - 11} ${hy + 28}Q${hx} ${hy + 35} ${hx + 11} ${hy + 28}`, { stroke: shade, width: 3 }));
  if (glasses) {
    parts.push(
      d.rect(hx - 31, hy - 6, 26, 20, 7, { stroke: INK, width: 3 }),
      d.rect(hx + 5, hy - 6, 26, 20, 7, { stroke: INK, width: 3 }),
      d.path(`M${hx - 5} ${hy + 1}H${hx + 5}`, { stroke: INK, width: 3 }),
    );
  }
  return parts.join("");
}

/** Hair behind the head: long hair to the shoulders, a chin-length bob, or a bun on top. */
function hairBack(style: HairStyle, hx: number, hy: number, hair: string): string {
  const d = abs;
  const top = hy - 52;
  if (style === "long")
    return d.path(`M${hx - 50} ${hy}C${hx - 52} ${top - 26} ${hx + 52} ${top - 26} ${hx + 50} ${hy}L${hx + 58} ${hy + 112}H${hx - 58}Z`, {
      fill: hair,
    });
  if (style === "bob") {
    return d.path(
      `M${hx - 50} ${hy}C${hx - 52} ${top - 26} ${hx + 52} ${top - 26} ${hx + 50} ${hy}C${hx + 54} ${hy + 40} ${hx + 58} ${hy + 66} ${hx + 40} ${hy + 66}H${hx - 40}C${hx - 58} ${hy + 66} ${hx - 54} ${hy + 40} ${hx - 50} ${hy}Z`,
      {
        fill: hair,
      },
    );
  }
  if (style === "bun") return d.circle(hx, top - 8, 24, { fill: hair });
  return "";
}

/** Hair over the top of the head, for each style. Each outline rises about ten pixels above the
 * skull and comes back along a hairline on the forehead. */
function hairTop(style: HairStyle, hx: number, hy: number, hair: string): string {
  const d = abs;
  const top = hy - 52;
  switch (style) {
    case "bald":
      return d.path(
        `M${hx - 45} ${hy + 4}C${hx - 47} ${hy - 14} ${hx - 44} ${hy - 22} ${hx - 39} ${hy - 28}L${hx - 37} ${hy - 2}ZM${hx + 45} ${hy + 4}C${hx + 47} ${hy - 14} ${hx + 44} ${hy - 22} ${hx + 39} ${hy - 28}L${hx + 37} ${hy - 2}Z`,
        { fill: hair },
      );
    case "buzz":
      return d.path(
        `M${hx - 46} ${hy - 4}C${hx - 47} ${top - 20} ${hx + 47} ${top - 20} ${hx + 46} ${hy - 4}C${hx + 40} ${hy - 30} ${hx - 40} ${hy - 30} ${hx - 46} ${hy - 4}Z`,
        { fill: hair },
      );
    case "curly": {
      let circles = "";
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.08 + (i / 8) * 0.84);
        circles += d.circle(hx + Math.cos(a) * 46, hy - 12 + Math.sin(a) * 48, 17, { fill: hair });
      }
      return (
        d.path(
          `M${hx - 48} ${hy - 2}C${hx - 50} ${top - 24} ${hx + 50} ${top - 24} ${hx + 48} ${hy - 2}C${hx + 30} ${hy - 30} ${hx - 30} ${hy - 30} ${hx - 48} ${hy - 2}Z`,
          { fill: hair },
        ) + circles
      );
    }
    case "sidePart":
      return d.path(
        `M${hx - 48} ${hy + 2}C${hx - 52} ${top - 28} ${hx + 52} ${top - 30} ${hx + 48} ${hy + 2}C${hx + 46} ${hy - 24} ${hx + 30} ${hy - 40} ${hx - 12} ${hy - 38}C${hx - 30} ${hy - 30} ${hx - 42} ${hy - 18} ${hx - 48} ${hy + 2}Z`,
        { fill: hair },
      );
    case "long":
    case "bob":
      return d.path(
        `M${hx - 50} ${hy + 14}C${hx - 53} ${top - 34} ${hx + 53} ${top - 34} ${hx + 50} ${hy + 14}C${hx + 44} ${hy - 20} ${hx + 16} ${hy - 30} ${hx} ${hy - 40}C${hx - 16} ${hy - 30} ${hx - 44} ${hy - 20} ${hx - 50} ${hy + 14}Z`,
        { fill: hair },
      );
    case "bun":
    case "short":
      return d.path(
        `M${hx - 47} ${hy - 2}C${hx - 50} ${top - 30} ${hx + 50} ${top - 30} ${hx + 47} ${hy - 2}C${hx + 44} ${hy - 30} ${hx + 20} ${hy - 36} ${hx + 4} ${hy - 34}C${hx - 16} ${hy - 32} ${hx - 38} ${hy - 32} ${hx - 47} ${hy - 2}Z`,
        { fill: hair },
      );
  }
}
