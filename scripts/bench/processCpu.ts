/**
 * CPU time a process has used so far (user + system, all its threads), read from /proc: the
 * server's CPU per request is a figure the machine's other load changes little.
 */
import fs from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
