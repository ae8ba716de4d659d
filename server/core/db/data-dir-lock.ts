import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder belongs to one process. PGlite has no lock of its own: a
 * second process opening the folder writes its control file while the first runs, and after
 * the next crash of the first the database no longer starts ("could not locate a valid
 * checkpoint record"). So before PGlite opens the folder, the process takes `<folder>.lock`
 * beside it (DATA_DIR/pg.lock), created exclusively (O_EXCL) and holding its pid and the
 * start time of that pid.
 *
 * A lock whose holder is gone (kill -9, a power cut) is taken over: the holder is alive when
 * signal 0 reaches its pid and, where /proc tells it, that pid still has the start time the
 * lock recorded (a pid reused by another process after a reboot or in a new container is not
 * the holder). A live holder's lock is never taken over. The lock guards one machine: a
 * folder shared over the network between machines is not supported.
 *
 * Not proper-lockfile: it judges a holder alive by an mtime the holder refreshes on a timer,
 * so a holder whose event loop is blocked longer than the stale time (PGlite runs queries on
 * the main thread) loses its lock while alive, and it cannot name the holder's pid.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(`The embedded database ${path.dirname(lockPath)}${path.sep}${path.basename(lockPath, '.lock')} is in use by process ${holderPid} (lock file ${lockPath}); stop that process first, or give this one another DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}

interface Holder {
  pid: number;
  /** The pid's start time in clock ticks since boot (/proc/<pid>/stat field 22); null where there is no /proc. */
  started: string | null;
}

/** Folders this process holds, so that a second open in the same process is refused too. */
const held = new Set<string>();

function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the pid exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === null) return true;
  const now = startTime(holder.pid);
  return now === null || now === holder.started;
}

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && parsed.pid > 0 ? { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null } : null;
  } catch {
    return null;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the lock of a database folder, or throws DataDirLockedError naming the live holder.
 * Returns the release, which removes the lock file (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  if (held.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const me: Holder = { pid: process.pid, started: startTime(process.pid) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      try {
        fs.writeSync(fd, JSON.stringify(me));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 20) throw error;
    }
    const holder = readHolder(lockPath);
    if (holder === null) {
      // Empty or torn: a process between creating and writing it, or one that died there.
      // Wait for the writer a moment; after that it is a dead one's.
      if (attempt < 10) {
        sleepSync(100);
        continue;
      }
    } else if (holder.pid !== process.pid && alive(holder)) {
      throw new DataDirLockedError(lockPath, holder.pid);
    }
    // The holder is dead (or is this pid in an earlier life). Moved aside under a name of
    // this process's own, so two processes taking over at once cannot remove each other's
    // fresh lock: only the one whose rename moved the dead lock goes on to create.
    const aside = `${lockPath}.${process.pid}.stale`;
    try {
      fs.renameSync(lockPath, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved && holder && moved.pid !== holder.pid && alive(moved)) {
      // Another process took the lock over between the read and the rename: give it back.
      fs.renameSync(aside, lockPath);
      throw new DataDirLockedError(lockPath, moved.pid);
    }
    fs.rmSync(aside, { force: true });
  }
  held.add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(lockPath);
    process.off('exit', release);
    // Only our own lock is removed.
    if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * For the entry points (server, scripts): a folder held by another process ends this one with
 * one line naming the holder and exit code 1, before anything was written.
 */
export async function exitWhenLocked<T>(opening: Promise<T>): Promise<T> {
  try {
    return await opening;
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
