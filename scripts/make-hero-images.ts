/**
 * Makes the decorative hero pictures: abstract architectural shapes in the site's colours,
 * one per page, as WebP at the two widths the hero's srcset offers. The output is committed;
 * run again (`npx tsx scripts/make-hero-images.ts`) only to change the artwork.
 * Drawn here rather than taken from a stock host: no third-party request, no licence to track.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_IMAGE_WIDTHS, heroImageVariant } from '../siteContent/heroImages';

const OUT_DIR = path.resolve('public/images/heroes');
const NAMES = [
  'home',
  'who-we-are',
  'what-we-do',
  'about',
  'contact',
  'civil-commercial-litigation',
  'real-estate-law',
  'corporate-law',
  'landlord-tenant-board',
  'employment-law',
  'immigration-judicial-reviews',
  'tort-negligence',
  'family-law',
];

/** A small deterministic generator, so the same name always gives the same picture. */
function seededRandom(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function heroSvg(name: string): string {
  const random = seededRandom(name);
  const columns = Array.from({ length: 7 + Math.floor(random() * 5) }, (_, i) => {
    const x = 700 + i * (110 + random() * 30);
    const height = 260 + random() * 300;
    return `<rect x="${x.toFixed(0)}" y="${(600 - height).toFixed(0)}" width="${(40 + random() * 30).toFixed(0)}" height="${height.toFixed(0)}" fill="#f2c46d" opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`;
  });
  const arcs = Array.from({ length: 3 }, () => {
    const cx = 900 + random() * 600;
    const r = 180 + random() * 260;
    return `<circle cx="${cx.toFixed(0)}" cy="620" r="${r.toFixed(0)}" fill="none" stroke="#d6deea" stroke-width="${(2 + random() * 6).toFixed(1)}" opacity="0.25"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#12263f"/><stop offset="1" stop-color="#2c5282"/>
  </linearGradient></defs>
  <rect width="1600" height="600" fill="url(#g)"/>
  ${arcs.join('\n  ')}
  ${columns.join('\n  ')}
  <rect y="560" width="1600" height="40" fill="#0b1a2c" opacity="0.6"/>
</svg>`;
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const name of NAMES) {
  const svg = Buffer.from(heroSvg(name));
  for (const width of HERO_IMAGE_WIDTHS) {
    const file = path.join(OUT_DIR, path.basename(heroImageVariant(`/images/heroes/${name}.webp`, width)));
    await sharp(svg).resize(width).webp({ quality: 70 }).toFile(file);
  }
}
console.log(`hero images written to ${path.relative(process.cwd(), OUT_DIR)}`);
