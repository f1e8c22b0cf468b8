import { createContext } from 'react';

/** The address of the page being rendered, e.g. `/` or `/services/family-law` (SiteLayout gives it). */
export const CurrentPathContext = createContext<string | undefined>(undefined);
