import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process has this PGlite data directory open (PGlite is one process only). */
export class DatabaseLockedError extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`The database in ${dir} is in use by process ${pid}`);
    this.name = 'DatabaseLockedError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>.lock` for this process. A second process on the same PGlite directory would work
 * on its own copy in memory and overwrite the first one's data at exit, so it is refused; a
 * lock left by a dead process (kill -9) is taken over. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new DatabaseLockedError(dir, holder);
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
