/**
 * An `<img src="…" alt="…">` written in a body is shown like a Markdown picture, `![…](…)`:
 * MDX passes an HTML tag through as it is, so without this it would skip the copies the build
 * makes for phones (components/picture/BodyPicture.tsx). A remark plugin, run after the body's
 * items are listed (bodyItems.ts), so the checker still names it `<img>` in its messages.
 */

interface JsxNode {
  type: string;
  name?: string | null;
  children?: JsxNode[];
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: unknown;
}

export function imgAsPicture() {
  return (tree: JsxNode) => replaceImgTags(tree);
}

function replaceImgTags(node: JsxNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    replaceImgTags(child);
    const image = asImage(child);
    if (!image) return child;
    // A tag on a line of its own stands for a paragraph of its own.
    return child.type === 'mdxJsxFlowElement'
      ? { type: 'paragraph', children: [image], position: child.position }
      : image;
  });
}

/** The Markdown picture an `<img>` tag stands for, when its address and text are written out. */
function asImage(node: JsxNode): JsxNode | undefined {
  if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'img') return undefined;
  const value = (name: string) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const src = value('src');
  const alt = value('alt');
  if (typeof src !== 'string' || typeof alt !== 'string') return undefined;
  return { type: 'image', url: src, alt, position: node.position } as JsxNode;
}
