import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';

/**
 * A rule for paper only. The site-wide rules are `print.css.ts`; a component says how it prints
 * in its own `*.css.ts` (called while that file is evaluated, like any vanilla-extract style).
 */
export function onPaper(selector: string, rule: GlobalStyleRule): void {
  globalStyle(selector, { '@media': { print: rule } });
}
