import type { MDXComponents } from 'mdx/types';
import { createContext } from 'react';

/**
 * The components editors may use in a body (mdxComponents.ts), handed to every MdxBody by the
 * page's root (renderer/PageRoot.tsx). A context rather than an import: some of those
 * components (the team's profiles) render bodies themselves.
 */
export const MdxComponentsContext = createContext<MDXComponents | null>(null);
