import { checkCode, checkComponentUse } from './checkComponents';
import type { ContentProblem } from './contentProblem';
import { describeBrokenLink, type LinkTargets } from './linkTargets';
import { findPictureFile } from './checkPictures';
import type { SourceFile } from './contentTypes';
import type { BodyItem } from './bodyItems';
import type { MdxResult } from './mdxBody';
import { blockedAddressMessage, isScriptAddress } from './rawHtml';

export interface BodyCheckContext {
  /** Where a picture's address is looked for: public/, then content/ (where the editor uploads). */
  pictureDirs: string[];
  targets: LinkTargets;
}

export function checkBody(source: SourceFile, result: MdxResult, context: BodyCheckContext): ContentProblem[] {
  if (!result.ok) return [{ file: source.file, line: result.line, severity: 'error', message: result.message }];
  return result.items.flatMap((item) =>
    checkItem(item, context).map((message) => ({
      file: source.file,
      line: item.line,
      severity: 'error' as const,
      message,
    })),
  );
}

function checkItem(item: BodyItem, context: BodyCheckContext): string[] {
  switch (item.kind) {
    case 'component':
      return checkComponentUse(item);
    case 'code':
      return checkCode(item);
    case 'link': {
      if (isScriptAddress(item.url)) return [blockedAddressMessage(item.url)];
      const problem = describeBrokenLink(item.url, context.targets);
      return problem ? [`the link ${item.via === 'markdown' ? '' : `href of ${item.via} `}${problem}`] : [];
    }
    case 'image':
      return isScriptAddress(item.url) ? [blockedAddressMessage(item.url)] : checkImage(item, context.pictureDirs);
    case 'pasted':
      return [pastedMessage(item)];
  }
}

function pastedMessage(item: Extract<BodyItem, { kind: 'pasted' }>): string {
  const words = item.text.length > 40 ? `${item.text.slice(0, 39)}…` : item.text;
  if (item.what === 'escaped')
    return `"${words}" shows as text on the page, marks and all: a picture or link was turned into characters. Delete it and insert it again with the editor's Image or Link button`;
  return item.what === 'bullet'
    ? `"${words}" starts with a bullet pasted from Word, which shows as a dot in the text: make it an item of a list (the editor's list button, or "- " at the start of the line)`
    : `"${words}" is a bold line standing alone: if it is a heading, make it one (the editor's heading menu, or "## " at the start of the line); otherwise add it to the paragraph it introduces`;
}

/** A space in a picture's address breaks it (it even splits the list of sizes a browser chooses from). */
function describeUnusableFileName(url: string): string | undefined {
  if (/\s/.test(url)) {
    return `"${url}" has a space: rename the file without spaces and write its new name, e.g. ${url.trim().replace(/\s+/g, '-')}`;
  }
  if (/[^A-Za-z0-9._~:/-]/.test(url)) {
    return `"${url}" has a character a web address cannot hold: use only letters, digits, "-" and "_" in file names`;
  }
  return undefined;
}

function checkImage(item: Extract<BodyItem, { kind: 'image' }>, pictureDirs: string[]): string[] {
  const fileProblems = checkImageFiles(item.url, pictureDirs).map((p) => `the image ${p}`);
  if (item.alt?.trim()) return fileProblems;
  const noAlt =
    item.via === 'markdown'
      ? `the image "${item.url}" has no alt text for people who cannot see it: click the picture, then “Describe the picture (alt text)”, and say what it shows`
      : `the <img> "${item.url}" has no alt text: add alt="what the picture shows"`;
  return [noAlt, ...fileProblems];
}

/** A file the site serves itself (no third-party requests); its contents are checked in checkPictures.ts. */
export function checkImageFiles(url: string, pictureDirs: string[]): string[] {
  const unusable = describeUnusableFileName(url);
  if (unusable) return [unusable];
  if (/^(https?:)?\/\//i.test(url)) {
    return [
      `"${url}" is on another website: save the file under public/images/ and write its path, e.g. /images/office.jpg`,
    ];
  }
  if (!url.startsWith('/')) return [`"${url}" must start with "/": write "/${url.replace(/^\.?\/*/, '')}"`];
  if (!findPictureFile(url, pictureDirs))
    return [`"${url}" is not a file under public/ or content/: upload the picture in the editor, or correct the path`];
  return [];
}
