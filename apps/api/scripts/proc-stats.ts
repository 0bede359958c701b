/**
 * A process's resident memory and CPU time, read from Linux's /proc (the benches' processes), with
 * the programs it runs: Debian's tesseract program reads pages in a process of its own (0067).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times. */
export const CLOCK_TICKS = 100;

/** The process's running children, and theirs (every thread's `children` list). */
function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // exited meanwhile
  }
  const children = tasks.flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function ownRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // a child that exited between the listing and the read
  }
}

/**
 * Resident memory (RSS) in MB of the whole process (threads, wasm and native memory included) and
 * of the programs it is running.
 */
export function rssMb(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, each) => sum + ownRssMb(each), 0);
}

/**
 * CPU seconds the process has used, all its threads, and the programs it ran and waited for:
 * /proc/<pid>/stat fields 14 to 17 (utime, stime, cutime, cstime).
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's closing parenthesis, utime … cstime are fields 12 to 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (
    (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) /
    CLOCK_TICKS
  );
}
