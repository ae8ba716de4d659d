/**
 * A CPU profile of part of a benchmark server's life (the load, not the seeding before it),
 * through the inspector; written as <dir>/<time>-<pid>.cpuprofile (Chrome DevTools, speedscope).
 * `stop(dir, windows)` keeps only the samples taken within the given stretches of `profilerClock`
 * (bench/exam-seq.ts profiles the graph's requests and not the REST ones between them): the
 * others are counted as idle (starting and stopping the profiler per stretch instead would cost
 * tens of milliseconds each time).
 */
import fs from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import path from 'node:path';

/** The profiler's clock: microseconds of the monotonic clock, as a profile's timestamps. */
export const profilerClock = () => Number(process.hrtime.bigint() / 1000n);

export async function startProfiler(): Promise<{ stop: (dir: string, windows?: [number, number][]) => Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop(dir, windows) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(windows ? within(profile, windows) : profile));
      return file;
    },
  };
}

/** The profile with its samples outside `windows` given to the idle node. */
function within(profile: Profiler.Profile, windows: [number, number][]): Profiler.Profile {
  const root = profile.nodes[0]!;
  let idle = profile.nodes.find((node) => node.callFrame.functionName === '(idle)');
  if (!idle) {
    idle = { id: Math.max(...profile.nodes.map((node) => node.id)) + 1, callFrame: { functionName: '(idle)', scriptId: '0', url: '', lineNumber: -1, columnNumber: -1 } };
    profile.nodes.push(idle);
    root.children = [...(root.children ?? []), idle.id];
  }
  let time = profile.startTime;
  const samples = (profile.samples ?? []).map((sample, i) => {
    time += profile.timeDeltas?.[i] ?? 0;
    return windows.some(([start, end]) => time >= start && time <= end) ? sample : idle.id;
  });
  return { ...profile, samples };
}
