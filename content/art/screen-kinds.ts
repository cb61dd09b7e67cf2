// The five kinds of product screen a case study can show, and how many of each part each kind
// has room for. The layouts are in content/art/screen-desktop.ts (dashboard, console, form) and
// content/art/screen-device.ts (phone app, printed report).
import { consoleLayout, dashboardLayout, formLayout } from "./screen-desktop.ts";
import { mobileLayout, reportLayout } from "./screen-device.ts";
import type { Layout, ScreenContent, ScreenKind } from "./screen-parts.ts";

/** How many of each part a kind shows: what it has room for. [min, max] */
export interface Limits {
  nav: readonly [number, number];
  figures: readonly [number, number];
  rows: readonly [number, number];
  cells: readonly [number, number];
  action: "none" | "optional" | "required";
}

export const LIMITS: Record<ScreenKind, Limits> = {
  dashboard: { nav: [2, 6], figures: [2, 3], rows: [2, 2], cells: [1, 3], action: "none" },
  console: { nav: [2, 5], figures: [1, 2], rows: [3, 4], cells: [2, 3], action: "none" },
  form: { nav: [2, 4], figures: [1, 2], rows: [2, 4], cells: [2, 2], action: "required" },
  mobile: { nav: [2, 3], figures: [2, 3], rows: [2, 3], cells: [1, 3], action: "optional" },
  report: { nav: [2, 4], figures: [2, 3], rows: [2, 4], cells: [2, 2], action: "none" },
};

export const KINDS: Record<ScreenKind, (c: ScreenContent) => Layout> = {
  dashboard: dashboardLayout,
  console: consoleLayout,
  form: formLayout,
  mobile: mobileLayout,
  report: reportLayout,
};
