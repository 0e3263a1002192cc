/**
 * Deterministic, generated food illustrations for recipes that have no photo
 * (seed content, imported rows without an image).
 *
 * An SVG is built from a few hints (food colour, garnish colours, dish shape)
 * and a seed, then rasterised with sharp. Everything random comes from a PRNG
 * seeded by a hash of `seed`, so the same input always gives the same bytes.
 * Nothing user-provided is written into the SVG except colours validated as
 * `#rrggbb`; the title is never drawn (pages show it beside the picture).
 */
import sharp from 'sharp';

export const DISH_SHAPES = ['bowl', 'plate', 'soup', 'tacos', 'pasta', 'salad', 'dessert', 'stack', 'skewers', 'sushi'] as const;

export type DishShape = (typeof DISH_SHAPES)[number];

export interface IllustrationInput {
  seed: string;
  title: string;
  base: string;
  accents: string[];
  dish: DishShape;
}

export interface RenderIllustrationOptions {
  width?: number;
  height?: number;
  format?: 'webp' | 'jpeg';
}

const VIEW_W = 1200;
const VIEW_H = 900;
const DEFAULT_BASE = '#e0a458';
const DEFAULT_ACCENTS = ['#5a9e4b', '#e4572e', '#f3e9d2'];
const HEX_RE = /^#[0-9a-f]{6}$/i;

// ---------------------------------------------------------------- utilities

/** cyrb53-style 32-bit string hash (stable across platforms). */
export function hashString(value: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const ch = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32 PRNG: returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function makeRng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length) % items.length] as T,
    chance: (p) => next() < p,
  };
}

/** Compact, locale-independent number formatting (1 decimal). */
function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Returns a lower-case `#rrggbb` colour, or the fallback when the value is not one. */
export function safeHex(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_RE.test(value) ? value.toLowerCase() : fallback;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#1a1410', t);

function hsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = toRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function colourDistance(a: string, b: string): number {
  const x = toRgb(a);
  const y = toRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

type Pt = [number, number];

/** Smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
function smoothClosed(pts: Pt[]): string {
  const n = pts.length;
  const p = (i: number) => pts[((i % n) + n) % n] as Pt;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    d +=
      `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** Smooth open path through points. */
function smoothOpen(pts: Pt[]): string {
  const n = pts.length;
  const p = (i: number) => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    d +=
      `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

function blobPoints(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble: number, count: number): Pt[] {
  const pts: Pt[] = [];
  const offset = rng.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const a = offset + (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return pts;
}

/** Random points inside a disc, kept apart from each other where possible. */
function scatter(rng: Rng, cx: number, cy: number, radius: number, count: number, minDist: number, avoid: Pt[] = []): Pt[] {
  const out: Pt[] = [];
  const all = [...avoid];
  for (let i = 0; i < count; i++) {
    let best: Pt = [cx, cy];
    let bestD = -1;
    for (let attempt = 0; attempt < 12; attempt++) {
      const r = radius * Math.sqrt(rng.next());
      const a = rng.range(0, Math.PI * 2);
      const cand: Pt = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
      let d = Infinity;
      for (const q of all) d = Math.min(d, Math.hypot(q[0] - cand[0], q[1] - cand[1]));
      if (d >= minDist) {
        best = cand;
        break;
      }
      if (d > bestD) {
        best = cand;
        bestD = d;
      }
    }
    out.push(best);
    all.push(best);
  }
  return out;
}

// ------------------------------------------------------------------ palette

interface Palette {
  top: string;
  bottom: string;
  pattern: string;
  napkin: string;
}

const PALETTES: readonly Palette[] = [
  { top: '#fbeee0', bottom: '#f4d9bf', pattern: '#e2a87c', napkin: '#7fb2a6' }, // peach
  { top: '#e7f3ea', bottom: '#cfe6d6', pattern: '#8fc0a0', napkin: '#f0a37a' }, // mint
  { top: '#e6f0f8', bottom: '#cddff0', pattern: '#8fb4d8', napkin: '#f2c46b' }, // sky
  { top: '#fbe8ea', bottom: '#f2cfd4', pattern: '#dd9aa5', napkin: '#86b49a' }, // blush
  { top: '#fdf5dc', bottom: '#f5e3ad', pattern: '#dcbd6a', napkin: '#6f9fc4' }, // butter
  { top: '#efe9f7', bottom: '#ddd2ee', pattern: '#aa98d0', napkin: '#e8b25f' }, // lavender
  { top: '#ecefe2', bottom: '#d6dec5', pattern: '#9fb083', napkin: '#d9876b' }, // sage
  { top: '#f8e6da', bottom: '#eec8b0', pattern: '#cf9172', napkin: '#5f8f8a' }, // terracotta
];

const CERAMICS: readonly string[] = ['#f6f2ea', '#2f5d62', '#d98e5f', '#5b6c8f', '#e9dcc8', '#3b4045', '#9cb8a4', '#c9d6e3'];

// ------------------------------------------------------------ svg context

class Svg {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  readonly rng: Rng;
  private ids = 0;

  constructor(rng: Rng) {
    this.rng = rng;
  }

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  add(fragment: string): void {
    this.body.push(fragment);
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    const id = this.id('r');
    const focus = fx === undefined || fy === undefined ? '' : ` fx="${f(fx)}" fy="${f(fy)}"`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${focus}>` +
        stops.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
        '</radialGradient>',
    );
    return `url(#${id})`;
  }

  /** A radial shading of one colour: lighter at the centre, the colour at `mid`, darker at the rim. */
  shade(colour: string, light: number, mid: number, dark: number, cx: number, cy: number, r: number): string {
    return this.radial(
      [
        [0, lighten(colour, light)],
        [mid, colour],
        [1, darken(colour, dark)],
      ],
      cx,
      cy,
      r,
    );
  }

  linear(stops: Array<[number, string, number?]>, x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">` +
        stops.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
        '</linearGradient>',
    );
    return `url(#${id})`;
  }

  /** Soft elliptical drop shadow (a radial gradient is much cheaper than a blur filter). */
  shadow(cx: number, cy: number, rx: number, ry: number, strength = 0.24): void {
    const fill = this.radial([
      [0, '#3a2a1a', strength],
      [0.72, '#3a2a1a', strength * 0.75],
      [1, '#3a2a1a', 0],
    ]);
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`);
  }
}

// --------------------------------------------------------------- garnishes

type GarnishKind = 'leaf' | 'slice' | 'dot' | 'cube' | 'seed' | 'speck' | 'crescent';

function garnishKindsFor(colour: string): GarnishKind[] {
  const { h, s, l } = hsl(colour);
  if (l > 0.84) return ['seed', 'dot', 'cube'];
  if (l < 0.22) return ['speck', 'dot'];
  if (h >= 70 && h <= 170 && s > 0.2) return ['leaf', 'leaf', 'slice', 'dot'];
  if ((h < 20 || h > 330) && s > 0.35) return ['slice', 'dot', 'cube'];
  return ['cube', 'dot', 'slice', 'crescent'];
}

function leaf(svg: Svg, x: number, y: number, len: number, angle: number, colour: string): void {
  const w = len * 0.42;
  const vein = darken(colour, 0.28);
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<path d="M${f(-len / 2)} 0Q${f(-len / 6)} ${f(-w)} ${f(len / 2)} 0Q${f(-len / 6)} ${f(w)} ${f(-len / 2)} 0Z" fill="${colour}"/>` +
      `<path d="M${f(-len / 2)} 0Q${f(-len / 6)} ${f(-w * 0.95)} ${f(len / 2)} 0" fill="${lighten(colour, 0.16)}" opacity="0.55"/>` +
      `<path d="M${f(-len / 2 + 2)} 0L${f(len / 2 - 4)} 0" stroke="${vein}" stroke-width="${f(Math.max(1.5, len / 22))}" stroke-linecap="round" opacity="0.55"/>` +
      '</g>',
  );
}

