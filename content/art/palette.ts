// The colours of the pictures: the site palette plus white, and the five themes an image is
// drawn in (content/art/index.ts describes the style).
import type { Rng } from "./random.ts";

export const INK = "#14212b";
export const DEEP = "#0b6e4f";
export const GREEN = "#12946b";
export const MINT = "#bfe5d5";
export const TINT = "#f1f5f4";
export const LINE = "#d5dedb";
export const AMBER = "#f2b441";
export const CORAL = "#e5684d";
export const SKY = "#5aa9e6";
export const SLATE = "#3d4b57";
export const SAND = "#f6efe3";
export const WHITE = "#ffffff";

/** The colours of one image. Pictograms only use ink, surface, soft, muted and the accents, all
 * of which read on the light plate; `line` and `panel` are for shapes drawn on the background. */
export interface Palette {
  /** Background, its dot grid, and connectors drawn on it. */
  bg: string;
  grid: string;
  line: string;
  /** The light plate a pictogram sits on, and soft shapes (lanes, cards) on the background. */
  plate: string;
  panel: string;
  /** Outlines and details; card faces; secondary fills; placeholder lines inside cards. */
  ink: string;
  surface: string;
  soft: string;
  muted: string;
  primary: string;
  accent: string;
  accent2: string;
  /** The highlighted box of a diagram, and the caption chip. */
  hi: string;
  hiText: string;
  chip: string;
  chipText: string;
}

const BASE = { ink: INK, surface: WHITE, muted: LINE };

const THEMES: readonly Palette[] = [
  {
    ...BASE,
    bg: DEEP,
    grid: GREEN,
    line: MINT,
    plate: TINT,
    panel: GREEN,
    soft: MINT,
    primary: GREEN,
    accent: AMBER,
    accent2: CORAL,
    hi: AMBER,
    hiText: INK,
    chip: WHITE,
    chipText: DEEP,
  },
  {
    ...BASE,
    bg: INK,
    grid: SLATE,
    line: MINT,
    plate: SAND,
    panel: SLATE,
    soft: MINT,
    primary: GREEN,
    accent: AMBER,
    accent2: SKY,
    hi: GREEN,
    hiText: WHITE,
    chip: MINT,
    chipText: INK,
  },
  {
    ...BASE,
    bg: SAND,
    grid: LINE,
    line: SLATE,
    plate: WHITE,
    panel: WHITE,
    soft: MINT,
    primary: DEEP,
    accent: CORAL,
    accent2: AMBER,
    hi: DEEP,
    hiText: WHITE,
    chip: INK,
    chipText: WHITE,
  },
  {
    ...BASE,
    bg: TINT,
    grid: LINE,
    line: SLATE,
    plate: WHITE,
    panel: WHITE,
    soft: MINT,
    primary: GREEN,
    accent: AMBER,
    accent2: CORAL,
    hi: DEEP,
    hiText: WHITE,
    chip: INK,
    chipText: WHITE,
  },
  {
    ...BASE,
    bg: MINT,
    grid: WHITE,
    line: DEEP,
    plate: WHITE,
    panel: TINT,
    soft: MINT,
    primary: DEEP,
    accent: CORAL,
    accent2: AMBER,
    hi: DEEP,
    hiText: WHITE,
    chip: DEEP,
    chipText: WHITE,
  },
];

/** A theme picked by the seed, with its two warm accents swapped half of the time. */
export function themeFor(rng: Rng): Palette {
  const theme = rng.pick(THEMES);
  return rng.chance(0.5) ? theme : { ...theme, accent: theme.accent2, accent2: theme.accent };
}
