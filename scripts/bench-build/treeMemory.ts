/**
 * Peak memory of a process tree: the highest summed RSS of a process and every process it starts,
 * sampled from /proc, because a build's helpers (esbuild, workers) need memory too and a machine
 * must hold all of them at once.
 */
import fs from 'node:fs';

const SAMPLE_INTERVAL_MS = 50;

/** The kB figure of one `/proc/<pid>/status` line; 0 once the process is gone (or a zombie). */
function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Every live process's children, from the ppid field of /proc/<pid>/stat. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are safe.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const siblings = children.get(parent) ?? [];
    siblings.push(Number(entry));
    children.set(parent, siblings);
  }
  return children;
}

function processTree(rootPid: number): number[] {
  const children = childrenByParent();
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/**
 * Samples the process tree's summed RSS while it runs. The root's own VmHWM catches a peak between
 * two samples that the sum would miss, when the root alone was that large.
 */
export function watchTreeMemory(rootPid: number): { stop: () => number } {
  let peakTreeKb = 0;
  let lastRootHwmKb = 0;
  const sample = () => {
    const treeKb = processTree(rootPid).reduce((sum, pid) => sum + readStatusKb(pid, 'VmRSS'), 0);
    peakTreeKb = Math.max(peakTreeKb, treeKb);
    lastRootHwmKb = readStatusKb(rootPid, 'VmHWM') || lastRootHwmKb;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peakTreeKb, lastRootHwmKb);
    },
  };
}