function roundSlice(svg: Svg, x: number, y: number, r: number, colour: string, rng: Rng): void {
  const inner = lighten(colour, 0.3);
  let seeds = '';
  const n = rng.int(3, 5);
  const start = rng.range(0, 360);
  for (let i = 0; i < n; i++) {
    const a = ((start + (i * 360) / n) * Math.PI) / 180;
    seeds += `<ellipse cx="${f(Math.cos(a) * r * 0.45)}" cy="${f(Math.sin(a) * r * 0.45)}" rx="${f(r * 0.16)}" ry="${f(r * 0.09)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(Math.cos(a) * r * 0.45)} ${f(Math.sin(a) * r * 0.45)})" fill="${lighten(colour, 0.62)}"/>`;
  }
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)})">` +
      `<circle r="${f(r)}" fill="${darken(colour, 0.12)}"/>` +
      `<circle r="${f(r * 0.84)}" fill="${colour}"/>` +
      `<circle r="${f(r * 0.56)}" fill="${inner}" opacity="0.75"/>` +
      seeds +
      '</g>',
  );
}

function dot(svg: Svg, x: number, y: number, r: number, colour: string): void {
  svg.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}"/>` +
      `<circle cx="${f(x + r * 0.08)}" cy="${f(y + r * 0.1)}" r="${f(r * 0.86)}" fill="${darken(colour, 0.08)}" opacity="0.5"/>` +
      `<circle cx="${f(x - r * 0.32)}" cy="${f(y - r * 0.34)}" r="${f(r * 0.28)}" fill="#ffffff" opacity="0.45"/>`,
  );
}

function cube(svg: Svg, x: number, y: number, s: number, angle: number, colour: string): void {
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.22)}" fill="${darken(colour, 0.14)}"/>` +
      `<rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s * 0.9)}" height="${f(s * 0.9)}" rx="${f(s * 0.2)}" fill="${colour}"/>` +
      `<rect x="${f(-s / 2 + s * 0.14)}" y="${f(-s / 2 + s * 0.14)}" width="${f(s * 0.34)}" height="${f(s * 0.16)}" rx="${f(s * 0.08)}" fill="#ffffff" opacity="0.35"/>` +
      '</g>',
  );
}

function crescent(svg: Svg, x: number, y: number, r: number, angle: number, colour: string): void {
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0A${f(r * 1.15)} ${f(r * 0.7)} 0 0 1 ${f(-r)} 0Z" fill="${colour}"/>` +
      `<path d="M${f(-r * 0.8)} ${f(r * 0.2)}A${f(r * 0.85)} ${f(r * 0.7)} 0 0 0 ${f(r * 0.8)} ${f(r * 0.2)}" fill="none" stroke="${darken(colour, 0.15)}" stroke-width="${f(r * 0.12)}" opacity="0.5"/>` +
      '</g>',
  );
}

function seedGrain(svg: Svg, x: number, y: number, len: number, angle: number, colour: string): void {
  svg.add(
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(len / 2)}" ry="${f(len / 4.2)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="${colour}"/>`,
  );
}

/** Draws one garnish piece of a kind that suits its colour. */
function garnish(svg: Svg, x: number, y: number, size: number, colour: string, kind?: GarnishKind): void {
  const rng = svg.rng;
  const k = kind ?? rng.pick(garnishKindsFor(colour));
  switch (k) {
    case 'leaf':
      leaf(svg, x, y, size * 1.5, rng.range(0, 360), lighten(colour, rng.range(0, 0.22)));
      break;
    case 'slice':
      roundSlice(svg, x, y, size * 0.62, colour, rng);
      break;
    case 'dot':
      dot(svg, x, y, size * 0.4, colour);
      break;
    case 'cube':
      cube(svg, x, y, size * 0.72, rng.range(0, 90), colour);
      break;
    case 'crescent':
      crescent(svg, x, y, size * 0.62, rng.range(0, 360), colour);
      break;
    case 'seed':
      for (let i = 0; i < 4; i++) {
        seedGrain(svg, x + rng.range(-size, size), y + rng.range(-size, size), size * 0.32, rng.range(0, 180), colour);
      }
      break;
    case 'speck':
      for (let i = 0; i < 4; i++) {
        svg.add(
          `<circle cx="${f(x + rng.range(-size, size))}" cy="${f(y + rng.range(-size, size))}" r="${f(size * rng.range(0.08, 0.14))}" fill="${colour}"/>`,
        );
      }
      break;
  }
}

/** Garnish spread over a disc, cycling through the accent colours. */
function garnishField(svg: Svg, cx: number, cy: number, radius: number, accents: string[], count: number, size: number): void {
  const pts = scatter(svg.rng, cx, cy, radius, count, size * 1.3);
  pts.forEach((p, i) => garnish(svg, p[0], p[1], size * svg.rng.range(0.8, 1.15), accents[i % accents.length] as string));
}

/** Fine herb flecks / seasoning. */
function flecks(svg: Svg, cx: number, cy: number, radius: number, colour: string, count: number, size = 4): void {
  const rng = svg.rng;
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = radius * Math.sqrt(rng.next());
    const a = rng.range(0, Math.PI * 2);
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * rng.range(0.7, 1.3))}" ry="${f(size * 0.55)}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  svg.add(`<g fill="${colour}" opacity="0.9">${out}</g>`);
}

/** Grain-like texture over a disc so flat colour reads as food. */
function texture(svg: Svg, cx: number, cy: number, radius: number, colour: string, count: number, size: number): void {
  const rng = svg.rng;
  const light = lighten(colour, 0.22);
  const dark = darken(colour, 0.12);
  let a1 = '';
  let a2 = '';
  for (let i = 0; i < count; i++) {
    const r = radius * Math.sqrt(rng.next());
    const a = rng.range(0, Math.PI * 2);
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    const e = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * rng.range(0.7, 1.3))}" ry="${f(size * rng.range(0.4, 0.6))}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`;
    if (i % 2 === 0) a1 += e;
    else a2 += e;
  }
  svg.add(`<g fill="${light}" opacity="0.7">${a1}</g><g fill="${dark}" opacity="0.45">${a2}</g>`);
}

function drizzle(svg: Svg, cx: number, cy: number, width: number, height: number, colour: string, thickness: number): void {
  const rng = svg.rng;
  const pts: Pt[] = [];
  const steps = rng.int(5, 7);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    pts.push([cx - width / 2 + width * t + rng.range(-10, 10), cy + (i % 2 === 0 ? -height / 2 : height / 2) + rng.range(-12, 12)]);
  }
  const angle = rng.range(-35, 35);
  svg.add(
    `<path d="${smoothOpen(pts)}" transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})" fill="none" stroke="${colour}" stroke-width="${f(thickness)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.92"/>`,
  );
}

// ------------------------------------------------------------------ vessels

function plate(svg: Svg, cx: number, cy: number, r: number, rimColour: string | null, food: string, glaze: string): void {
  const rng = svg.rng;
  const white = rng.pick(['#fdfbf6', '#fbf7ef', '#f7f4ee']);
  // Very pale food goes on a glazed plate so it does not disappear.
  const plateColour = colourDistance(food, white) < 70 ? glaze : white;
  svg.shadow(cx + 16, cy + 24, r * 1.06, r * 1.04);
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${plateColour}"/>`);
  if (rimColour) {
    svg.add(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.94)}" fill="none" stroke="${rimColour}" stroke-width="${f(r * 0.025)}" opacity="0.8"/>`,
    );
  }
  const well = svg.radial(
    [
      [0, plateColour],
      [0.82, darken(plateColour, 0.03)],
      [1, darken(plateColour, 0.09)],
    ],
    0.55,
    0.56,
    0.55,
  );
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.74)}" fill="${well}"/>`);
  svg.add(
    `<path d="M${f(cx - r * 0.86)} ${f(cy - r * 0.1)}A${f(r * 0.87)} ${f(r * 0.87)} 0 0 1 ${f(cx - r * 0.1)} ${f(cy - r * 0.86)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.04)}" stroke-linecap="round" opacity="${plateColour === white ? 0.9 : 0.35}"/>`,
  );
}

