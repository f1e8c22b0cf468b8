import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';

/** A rule for paper only: a component says how it prints in its own `*.css.ts`. */
export function onPaper(selector: string, rule: GlobalStyleRule): void {
  globalStyle(selector, { '@media': { print: rule } });
}
