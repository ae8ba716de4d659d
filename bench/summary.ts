/**
 * Benchmarks print their figures; when BENCH_SUMMARY_FILE is set they also write the headline
 * figures there as JSON, so a command that runs several benchmarks (bench/runtime.ts) can put
 * them side by side without parsing text.
 */
import fs from 'node:fs';

export function writeSummary(summary: Record<string, unknown>): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(summary));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A figure in milliseconds with one decimal, '-' when there is none. */
export const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
