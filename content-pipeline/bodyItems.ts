/** What the checks need of an MDX body, read from its tree while it compiles: components, code, links and pictures, with lines. */
import { componentSpec } from './mdxComponentRegistry';

export interface BodyAttribute {
  name: string;
  value: string | true | { code: string };
}

export type BodyItem =
  | {
      kind: 'component';
      name: string;
      line?: number;
      attributes: BodyAttribute[];
      hasChildren: boolean;
      /** `<Card title="…">Text</Card>` on one line: the visual editor cannot open it. */
      oneLine: boolean;
      parents: string[];
    }
  /**
   * Pasted from Word: a bullet typed as a character, or a bold line standing for a heading; or a
   * picture or link whose marks were escaped (by a tool or a copy), which the page shows as text.
   */
  | { kind: 'pasted'; what: 'bullet' | 'bold-line' | 'escaped'; text: string; line?: number }
  | { kind: 'code'; code: string; line?: number; statement: boolean }
  | { kind: 'link'; url: string; line?: number; via: string }
  | { kind: 'image'; url: string; alt: string | undefined; line?: number; via: 'markdown' | 'img' | 'Hero' };

/** The few mdast and MDX JSX node fields read here (the full types are not direct dependencies). */
interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: { line: number }; end?: { line: number } };
  name?: string | null;
  url?: string;
  alt?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** `·      Record of Employment`: Word's list bullet, pasted as a character and spaces. */
export const PASTED_BULLET = /^\s*[·•▪◦‣∙]\s+/;

/** `![alt](address with a space)`, which Markdown leaves as plain text. */
const UNREAD_IMAGE = /!\[([^\]]*)\]\(([^)]*\s[^)]*)\)/g;

/** Marks of a picture or a link left in the text (`\![`, `\](`): Markdown read them as characters. */
const ESCAPED_MARKS = /!\[|\]\(/;

export function collectBodyItems(items: BodyItem[]) {
  return (tree: TreeNode) => walk(tree, items, []);
}

function walk(node: TreeNode, items: BodyItem[], parents: string[]): void {
  const line = node.position?.start.line;
  let inside = parents;
  if (node.type === 'paragraph') {
    const pasted = pastedParagraph(node);
    if (pasted) items.push({ kind: 'pasted', ...pasted, line });
  }
  if (node.type === 'link' || node.type === 'definition') {
    items.push({ kind: 'link', url: node.url ?? '', line, via: 'markdown' });
  } else if (node.type === 'image') {
    items.push({ kind: 'image', url: node.url ?? '', alt: node.alt ?? undefined, line, via: 'markdown' });
  } else if (node.type === 'text' && ESCAPED_MARKS.test(node.value ?? '')) {
    // Markdown does not read ![alt](a b.webp) as a picture at all: it would show as text.
    const unread = [...(node.value ?? '').matchAll(UNREAD_IMAGE)];
    for (const match of unread)
      items.push({ kind: 'image', url: match[2] ?? '', alt: match[1], line, via: 'markdown' });
    if (unread.length === 0) items.push({ kind: 'pasted', what: 'escaped', text: node.value ?? '', line });
  } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    items.push({ kind: 'code', code: node.value ?? '', line, statement: false });
  } else if (node.type === 'mdxjsEsm') {
    items.push({ kind: 'code', code: node.value ?? '', line, statement: true });
  } else if (isJsxElement(node) && node.name) {
    items.push(...componentItems(node, node.name, line, parents));
    inside = [node.name, ...parents];
  }
  for (const child of node.children ?? []) walk(child, items, inside);
}

function pastedParagraph(node: TreeNode): { what: 'bullet' | 'bold-line'; text: string } | undefined {
  const children = (node.children ?? []).filter((child) => !(child.type === 'text' && !child.value?.trim()));
  const first = children[0];
  if (first?.type === 'text' && PASTED_BULLET.test(first.value ?? '')) {
    return { what: 'bullet', text: textOf(node).replace(PASTED_BULLET, '').trim() };
  }
  if (children.length === 1 && first?.type === 'strong') return { what: 'bold-line', text: textOf(first).trim() };
  return undefined;
}

function textOf(node: TreeNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

function isJsxElement(node: TreeNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function findAttribute(node: TreeNode, attributeName: string) {
  return node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === attributeName);
}

/** `alt` alone reads as '', an expression such as {x} as undefined. */
function attributeText(node: TreeNode, attributeName: string): string | undefined {
  const found = findAttribute(node, attributeName);
  if (!found) return undefined;
  return typeof found.value === 'string' ? found.value : found.value == null ? '' : undefined;
}

function componentItems(node: TreeNode, name: string, line: number | undefined, parents: string[]): BodyItem[] {
  const attributes = (node.attributes ?? []).map(readAttribute);
  const hasChildren = (node.children ?? []).length > 0;
  const oneLine = node.type === 'mdxJsxFlowElement' && line === node.position?.end?.line;
  const items: BodyItem[] = [{ kind: 'component', name, line, attributes, hasChildren, oneLine, parents }];
  const href = attributeText(node, 'href');
  if (href !== undefined) items.push({ kind: 'link', url: href, line, via: `<${name}>` });
  if (name === 'Hero' || name === 'img') {
    const url = attributeText(node, name === 'Hero' ? 'image' : 'src');
    const alt = name === 'Hero' ? 'decorative' : attributeText(node, 'alt');
    if (url !== undefined) items.push({ kind: 'image', url, alt, line, via: name });
  }
  return items;
}

function readAttribute(attribute: { type: string; name?: string; value?: unknown }): BodyAttribute {
  if (attribute.type !== 'mdxJsxAttribute') return { name: '', value: { code: String(attribute.value ?? '') } };
  const { name = '', value } = attribute;
  if (typeof value === 'string') return { name, value };
  if (value == null) return { name, value: true };
  return { name, value: { code: String((value as { value?: unknown }).value ?? '') } };
}

/** An `<img>` is made a Markdown picture, so it gets the copies for phones; run after the items are listed, so messages still say `<img>`. */
export const imgAsPicture = () => replaceImgTags;

/** A card's or a button's one paragraph shows as its bare text, as when it was written on one line. */
export function bareTextOfOneParagraph() {
  const unwrap = (node: TreeNode): void => {
    node.children?.forEach(unwrap);
    const [only, ...more] = node.children ?? [];
    const bare = node.type === 'mdxJsxFlowElement' && componentSpec(node.name ?? '')?.bareText;
    if (bare && only?.type === 'paragraph' && more.length === 0) node.children = only.children;
  };
  return unwrap;
}

function replaceImgTags(node: TreeNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    replaceImgTags(child);
    const src = findAttribute(child, 'src')?.value;
    const alt = findAttribute(child, 'alt')?.value;
    if (!isJsxElement(child) || child.name !== 'img' || typeof src !== 'string' || typeof alt !== 'string')
      return child;
    const image = { type: 'image', url: src, alt, position: child.position };
    // A tag on a line of its own stands for a paragraph of its own.
    return child.type === 'mdxJsxFlowElement'
      ? { type: 'paragraph', children: [image], position: child.position }
      : image;
  });
}