function bowl(svg: Svg, cx: number, cy: number, r: number, glaze: string): { inner: number } {
  svg.shadow(cx + 18, cy + 26, r * 1.07, r * 1.05, 0.28);
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${glaze}"/>`);
  svg.add(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.985)}" fill="none" stroke="${lighten(glaze, 0.3)}" stroke-width="${f(r * 0.02)}" opacity="0.6"/>`,
  );
  const insideColour = hsl(glaze).l > 0.8 ? glaze : '#f5f0e6';
  const wall = svg.radial(
    [
      [0, insideColour],
      [0.78, insideColour],
      [1, darken(insideColour, 0.16)],
    ],
    0.56,
    0.58,
    0.56,
  );
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="${wall}"/>`);
  svg.add(
    `<path d="M${f(cx + r * 0.2)} ${f(cy + r * 0.95)}A${f(r * 0.97)} ${f(r * 0.97)} 0 0 0 ${f(cx + r * 0.95)} ${f(cy + r * 0.2)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.03)}" stroke-linecap="round" opacity="0.35"/>`,
  );
  return { inner: r * 0.9 };
}

function board(svg: Svg, cx: number, cy: number, w: number, h: number, angle: number, kind: 'wood' | 'slate'): void {
  const rng = svg.rng;
  const colour = kind === 'wood' ? rng.pick(['#c99a62', '#d4a872', '#bf8d5a']) : rng.pick(['#3d4247', '#464c52', '#373b40']);
  const t = `rotate(${f(angle)} ${f(cx)} ${f(cy)})`;
  svg.add(`<g transform="${t}">`);
  svg.shadow(cx + 18, cy + 26, w * 0.56, h * 0.6, 0.28);
  svg.add(
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(Math.min(w, h) * 0.09)}" fill="${darken(colour, 0.12)}"/>`,
  );
  svg.add(
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h - 12)}" rx="${f(Math.min(w, h) * 0.09)}" fill="${colour}"/>`,
  );
  let grain = '';
  const lines = kind === 'wood' ? 9 : 5;
  for (let i = 0; i < lines; i++) {
    const y = cy - h / 2 + (h - 12) * ((i + 0.5 + rng.range(-0.3, 0.3)) / lines);
    const pts: Pt[] = [];
    for (let k = 0; k <= 6; k++) pts.push([cx - w / 2 + 24 + ((w - 48) * k) / 6, y + rng.range(-5, 5)]);
    grain += `<path d="${smoothOpen(pts)}"/>`;
  }
  svg.add(
    `<g fill="none" stroke="${kind === 'wood' ? darken(colour, 0.18) : lighten(colour, 0.12)}" stroke-width="3" stroke-linecap="round" opacity="${kind === 'wood' ? 0.35 : 0.4}">${grain}</g>`,
  );
  svg.add('</g>');
}

// ------------------------------------------------------------------- dishes

interface Scene {
  svg: Svg;
  base: string;
  accents: string[];
  cx: number;
  cy: number;
  glaze: string;
  herb: string;
}

function foodMound(svg: Svg, cx: number, cy: number, r: number, colour: string): void {
  const rng = svg.rng;
  const fill = svg.shade(colour, 0.18, 0.7, 0.1, 0.42, 0.4, 0.65);
  svg.add(`<path d="${smoothClosed(blobPoints(rng, cx, cy, r, r * 0.94, 0.07, 11))}" fill="${fill}"/>`);
}

function drawBowl({ svg, base, accents, cx, cy, glaze, herb }: Scene): void {
  const rng = svg.rng;
  const { inner } = bowl(svg, cx, cy, 330, glaze);
  const fr = inner * 0.95;
  bowlFill(svg, cx + 3, cy + 5, fr, base);
  texture(svg, cx + 3, cy + 5, fr * 0.92, base, 190, 7);
  // Buddha-bowl style: each accent fills a wedge of the bowl, the base keeps one wedge.
  const sections = accents.slice(0, 3);
  const wedges = sections.length + 1;
  const start = rng.range(0, Math.PI * 2);
  const span = (Math.PI * 2) / wedges;
  sections.forEach((colour, i) => {
    const a0 = start + (i + 1) * span;
    const a1 = a0 + span;
    const edge: Pt[] = [];
    const steps = 7;
    const mid = (a0 + a1) / 2;
    edge.push([cx + Math.cos(mid) * 34, cy + Math.sin(mid) * 34]);
    edge.push([cx + Math.cos(a0 + 0.1) * fr * 0.5 + rng.range(-8, 8), cy + Math.sin(a0 + 0.1) * fr * 0.5 + rng.range(-8, 8)]);
    for (let k = 0; k <= steps; k++) {
      const a = a0 + 0.08 + ((a1 - a0 - 0.16) * k) / steps;
      const rr = fr * (k === 0 || k === steps ? 0.9 : 0.98) + rng.range(-6, 6);
      edge.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    edge.push([cx + Math.cos(a1 - 0.1) * fr * 0.5 + rng.range(-8, 8), cy + Math.sin(a1 - 0.1) * fr * 0.5 + rng.range(-8, 8)]);
    const under = mix(darken(colour, 0.1), base, 0.45);
    svg.add(`<path d="${smoothClosed(edge)}" fill="${under}"/>`);
    const kind = rng.pick(garnishKindsFor(colour));
    const size = kind === 'leaf' ? 62 : kind === 'slice' ? 64 : kind === 'cube' ? 58 : 60;
    const count = kind === 'seed' || kind === 'speck' ? 30 : 22;
    for (let k = 0; k < count; k++) {
      const a = rng.range(a0 + 0.2, a1 - 0.2);
      const rr = fr * Math.sqrt(rng.range(0.1, 0.8));
      garnish(svg, cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, size * rng.range(0.85, 1.1), colour, kind);
    }
  });
  if (rng.chance(0.6)) drizzle(svg, cx, cy, fr * 0.9, 56, '#f6ecd6', 12);
  for (let i = 0; i < 5; i++) leaf(svg, cx + rng.range(-45, 45), cy + rng.range(-45, 45), rng.range(50, 62), rng.range(0, 360), herb);
  flecks(svg, cx, cy, fr * 0.85, '#f4ead2', 26, 5);
}

/** Food filling a bowl right up to its walls. */
function bowlFill(svg: Svg, cx: number, cy: number, r: number, colour: string): void {
  const fill = svg.shade(colour, 0.14, 0.75, 0.14, 0.45, 0.42, 0.6);
  svg.add(`<path d="${smoothClosed(blobPoints(svg.rng, cx, cy, r, r, 0.015, 16))}" fill="${fill}"/>`);
}

function drawPlate({ svg, base, accents, cx, cy, glaze, herb }: Scene): void {
  const rng = svg.rng;
  plate(svg, cx, cy, 345, rng.chance(0.5) ? (accents[0] ?? null) : null, base, glaze);
  const flip = rng.chance(0.5) ? 1 : -1;
  // Side portion (grains / flatbread) in the lightest accent, main portion beside it.
  const sideColour = accents.reduce((best, c) => (hsl(c).l > hsl(best).l ? c : best), accents[0] as string);
  const side = mix(hsl(sideColour).l > 0.8 ? sideColour : '#f3ead3', '#d8c294', 0.22);
  const sx = cx + flip * 125;
  const sy = cy + 80;
  svg.add(`<path d="${smoothClosed(blobPoints(rng, sx, sy, 135, 122, 0.08, 10))}" fill="${side}"/>`);
  texture(svg, sx, sy, 110, side, 80, 7);
  const mx = cx - flip * 55;
  const my = cy - 35;
  const r = 195;
  foodMound(svg, mx, my, r, base);
  texture(svg, mx, my, r * 0.85, base, 90, 8);
  const pts = scatter(rng, mx, my, r * 0.72, 10, 46);
  pts.forEach((p, i) => garnish(svg, p[0], p[1], rng.range(42, 52), accents[i % accents.length] as string));
  drizzle(svg, mx, my, r * 1.3, 46, '#f8f1e0', 9);
  // Fresh herbs where the two portions meet.
  for (let i = 0; i < 5; i++)
    leaf(svg, cx + flip * 20 + rng.range(-60, 60), cy + 60 + rng.range(-50, 50), rng.range(44, 58), rng.range(0, 360), herb);
  flecks(svg, mx, my, r * 0.9, darken(herb, 0.2), 30, 4);
}

function drawSoup({ svg, base, accents, cx, cy, glaze, herb }: Scene): void {
  const rng = svg.rng;
  const { inner } = bowl(svg, cx, cy, 320, glaze);
  const lr = inner * 0.94;
  const broth = svg.shade(base, 0.16, 0.75, 0.16, 0.45, 0.42, 0.6);
  svg.add(`<circle cx="${f(cx + 3)}" cy="${f(cy + 5)}" r="${f(lr)}" fill="${broth}"/>`);
  // Oil / broth sheen.
  let sheen = '';
  for (let i = 0; i < 14; i++) {
    const p = scatter(rng, cx, cy, lr * 0.8, 1, 0)[0] as Pt;
    sheen += `<ellipse cx="${f(p[0])}" cy="${f(p[1])}" rx="${f(rng.range(6, 16))}" ry="${f(rng.range(4, 10))}"/>`;
  }
  svg.add(`<g fill="${lighten(base, 0.3)}" opacity="0.55">${sheen}</g>`);
  // Swirl of (plant) cream.
  const swirl: Pt[] = [];
  const turns = rng.range(1.6, 2.2);
  const off = rng.range(0, Math.PI * 2);
  const sx = cx + rng.range(-30, 30);
  const sy = cy + rng.range(-30, 30);
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const a = off + t * turns * Math.PI * 2;
    const rr = 12 + t * lr * 0.55;
    swirl.push([sx + Math.cos(a) * rr, sy + Math.sin(a) * rr]);
  }
  const cream = hsl(base).l > 0.78 ? mix(base, '#c98b3a', 0.5) : '#fbf6ea';
  svg.add(`<path d="${smoothOpen(swirl)}" fill="none" stroke="${cream}" stroke-width="14" stroke-linecap="round" opacity="0.9"/>`);
  garnishField(svg, cx, cy, lr * 0.62, accents, 7, 30);
  for (let i = 0; i < 5; i++) {
    leaf(svg, sx + rng.range(-60, 60), sy + rng.range(-60, 60), rng.range(34, 48), rng.range(0, 360), herb);
  }
  flecks(svg, cx, cy, lr * 0.8, darken(herb, 0.1), 40, 4);
  flecks(svg, cx, cy, lr * 0.7, '#a8321e', 14, 3.5);
}

