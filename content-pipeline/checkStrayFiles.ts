/**
 * What the site never reads in `content/`: a page saved as `.md`, a file in a folder of its own or a
 * link to a file elsewhere would otherwise vanish from the site without a word. Links are refused in
 * `public/` too: the build would publish whatever they point to.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { hasGpsPosition } from './gpsPosition';
import { languageOfFolder } from '../lib/languages';
import { CONTENT_FOLDERS, PICTURES_FOLDER, SITE_FACTS_FILE } from './contentFolders';
import type { ContentProblem } from './contentProblem';

const FOLDER_NAMES = Object.keys(CONTENT_FOLDERS);
const LINK = 'is a link to another file, which the site never reads: put the file itself here, or remove the link';
const FOLDER_LIST = FOLDER_NAMES.map((name) => `content/${name}/`);
const WHERE_PAGES_GO = `pages belong in ${FOLDER_LIST.slice(0, -1).join(', ')} or ${FOLDER_LIST.at(-1)} (in content/fr/… when in French)`;

export function checkStrayFiles(contentDir: string, publicDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, message: string): void => void problems.push({ file, severity: 'error', message });
  walk(contentDir, 'content', (file, entry, place) => {
    if (entry.isSymbolicLink()) return report(file, LINK);
    if (place.length === 0 && entry.name === PICTURES_FOLDER) return 'links only';
    // Where pages and site.yaml are read: content/ and content/fr/.
    const atTop = place.length === 0 || (place.length === 1 && languageOfFolder(place[0]!) !== undefined);
    const inPageFolder = FOLDER_NAMES.includes(place.at(-1) ?? '') && place.length <= 2;
    if (entry.isDirectory()) {
      if (atTop && (FOLDER_NAMES.includes(entry.name) || (place.length === 0 && languageOfFolder(entry.name))))
        return 'read';
      const parent = `content/${place.join('/')}/`;
      return report(
        `${file}/`,
        inPageFolder
          ? `the site does not read folders inside ${parent}: move the files into ${parent} itself, or remove the folder`
          : `the site does not read this folder: ${WHERE_PAGES_GO}; move the files there, or remove the folder`,
      );
    }
    if (inPageFolder ? entry.name.endsWith('.mdx') : atTop && entry.name === SITE_FACTS_FILE) return;
    report(
      file,
      inPageFolder
        ? 'the site reads only files ending in ".mdx" here: if it is a page, rename it to end in ".mdx"; if not, remove it'
        : `the site does not read this file: ${WHERE_PAGES_GO}; move it there, or remove it`,
    );
  });
  walk(publicDir, 'public', (file, entry) => (entry.isSymbolicLink() ? report(file, LINK) : 'links only'));
  return problems;
}

const UNUSED =
  'no page shows this picture: delete it if it is no longer needed (until then it stays in the repository, though never published)';

/** Pictures in content/images/ that no file names any more, such as a portrait replaced or a profile removed. */
export function checkUnusedPictures(contentDir: string, files: { text: string }[]): ContentProblem[] {
  return picturesIn(contentDir)
    .filter((file) => !files.some(({ text }) => text.includes(file.slice('content'.length))))
    .map((file) => ({ file, severity: 'warning', message: UNUSED }));
}

const PLACE_TAKEN =
  'keeps the place where it was taken (a GPS position), which would stay in the repository for anyone who can read it: upload it again in the editor, which removes it, or export it again from a photo editor without its location';

/** Every picture under content/images/ that still carries a GPS position, one error each. */
export async function checkPlacesTaken(contentDir: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const file of picturesIn(contentDir)) {
    const { exif } = await sharp(path.join(contentDir, file.slice('content/'.length)))
      .metadata()
      .catch(() => ({ exif: undefined }));
    if (hasGpsPosition(exif)) problems.push({ file, severity: 'error', message: PLACE_TAKEN });
  }
  return problems;
}

/** Every file under content/images/ (a link there is checkStrayFiles's), named as editors see them. */
function picturesIn(contentDir: string): string[] {
  const pictures: string[] = [];
  walk(path.join(contentDir, PICTURES_FOLDER), `content/${PICTURES_FOLDER}`, (file, entry) => {
    if (entry.isDirectory()) return 'read';
    if (entry.isFile()) pictures.push(file);
  });
  return pictures;
}

type Visit = (file: string, entry: fs.Dirent, place: string[]) => 'read' | 'links only' | void;

/** Every entry under `dir` but hidden ones (`.gitkeep`), named as editors see them; a folder is entered when `visit` says so. */
function walk(dir: string, name: string, visit: Visit, place: string[] = [], linksOnly = false): void {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `${name}/${entry.name}`;
    const next = linksOnly && !entry.isSymbolicLink() ? 'links only' : visit(file, entry, place);
    if (next && entry.isDirectory()) {
      walk(path.join(dir, entry.name), file, visit, [...place, entry.name], linksOnly || next === 'links only');
    }
  }
}
