import { createContext, useContext, type ReactNode } from 'react';

const CurrentPathContext = createContext<string | undefined>(undefined);

/** Lets any component of a page know the page's address (SiteLayout provides it). */
export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPathContext.Provider value={path}>{children}</CurrentPathContext.Provider>;
}

/** The address of the page being rendered, e.g. `/` or `/services/family-law`. */
export function useCurrentPath(): string | undefined {
  return useContext(CurrentPathContext);
}
