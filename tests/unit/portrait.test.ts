/**
 * A profile's portrait: the editor's photo, described for screen readers and sized so the page
 * does not jump when it loads; the initials, hidden from screen readers, until there is one.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Portrait } from '../../components/team/Portrait';

it('shows the photo with its description and its displayed size', () => {
  const member = {
    name: 'Alexandra Reid',
    photo: { src: '/images/team/alexandra-reid.webp', alt: 'Alexandra Reid' },
  };
  const html = renderToStaticMarkup(createElement(Portrait, { member, size: 'large' }));
  expect(html).toMatch(/^<img /);
  expect(html).toContain('src="/images/team/alexandra-reid.webp"');
  expect(html).toContain('alt="Alexandra Reid"');
  expect(html).toContain('width="176"');
  expect(html).toContain('height="176"');
  expect(html).not.toContain('aria-hidden');
});

it('shows the initials, hidden from screen readers, without a photo', () => {
  const html = renderToStaticMarkup(createElement(Portrait, { member: { name: 'Alexandra Reid' }, size: 'medium' }));
  expect(html).toMatch(/^<span [^>]*aria-hidden="true"[^>]*>AR<\/span>$/);
});