function taco(svg: Svg, x: number, y: number, r: number, angle: number, base: string, accents: string[], herb: string): void {
  const rng = svg.rng;
  const shell = rng.pick(['#f1c36b', '#eeb95a', '#f3cf83']);
  svg.add(`<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">`);
  svg.add(`<ellipse cx="10" cy="${f(r * 0.55)}" rx="${f(r * 1.02)}" ry="${f(r * 0.55)}" fill="#3a2a1a" opacity="0.14"/>`);
  // Heaped filling along the open edge.
  const fill: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    fill.push([-r * 0.97 + 2 * r * 0.97 * t, -rng.range(r * 0.22, r * 0.36) * Math.sin(Math.PI * (0.1 + 0.8 * t)) - r * 0.04]);
  }
  fill.push([r * 0.9, r * 0.12], [-r * 0.9, r * 0.12]);
  svg.add(`<path d="${smoothClosed(fill)}" fill="${base}"/>`);
  let crumbs = '';
  for (let i = 0; i < 26; i++) {
    const t = rng.range(-0.8, 0.8);
    const cx = t * r;
    const cy = -rng.range(0.02, 0.24) * r * Math.cos((t * Math.PI) / 2.2);
    crumbs += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rng.range(4, 8))}"/>`;
  }
  svg.add(`<g fill="${lighten(base, 0.2)}" opacity="0.6">${crumbs}</g>`);
  // Crunchy garnish spilling out of the shell.
  for (let i = 0; i < 12; i++) {
    const t = rng.range(-0.8, 0.8);
    const c = accents[i % accents.length] as string;
    const hc = hsl(c);
    const kind: GarnishKind = hc.h > 70 && hc.h < 170 && hc.s > 0.2 && hc.l < 0.84 ? 'leaf' : 'cube';
    garnish(svg, t * r, -rng.range(0.06, 0.26) * r * Math.cos((t * Math.PI) / 2.2), rng.range(24, 32), c, kind);
  }
  // Shell (half moon) in front.
  svg.add(
    `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z" fill="${shell}"/>` +
      `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0" fill="none" stroke="${darken(shell, 0.18)}" stroke-width="7"/>` +
      `<path d="M${f(-r * 0.72)} ${f(r * 0.18)}A${f(r * 0.8)} ${f(r * 0.8)} 0 0 0 ${f(r * 0.72)} ${f(r * 0.18)}" fill="none" stroke="${lighten(shell, 0.35)}" stroke-width="5" opacity="0.7"/>` +
      `<path d="M${f(-r)} 0L${f(r)} 0" stroke="${darken(shell, 0.08)}" stroke-width="6" stroke-linecap="round"/>`,
  );
  let spots = '';
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0.15, Math.PI - 0.15);
    const rr = rng.range(0.3, 0.85) * r;
    spots += `<ellipse cx="${f(Math.cos(a) * rr)}" cy="${f(Math.sin(a) * rr)}" rx="${f(rng.range(5, 10))}" ry="${f(rng.range(3, 6))}"/>`;
  }
  svg.add(`<g fill="${darken(shell, 0.22)}" opacity="0.35">${spots}</g>`);
  // Plant crema drizzle over the filling.
  const cream: Pt[] = [];
  for (let i = 0; i <= 6; i++) cream.push([-r * 0.72 + (r * 1.44 * i) / 6, -r * 0.14 + (i % 2 ? -16 : 10)]);
  svg.add(`<path d="${smoothOpen(cream)}" fill="none" stroke="#fbf5e8" stroke-width="7" stroke-linecap="round" opacity="0.9"/>`);
  for (let i = 0; i < 3; i++)
    leaf(svg, rng.range(-r * 0.6, r * 0.6), -rng.range(r * 0.1, r * 0.26), rng.range(28, 36), rng.range(0, 360), herb);
  svg.add('</g>');
}

