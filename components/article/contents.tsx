import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { mdxComponents } from '../mdx/mdxComponents';
import { slugify } from '../mdx/slugify';

export interface ContentsEntry {
  id: string;
  text: string;
}

/** A guide with this many sections or more is long enough to open with a list of them. */
export const CONTENTS_MIN_SECTIONS = 3;

/** The text of a heading's children, e.g. "What **you** may be owed" → "What you may be owed". */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function uniqueIds(texts: string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = slugify(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/** A guide's sections, read from its compiled body before it renders, so the list can stand above the text. */
export function contentsOf(Body: MDXContent): ContentsEntry[] {
  const tree = Body({ components: mdxComponents }) as ReactElement<{ children?: ReactNode }>;
  const headings = Children.toArray(tree.props.children)
    .filter((child): child is ReactElement<{ children?: ReactNode }> => isValidElement(child) && child.type === 'h2')
    .map((heading) => textOf(heading.props.children));
  const ids = uniqueIds(headings);
  return headings.map((text, index) => ({ id: ids[index] ?? slugify(text), text }));
}

export function headingsWithIds(contents: ContentsEntry[]): MDXComponents {
  let next = 0;
  return {
    h2: ({ children }) => {
      const entry = contents[next];
      next += 1;
      return <h2 id={entry?.id}>{children}</h2>;
    },
  };
}
