import { createContext } from 'react';
import type { ServiceFrontmatter } from '../../content-pipeline/schema';

/** The practice area whose page is being rendered, for the components of its MDX body; undefined elsewhere. */
export const CurrentServiceContext = createContext<ServiceFrontmatter | undefined>(undefined);
