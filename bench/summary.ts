/**
 * Benchmarks print their figures; when BENCH_SUMMARY_FILE is set they also write the headline
 * figures there as JSON, so a command that runs several benchmarks (bench/runtime.ts) can put
 * them side by side without parsing text.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

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

/** Whether the portal on 127.0.0.1:port answers its public site config (its first answer). */
export function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/config/system_webConfig', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

/** Polls until the started process answers on `port`; fails when it exits first or after `tries` polls. */
export async function waitUntilAnswering(port: number, child: ChildProcess, what: string, everyMs = 100, tries = 1200): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await answersOn(port)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not answer on ${port}`);
}

const figure = (v: unknown) => ms(typeof v === 'number' ? v : Number.NaN);

/** The exam benchmark's headline columns (its BENCH_SUMMARY_FILE row), one table for every command that prints them. */
export const EXAM_COLUMNS = 'req/s     start p99   answer p50   answer p99   submit p99   CPU ms/examinee   errors   lost';
export function examRow(row: Record<string, unknown> | null | undefined): string {
  const r = row ?? {};
  return `${figure(r.perSecond).padEnd(8)}  ${figure(r.startP99).padEnd(10)}  ${figure(r.answerP50).padEnd(11)}  ${figure(r.answerP99).padEnd(11)}  ${figure(r.submitP99).padEnd(11)}  ${figure(r.cpuMsPerExaminee).padEnd(16)}  ${String(r.errors ?? '-').padEnd(7)}  ${String(r.lost ?? '-')}`;
}
