/** Compiles an MDX body once, for the checks and the pages alike; a syntax error becomes one problem line. */
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { bareTextOfOneParagraph, collectBodyItems, imgAsPicture, type BodyItem } from './bodyItems';

export type MdxResult =
  /** A function body to run with React's JSX runtime (MDX's `run`). */
  { ok: true; items: BodyItem[]; code: string } | { ok: false; line?: number; message: string };

export async function readMdxBody(text: string): Promise<MdxResult> {
  try {
    const items: BodyItem[] = [];
    const code = await compile(text, {
      outputFormat: 'function-body',
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        () => collectBodyItems(items),
        imgAsPicture,
        bareTextOfOneParagraph,
      ],
    });
    return { ok: true, items, code: String(code) };
  } catch (error) {
    return describeMdxError(error);
  }
}

function describeMdxError(error: unknown): MdxResult {
  if (!(error instanceof Error)) throw error;
  const detail = error as Error & {
    line?: number;
    reason?: string;
    ruleId?: string;
    place?: { line?: number; start?: { line: number } };
  };
  const reason = detail.reason ?? error.message;
  const quotedLine = /\((\d+):\d+/.exec(reason)?.[1];
  const line =
    detail.line ?? detail.place?.start?.line ?? detail.place?.line ?? (quotedLine ? Number(quotedLine) : undefined);
  const shortReason = reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '');
  return { ok: false, line, message: `is not valid MDX (${shortReason}): ${fixFor(detail.ruleId ?? '', reason)}` };
}

function fixFor(ruleId: string, reason: string): string {
  if (ruleId === 'end-tag-mismatch')
    return 'close each component with its own closing tag, spelt the same, e.g. <Section> … </Section>';
  if (ruleId === 'unexpected-eof' && /closing brace/.test(reason))
    return 'close the "{" with "}", or write \\{ for a plain brace';
  if (ruleId === 'unexpected-eof' && /closing quote/.test(reason))
    return 'close the attribute value with its quote, e.g. title="Text"';
  if (ruleId === 'unexpected-character')
    return 'put attribute values in quotes, e.g. title="Text", and write &lt; for a plain "<"';
  return 'check the tags, quotes and braces on this line';
}
