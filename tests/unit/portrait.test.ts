/**
 * A profile's portrait: the editor's photo in the copies the build makes (AVIF, then WebP, at the
 * widths a portrait needs), described for screen readers and sized so the page does not jump when
 * it loads; the initials, hidden from screen readers, until there is one.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { PictureSource } from '../../content-pipeline/pictures';
import { Portrait } from '../../components/team/Portrait';
import { PageDataContext } from '../../components/PageDataContext';
import type { PageData } from '../../page-data/views';

const PHOTO: PictureSource = {
  url: '/images/team/alexandra-reid.jpg',
  file: '/nowhere/alexandra-reid.jpg',
  format: 'jpeg',
  width: 1200,
  height: 1500,
  hash: '0123456789ab',
  uses: ['portrait'],
};

/** Renders `element` on a page whose content shows the one photo above. */
function render(element: ReactNode, pictures: PictureSource[] = [PHOTO]): string {
  // The portrait reads the site's pictures only: the rest of a page's data plays no part here.
  const data = {
    site: { pictures: new Map(pictures.map((picture) => [picture.url, picture])) },
  } as unknown as PageData;
  return renderToStaticMarkup(createElement(PageDataContext, { value: data }, element));
}

const member = { name: 'Alexandra Reid', photo: { src: PHOTO.url, alt: 'Alexandra Reid in the library' } };

it("offers the photo's AVIF and WebP copies at the portrait's widths, with its description and displayed size", () => {
  const html = render(createElement(Portrait, { member, size: 'large' }));
  expect(html).toMatch(/^<picture>/);
  expect(html).toContain(
    'type="image/avif" srcSet="/assets/pictures/alexandra-reid-0123456789ab-96.avif 96w, /assets/pictures/alexandra-reid-0123456789ab-176.avif 176w, /assets/pictures/alexandra-reid-0123456789ab-352.avif 352w" sizes="176px"',
  );
  expect(html).toContain('type="image/webp"');
  expect(html).toContain('src="/assets/pictures/alexandra-reid-0123456789ab-352.webp"');
  expect(html).toContain('alt="Alexandra Reid in the library"');
  expect(html).toContain('width="176"');
  expect(html).toContain('height="176"');
  expect(html).not.toContain('aria-hidden');
});

it('never offers a copy wider than the photo: its own width is the widest', () => {
  const narrow = { ...PHOTO, width: 200, height: 200 };
  const html = render(createElement(Portrait, { member, size: 'medium' }), [narrow]);
  expect(html).toContain(
    '-96.avif 96w, /assets/pictures/alexandra-reid-0123456789ab-176.avif 176w, /assets/pictures/alexandra-reid-0123456789ab-200.avif 200w"',
  );
  expect(html).not.toContain('-352.');
  expect(html).toContain('sizes="96px"');
});

it('shows the initials, hidden from screen readers, without a photo', () => {
  const html = render(createElement(Portrait, { member: { name: 'Alexandra Reid' }, size: 'medium' }));
  expect(html).toMatch(/^<span [^>]*aria-hidden="true"[^>]*>AR<\/span>$/);
});
