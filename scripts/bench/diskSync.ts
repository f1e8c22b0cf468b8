/**
 * How fast the disk under a folder makes a write durable: a 4 KiB write then fdatasync, again
 * and again for a while, as SQLite does for each commit (synchronous=FULL, WAL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { median } from './stats';

export interface SyncRate {
  perSecond: number;
  medianMs: number;
}

export function measureSyncRate(folder: string, seconds = 3): SyncRate {
  const file = path.join(folder, 'fdatasync-probe');
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  try {
    let offset = 0;
    while (performance.now() < end) {
      const started = performance.now();
      fs.writeSync(fd, block, 0, block.length, offset);
      fs.fdatasyncSync(fd);
      times.push(performance.now() - started);
      // Appending, as a write-ahead log does, so each sync has new blocks to write.
      offset = (offset + block.length) % (64 * 1024 * 1024);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
  }
  return { perSecond: times.length / seconds, medianMs: median(times) };
}
