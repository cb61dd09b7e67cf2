// The kinds of a case study's screen that are not a browser window: a phone app, with the
// figures as callouts beside the phone, and a printed report. Every text is at least 40 units
// (11 px where a card shows the picture 340 px wide), so a screen shows few, large words.
import { textWidth } from "./draw.ts";
import { GREEN, INK, PAPER, WARM, type Colour } from "./palette.ts";
import { at } from "./random.ts";
import {
  abs,
  detail,
  MIN_TEXT,
  accents,
  cells,
  chart,
  line,
  mark,
  tiles,
  widthOf,
  type Group,
  type Layout,
  type ScreenContent,
  type Slot,
} from "./screen-parts.ts";

/** Mobile: a phone showing the app (its title, the menu as chips, a list and an optional
 * button), with the figures as callouts beside it. */
export function mobileLayout(c: ScreenContent): Layout {
  const chips = line(
    c.nav,
    (i) => `nav[${i}]`,
    182,
    236,
    12,
    376,
    (i) => ({
      fill: i === c.active ? PAPER : INK,
      before: 20,
      after: 20,
    }),
  );
  const tops = c.rows.map((_, i) => 278 + i * 122);
  const rows = c.rows.flatMap(([primary = "", secondary, trailing], i): Slot[] => {
    const top = at(tops, i);
    const base = { size: MIN_TEXT, room: 332, box: [182, top, 376, 108] } as const;
    return [
      { ...base, field: `rows[${i}][0]`, text: primary, x: 204, y: top + 46, fill: INK },
      ...(secondary === undefined ? [] : [{ ...base, field: `rows[${i}][1]`, text: secondary, x: 204, y: top + 90, fill: INK as Colour }]),
      ...(trailing === undefined
        ? []
        : [
            {
              ...base,
              field: `rows[${i}][2]`,
              text: trailing,
              x: 536,
              y: top + 46,
              fill: INK as Colour,
              anchor: "end" as const,
            },
          ]),
    ];
  });
  const rowGroups = c.rows.flatMap(([primary = "", , trailing], i): Group[] =>
    trailing === undefined
      ? []
      : [
          {
            field: `rows[${i}]`,
            need: textWidth(primary, MIN_TEXT) + 16 + textWidth(trailing, MIN_TEXT),
            room: 332,
            what: "the first and third cells",
          },
        ],
  );
  const n = c.figures.length;
  const total = n * 150 + (n - 1) * 26;
  const cardTops = c.figures.map((_, i) => Math.max(60, 400 - total / 2) + i * 176);
  const callouts = c.figures.flatMap((f, i): Slot[] => {
    const top = at(cardTops, i);
    const box = [664, top, 496, 150] as const;
    return [
      { field: `figures[${i}].outcome`, text: f.value, x: 696, y: top + 84, size: 72, fill: INK, room: 404, box },
      { field: `figures[${i}].label`, text: f.label, x: 696, y: top + 128, size: MIN_TEXT, fill: INK, room: 432, box },
    ];
  });
  const action: Slot[] = c.action
    ? [
        {
          field: "action",
          text: c.action,
          x: 370,
          y: 706,
          size: MIN_TEXT,
          fill: PAPER,
          anchor: "middle",
          room: 328,
          box: [182, 652, 376, 80],
        },
      ]
    : [];
  return {
    slots: [
      { field: "title", text: c.title, x: 182, y: 166, size: 44, fill: INK, room: 376 },
      ...chips.slots.map((s): Slot => ({ ...s, box: [s.x - 20, 194, widthOf(s) + 40, 58] })),
      ...rows,
      ...action,
      ...callouts,
    ],
    groups: [{ ...chips.group, what: "the chips" }, ...rowGroups],
    shapes: () =>
      [
        abs.rect(140, 36, 460, 800, "l", { fill: PAPER, stroke: INK }),
        abs.rect(320, 58, 100, 30, "pill", { fill: INK }),
        abs.rect(186, 72, 48, 14, "pill", { fill: INK }),
        ...[0, 1, 2].map((i) => abs.rect(500 + i * 9, 84 - 5 * (i + 1), 6, 5 * (i + 1), "s", { fill: INK })),
        abs.rect(534, 70, 28, 16, "s", { stroke: INK, weight: "detail" }),
        abs.rect(537, 73, 16, 10, "s", { fill: INK }),
        ...chips.slots.map((s) =>
          abs.rect(s.x - 20, 194, widthOf(s) + 40, 58, "pill", {
            ...(s.fill === PAPER ? { fill: GREEN } : { fill: WARM, ...detail }),
            fit: true,
          }),
        ),
        ...tops.map(
          (t, i) => abs.rect(182, t, 376, 108, "m", { fill: WARM, ...detail }) + abs.rect(182, t + 20, 6, 68, "s", { fill: accents(i) }),
        ),
        c.action ? abs.rect(182, 652, 376, 80, "pill", { fill: GREEN }) : "",
        ...cardTops.map((t, i) =>
          [
            abs.line(600, t + 75, 664, t + 75, { stroke: INK }),
            abs.circle(606, t + 75, 6, { fill: INK }),
            abs.rect(664, t, 496, 150, "m", { fill: PAPER, stroke: INK }),
            abs.circle(1128, t + 32, 9, { fill: accents(i) }),
          ].join(""),
        ),
      ].join(""),
  };
}

/** Report: a printed page on another, with the report's title, its sections, the figures over
 * coloured rules, a chart and a short table. */
export function reportLayout(c: ScreenContent): Layout {
  const sections = line(
    c.nav,
    (i) => `nav[${i}]`,
    226,
    222,
    40,
    748,
    () => ({ fill: INK }),
  );
  const n = c.figures.length;
  const figures = tiles(c.figures, {
    x: 226,
    y: 276,
    w: 748,
    h: 140,
    gap: 28,
    pad: 0,
    valueSize: n > 2 ? 56 : 68,
    valueY: 78,
    labelY: 126,
    style: "rule",
  });
  const tops = c.rows.map((_, i) => 446 + i * 64);
  const table = cells(
    c.rows,
    468,
    974,
    tops.map((t) => t + 44),
    [0.42, 0.32, 0.26],
  );
  return {
    slots: [
      { field: "title", text: c.title, x: 294, y: 132, size: 48, fill: INK, room: 680 },
      ...sections.slots,
      ...figures.slots,
      ...table.slots,
    ],
    groups: [{ ...sections.group, what: "the sections" }, ...table.groups],
    shapes: (rng) => {
      const current = at(sections.slots, Math.min(c.active, sections.slots.length - 1));
      return [
        abs.rect(198, 64, 860, 800, "m", { fill: WARM, stroke: INK }),
        abs.path("M170 790V50A10 10 0 0 1 180 40H990L1030 80V790Z", { fill: PAPER, stroke: INK }),
        abs.path("M990 40V80H1030Z", { fill: WARM, stroke: INK, weight: "detail" }),
        mark(226, 92, 48, rng),
        abs.rect(226, 160, 748, 6, "s", { fill: INK }),
        abs.rect(current.x, 236, widthOf(current), 6, "s", { fill: GREEN, fit: true }),
        abs.line(226, 252, 974, 252, detail),
        figures.shapes(rng),
        chart(226, 456, 210, 226, rng, 0),
        ...[...tops, 446 + tops.length * 64].map((t) => abs.line(468, t, 974, t, detail)),
      ].join("");
    },
  };
}
