/** Shared helpers for benchmarks: timing and a markdown table. */

/** Median wall time in ms of `runs` calls of `fn` (after one warm-up). */
export async function medianMs(fn: () => Promise<unknown>, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Prints a markdown table. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  console.log(line(headers));
  console.log(line(headers.map(() => '---')));
  for (const row of rows) console.log(line(row));
}

/** "1.23×" (or with more `digits`, for a figure judged against a target at its edge). */
export function ratio(value: number, reference: number, digits = 2): string {
  return `${(value / reference).toFixed(digits)}×`;
}
