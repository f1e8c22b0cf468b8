import type { MDXComponents } from 'mdx/types';
import { createContext } from 'react';

/** The editors' components, given by PageRoot: a context, since some of them render bodies themselves. */
export const MdxComponentsContext = createContext<MDXComponents | null>(null);