function limeWedge(svg: Svg, x: number, y: number, r: number, angle: number): void {
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<path d="M${f(-r)} 0A${f(r)} ${f(r)} 0 0 0 ${f(r)} 0Z" fill="#5d9b36"/>` +
      `<path d="M${f(-r * 0.86)} 0A${f(r * 0.86)} ${f(r * 0.86)} 0 0 0 ${f(r * 0.86)} 0Z" fill="#d9ec9c"/>` +
      `<path d="M0 0L${f(-r * 0.6)} ${f(r * 0.5)}M0 0L0 ${f(r * 0.78)}M0 0L${f(r * 0.6)} ${f(r * 0.5)}" stroke="#eef7cf" stroke-width="4"/>` +
      '</g>',
  );
}

function drawTacos({ svg, base, accents, cx, cy, herb }: Scene): void {
  const rng = svg.rng;
  board(svg, cx, cy, 900, 620, rng.range(-4, 4), 'wood');
  const r = 175;
  const tilt = rng.range(-10, 10);
  taco(svg, cx - 215, cy - 95, r, tilt - 8, base, accents, herb);
  taco(svg, cx + 200, cy - 70, r, tilt + 6, base, accents, herb);
  taco(svg, cx - 10, cy + 130, r, tilt - 2, base, accents, herb);
  limeWedge(svg, cx + 330, cy + 180, 62, rng.range(-40, 20));
  limeWedge(svg, cx - 340, cy + 200, 54, rng.range(160, 210));
}

function drawPasta({ svg, base, accents, cx, cy, glaze, herb }: Scene): void {
  const rng = svg.rng;
  plate(svg, cx, cy, 345, null, base, glaze);
  const nr = 210;
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(nr)}" fill="${darken(base, 0.1)}" opacity="0.5"/>`);
  const strands = 34;
  const tones = [base, lighten(base, 0.14), darken(base, 0.06)];
  for (let i = 0; i < strands; i++) {
    const rr = rng.range(30, nr);
    const ox = cx + rng.range(-20, 20);
    const oy = cy + rng.range(-20, 20);
    const pts: Pt[] = [];
    const n = 14;
    const off = rng.range(0, Math.PI * 2);
    const sweep = rng.range(1.1, 1.9) * Math.PI;
    const waves = rng.int(3, 6);
    const amp = rng.range(6, 16);
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const a = off + t * sweep;
      const rad = rr + Math.sin(t * Math.PI * waves) * amp;
      pts.push([ox + Math.cos(a) * rad, oy + Math.sin(a) * rad * 0.96]);
    }
    const d = smoothOpen(pts);
    svg.add(
      `<path d="${d}" fill="none" stroke="${darken(base, 0.25)}" stroke-width="13" stroke-linecap="round" opacity="0.5"/>` +
        `<path d="${d}" fill="none" stroke="${tones[i % 3]}" stroke-width="9" stroke-linecap="round"/>`,
    );
  }
  // Sauce dollops and toppings.
  const sauce = accents[0] as string;
  const dollops = scatter(rng, cx, cy, nr * 0.5, 3, 90);
  for (const p of dollops) {
    svg.add(`<path d="${smoothClosed(blobPoints(rng, p[0], p[1], 52, 46, 0.18, 8))}" fill="${sauce}" opacity="0.95"/>`);
    svg.add(`<ellipse cx="${f(p[0] - 14)}" cy="${f(p[1] - 14)}" rx="14" ry="8" fill="#ffffff" opacity="0.3"/>`);
  }
  garnishField(svg, cx, cy, nr * 0.75, accents.slice(1).length ? accents.slice(1) : accents, 6, 38);
  for (let i = 0; i < 4; i++) leaf(svg, cx + rng.range(-110, 110), cy + rng.range(-110, 110), rng.range(48, 62), rng.range(0, 360), herb);
  flecks(svg, cx, cy, nr * 0.9, '#f6efd8', 40, 4);
}

function drawSalad({ svg, base, accents, cx, cy, glaze }: Scene): void {
  const rng = svg.rng;
  const { inner } = bowl(svg, cx, cy, 335, glaze);
  const fr = inner * 0.9;
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(fr)}" fill="${darken(base, 0.25)}"/>`);
  const tones = [base, lighten(base, 0.2), darken(base, 0.12), lighten(base, 0.35)];
  const leaves = scatter(rng, cx, cy, fr * 0.82, 34, 30);
  leaves.forEach((p, i) => {
    const ang = (Math.atan2(p[1] - cy, p[0] - cx) * 180) / Math.PI + rng.range(-50, 50);
    leaf(svg, p[0], p[1], rng.range(90, 130), ang, tones[i % tones.length] as string);
  });
  garnishField(svg, cx, cy, fr * 0.72, accents, 12, 42);
  drizzle(svg, cx, cy, fr * 1.2, 70, '#f3e3b3', 8);
  flecks(svg, cx, cy, fr * 0.8, '#3b3024', 24, 3.5);
}

function drawDessert({ svg, base, accents, cx, cy, glaze, herb }: Scene): void {
  const rng = svg.rng;
  plate(svg, cx, cy, 330, rng.chance(0.5) ? lighten(accents[0] as string, 0.2) : null, base, glaze);
  const r = 225;
  const crust = hsl(base).l < 0.35 ? darken(base, 0.25) : mix(base, '#b77a3e', 0.55);
  const cut = rng.range(0, 360);
  const wedge = 55;
  const a0 = (cut * Math.PI) / 180;
  const a1 = ((cut + wedge) * Math.PI) / 180;
  const tart = (rr: number, ox: number, oy: number) =>
    `M${f(cx + ox)} ${f(cy + oy)}L${f(cx + ox + Math.cos(a1) * rr)} ${f(cy + oy + Math.sin(a1) * rr)}` +
    `A${f(rr)} ${f(rr)} 0 1 1 ${f(cx + ox + Math.cos(a0) * rr)} ${f(cy + oy + Math.sin(a0) * rr)}Z`;
  const slice = (rr: number, ox: number, oy: number) =>
    `M${f(cx + ox)} ${f(cy + oy)}L${f(cx + ox + Math.cos(a0) * rr)} ${f(cy + oy + Math.sin(a0) * rr)}` +
    `A${f(rr)} ${f(rr)} 0 0 1 ${f(cx + ox + Math.cos(a1) * rr)} ${f(cy + oy + Math.sin(a1) * rr)}Z`;
  const mid = (a0 + a1) / 2;
  const sx = Math.cos(mid) * 46;
  const sy = Math.sin(mid) * 46;
  svg.add(`<path d="${tart(r, 6, 10)}" fill="#3a2a1a" opacity="0.12"/>`);
  svg.add(`<path d="${tart(r, 0, 0)}" fill="${crust}"/>`);
  const filling = svg.radial(
    [
      [0, lighten(base, 0.16)],
      [1, base],
    ],
    0.45,
    0.42,
    0.6,
  );
  svg.add(`<path d="${tart(r * 0.88, 0, 0)}" fill="${filling}"/>`);
  // Crimped edge.
  let crimp = '';
  for (let i = 0; i < 40; i++) {
    const a = a1 + ((Math.PI * 2 - (a1 - a0)) * (i + 0.5)) / 40;
    crimp += `<circle cx="${f(cx + Math.cos(a) * r * 0.94)}" cy="${f(cy + Math.sin(a) * r * 0.94)}" r="9"/>`;
  }
  svg.add(`<g fill="${lighten(crust, 0.16)}" opacity="0.8">${crimp}</g>`);
  svg.add(`<path d="${slice(r, sx + 6, sy + 10)}" fill="#3a2a1a" opacity="0.14"/>`);
  svg.add(`<path d="${slice(r, sx, sy)}" fill="${crust}"/>`);
  svg.add(`<path d="${slice(r * 0.88, sx, sy)}" fill="${filling}"/>`);
  // Berries / fruit on top, cream rosettes, mint.
  const fruit = accents.length ? accents : [herb];
  const pts = scatter(rng, cx, cy, r * 0.62, 9, 46, [[cx + Math.cos(mid) * r * 0.6, cy + Math.sin(mid) * r * 0.6]]);
  pts.forEach((p, i) => {
    const c = fruit[i % fruit.length] as string;
    const l = hsl(c).l;
    if (l > 0.84) {
      svg.add(
        `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="22" fill="${c}"/><circle cx="${f(p[0])}" cy="${f(p[1])}" r="11" fill="${lighten(c, 0.5)}"/>`,
      );
    } else {
      dot(svg, p[0], p[1], rng.range(15, 20), c);
    }
  });
  for (let i = 0; i < 2; i++) leaf(svg, cx + rng.range(-40, 40), cy + rng.range(-40, 40), rng.range(44, 54), rng.range(0, 360), '#4f9a4a');
  flecks(svg, cx, cy, r * 0.8, lighten(base, 0.55), 30, 3.5);
}

