/**
 * A CPU profile of part of a benchmark server's life (the load, not the seeding before it),
 * through the inspector; written as <dir>/<time>-<pid>.cpuprofile (Chrome DevTools, speedscope).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export async function startProfiler(): Promise<{ stop: (dir: string) => Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop(dir) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}
