/**
 * Paper: the content and the firm's contact details, without menus, buttons, the form or decorative
 * pictures. Components say how they print in their own `*.css.ts`; these are the site-wide rules.
 */
import { onPaper } from './onPaper';
import { vars } from './theme.css';

// Black on white: dark bands (hero, call to action) lose their background, so their text turns dark.
onPaper('*, *::before, *::after', {
  background: 'transparent !important',
  color: `${vars.color.ink} !important`,
  boxShadow: 'none !important',
  textShadow: 'none !important',
});
onPaper('html', { fontSize: '11pt' });
onPaper('body', { lineHeight: 1.4 });
onPaper('a', { textDecoration: 'underline' });

// Screen-only things.
onPaper(
  ['button', 'form', '#consultation-form', '[aria-label^="Notifications"]', 'img[alt=""]', 'details > summary'].join(
    ', ',
  ),
  { display: 'none !important' },
);

// Compact spacing: the screen's generous bands would spread a page over many sheets.
onPaper('main section', { paddingBlock: '0 12pt !important', minHeight: '0 !important' });
onPaper('main section:first-child', { paddingTop: '6pt !important' });
onPaper('h1', { fontSize: '22pt', marginBottom: '6pt' });
onPaper('h2', { fontSize: '15pt', marginBottom: '6pt' });
onPaper('h3', { fontSize: '12pt', marginBottom: '3pt' });
onPaper('p, ul, ol', { marginBottom: '6pt' });
onPaper('h1, h2, h3, h4', { breakAfter: 'avoid', breakInside: 'avoid' });
onPaper('p, li', { orphans: 3, widows: 3 });

// Notices and list rows stay whole on one sheet (cards say so in Card.css.ts).
onPaper('main li, main aside, main article, main dl > div, main address, footer address', { breakInside: 'avoid' });

// An external link prints its address, so the reader of the sheet can follow it.
onPaper('main a[href^="http"]::after', { content: '" (" attr(href) ")"', fontSize: '0.85em', wordBreak: 'break-all' });
