// The desktop kinds of a case study's screen, each in a browser window on the 1200 × 750
// picture: a dashboard, a work-queue console and a data-entry form. Every text is at least 40
// units (11 px where a card shows the picture 340 px wide), so a screen shows few, large words.
import { textWidth } from "./draw.ts";
import { GREEN, INK, PAPER, WARM } from "./palette.ts";
import { at } from "./random.ts";
import {
  abs,
  detail,
  MIN_TEXT,
  cells,
  chart,
  headerTools,
  line,
  mark,
  pillBehind,
  tick,
  tiles,
  widthOf,
  windowFrame,
  type Layout,
  type ScreenContent,
  type Slot,
} from "./screen-parts.ts";

/** The header of a full-width desktop screen: the product's mark and title, search and avatar. */
function header(c: ScreenContent): Slot {
  return { field: "title", text: c.title, x: 148, y: 170, size: 52, fill: INK, room: 832 };
}

/** Dashboard: a dark sidebar with the product's menu, figure tiles, a chart and two rows. */
export function dashboardLayout(c: ScreenContent): Layout {
  const navY = (i: number) => 232 + i * 78;
  const n = c.figures.length;
  const figures = tiles(c.figures, {
    ...{ x: 380, y: 226, w: 740, h: 156, gap: 24, pad: 24 },
    ...{ valueSize: n > 2 ? 56 : 72, valueY: 82, labelY: 134, style: "box" },
  });
  const baselines = c.rows.map((_, i) => 640 + i * 64);
  const table = cells(c.rows, 404, 1096, baselines, [0.42, 0.32, 0.26]);
  const slots: Slot[] = [
    { field: "title", text: c.title, x: 380, y: 170, size: 52, fill: INK, room: 600 },
    ...c.nav.map((text, i): Slot => {
      const box = [58, navY(i) - 31, 264, 62] as const;
      return { field: `nav[${i}]`, text, x: 84, y: navY(i) + 14, size: MIN_TEXT, fill: INK, room: 222, box };
    }),
    ...figures.slots,
    ...table.slots,
  ];
  return {
    slots,
    groups: table.groups,
    shapes: (rng) =>
      windowFrame(
        [
          abs.rect(40, 96, 300, 694, "none", { fill: WARM }),
          abs.line(340, 96, 340, 790, detail),
          mark(76, 124, 48, rng),
          abs.rect(58, navY(c.active) - 31, 264, 62, "m", { fill: PAPER, stroke: INK }),
          abs.rect(58, navY(c.active) - 19, 6, 38, "s", { fill: GREEN }),
          headerTools(1120, 152),
          abs.line(340, 206, 1160, 206, detail),
          figures.shapes(rng),
          abs.rect(380, 402, 740, 176, "m", detail),
          chart(412, 426, 676, 128, rng),
          ...baselines.map((y) => abs.line(380, y - 44, 1120, y - 44, detail)),
        ].join(""),
      ),
  };
}

/** Console: a work queue under tabs, one or two figures over a table whose first row is open. */
export function consoleLayout(c: ScreenContent): Layout {
  const tabs = line(
    c.nav,
    (i) => `nav[${i}]`,
    80,
    246,
    56,
    1040,
    () => ({ fill: INK }),
  );
  const figures = tiles(c.figures, {
    x: 80,
    y: 292,
    w: 1040,
    h: 132,
    gap: 24,
    pad: 28,
    valueSize: 64,
    valueY: 72,
    labelY: 116,
    style: "box",
  });
  const tops = c.rows.map((_, i) => 448 + i * 72);
  const table = cells(
    c.rows,
    152,
    1096,
    tops.map((t) => t + 50),
    [0.44, 0.32, 0.24],
    true,
  );
  return {
    slots: [header(c), ...tabs.slots, ...figures.slots, ...table.slots],
    groups: [tabs.group, ...table.groups],
    shapes: (rng) => {
      const tab = at(tabs.slots, Math.min(c.active, tabs.slots.length - 1));
      const pills = table.slots.filter((s) => s.field.endsWith("[2]")).map((s) => pillBehind(s));
      return windowFrame(
        [
          mark(80, 124, 48, rng),
          headerTools(1120, 152),
          abs.line(40, 268, 1160, 268, detail),
          abs.rect(tab.x, 262, widthOf(tab), 6, "s", { fill: GREEN, fit: true }),
          figures.shapes(rng),
          abs.rect(80, 448, 1040, 360, "m", detail),
          abs.rect(82, 450, 1036, 68, "m", { fill: WARM }),
          abs.rect(80, 456, 6, 56, "s", { fill: GREEN }),
          ...tops.map((t, i) =>
            [i ? abs.line(80, t, 1120, t, detail) : "", i ? abs.rect(104, t + 24, 24, 24, "s", detail) : tick(116, t + 36, 14)].join(""),
          ),
          ...pills,
        ].join(""),
      );
    },
  };
}

