import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceFrontmatter } from '../../content-pipeline/schema';

const CurrentServiceContext = createContext<ServiceFrontmatter | undefined>(undefined);

/** Lets components in a practice-area page's MDX body read that practice area's frontmatter. */
export function CurrentServiceProvider({ service, children }: { service: ServiceFrontmatter; children: ReactNode }) {
  return <CurrentServiceContext.Provider value={service}>{children}</CurrentServiceContext.Provider>;
}

/** The practice area whose page is being rendered; undefined on other pages. */
export function useCurrentService(): ServiceFrontmatter | undefined {
  return useContext(CurrentServiceContext);
}
