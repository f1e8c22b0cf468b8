/**
 * Compiles an MDX file once, for the checks and the pages alike: @mdx-js/mdx with
 * remark-frontmatter and GitHub-flavoured Markdown (remark-gfm), to a function body the pages
 * run (components/mdx/MdxBody.tsx).
 * It lists what the checks need: the components, links and images it uses, each with its line.
 * A syntax error becomes one problem line.
 */
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

/** One value written on a component: `title="Text"` (text), `detailed` (true) or `title={x}` (code). */
export interface BodyAttribute {
  name: string;
  value: string | true | { code: string };
}

export type BodyItem =
  | { kind: 'component'; name: string; line?: number; attributes: BodyAttribute[]; hasChildren: boolean }
  /** JavaScript in the text: `{…}`, or an `import`/`export` line. */
  | { kind: 'code'; code: string; line?: number; statement: boolean }
  | { kind: 'link'; url: string; line?: number; via: string }
  | { kind: 'image'; url: string; alt: string | undefined; line?: number; via: 'markdown' | 'img' | 'Hero' };

export type MdxResult =
  /** `code`: the compiled body, a function body to run with React's JSX runtime (MDX's `run`). */
  { ok: true; items: BodyItem[]; code: string } | { ok: false; line?: number; message: string };

/** The few mdast and MDX JSX node fields read here (the full types are not direct dependencies). */
interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: { line: number } };
  name?: string | null;
  url?: string;
  alt?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** `![alt](address with a space)`, which Markdown leaves as plain text. */
const UNREAD_IMAGE = /!\[([^\]]*)\]\(([^)]*\s[^)]*)\)/g;

export async function readMdxBody(text: string): Promise<MdxResult> {
  try {
    const items: BodyItem[] = [];
    const collect = () => (tree: TreeNode) => walk(tree, items);
    const code = await compile(text, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkFrontmatter, remarkGfm, collect],
    });
    return { ok: true, items, code: String(code) };
  } catch (error) {
    return describeMdxError(error);
  }
}

function walk(node: TreeNode, items: BodyItem[]): void {
  const line = node.position?.start.line;
  if (node.type === 'link' || node.type === 'definition') {
    items.push({ kind: 'link', url: node.url ?? '', line, via: 'markdown' });
  } else if (node.type === 'image') {
    items.push({ kind: 'image', url: node.url ?? '', alt: node.alt ?? undefined, line, via: 'markdown' });
  } else if (node.type === 'text' && node.value?.includes('![')) {
    // Markdown does not read ![alt](a b.webp) as a picture at all: it would show as text.
    for (const match of node.value.matchAll(UNREAD_IMAGE)) {
      items.push({ kind: 'image', url: match[2] ?? '', alt: match[1], line, via: 'markdown' });
    }
  } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    items.push({ kind: 'code', code: node.value ?? '', line, statement: false });
  } else if (node.type === 'mdxjsEsm') {
    items.push({ kind: 'code', code: node.value ?? '', line, statement: true });
  } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
    const attribute = (name: string) => {
      const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      // `alt` alone means alt={true}; an expression such as {x} cannot be read here and is left to the build.
      if (!found) return undefined;
      return typeof found.value === 'string' ? found.value : found.value == null ? '' : undefined;
    };
    items.push({
      kind: 'component',
      name: node.name,
      line,
      attributes: (node.attributes ?? []).map(readAttribute),
      hasChildren: (node.children ?? []).length > 0,
    });
    const href = attribute('href');
    if (href !== undefined) items.push({ kind: 'link', url: href, line, via: `<${node.name}>` });
    const image = node.name === 'Hero' ? attribute('image') : node.name === 'img' ? attribute('src') : undefined;
    if (image !== undefined) {
      const via = node.name === 'Hero' ? 'Hero' : 'img';
      items.push({ kind: 'image', url: image, alt: via === 'Hero' ? 'decorative' : attribute('alt'), line, via });
    }
  }
  for (const child of node.children ?? []) walk(child, items);
}

/** `title="Text"` → text, `detailed` → true, `title={x}` and `{...x}` → code. */
function readAttribute(attribute: { type: string; name?: string; value?: unknown }): BodyAttribute {
  if (attribute.type !== 'mdxJsxAttribute') return { name: '', value: { code: String(attribute.value ?? '') } };
  const { value } = attribute;
  if (typeof value === 'string') return { name: attribute.name ?? '', value };
  if (value == null) return { name: attribute.name ?? '', value: true };
  return { name: attribute.name ?? '', value: { code: String((value as { value?: unknown }).value ?? '') } };
}

/** The VFileMessage's line (or the one quoted in its reason) and a fix for the usual causes. */
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