/** Form: the steps of a data entry, fields in two columns (each filled in, with a tick), the
 * figures and the form's button. */
export function formLayout(c: ScreenContent): Layout {
  const steps = line(
    c.nav,
    (i) => `nav[${i}]`,
    80,
    250,
    24,
    1040,
    (i) => ({
      fill: INK,
      before: 68,
      after: i < c.nav.length - 1 ? 72 : 0,
    }),
  );
  const fields = c.rows.flatMap(([label = "", value = ""], i): Slot[] => {
    const x = 80 + (i % 2) * 540;
    const top = 316 + Math.floor(i / 2) * 150;
    return [
      { field: `rows[${i}][0]`, text: label, x, y: top + 36, size: MIN_TEXT, fill: INK, room: 500 },
      { field: `rows[${i}][1]`, text: value, x: x + 24, y: top + 103, size: MIN_TEXT, fill: INK, room: 412 },
    ];
  });
  const n = c.figures.length;
  const tilesW = n * 300 + (n - 1) * 24;
  const figures = tiles(c.figures, {
    x: 80,
    y: 618,
    w: tilesW,
    h: 120,
    gap: 24,
    pad: 24,
    valueSize: 56,
    valueY: 60,
    labelY: 104,
    style: "box",
  });
  const action = c.action ?? "";
  const buttonW = textWidth(action, MIN_TEXT) + 80;
  const button: Slot = {
    ...{ field: "action", text: action, x: 1120 - buttonW / 2, y: 692, size: MIN_TEXT, fill: PAPER, anchor: "middle" },
    room: 1040 - tilesW - 40 - 80,
    box: [1120 - buttonW, 638, buttonW, 80],
  };
  return {
    slots: [header(c), ...steps.slots, ...fields, ...figures.slots, ...(action ? [button] : [])],
    groups: [{ ...steps.group, what: "the steps" }],
    shapes: (rng) =>
      windowFrame(
        [
          mark(80, 124, 48, rng),
          headerTools(1120, 152),
          ...steps.slots.map((s, i) => {
            const cx = s.x - 40;
            const number = abs.text(cx, 250, String(i + 1), {
              size: MIN_TEXT,
              fill: i === c.active ? PAPER : INK,
              anchor: "middle",
              box: [cx - 28, 208, 56, 56],
            });
            const joint =
              i < c.nav.length - 1
                ? abs.line(s.x + widthOf(s) + 24, 236, s.x + widthOf(s) + 72, 236, {
                    ...(i < c.active ? { stroke: GREEN } : detail),
                    fit: true,
                  })
                : "";
            if (i < c.active) return tick(cx, 236, 28, GREEN, true) + joint;
            return (
              abs.circle(cx, 236, 28, { ...(i === c.active ? { fill: GREEN } : { fill: PAPER, ...detail }), fit: true }) + number + joint
            );
          }),
          abs.line(40, 292, 1160, 292, detail),
          ...c.rows.map((_, i) => {
            const x = 80 + (i % 2) * 540;
            const top = 316 + Math.floor(i / 2) * 150;
            const focus = i === 0 ? ({ stroke: GREEN } as const) : detail;
            return abs.rect(x, top + 52, 500, 76, "m", { fill: PAPER, ...focus }) + tick(x + 464, top + 90, 14, i === 0 ? GREEN : INK);
          }),
          figures.shapes(rng),
          action ? abs.rect(1120 - buttonW, 638, buttonW, 80, "pill", { fill: GREEN, fit: true }) : "",
        ].join(""),
      ),
  };
}
