/**
 * `npx tsx scripts/make-hero-images.ts [name...]`: the committed hero pictures, contour lines of a
 * lake chart seeded by each page's name, on the hero's opaque paper colour (a third the size of one
 * with alpha). Drawn here, not from a stock host: no third-party request, no licence to track.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COLOURS } from '../lib/colours';

const OUT_DIR = path.resolve('public/images/heroes');
const WIDTH = 1600;
/** 4:3, not the banner's 8:3: the hero is as tall as it is wide on the right of a wide screen. */
const HEIGHT = 1200;
const CELL = 10;
/** How many contour levels a picture has; every fifth is an index contour, drawn heavier in teal. */
const LEVELS = 18;
/** The shoreline: the contour just below the flat ground (height 0), round the lake beds. */
const SHORE_LEVEL = -0.06;
const MAX_BYTES = 30 * 1024;

const names = process.argv.slice(2);
const PAGES = names.length ? names : fs.readdirSync(OUT_DIR).map((file) => path.basename(file, '.webp'));

/** mulberry32: the same name always draws the same terrain. */
function seededRandom(name: string): () => number {
  let seed = [...name].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Hill {
  x: number;
  y: number;
  radiusX: number;
  radiusY: number;
  height: number;
}

/** Broad hills and two hollows (the lake beds), right of centre where the picture shows. */
function terrain(random: () => number): Hill[] {
  return Array.from({ length: 8 }, (_, index) => {
    const hollow = index < 2;
    return {
      x: WIDTH * (hollow ? 0.62 + random() * 0.3 : 0.45 + random() * 0.65),
      y: HEIGHT * (hollow ? 0.2 + random() * 0.6 : random() * 1.2 - 0.1),
      radiusX: 180 + random() * 340,
      radiusY: 160 + random() * 320,
      height: hollow ? -(0.5 + random() * 0.5) : 0.6 + random(),
    };
  });
}

function heightAt(hills: Hill[], x: number, y: number): number {
  return hills.reduce((sum, hill) => {
    const dx = (x - hill.x) / hill.radiusX;
    const dy = (y - hill.y) / hill.radiusY;
    return sum + hill.height * Math.exp(-(dx * dx + dy * dy));
  }, 0);
}

type Point = [number, number];

/** The contour of `level` through the height field by marching squares, as line segments. */
function contourSegments(grid: number[][], level: number): [Point, Point][] {
  const segments: [Point, Point][] = [];
  const cross = (x0: number, y0: number, v0: number, x1: number, y1: number, v1: number): Point => {
    const t = (level - v0) / (v1 - v0);
    return [(x0 + (x1 - x0) * t) * CELL, (y0 + (y1 - y0) * t) * CELL];
  };
  for (let row = 0; row < grid.length - 1; row += 1) {
    for (let col = 0; col < grid[row]!.length - 1; col += 1) {
      const a = grid[row]![col]!; // top left
      const b = grid[row]![col + 1]!; // top right
      const c = grid[row + 1]![col + 1]!; // bottom right
      const d = grid[row + 1]![col]!; // bottom left
      const edges: Point[] = [];
      if (a < level !== b < level) edges.push(cross(col, row, a, col + 1, row, b));
      if (b < level !== c < level) edges.push(cross(col + 1, row, b, col + 1, row + 1, c));
      if (c < level !== d < level) edges.push(cross(col + 1, row + 1, c, col, row + 1, d));
      if (d < level !== a < level) edges.push(cross(col, row + 1, d, col, row, a));
      // Two crossings: one segment; four (a saddle): two, paired in order round the cell.
      for (let i = 0; i + 1 < edges.length; i += 2) segments.push([edges[i]!, edges[i + 1]!]);
    }
  }
  return segments;
}

const n = (value: number) => String(Math.round(value * 10) / 10);
const pathOf = (segments: [Point, Point][]) =>
  segments.map(([[x0, y0], [x1, y1]]) => `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`).join('');

function heroSvg(name: string): string {
  const hills = terrain(seededRandom(name));
  const grid = Array.from({ length: HEIGHT / CELL + 1 }, (_, row) =>
    Array.from({ length: WIDTH / CELL + 1 }, (_, col) => heightAt(hills, col * CELL, row * CELL)),
  );
  const values = grid.flat();
  const low = Math.min(...values);
  const high = Math.max(...values);
  const lines: string[] = [];
  for (let index = 1; index < LEVELS; index += 1) {
    const level = low + ((high - low) * index) / LEVELS;
    const segments = pathOf(contourSegments(grid, level));
    if (!segments) continue;
    const indexContour = index % 5 === 0;
    lines.push(
      indexContour
        ? `<path d="${segments}" stroke="${COLOURS.secondary}" stroke-width="2.2" opacity="0.55"/>`
        : `<path d="${segments}" stroke="${COLOURS.brand}" stroke-width="1.3" opacity="0.28"/>`,
    );
  }
  const shore = pathOf(contourSegments(grid, SHORE_LEVEL));
  if (shore) lines.push(`<path d="${shore}" stroke="${COLOURS.accent}" stroke-width="2" opacity="0.6"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="0.62" stop-color="#fff" stop-opacity="1"/>
    </linearGradient>
    <mask id="art"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#fade)"/></mask>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.surfaceAlt}"/>
  <g mask="url(#art)" fill="none" stroke-linecap="round">${lines.join('')}</g>
</svg>`;
}

let tooLarge = 0;
for (const name of PAGES) {
  const svg = Buffer.from(heroSvg(name));
  const file = path.join(OUT_DIR, `${name}.webp`);
  await sharp(svg).webp({ quality: 56, effort: 6 }).toFile(file);
  const bytes = fs.statSync(file).size;
  if (bytes > MAX_BYTES) tooLarge += 1;
  console.log(`${name}: ${(bytes / 1024).toFixed(1)} KB`);
}
console.log(`hero images written to ${path.relative(process.cwd(), OUT_DIR)}`);
if (tooLarge > 0) {
  console.error(`${tooLarge} file(s) over ${MAX_BYTES / 1024} KB: fewer levels or a lower quality`);
  process.exitCode = 1;
}
