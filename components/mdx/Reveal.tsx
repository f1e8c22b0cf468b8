import type { ReactNode } from 'react';
import { reveal } from './Reveal.css';

/** Fades its content in 100 ms after the page loads, by CSS alone (never hidden without JavaScript). */
export function Reveal({ children }: { children: ReactNode }) {
  return <div className={reveal}>{children}</div>;
}
