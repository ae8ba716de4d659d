/**
 * The embedded database belongs to one process: real server processes (server/main.ts) on one
 * DATA_DIR. A second server exits at once with one line naming the first one's pid and leaves
 * the folder as it was; after a kill -9 of the first, a new server takes the folder over and
 * finds the data; a graceful stop removes the lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { api, DEMO } from '../support/test-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Server {
  child: ChildProcess;
  pid: number;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Leader of its own process group: a signal reaches its ffmpeg too (the demo media's transcoding).
    detached: true,
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, pid: child.pid!, url: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits until the server's health address answers 200 (first start: migrations and the demo company). */
async function healthy(server: Server) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
    if (gone) throw new Error(`the server exited before it answered:\n${server.stdout()}\n${server.stderr()}`);
    try {
      if ((await fetch(`${server.url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer in time:\n${server.stderr()}`);
}

/** Every file of a folder with its size, modification time and content hash. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    files[path.relative(dir, file)] = `${stat.size} ${stat.mtimeMs} ${createHash('sha1').update(fs.readFileSync(file)).digest('hex')}`;
  }
  return files;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-e2e-'));

afterAll(() => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database folder, one process at a time', () => {
  it('refuses a second server, survives kill -9 of the first, and is released on a graceful stop', { timeout: 600_000 }, async () => {
    const first = await start(dataDir);
    const started = Date.now();
    await healthy(first);
    console.log(`first start (migrations, demo company): ${Date.now() - started} ms`);
    const token = await api(first.url).login(DEMO.learner.account, DEMO.learner.password);
    const lockFile = path.join(dataDir, 'pg.lock');
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);

    // The first server is held still (SIGSTOP: alive, writing nothing) so that any change to
    // the database folder would be the second one's.
    process.kill(-first.pid, 'SIGSTOP');
    const pgDir = path.join(dataDir, 'pg');
    const before = { pg: snapshot(pgDir), lock: fs.readFileSync(lockFile, 'utf8') };
    const second = await start(dataDir);
    const { code } = await second.exited;
    expect(code).toBe(1);
    const lines = second.stderr().split('\n').filter(Boolean);
    expect(lines, second.stderr()).toHaveLength(1);
    console.log(`the second server said: ${lines[0]}`);
    expect(lines[0]).toContain(`in use by process ${first.pid}`);
    expect(second.stdout()).toBe('');
    expect({ pg: snapshot(pgDir), lock: fs.readFileSync(lockFile, 'utf8') }).toEqual(before);

    // kill -9 of the holder (stopped or not): the lock file stays behind, a dead one's.
    process.kill(-first.pid, 'SIGKILL');
    await first.exited;
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);

    const third = await start(dataDir);
    const restarted = Date.now();
    await healthy(third);
    console.log(`restart after kill -9: ${Date.now() - restarted} ms`);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(third.pid);
    // The session written before the kill is there.
    const me = await api(third.url).get<{ account: string }>('/api/users', { token });
    expect(me.body.data.account).toBe(DEMO.learner.account);

    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