function drawStack({ svg, base, accents, cx, cy, glaze }: Scene): void {
  const rng = svg.rng;
  plate(svg, cx, cy, 340, null, base, glaze);
  const r = 205;
  const layers = rng.int(4, 5);
  for (let i = layers - 1; i >= 0; i--) {
    const ox = cx + rng.range(-8, 8) + i * 4;
    const oy = cy + i * 22;
    svg.add(
      `<path d="${smoothClosed(blobPoints(rng, ox, oy, r, r * 0.98, 0.03, 12))}" fill="${i === 0 ? base : darken(base, 0.12 + i * 0.03)}"/>`,
    );
    if (i > 0)
      svg.add(
        `<path d="${smoothClosed(blobPoints(rng, ox, oy - 6, r * 0.99, r * 0.96, 0.02, 12))}" fill="${lighten(base, 0.25)}" opacity="0.5"/>`,
      );
  }
  const top = svg.shade(base, 0.28, 0.65, 0.12, 0.5, 0.5, 0.55);
  svg.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.94)}" fill="${top}"/>`);
  // Syrup / sauce pool with drips over the edge (skipped when the first accent is a herb green).
  const first = accents[0] as string;
  const h0 = hsl(first);
  const saucy = !(h0.h >= 70 && h0.h <= 170 && h0.s > 0.2);
  if (saucy) {
    const pool = blobPoints(rng, cx + 10, cy + 5, r * 0.6, r * 0.55, 0.15, 12);
    svg.add(`<path d="${smoothClosed(pool)}" fill="${first}" opacity="0.88"/>`);
    for (let i = 0; i < 3; i++) {
      const a = rng.range(0.2, Math.PI - 0.2);
      const x = cx + Math.cos(a) * r * 0.86;
      const y = cy + Math.sin(a) * r * 0.86;
      svg.add(
        `<path d="M${f(x - 12)} ${f(y - 10)}Q${f(x - 12)} ${f(y + 34)} ${f(x)} ${f(y + 38)}Q${f(x + 12)} ${f(y + 34)} ${f(x + 12)} ${f(y - 10)}Z" fill="${first}" opacity="0.88"/>`,
      );
    }
  }
  svg.add(`<ellipse cx="${f(cx - 40)}" cy="${f(cy - 50)}" rx="60" ry="18" fill="#ffffff" opacity="0.25"/>`);
  // Vegan butter pat.
  if (rng.chance(0.6)) {
    svg.add(
      `<rect x="${f(cx - 34)}" y="${f(cy - 30)}" width="68" height="56" rx="12" fill="#f8e6a0" transform="rotate(${f(rng.range(-20, 20))} ${f(cx)} ${f(cy)})"/>`,
    );
  }
  const fruit = saucy ? accents.slice(1) : accents;
  garnishField(svg, cx, cy, r * 0.9, fruit.length ? fruit : accents, 9, 40);
}

function drawSkewers({ svg, base, accents, cx, cy, herb }: Scene): void {
  const rng = svg.rng;
  board(svg, cx, cy, 920, 600, rng.range(-3, 3), 'wood');
  const angle = rng.range(-24, -12);
  const count = 3;
  for (let s = 0; s < count; s++) {
    const oy = (s - 1) * 165;
    svg.add(`<g transform="translate(${f(cx)} ${f(cy + oy)}) rotate(${f(angle)})">`);
    svg.add(`<rect x="-400" y="-5" width="800" height="10" rx="5" fill="#3a2a1a" opacity="0.12" transform="translate(6 10)"/>`);
    svg.add(
      `<path d="M-400 -5L380 -5L410 0L380 5L-400 5Z" fill="#e2c18f"/><rect x="-400" y="-5" width="40" height="10" rx="3" fill="${darken('#e2c18f', 0.25)}" opacity="0.6"/>`,
    );
    const pieces = 7;
    for (let i = 0; i < pieces; i++) {
      const x = -300 + (i * 600) / (pieces - 1) + rng.range(-8, 8);
      const isBase = i % 2 === 0;
      const c = isBase ? base : (accents[(i >> 1) % accents.length] as string);
      const size = isBase ? rng.range(74, 84) : rng.range(62, 74);
      svg.add(`<ellipse cx="${f(x + 6)}" cy="${f(14)}" rx="${f(size * 0.52)}" ry="${f(size * 0.46)}" fill="#3a2a1a" opacity="0.16"/>`);
      if (isBase) {
        cube(svg, x, 0, size, rng.range(-8, 8), c);
        svg.add(
          `<g stroke="${darken(c, 0.45)}" stroke-width="6" stroke-linecap="round" opacity="0.55">` +
            `<path d="M${f(x - size * 0.3)} ${f(-size * 0.16)}L${f(x + size * 0.1)} ${f(-size * 0.34)}"/>` +
            `<path d="M${f(x - size * 0.3)} ${f(size * 0.14)}L${f(x + size * 0.3)} ${f(-size * 0.12)}"/>` +
            `<path d="M${f(x - size * 0.06)} ${f(size * 0.32)}L${f(x + size * 0.32)} ${f(size * 0.14)}"/></g>`,
        );
      } else if (hsl(c).h > 70 && hsl(c).h < 170 && hsl(c).s > 0.2) {
        roundSlice(svg, x, 0, size * 0.5, c, rng);
      } else if (rng.chance(0.5)) {
        dot(svg, x, 0, size * 0.45, c);
      } else {
        svg.add(
          `<g transform="translate(${f(x)} 0) rotate(${f(rng.range(-20, 20))})">` +
            `<path d="M${f(-size * 0.45)} ${f(-size * 0.4)}Q0 ${f(-size * 0.6)} ${f(size * 0.45)} ${f(-size * 0.4)}L${f(size * 0.4)} ${f(size * 0.42)}Q0 ${f(size * 0.55)} ${f(-size * 0.4)} ${f(size * 0.42)}Z" fill="${c}"/>` +
            `<path d="M${f(-size * 0.3)} ${f(-size * 0.3)}Q0 ${f(-size * 0.45)} ${f(size * 0.3)} ${f(-size * 0.3)}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.35"/>` +
            '</g>',
        );
      }
    }
    svg.add('</g>');
  }
  flecks(svg, cx, cy, 300, darken(herb, 0.1), 40, 4);
  // Dipping sauce.
  const dx = cx + 350;
  const dy = cy + 200;
  svg.shadow(dx + 8, dy + 12, 92, 90, 0.25);
  svg.add(
    `<circle cx="${f(dx)}" cy="${f(dy)}" r="86" fill="#f6f2ea"/><circle cx="${f(dx)}" cy="${f(dy)}" r="70" fill="${darken(base, 0.3)}"/>`,
  );
  svg.add(`<ellipse cx="${f(dx - 20)}" cy="${f(dy - 22)}" rx="22" ry="10" fill="#ffffff" opacity="0.3"/>`);
  flecks(svg, dx, dy, 50, '#c0392b', 10, 4);
}

