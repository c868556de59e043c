/** Small helpers every benchmark prints with: spreads of timings and markdown tables. */

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The middle value (the upper middle of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => value.toFixed(0);

/** A markdown table, printed after a `###` heading and a blank line. */
export function printTable(
  heading: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
) {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  console.log(`\n### ${heading}\n`);
  console.log([line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n'));
}
