/**
 * Processor time of the processes this one has waited for: `cutime` and `cstime` of
 * /proc/self/stat, which the kernel adds each reaped child's time to, its own children's
 * included. Read before and after a build, the difference is that build's time, workers and
 * helper processes included.
 */
import fs from 'node:fs';

/** Linux reports these in USER_HZ, 100 a second on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;
/** Fields 16 and 17 of stat(5), counted from the first field after the command name (field 3). */
const CUTIME_INDEX = 16 - 3;
const CSTIME_INDEX = 17 - 3;

export function childrenCpuMs(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are safe.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[CUTIME_INDEX]) + Number(fields[CSTIME_INDEX]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