function makiRoll(svg: Svg, x: number, y: number, r: number, fillings: string[]): void {
  const rng = svg.rng;
  svg.add(`<ellipse cx="${f(x + 6)}" cy="${f(y + 10)}" rx="${f(r)}" ry="${f(r * 0.96)}" fill="#000000" opacity="0.25"/>`);
  svg.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#22302a"/>`);
  svg.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="#f8f6ef"/>`);
  let grains = '';
  for (let i = 0; i < 22; i++) {
    const rr = r * rng.range(0.45, 0.85);
    const a = rng.range(0, Math.PI * 2);
    const gx = x + Math.cos(a) * rr;
    const gy = y + Math.sin(a) * rr;
    grains += `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="7" ry="3.6" transform="rotate(${f(rng.range(0, 180))} ${f(gx)} ${f(gy)})"/>`;
  }
  svg.add(`<g fill="#d9d4c6" opacity="0.8">${grains}</g>`);
  // Filling pieces in the middle.
  const n = Math.min(3, fillings.length);
  const off = rng.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2;
    const c = fillings[i] as string;
    const px = x + Math.cos(a) * r * 0.2;
    const py = y + Math.sin(a) * r * 0.2;
    svg.add(
      `<rect x="${f(px - r * 0.24)}" y="${f(py - r * 0.15)}" width="${f(r * 0.48)}" height="${f(r * 0.3)}" rx="${f(r * 0.08)}" fill="${c}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})"/>` +
        `<rect x="${f(px - r * 0.16)}" y="${f(py - r * 0.1)}" width="${f(r * 0.18)}" height="${f(r * 0.06)}" rx="${f(r * 0.03)}" fill="#ffffff" opacity="0.35" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})"/>`,
    );
  }
  svg.add(`<circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.45)}" r="${f(r * 0.08)}" fill="#ffffff" opacity="0.6"/>`);
}

function drawSushi({ svg, base, accents, cx, cy }: Scene): void {
  const rng = svg.rng;
  const angle = rng.range(-4, 4);
  board(svg, cx, cy, 940, 560, angle, 'slate');
  svg.add(`<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">`);
  const fillings = [base, ...accents];
  const r = 82;
  const cols = 4;
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < cols; col++) {
      const x = cx - 320 + col * 190 + (row ? 40 : 0) + rng.range(-6, 6);
      const y = cy - 110 + row * 200 + rng.range(-6, 6);
      if (row === 1 && col === cols - 1) continue;
      const rot = fillings
        .slice((row * cols + col) % fillings.length)
        .concat(fillings)
        .slice(0, 3);
      makiRoll(svg, x, y, r, rot);
    }
  }
  // Pickled ginger petals and a dab of wasabi.
  const gx = cx + 340;
  const gy = cy + 105;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * 360 + rng.range(-10, 10);
    svg.add(
      `<ellipse cx="${f(gx)}" cy="${f(gy - 22)}" rx="28" ry="44" fill="${i % 2 ? '#f6c7bf' : '#f2b4ad'}" opacity="0.92" transform="rotate(${f(a)} ${f(gx)} ${f(gy)})"/>`,
    );
  }
  svg.add(`<path d="${smoothClosed(blobPoints(rng, gx - 120, gy + 130, 34, 28, 0.2, 7))}" fill="#9cc45a"/>`);
  svg.add('</g>');
  // Soy sauce dish and chopsticks on the table.
  const sx = cx + 450;
  const sy = cy - 300;
  svg.shadow(sx + 8, sy + 12, 96, 94, 0.25);
  svg.add(`<circle cx="${f(sx)}" cy="${f(sy)}" r="90" fill="#f6f2ea"/><circle cx="${f(sx)}" cy="${f(sy)}" r="72" fill="#4a2a17"/>`);
  svg.add(`<ellipse cx="${f(sx - 22)}" cy="${f(sy - 24)}" rx="24" ry="11" fill="#ffffff" opacity="0.25"/>`);
  chopsticks(svg, cx - 40, cy + 370, rng.range(84, 96));
}

// ------------------------------------------------------------- table props

function fork(svg: Svg, x: number, y: number, angle: number): void {
  const metal = '#cdd3da';
  const shine = '#eef1f4';
  const draw = (fill: string, dx: number, dy: number, extra: string) =>
    `<g transform="translate(${f(x + dx)} ${f(y + dy)}) rotate(${f(angle)})" fill="${fill}"${extra}>` +
    '<rect x="-13" y="40" width="26" height="210" rx="13"/>' +
    '<path d="M-9 45L-22 -30L22 -30L9 45Z"/>' +
    '<rect x="-26" y="-60" width="52" height="40" rx="12"/>' +
    '<rect x="-26" y="-150" width="9" height="110" rx="4.5"/><rect x="-10" y="-150" width="9" height="110" rx="4.5"/>' +
    '<rect x="1" y="-150" width="9" height="110" rx="4.5"/><rect x="17" y="-150" width="9" height="110" rx="4.5"/>' +
    '</g>';
  svg.add(draw('#3a2a1a', 8, 12, ' opacity="0.12"'));
  svg.add(draw(metal, 0, 0, ''));
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><rect x="-6" y="60" width="6" height="170" rx="3" fill="${shine}"/></g>`,
  );
}

function spoon(svg: Svg, x: number, y: number, angle: number): void {
  const draw = (fill: string, dx: number, dy: number, extra: string) =>
    `<g transform="translate(${f(x + dx)} ${f(y + dy)}) rotate(${f(angle)})" fill="${fill}"${extra}>` +
    '<rect x="-13" y="20" width="26" height="230" rx="13"/><path d="M-8 30L-14 -10L14 -10L8 30Z"/>' +
    '<ellipse cx="0" cy="-70" rx="48" ry="70"/></g>';
  svg.add(draw('#3a2a1a', 8, 12, ' opacity="0.12"'));
  svg.add(draw('#cdd3da', 0, 0, ''));
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      '<ellipse cx="3" cy="-66" rx="38" ry="58" fill="#b9c0c8"/><ellipse cx="-14" cy="-88" rx="12" ry="22" fill="#eef1f4" opacity="0.8"/>' +
      '<rect x="-6" y="60" width="6" height="170" rx="3" fill="#eef1f4"/></g>',
  );
}

function chopsticks(svg: Svg, x: number, y: number, angle: number): void {
  const stick = (dx: number, fill: string) =>
    `<path d="M${f(dx - 9)} -300L${f(dx + 9)} -300L${f(dx + 4)} 300L${f(dx - 4)} 300Z" fill="${fill}"/>`;
  svg.add(
    `<g transform="translate(${f(x + 8)} ${f(y + 12)}) rotate(${f(angle)})" opacity="0.14">${stick(-16, '#3a2a1a')}${stick(16, '#3a2a1a')}</g>`,
  );
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${stick(-16, '#c89f6a')}${stick(16, '#b98d58')}` +
      '<rect x="-26" y="-300" width="20" height="60" fill="#7a4b2a" opacity="0.55"/><rect x="6" y="-300" width="20" height="60" fill="#7a4b2a" opacity="0.55"/></g>',
  );
}

function napkin(svg: Svg, x: number, y: number, angle: number, colour: string): void {
  svg.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      '<rect x="-175" y="-215" width="350" height="430" rx="14" fill="#3a2a1a" opacity="0.1" transform="translate(8 12)"/>' +
      `<rect x="-175" y="-215" width="350" height="430" rx="14" fill="${colour}"/>` +
      `<path d="M-175 -150H175M-175 -132H175M-175 150H175M-175 132H175" stroke="${lighten(colour, 0.45)}" stroke-width="6" opacity="0.8"/>` +
      `<path d="M0 -215V215" stroke="${darken(colour, 0.12)}" stroke-width="3" opacity="0.5"/>` +
      `<rect x="0" y="-215" width="175" height="430" fill="${darken(colour, 0.05)}" opacity="0.35"/>` +
      '</g>',
  );
}

