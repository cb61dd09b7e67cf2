// The kinds of a case study's screen that are not a browser window: a phone app, with the
// figures as callouts beside the phone, and a printed report. Every text is at least 40 units
// (11 px where a card shows the picture 340 px wide), so a screen shows few, large words.
import { abs, textWidth } from "./draw.ts";
import { GREEN, INK, LINE, SLATE, TINT, WHITE } from "./palette.ts";
import { at } from "./random.ts";
import {
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
      weight: 500,
      fill: i === c.active ? WHITE : INK,
      before: 20,
      after: 20,
    }),
  );
  const tops = c.rows.map((_, i) => 278 + i * 122);
  const rows = c.rows.flatMap(([primary = "", secondary, trailing], i): Slot[] => {
    const top = at(tops, i);
    const base = { size: MIN_TEXT, room: 332 } as const;
    return [
      { ...base, field: `rows[${i}][0]`, text: primary, x: 204, y: top + 46, weight: 600, fill: INK },
      ...(secondary === undefined
        ? []
        : [{ ...base, field: `rows[${i}][1]`, text: secondary, x: 204, y: top + 90, weight: 400 as const, fill: SLATE }]),
      ...(trailing === undefined
        ? []
        : [
            {
              ...base,
              field: `rows[${i}][2]`,
              text: trailing,
              x: 536,
              y: top + 46,
              weight: 600 as const,
              fill: INK,
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
            need: textWidth(primary, MIN_TEXT, 600) + 16 + textWidth(trailing, MIN_TEXT, 600),
            room: 332,
            what: "the first and third cells",
          },
        ],
  );
  const n = c.figures.length;
  const total = n * 150 + (n - 1) * 26;
  const cardTops = c.figures.map((_, i) => Math.max(60, 400 - total / 2) + i * 176);
  const callouts = c.figures.flatMap((f, i): Slot[] => [
    { field: `figures[${i}].outcome`, text: f.value, x: 696, y: at(cardTops, i) + 84, size: 72, weight: 700, fill: INK, room: 404 },
    { field: `figures[${i}].label`, text: f.label, x: 696, y: at(cardTops, i) + 128, size: MIN_TEXT, weight: 400, fill: SLATE, room: 432 },
  ]);
  const action: Slot[] = c.action
    ? [{ field: "action", text: c.action, x: 370, y: 706, size: MIN_TEXT, weight: 600, fill: WHITE, anchor: "middle", room: 328 }]
    : [];
  return {
    slots: [
      { field: "title", text: c.title, x: 182, y: 166, size: 44, weight: 700, fill: INK, room: 376 },
      ...chips.slots,
      ...rows,
      ...action,
      ...callouts,
    ],
    groups: [{ ...chips.group, what: "the chips" }, ...rowGroups],
    shapes: (p) =>
      [
        abs.rect(140, 36, 460, 800, 60, { fill: INK }),
        abs.rect(154, 50, 432, 800, 48, { fill: WHITE }),
        abs.rect(320, 64, 100, 30, 15, { fill: INK }),
        abs.rect(186, 72, 48, 14, 7, { fill: INK }),
        ...[0, 1, 2].map((i) => abs.rect(500 + i * 9, 84 - 5 * (i + 1), 6, 5 * (i + 1), 2, { fill: INK })),
        abs.rect(534, 70, 28, 16, 4, { stroke: INK, width: 2 }),
        abs.rect(537, 73, 16, 10, 2, { fill: INK }),
        ...chips.slots.map((s) => abs.rect(s.x - 20, 194, widthOf(s) + 40, 58, 29, { fill: s.fill === WHITE ? GREEN : TINT })),
        ...tops.map(
          (t, i) => abs.rect(182, t, 376, 108, 18, { fill: TINT }) + abs.rect(182, t + 20, 6, 68, 3, { fill: at(accents(p), i % 3) }),
        ),
        c.action ? abs.rect(182, 652, 376, 80, 40, { fill: GREEN }) : "",
        ...cardTops.map((t, i) =>
          [
            abs.line(600, t + 75, 664, t + 75, { stroke: p.line, width: 2 }),
            abs.circle(606, t + 75, 6, { fill: p.line }),
            abs.rect(664, t, 496, 150, 20, { fill: WHITE, stroke: INK, width: 3 }),
            abs.circle(1128, t + 32, 9, { fill: at(accents(p), i % 3) }),
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
    (i) => ({ weight: 500, fill: i === c.active ? INK : SLATE }),
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
      { field: "title", text: c.title, x: 294, y: 132, size: 48, weight: 700, fill: INK, room: 680 },
      ...sections.slots,
      ...figures.slots,
      ...table.slots,
    ],
    groups: [{ ...sections.group, what: "the sections" }, ...table.groups],
    shapes: (p, rng) => {
      const current = at(sections.slots, Math.min(c.active, sections.slots.length - 1));
      return [
        abs.rect(198, 64, 860, 800, 10, { fill: TINT, stroke: INK, width: 3 }),
        abs.path("M170 790V50A10 10 0 0 1 180 40H990L1030 80V790Z", { fill: WHITE, stroke: INK, width: 3 }),
        abs.path("M990 40V80H1030Z", { fill: TINT, stroke: INK, width: 2 }),
        mark(226, 92, 48, p, rng),
        abs.rect(226, 160, 748, 6, 3, { fill: INK }),
        abs.rect(current.x, 236, widthOf(current), 6, 3, { fill: p.accent }),
        abs.line(226, 252, 974, 252, { stroke: LINE, width: 2 }),
        figures.shapes(p, rng),
        chart(226, 456, 210, 226, p, rng, 0),
        ...[...tops, 446 + tops.length * 64].map((t) => abs.line(468, t, 974, t, { stroke: LINE, width: 2 })),
      ].join("");
    },
  };
}
