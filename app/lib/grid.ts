// How many columns a grid of cards takes on a wide screen (1024 px and more): three where that
// leaves no card alone on the last row, else four, else two, else five. A lone last card reads as a
// leftover; the stylesheet sets the columns by the grid's data-cols (docs/design-system.md).
export type WideColumns = 2 | 3 | 4 | 5;

export function wideColumns(count: number): WideColumns {
  for (const columns of [3, 4, 2, 5] as const) if (count <= columns || count % columns !== 1) return columns;
  return 3;
}
