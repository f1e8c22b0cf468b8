/**
 * Makes the decorative hero pictures: one calm fine-line drawing per page on the site's navy
 * (a Toronto skyline by the lake, a courthouse facade, a floor plan, a row of houses, …), kept
 * to the right half and faded towards the heading, as WebP at the two widths the hero's srcset
 * offers. The output is committed; run again (`npx tsx scripts/make-hero-images.ts`) only to
 * change the artwork. Drawn here rather than taken from a stock host: no third-party request,
 * no licence to track, and no clichés (no gavels, scales or handshakes).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COLOURS } from '../lib/colours';
import { HERO_IMAGE_WIDTHS, heroImageVariant } from '../content-pipeline/heroImages';

const OUT_DIR = path.resolve('public/images/heroes');
const WIDTH = 1600;
const HEIGHT = 600;
/** The line every drawing stands on. */
const GROUND = 520;
/** Each file must stay under this many bytes. */
const MAX_BYTES = 30 * 1024;

/** Numbers in SVG with at most one decimal. */
const n = (value: number) => String(Math.round(value * 10) / 10);
const pts = (points: [number, number][]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const line = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>`;
const rect = (x: number, y: number, w: number, h: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`;
const polyline = (points: [number, number][]) => `<polyline points="${pts(points)}"/>`;
const polygon = (points: [number, number][]) => `<polygon points="${pts(points)}"/>`;
const circle = (cx: number, cy: number, r: number) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** The fine lines: `main` in the pale blue, `accent` (one detail per drawing) in gold. */
interface Drawing {
  main: string[];
  accent?: string[];
  /** Fainter construction lines (grids, dimension lines). */
  faint?: string[];
}

/** A ground line across the drawing, so every picture stands on the same horizon. */
const ground = (from = 700, to = 1600) => line(from, GROUND, to, GROUND);

/** A window of `cols` × `rows` panes. */
function windowGrid(x: number, y: number, w: number, h: number, cols: number, rows: number): string[] {
  return [
    rect(x, y, w, h),
    ...range(cols - 1).map((i) => line(x + ((i + 1) * w) / cols, y, x + ((i + 1) * w) / cols, y + h)),
    ...range(rows - 1).map((i) => line(x, y + ((i + 1) * h) / rows, x + w, y + ((i + 1) * h) / rows)),
  ];
}

/** A classical front: steps, columns, entablature and pediment. */
function classicalFront(x: number, w: number, columns: number, columnHeight: number): Drawing {
  const main: string[] = [];
  // Three steps.
  for (const step of range(3)) main.push(rect(x - 24 + step * 8, GROUND - (step + 1) * 10, w + 48 - step * 16, 10));
  const base = GROUND - 30;
  const top = base - columnHeight;
  const spacing = w / columns;
  const shaft = spacing * 0.38;
  for (const i of range(columns)) {
    const cx = x + spacing * (i + 0.5);
    main.push(rect(cx - shaft / 2 - 6, base - 8, shaft + 12, 8)); // base
    main.push(
      line(cx - shaft / 2, base - 8, cx - shaft / 2, top + 10),
      line(cx + shaft / 2, base - 8, cx + shaft / 2, top + 10),
    );
    main.push(line(cx, base - 20, cx, top + 22)); // one flute
    main.push(rect(cx - shaft / 2 - 8, top, shaft + 16, 10)); // capital
  }
  // Entablature.
  main.push(rect(x - 12, top - 44, w + 24, 44), line(x - 12, top - 26, x + w + 12, top - 26));
  const apex = top - 44 - w * 0.2;
  const accent = [
    polygon([
      [x - 20, top - 44],
      [x + w / 2, apex],
      [x + w + 20, top - 44],
    ]),
    polyline([
      [x + 24, top - 52],
      [x + w / 2, apex + 18],
      [x + w - 24, top - 52],
    ]),
  ];
  return { main, accent };
}

const drawings: Record<string, () => Drawing> = {
  /** Toronto from the lake: towers, the CN Tower, the shore line and its reflection. */
  home() {
    const main: string[] = [];
    const faint: string[] = [];
    const towers: [number, number, number][] = [
      [760, 70, 150],
      [850, 54, 230],
      [915, 80, 180],
      [1010, 62, 300],
      [1084, 46, 250],
      [1200, 70, 340],
      [1282, 58, 270],
      [1352, 84, 210],
      [1450, 60, 160],
      [1522, 70, 120],
    ];
    for (const [x, w, h] of towers) {
      main.push(rect(x, GROUND - h, w, h));
      for (let y = GROUND - h + 18; y < GROUND - 10; y += 18) faint.push(line(x + 6, y, x + w - 6, y));
      faint.push(line(x + w / 2, GROUND - h, x + w / 2, GROUND));
    }
    // The CN Tower.
    const cx = 1150;
    const accent = [
      polyline([
        [cx - 18, GROUND],
        [cx - 6, GROUND - 300],
        [cx - 5, GROUND - 360],
      ]),
      polyline([
        [cx + 18, GROUND],
        [cx + 6, GROUND - 300],
        [cx + 5, GROUND - 360],
      ]),
      `<ellipse cx="${cx}" cy="${GROUND - 330}" rx="26" ry="12"/>`,
      rect(cx - 20, GROUND - 322, 40, 10),
      rect(cx - 6, GROUND - 410, 12, 50),
      `<ellipse cx="${cx}" cy="${GROUND - 412}" rx="10" ry="4"/>`,
      line(cx, GROUND - 412, cx, GROUND - 500),
    ];
    main.push(ground(700, 1600));
    // Water: short reflections under the towers.
    for (const [x, w] of towers)
      for (const step of range(3))
        faint.push(line(x + 6 + step * 6, GROUND + 14 + step * 14, x + w - 6 - step * 6, GROUND + 14 + step * 14));
    for (const y of [GROUND + 24, GROUND + 50]) faint.push(line(1120, y, 1180, y));
    return { main, accent, faint };
  },

  /** An old Ontario front of arched windows, three storeys. */
  'who-we-are'() {
    const main: string[] = [];
    const faint: string[] = [];
    const x = 820;
    const w = 700;
    const top = GROUND - 380;
    main.push(rect(x, top, w, 380), line(x - 12, top, x + w + 12, top), line(x - 12, top - 14, x + w + 12, top - 14));
    main.push(line(x - 12, top - 14, x - 12, top), line(x + w + 12, top - 14, x + w + 12, top));
    const bays = 7;
    const bay = w / bays;
    for (const floor of range(3)) {
      const sill = top + 120 * (floor + 1) - 14;
      for (const i of range(bays)) {
        const wx = x + bay * i + bay * 0.25;
        const ww = bay * 0.5;
        const wh = 70;
        const yTop = sill - wh;
        main.push(
          `<path d="M${n(wx)} ${n(sill)} V${n(yTop)} A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx + ww)} ${n(yTop)} V${n(sill)} Z"/>`,
        );
        faint.push(line(wx + ww / 2, yTop - ww / 2, wx + ww / 2, sill), line(wx, yTop + 24, wx + ww, yTop + 24));
        faint.push(line(wx - 6, sill + 5, wx + ww + 6, sill + 5));
      }
      faint.push(line(x, top + 120 * (floor + 1) - 2, x + w, top + 120 * (floor + 1) - 2));
    }
    const accent = [line(x - 12, top - 14, x + w + 12, top - 14), ground(720, 1600)];
    return { main, accent, faint };
  },

  /** A Palladian window: an arch of radiating glazing bars over three lights. */
  'what-we-do'() {
    const main: string[] = [];
    const faint: string[] = [];
    const cx = 1180;
    const r = 170;
    const spring = 260;
    const sideW = 110;
    // The central light and its arch.
    main.push(`<path d="M${cx - r} ${GROUND - 40} V${spring} A${r} ${r} 0 0 1 ${cx + r} ${spring} V${GROUND - 40}"/>`);
    main.push(
      `<path d="M${cx - r + 16} ${GROUND - 40} V${spring} A${r - 16} ${r - 16} 0 0 1 ${cx + r - 16} ${spring} V${GROUND - 40}"/>`,
    );
    for (const i of range(7)) {
      const angle = Math.PI * ((i + 1) / 8);
      faint.push(line(cx, spring, cx - Math.cos(angle) * (r - 16), spring - Math.sin(angle) * (r - 16)));
    }
    faint.push(`<path d="M${cx - 50} ${spring} A50 50 0 0 1 ${cx + 50} ${spring}"/>`);
    main.push(line(cx - r + 16, spring, cx + r - 16, spring));
    for (const i of range(3))
      faint.push(
        line(
          cx - r + 16 + ((i + 1) * (2 * r - 32)) / 4,
          spring,
          cx - r + 16 + ((i + 1) * (2 * r - 32)) / 4,
          GROUND - 40,
        ),
      );
    for (const i of range(4)) faint.push(line(cx - r + 16, spring + (i + 1) * 44, cx + r - 16, spring + (i + 1) * 44));
    // The side lights under their entablature.
    for (const side of [-1, 1]) {
      const sx = side < 0 ? cx - r - 28 - sideW : cx + r + 28;
      main.push(...windowGrid(sx, spring + 10, sideW, GROUND - 50 - spring, 2, 4));
      main.push(rect(sx - 10, spring - 10, sideW + 20, 20));
      main.push(line(sx + (side < 0 ? sideW + 14 : -14), spring - 10, sx + (side < 0 ? sideW + 14 : -14), GROUND - 40));
    }
    main.push(rect(cx - r - 60 - sideW, GROUND - 40, 2 * r + 120 + 2 * sideW, 14));
    const accent = [
      `<path d="M${cx - r - 10} ${spring} A${r + 10} ${r + 10} 0 0 1 ${cx + r + 10} ${spring}"/>`,
      ground(700, 1600),
    ];
    return { main, accent, faint };
  },

  /** A classical front with a pediment, as Ontario's older courthouses have. */
  about() {
    const front = classicalFront(900, 560, 6, 250);
    return { ...front, main: [...front.main, ground(700, 1600)] };
  },

  /** A street map with the lake shore and a ring marking the office. */
  contact() {
    const faint: string[] = [];
    const main: string[] = [];
    for (let x = 740; x <= 1600; x += 64) faint.push(line(x, 0, x, 600));
    for (let y = 40; y <= 600; y += 64) faint.push(line(700, y, 1600, y));
    main.push(line(760, 600, 1560, 0), line(1004, 0, 1004, 600), line(700, 232, 1600, 232));
    main.push(`<path d="M700 520 C900 470 1000 560 1200 500 S1480 440 1600 470"/>`);
    main.push(`<path d="M700 540 C900 490 1000 580 1200 520 S1480 460 1600 490"/>`);
    const accent = [circle(1196, 232, 14), circle(1196, 232, 36)];
    return { main, accent, faint };
  },

  /** A colonnade in perspective, running towards the heading. */
  'civil-commercial-litigation'() {
    const main: string[] = [];
    const faint: string[] = [];
    const vx = 600;
    const vy = 300;
    const nearX = 1480;
    const topY = 60;
    const project = (x: number, y: number, depth: number): [number, number] => [
      vx + (x - vx) / depth,
      vy + (y - vy) / depth,
    ];
    const depths = range(8).map((i) => 1 + i * 0.42);
    for (const depth of depths) {
      const [x1, y1] = project(nearX - 40, topY + 40, depth);
      const [x2, y2] = project(nearX - 40, GROUND, depth);
      const [x3] = project(nearX + 40, GROUND, depth);
      main.push(line(x1, y1, x2, y2), line(x3, y1, x3, y2));
      const [cx1, cy1] = project(nearX - 52, topY + 40, depth);
      const [cx2, cy2] = project(nearX + 52, topY + 28, depth);
      main.push(rect(cx1, cy2, cx2 - cx1, cy1 - cy2));
      const [bx1, by1] = project(nearX - 52, GROUND, depth);
      const [bx2, by2] = project(nearX + 52, GROUND - 12, depth);
      main.push(rect(bx1, by2, bx2 - bx1, by1 - by2));
    }
    const far = depths[depths.length - 1] ?? 1;
    for (const y of [topY, topY + 28, GROUND])
      (y === topY ? main : faint).push(line(...project(nearX + 60, y, 1), ...project(nearX + 60, y, far)));
    for (const y of [GROUND + 30, GROUND + 60])
      faint.push(line(...project(nearX + 200, y, 1), ...project(nearX + 200, y, far)));
    const accent = [line(...project(nearX + 60, topY - 20, 1), ...project(nearX + 60, topY - 20, far))];
    return { main, accent, faint };
  },

  /** A floor plan: rooms, door swings, windows and a dimension line. */
  'real-estate-law'() {
    const main: string[] = [];
    const faint: string[] = [];
    const x = 840;
    const y = 110;
    const w = 660;
    const h = 360;
    main.push(rect(x, y, w, h), rect(x + 8, y + 8, w - 16, h - 16));
    // Inner walls.
    main.push(line(x + 260, y + 8, x + 260, y + 150), line(x + 260, y + 210, x + 260, y + h - 8));
    main.push(line(x + 8, y + 200, x + 180, y + 200), line(x + 260, y + 170, x + 470, y + 170));
    main.push(
      line(x + 470, y + 8, x + 470, y + 120),
      line(x + 470, y + 170, x + 470, y + 230),
      line(x + 470, y + 290, x + 470, y + h - 8),
    );
    // Door swings.
    main.push(
      `<path d="M${x + 260} ${y + 150} A60 60 0 0 1 ${x + 320} ${y + 210}"/>`,
      line(x + 260, y + 150, x + 320, y + 150),
    );
    main.push(`<path d="M${x + 180} ${y + 200} A60 60 0 0 0 ${x + 240} ${y + 140}"/>`);
    main.push(`<path d="M${x + 470} ${y + 230} A60 60 0 0 1 ${x + 530} ${y + 290}"/>`);
    // Windows in the outer wall.
    for (const wx of [x + 60, x + 330, x + 540])
      faint.push(line(wx, y + 4, wx + 80, y + 4), line(wx, y + 12, wx + 80, y + 12));
    for (const wy of [y + 60, y + 240])
      faint.push(line(x + w - 4, wy, x + w - 4, wy + 70), line(x + w - 12, wy, x + w - 12, wy + 70));
    // Stairs.
    for (const i of range(8)) faint.push(line(x + 500, y + 190 + i * 12, x + w - 30, y + 190 + i * 12));
    // Dimension lines.
    faint.push(line(x, y - 30, x + w, y - 30), line(x, y - 38, x, y - 22), line(x + w, y - 38, x + w, y - 22));
    faint.push(
      line(x + w + 30, y, x + w + 30, y + h),
      line(x + w + 22, y, x + w + 38, y),
      line(x + w + 22, y + h, x + w + 38, y + h),
    );
    const accent = [line(x + 180, y - 30, x + 480, y - 30), circle(x + 130, y + 280, 3)];
    return { main, accent, faint };
  },

  /** Towers of different heights, each with its grid of windows. */
  'corporate-law'() {
    const main: string[] = [];
    const faint: string[] = [];
    const towers: [number, number, number][] = [
      [800, 110, 230],
      [930, 130, 380],
      [1080, 120, 300],
      [1220, 150, 440],
      [1390, 110, 330],
      [1515, 85, 200],
    ];
    for (const [x, w, h] of towers) {
      main.push(rect(x, GROUND - h, w, h));
      for (let y = GROUND - h + 20; y < GROUND - 20; y += 20) faint.push(line(x + 8, y, x + w - 8, y));
      for (let cx = x + 20; cx < x + w - 8; cx += 20) faint.push(line(cx, GROUND - h + 12, cx, GROUND - 24));
    }
    const accent = [
      line(1220, GROUND - 440, 1370, GROUND - 440),
      line(1295, GROUND - 440, 1295, GROUND - 480),
      ground(700, 1600),
    ];
    return { main, accent, faint };
  },

  /** A row of houses, each with its door and windows. */
  'landlord-tenant-board'() {
    const main: string[] = [];
    const faint: string[] = [];
    const width = 140;
    for (const i of range(6)) {
      const x = 760 + i * width;
      const wall = 170 + (i % 2) * 30;
      const roof = 70;
      main.push(
        polyline([
          [x, GROUND],
          [x, GROUND - wall],
          [x + width / 2, GROUND - wall - roof],
          [x + width, GROUND - wall],
          [x + width, GROUND],
        ]),
      );
      main.push(rect(x + 18, GROUND - 86, 34, 86));
      faint.push(...windowGrid(x + 72, GROUND - 110, 48, 60, 2, 2));
      faint.push(...windowGrid(x + 30, GROUND - wall + 20, 80, 50, 4, 2));
      if (i % 2 === 0) faint.push(rect(x + width / 2 + 14, GROUND - wall - roof + 10, 16, 40));
    }
    const accent = [ground(700, 1600)];
    return { main, accent, faint };
  },

  /** An office building in two-point perspective, its floors drawn as bands of windows. */
  'employment-law'() {
    const main: string[] = [];
    const faint: string[] = [];
    const left: [number, number] = [-900, 470];
    const right: [number, number] = [3200, 470];
    const cornerX = 1280;
    const top = 90;
    const bottom = GROUND + 10;
    const toward = (vp: [number, number], y: number, x: number): number =>
      y + ((vp[1] - y) * (cornerX - x)) / (cornerX - vp[0]);
    // Left face (towards the left vanishing point) and right face.
    const lx = 820;
    const rx = 1520;
    const yAt = (vp: [number, number], y: number, x: number) => toward(vp, y, x);
    main.push(line(cornerX, top, cornerX, bottom));
    main.push(line(cornerX, top, lx, yAt(left, top, lx)), line(cornerX, bottom, lx, yAt(left, bottom, lx)));
    main.push(line(lx, yAt(left, top, lx), lx, yAt(left, bottom, lx)));
    main.push(line(cornerX, top, rx, yAt(right, top, rx)), line(cornerX, bottom, rx, yAt(right, bottom, rx)));
    main.push(line(rx, yAt(right, top, rx), rx, yAt(right, bottom, rx)));
    const floors = 10;
    for (const f of range(floors - 1)) {
      const y = top + ((f + 1) * (bottom - top)) / floors;
      faint.push(line(cornerX, y, lx, yAt(left, y, lx)), line(cornerX, y, rx, yAt(right, y, rx)));
    }
    for (const i of range(11)) {
      const x = lx + ((i + 1) * (cornerX - lx)) / 12;
      faint.push(line(x, yAt(left, top, x), x, yAt(left, bottom, x)));
    }
    for (const i of range(5)) {
      const x = cornerX + ((i + 1) * (rx - cornerX)) / 6;
      faint.push(line(x, yAt(right, top, x), x, yAt(right, bottom, x)));
    }
    // The roof's crown in gold.
    const accent = [
      line(cornerX, top - 16, lx, yAt(left, top - 16, lx)),
      line(cornerX, top - 16, rx, yAt(right, top - 16, rx)),
      line(cornerX, top - 16, cornerX, top),
    ];
    return { main, accent, faint };
  },

  /** A maple leaf over the lines of latitude and longitude of a map. */
  'immigration-judicial-reviews'() {
    const faint: string[] = [];
    for (const i of range(9)) {
      const y = 60 + i * 60;
      faint.push(`<path d="M700 ${y + 40} Q1150 ${y - 30} 1600 ${y + 40}"/>`);
    }
    for (const i of range(9)) {
      const x = 760 + i * 110;
      faint.push(`<path d="M${x} 0 Q${x + (x - 1150) * 0.12} 300 ${x} 600"/>`);
    }
    // One half of the leaf, mirrored: an eleven-point maple leaf as on the flag.
    const half: [number, number][] = [
      [0, -200],
      [28, -148],
      [50, -160],
      [40, -70],
      [90, -122],
      [100, -96],
      [160, -110],
      [140, -48],
      [168, -38],
      [90, 28],
      [104, 62],
      [8, 46],
      [8, 150],
    ];
    const leaf = [...half, ...[...half].reverse().map(([x, y]): [number, number] => [-x, y])].map(
      ([x, y]): [number, number] => [1200 + x * 0.95, 320 + y * 0.95],
    );
    const main = [polygon(leaf)];
    const accent = [line(1200, 320 + 46 * 0.95, 1200, 320 + 150 * 0.95)];
    return { main, accent, faint };
  },

  /** A shield, drawn in two fine outlines with a quiet cross band. */
  'tort-negligence'() {
    const cx = 1200;
    const shield = (inset: number) => {
      const top = 80 + inset;
      const w = 220 - inset;
      return `<path d="M${cx} ${top} C${cx + w * 0.5} ${top + 40} ${cx + w * 0.8} ${top + 30} ${cx + w} ${top + 20} V${260} C${cx + w} ${380 - inset * 0.5} ${cx + w * 0.5} ${450 - inset} ${cx} ${500 - inset * 1.4} C${cx - w * 0.5} ${450 - inset} ${cx - w} ${380 - inset * 0.5} ${cx - w} ${260} V${top + 20} C${cx - w * 0.8} ${top + 30} ${cx - w * 0.5} ${top + 40} ${cx} ${top}Z"/>`;
    };
    const main = [shield(0), shield(18)];
    const faint = [line(cx, 100, cx, 472), line(cx - 202, 250, cx + 202, 250)];
    for (const i of range(6)) faint.push(circle(cx, 290, 300 + i * 70));
    const accent = [shield(36)];
    return { main, accent, faint };
  },

  /** A house under two interlocking arcs. */
  'family-law'() {
    const main: string[] = [];
    const faint: string[] = [];
    const cx = 1200;
    main.push(
      polyline([
        [cx - 170, GROUND],
        [cx - 170, GROUND - 170],
        [cx, GROUND - 300],
        [cx + 170, GROUND - 170],
        [cx + 170, GROUND],
      ]),
    );
    main.push(rect(cx - 34, GROUND - 110, 68, 110));
    main.push(...windowGrid(cx - 130, GROUND - 140, 64, 64, 2, 2), ...windowGrid(cx + 66, GROUND - 140, 64, 64, 2, 2));
    faint.push(circle(cx, GROUND - 210, 16), circle(cx - 90, GROUND - 190, 250), circle(cx + 90, GROUND - 190, 250));
    const accent = [line(cx - 196, GROUND - 150, cx, GROUND - 322), line(cx, GROUND - 322, cx + 196, GROUND - 150)];
    main.push(ground(700, 1600));
    return { main, accent, faint };
  },
};

function heroSvg(drawing: Drawing): string {
  const group = (items: string[] | undefined, colour: string, width: number, opacity: number) =>
    items?.length
      ? `<g fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${items.join('')}</g>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLOURS.brandDark}"/><stop offset="1" stop-color="${COLOURS.brand}"/>
    </linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.62" stop-color="#fff" stop-opacity="1"/>
    </linearGradient>
    <mask id="art"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#fade)"/></mask>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <g mask="url(#art)">
    ${group(drawing.faint, COLOURS.onBrandMuted, 1.5, 0.55)}
    ${group(drawing.main, COLOURS.onBrandMuted, 2, 1)}
    ${group(drawing.accent, COLOURS.accentOnDark, 2, 1)}
  </g>
</svg>`;
}

fs.mkdirSync(OUT_DIR, { recursive: true });
let tooLarge = 0;
for (const [name, draw] of Object.entries(drawings)) {
  const svg = Buffer.from(heroSvg(draw()));
  const sizes: string[] = [];
  for (const width of HERO_IMAGE_WIDTHS) {
    const file = path.join(OUT_DIR, path.basename(heroImageVariant(`/images/heroes/${name}.webp`, width)));
    await sharp(svg).resize(width).webp({ quality: 72, effort: 6 }).toFile(file);
    const bytes = fs.statSync(file).size;
    if (bytes > MAX_BYTES) tooLarge += 1;
    sizes.push(`${width}px ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`${name}: ${sizes.join(', ')}`);
}
console.log(`hero images written to ${path.relative(process.cwd(), OUT_DIR)}`);
if (tooLarge > 0) {
  console.error(`${tooLarge} file(s) over ${MAX_BYTES / 1024} KB: simplify the drawing or lower the quality`);
  process.exitCode = 1;
}
