import { createContext } from 'react';

export const CurrentPathContext = createContext<string | undefined>(undefined);
