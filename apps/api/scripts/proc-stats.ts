/** A process's resident memory and CPU time, read from Linux's /proc (the benches' processes). */
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times. */
export const CLOCK_TICKS = 100;

/** Resident memory (RSS) of the whole process in MB: threads, wasm and native memory included. */
export function rssMb(pid: number): number {
  return (
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  );
}

/** CPU seconds the process has used, all its threads: /proc/<pid>/stat fields 14 and 15. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's closing parenthesis, utime and stime are fields 12 and 13.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
