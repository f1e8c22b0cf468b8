/** Once per picture: over 20 MB, an unusable format, or narrower than where it is shown (a missing file is checkBodies.ts's). */
import type { ContentProblem } from './contentProblem';
import { isFile, resolveUnder } from './linkTargets';
import { describeTooSmall, type PictureSource, type PictureUse } from './pictures';
import { readPicture } from './readPicture';

export interface PictureMention {
  url: string;
  use: PictureUse;
  file: string;
  line?: number;
  field?: string;
}

/** The file of a picture's address: under public/, or under content/ where the editor uploads it. */
export const findPictureFile = (url: string, dirs: string[]) =>
  url.startsWith('/') ? dirs.map((dir) => resolveUnder(dir, url)).find((file) => file && isFile(file)) : undefined;

export async function checkPictures(mentions: PictureMention[], pictureDirs: string[]) {
  const problems: ContentProblem[] = [];
  const pictures = new Map<string, PictureSource>();
  const reported = new Set<string>();
  const report = (mention: PictureMention, problem: string) => {
    // One message per picture and problem, at the first place that shows it.
    const key = `${mention.url}\n${problem}`;
    if (reported.has(key)) return;
    reported.add(key);
    const message = mention.field ? problem : `the image "${mention.url}" ${problem}`;
    problems.push({ file: mention.file, line: mention.line, field: mention.field, severity: 'error', message });
  };
  for (const mention of mentions) {
    const file = findPictureFile(mention.url, pictureDirs);
    if (!file) continue;
    const reading = await readPicture(mention.url, file);
    if ('problem' in reading) {
      report(mention, reading.problem);
      continue;
    }
    const tooSmall = describeTooSmall(reading.picture, mention.use);
    if (tooSmall) report(mention, tooSmall);
    const known = pictures.get(mention.url);
    if (!known) pictures.set(mention.url, { ...reading.picture, uses: [mention.use] });
    else if (!known.uses.includes(mention.use)) known.uses.push(mention.use);
  }
  return { problems, pictures };
}
