/**
 * Where the firm's tool must never write personal data (a backup, an export): inside the project,
 * whose files are committed, or the folders the site serves (DIST_DIR) or builds from.
 */
import fs from 'node:fs';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export function personalDataPlaceProblem(file: string, buildDir: string): string | undefined {
  const target = realPath(path.resolve(file));
  const places: [string, string][] = [
    [buildDir, `DIST_DIR (${buildDir}), which the site serves`],
    [path.join(PROJECT_ROOT, 'content'), 'content/, which is committed and built into the site'],
    [path.join(PROJECT_ROOT, 'public'), 'public/, which is committed and served as it is'],
    [PROJECT_ROOT, `the project (${PROJECT_ROOT}), whose files are committed`],
  ];
  const inside = places.find(([folder]) => isWithin(target, realPath(folder)));
  if (!inside) return undefined;
  return (
    `${file} is inside ${inside[1]}: it would hold every client's name, e-mail and phone. ` +
    `Write it outside the project instead, e.g. in /var/backups/site/, readable only by the firm`
  );
}

function isWithin(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The path with every symbolic link of its existing part resolved; the rest as given. */
function realPath(absolute: string): string {
  const missing: string[] = [];
  let existing = absolute;
  while (!fs.existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  try {
    return path.join(fs.realpathSync(existing), ...missing);
  } catch {
    return absolute;
  }
}

/** The file standard output is redirected to (`export > file`), where Linux's /proc tells it. */
export function stdoutFile(): string | undefined {
  try {
    if (!fs.fstatSync(1).isFile()) return undefined;
    return fs.readlinkSync('/proc/self/fd/1');
  } catch {
    return undefined;
  }
}