function tablePattern(svg: Svg, palette: Palette): void {
  const rng = svg.rng;
  const style = rng.int(0, 3);
  const id = svg.id('p');
  const c = palette.pattern;
  let pattern: string;
  switch (style) {
    case 0: // gingham
      pattern =
        `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse">` +
        `<rect width="60" height="120" fill="${c}" opacity="0.16"/><rect width="120" height="60" fill="${c}" opacity="0.16"/></pattern>`;
      break;
    case 1: // polka dots
      pattern =
        `<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse">` +
        `<circle cx="22" cy="22" r="9" fill="${c}" opacity="0.3"/><circle cx="67" cy="67" r="9" fill="${c}" opacity="0.3"/></pattern>`;
      break;
    case 2: // wide linen stripes
      pattern =
        `<pattern id="${id}" width="140" height="900" patternUnits="userSpaceOnUse">` +
        `<rect width="46" height="900" fill="${c}" opacity="0.17"/><rect x="58" width="8" height="900" fill="${c}" opacity="0.17"/></pattern>`;
      break;
    default: // wooden planks
      pattern =
        `<pattern id="${id}" width="1200" height="150" patternUnits="userSpaceOnUse">` +
        `<rect y="146" width="1200" height="4" fill="${c}" opacity="0.45"/>` +
        `<path d="M0 50C200 40 400 62 620 48S1000 40 1200 52M0 100C260 92 520 110 760 96S1060 92 1200 102" stroke="${c}" stroke-width="2" fill="none" opacity="0.25"/></pattern>`;
      break;
  }
  svg.defs.push(pattern);
  svg.add(`<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#${id})"/>`);
}

/** A few stray crumbs, herbs and peppercorns on the table, clear of the dish. */
function tableScatter(svg: Svg, accents: string[], herb: string, cx: number, cy: number, clear: number): void {
  const rng = svg.rng;
  const count = rng.int(5, 8);
  let placed = 0;
  for (let attempt = 0; attempt < 60 && placed < count; attempt++) {
    const x = rng.range(40, VIEW_W - 40);
    const y = rng.range(40, VIEW_H - 40);
    if (Math.hypot(x - cx, y - cy) < clear) continue;
    placed += 1;
    const r = rng.next();
    if (r < 0.45) leaf(svg, x, y, rng.range(36, 50), rng.range(0, 360), herb);
    else if (r < 0.7) dot(svg, x, y, rng.range(5, 8), '#3b3024');
    else {
      const c = rng.pick(accents);
      const kind = garnishKindsFor(c)[0] === 'leaf' ? 'leaf' : hsl(c).l > 0.84 ? 'seed' : 'dot';
      garnish(svg, x, y, rng.range(30, 38), c, kind);
    }
  }
}

// -------------------------------------------------------------------- build

const DISH_DRAWERS: Record<DishShape, (scene: Scene) => void> = {
  bowl: drawBowl,
  plate: drawPlate,
  soup: drawSoup,
  tacos: drawTacos,
  pasta: drawPasta,
  salad: drawSalad,
  dessert: drawDessert,
  stack: drawStack,
  skewers: drawSkewers,
  sushi: drawSushi,
};

function clampSize(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.max(16, Math.min(4096, Math.round(value)));
}

/**
 * Builds the SVG source of a recipe illustration. The drawing is made on a
 * 1200x900 canvas and scaled (cropped centrally when the aspect differs).
 */
export function recipeIllustrationSvg(input: IllustrationInput, width = VIEW_W, height = VIEW_H): string {
  const w = clampSize(width, VIEW_W);
  const h = clampSize(height, VIEW_H);
  const seed = typeof input.seed === 'string' && input.seed.length > 0 ? input.seed : String(input.title ?? '');
  const rng = makeRng(hashString(seed));
  const svg = new Svg(rng);

  const base = safeHex(input.base, DEFAULT_BASE);
  const validAccents = (Array.isArray(input.accents) ? input.accents : [])
    .filter((c): c is string => typeof c === 'string' && HEX_RE.test(c))
    .map((c) => c.toLowerCase())
    .slice(0, 4);
  const accents = validAccents.length > 0 ? validAccents : DEFAULT_ACCENTS;
  const dish: DishShape = (DISH_SHAPES as readonly string[]).includes(input.dish) ? input.dish : 'plate';

  // Background palette: chosen from the seed, skipping one that is too close to the food.
  let paletteIndex = rng.int(0, PALETTES.length - 1);
  if (colourDistance((PALETTES[paletteIndex] as Palette).bottom, base) < 60) paletteIndex = (paletteIndex + 3) % PALETTES.length;
  const palette = PALETTES[paletteIndex] as Palette;

  // Ceramic glaze that contrasts with the food.
  let glaze = rng.pick(CERAMICS);
  for (let i = 0; i < CERAMICS.length && colourDistance(glaze, base) < 110; i++) {
    glaze = CERAMICS[(CERAMICS.indexOf(glaze) + 1) % CERAMICS.length] as string;
  }
  const greenAccent = accents.find((c) => {
    const x = hsl(c);
    return x.h >= 75 && x.h <= 160 && x.s > 0.25 && x.l > 0.2 && x.l < 0.7;
  });
  const herb = greenAccent ?? rng.pick(['#4f9a4a', '#5c9e3f', '#3f8a4f']);

  const bg = svg.linear(
    [
      [0, palette.top],
      [1, palette.bottom],
    ],
    0,
    0,
    0.35,
    1,
  );
  svg.add(`<rect width="${VIEW_W}" height="${VIEW_H}" fill="${bg}"/>`);
  tablePattern(svg, palette);
  const vignette = svg.radial(
    [
      [0, '#ffffff', 0.35],
      [0.6, '#ffffff', 0],
      [1, '#3a2a1a', 0.14],
    ],
    0.5,
    0.48,
    0.75,
  );
  svg.add(`<rect width="${VIEW_W}" height="${VIEW_H}" fill="${vignette}"/>`);

  const cx = VIEW_W / 2 + (dish === 'tacos' || dish === 'skewers' || dish === 'sushi' ? rng.range(-10, 10) : rng.range(-30, 30));
  const cy = VIEW_H / 2 + rng.range(-12, 12);
  const left = rng.chance(0.5);
  const wide = dish === 'tacos' || dish === 'skewers' || dish === 'sushi';

  if (!wide) {
    // Napkin and cutlery beside the dish.
    const side = left ? -1 : 1;
    napkin(svg, cx + side * 470, cy + rng.range(60, 140), side * rng.range(4, 12), palette.napkin);
    const tool = dish === 'soup' || dish === 'bowl' ? spoon : fork;
    tool(svg, cx + side * 455, cy + rng.range(0, 60), side * rng.range(2, 8));
    tableScatter(svg, accents, herb, cx - side * 120, cy, 470);
  } else {
    tableScatter(svg, accents, herb, cx, cy, 560);
  }

  DISH_DRAWERS[dish]({ svg, base, accents, cx, cy, glaze, herb });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${svg.defs.join('')}</defs>${svg.body.join('')}</svg>`
  );
}

/** Rasterises the illustration (WebP by default). Same input, same bytes. */
export async function renderRecipeIllustration(input: IllustrationInput, options: RenderIllustrationOptions = {}): Promise<Buffer> {
  const width = clampSize(options.width, VIEW_W);
  const height = clampSize(options.height, VIEW_H);
  const svg = recipeIllustrationSvg(input, width, height);
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'cover' }).removeAlpha();
  if (options.format === 'jpeg') {
    return image.jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
  }
  return image.webp({ quality: 82, effort: 4 }).toBuffer();
}
