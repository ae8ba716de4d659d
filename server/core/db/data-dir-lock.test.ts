import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const folders: string[] = [];
function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  folders.push(dir);
  return path.join(dir, 'pg');
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const holderOf = (dataDir: string) => JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number; started: string | null };

function refusal(run: () => unknown): DataDirLockedError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the lock was taken');
}

describe('lockDataDir', () => {
  it('writes a lock file beside the folder naming this process, refuses a second open, and removes it on release', () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    expect(holderOf(dataDir).pid).toBe(process.pid);
    expect(fs.existsSync(dataDir)).toBe(false);
    const error = refusal(() => lockDataDir(dataDir));
    expect(error.holderPid).toBe(process.pid);
    expect(error.message).not.toContain('\n');
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over the lock of a process that is gone (kill -9) and of a pid now used by another process', () => {
    const dataDir = folder();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: gone, started: null }));
    lockDataDir(dataDir)();

    // This very pid, but with another start time: an earlier life of the pid (a restarted container).
    fs.writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: process.pid, started: '1' }));
    const release = lockDataDir(dataDir);
    expect(holderOf(dataDir).pid).toBe(process.pid);
    release();

    // An empty lock file (a holder that died between creating and writing it).
    fs.writeFileSync(`${dataDir}.lock`, '');
    lockDataDir(dataDir)();
  });

  it('never takes over the lock of a live process, and leaves its file as it was', async () => {
    const dataDir = folder();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const started = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
      for (const recorded of [{ pid: child.pid, started }, { pid: child.pid, started: null }]) {
        const text = JSON.stringify(recorded);
        fs.writeFileSync(`${dataDir}.lock`, text);
        const error = refusal(() => lockDataDir(dataDir));
        expect(error.holderPid).toBe(child.pid);
        expect(error.message).toContain(`process ${child.pid}`);
        expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(text);
      }
    } finally {
      child.kill('SIGKILL');
    }
  });
});
