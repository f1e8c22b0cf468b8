/**
 * remark-gfm's five parts, each added to the parser only when the text contains what starts it.
 * A part whose starting characters a text lacks can never match anything in it, so the result
 * is the one remark-gfm gives (tests/unit/gfmAsNeeded.test.ts compares the two on every fixture
 * and on texts that use each part); but the parser tries every part at every position it could
 * start, and tables alone cost a third of the parse. A typical article has no table,
 * strikethrough or footnote, and is compiled in about half the time.
 */
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import type { Processor } from 'unified';

interface GfmPart {
  /** True when the text contains what the part needs to match anything. */
  mayUse(text: string): boolean;
  micromark(): MicromarkExtension;
  fromMarkdown(): FromMarkdownExtension | FromMarkdownExtension[];
}

const PARTS: GfmPart[] = [
  // Every row of a table, the delimiter row included, is cells between pipes.
  { mayUse: (text) => text.includes('|'), micromark: gfmTable, fromMarkdown: gfmTableFromMarkdown },
  { mayUse: (text) => text.includes('~'), micromark: gfmStrikethrough, fromMarkdown: gfmStrikethroughFromMarkdown },
  { mayUse: (text) => text.includes('[^'), micromark: gfmFootnote, fromMarkdown: gfmFootnoteFromMarkdown },
  {
    mayUse: (text) => /\[[ xX]\]/.test(text),
    micromark: gfmTaskListItem,
    fromMarkdown: gfmTaskListItemFromMarkdown,
  },
  // www. links, http:// and https:// links, and e-mail addresses (mailto: and xmpp: ones too).
  {
    mayUse: (text) => /www\.|:\/\/|@/i.test(text),
    micromark: gfmAutolinkLiteral,
    fromMarkdown: gfmAutolinkLiteralFromMarkdown,
  },
];

/** A remark plugin adding the parts of GFM this text may use. */
export function gfmAsNeeded(text: string) {
  const parts = PARTS.filter((part) => part.mayUse(text));
  return function addGfmParts(this: Processor) {
    // The two lists remark-parse reads its extensions from (remark-gfm fills them the same way).
    const data = this.data() as {
      micromarkExtensions?: MicromarkExtension[];
      fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[];
    };
    (data.micromarkExtensions ??= []).push(...parts.map((part) => part.micromark()));
    (data.fromMarkdownExtensions ??= []).push(...parts.map((part) => part.fromMarkdown()));
  };
}
