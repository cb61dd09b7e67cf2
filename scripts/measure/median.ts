// The benchmarks' summaries of repeated measurements.

/** The middle value of `xs`, or the mean of the two middle ones; NaN when there are none. */
export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The middle value, or the lower of the two middle ones: always a value one run gave (a score
 * of 99 and one of 100 give 99, not 99.5); NaN when there are none. */
export function lowerMedian(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
