/**
 * remark-gfm's five parts, each added to the parser only when the text contains what starts it.
 * A part whose starting characters a text lacks can never match anything in it, so the result
 * is the one remark-gfm gives (tests/unit/gfmAsNeeded.test.ts compares the two on every fixture
 * and on texts that use each part); but the parser tries every part at every position it could
 * start, and tables alone cost a third of the parse. A typical article has no table,
 * strikethrough or footnote, and is compiled in about half the time.
 */
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

/** The extension types of the parser and of the tree builder, named by what the parts return. */
type MicromarkExtension = ReturnType<typeof gfmTable>;
type FromMarkdownExtension = ReturnType<typeof gfmTableFromMarkdown>;

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
];

/** What starts a literal link: `www.`, `http://` and `https://`, an e-mail address (mailto: and xmpp: ones too). */
const LITERAL_LINK_START = /www\.|:\/\/|@/gi;

const LITERAL_LINKS: GfmPart = {
  mayUse: (text) => new RegExp(LITERAL_LINK_START.source, 'i').test(text),
  micromark: gfmAutolinkLiteral,
  fromMarkdown: gfmAutolinkLiteralFromMarkdown,
};

/**
 * A remark plugin adding the parts of GFM this text may use. Literal links may be left out
 * (`literalLinks: false`) for a first parse, which `literalLinksMayMatch` then checks.
 */
export function gfmAsNeeded(text: string, options: { literalLinks?: boolean } = {}) {
  const literalLinks = options.literalLinks ?? LITERAL_LINKS.mayUse(text);
  const parts = [...PARTS, ...(literalLinks ? [LITERAL_LINKS] : [])].filter((part) => part.mayUse(text));
  return function addGfmParts(this: { data(): unknown }) {
    // The two lists remark-parse reads its extensions from (remark-gfm fills them the same way).
    const data = this.data() as {
      micromarkExtensions?: MicromarkExtension[];
      fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[];
    };
    (data.micromarkExtensions ??= []).push(...parts.map((part) => part.micromark()));
    (data.fromMarkdownExtensions ??= []).push(...parts.map((part) => part.fromMarkdown()));
  };
}

/** The few fields of an mdast node read here. */
interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** Nodes in which no literal link is ever made: code, and the frontmatter. */
const CODE_TYPES = new Set(['code', 'inlineCode', 'yaml']);

/**
 * Whether literal links could match anywhere in `text`, given its tree parsed without them.
 * Most articles link other sites the Markdown way, `[text](https://…)`: the address there is a
 * link's destination, which is never a literal link, so such a text needs no second parse. A
 * start of a literal link anywhere else (in running text, a component's value, a link's text)
 * says yes, and the text is parsed again with them.
 */
export function literalLinksMayMatch(text: string, tree: TreeNode): boolean {
  const shields: [number, number][] = [];
  const visit = (node: TreeNode) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      if (CODE_TYPES.has(node.type)) shields.push([start, end]);
      // `[text](destination "title")`: from the "](" that closes the text to the end.
      if (node.type === 'link' || node.type === 'image') {
        const destination = text.lastIndexOf('](', end);
        if (destination >= start) shields.push([destination, end]);
      }
      // `[label]: destination "title"`
      if (node.type === 'definition') {
        const destination = text.indexOf(']:', start);
        if (destination >= start && destination < end) shields.push([destination, end]);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  for (const match of text.matchAll(LITERAL_LINK_START)) {
    if (!shields.some(([from, to]) => match.index >= from && match.index < to)) return true;
  }
  return false;
}
