import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DISH_SHAPES, type IllustrationInput, recipeIllustrationSvg, renderRecipeIllustration, safeHex } from './illustration.js';

const sample: IllustrationInput = {
  seed: 'smoky-black-bean-tacos',
  title: 'Smoky Black Bean Tacos',
  base: '#3b2a2a',
  accents: ['#f2c230', '#6aa84f', '#f4f1e4'],
  dish: 'tacos',
};

/**
 * Minimal well-formedness check for the SVG we generate: every tag is closed in
 * order, every attribute is double-quoted, and there is no character data
 * between tags (so no text can be drawn).
 */
function checkWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  const stack: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tagRe.exec(svg)) !== null) {
    const between = svg.slice(last, match.index);
    expect(between.trim()).toBe('');
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else if (!selfClosing) {
      stack.push(name as string);
    }
    last = tagRe.lastIndex;
  }
  expect(svg.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
}

describe('recipeIllustrationSvg', () => {
  it.each(DISH_SHAPES)('builds a well-formed SVG without text for a %s', (dish) => {
    const svg = recipeIllustrationSvg({ ...sample, dish, seed: `seed-${dish}` });
    checkWellFormed(svg);
    expect(svg).not.toMatch(/<(text|tspan|textPath|title|desc|foreignObject|script|image|a)\b/i);
    expect(svg).toContain('width="1200"');
    expect(svg).toContain('height="900"');
    expect(svg).not.toContain(sample.title);
  });

  it('is deterministic and depends on the seed', () => {
    expect(recipeIllustrationSvg(sample)).toBe(recipeIllustrationSvg({ ...sample }));
    expect(recipeIllustrationSvg(sample)).not.toBe(recipeIllustrationSvg({ ...sample, seed: 'another-seed' }));
  });

  it('honours the requested size', () => {
    const svg = recipeIllustrationSvg(sample, 640, 480);
    expect(svg).toContain('width="640"');
    expect(svg).toContain('height="480"');
  });

  it('never writes invalid colours or other user input into the SVG', () => {
    const hostile: IllustrationInput = {
      seed: '"><script>alert(1)</script>',
      title: '<text>Hello</text>',
      base: 'red" onload="alert(1)',
      accents: ['#12345', 'url(javascript:alert(1))', '#GGGGGG', '#ABCDEF'],
      dish: 'soup',
    };
    const svg = recipeIllustrationSvg(hostile);
    checkWellFormed(svg);
    expect(svg).not.toMatch(/script|onload|javascript|Hello|#12345"|#gggggg/i);
    // The one valid accent is kept (lower-cased); the base falls back to the default.
    expect(svg).toContain('#abcdef');
    expect(svg).not.toContain('red"');
  });

  it('falls back to defaults for a missing or unknown dish and empty accents', () => {
    const svg = recipeIllustrationSvg({ ...sample, accents: [], dish: 'pizza' as IllustrationInput['dish'] });
    checkWellFormed(svg);
  });
});

describe('safeHex', () => {
  it('accepts #rrggbb and rejects anything else', () => {
    expect(safeHex('#A1b2C3', '#000000')).toBe('#a1b2c3');
    expect(safeHex('#abc', '#000000')).toBe('#000000');
    expect(safeHex('#abcdef0', '#000000')).toBe('#000000');
    expect(safeHex(' #abcdef', '#000000')).toBe('#000000');
    expect(safeHex(undefined, '#000000')).toBe('#000000');
  });
});

describe('renderRecipeIllustration', () => {
  it('renders a 1200x900 WebP by default', async () => {
    const buf = await renderRecipeIllustration(sample);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(900);
  });

  it('renders JPEG at a requested size', async () => {
    const buf = await renderRecipeIllustration(sample, { width: 640, height: 480, format: 'jpeg' });
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(480);
  });

  it('fills a non-4:3 size completely', async () => {
    const buf = await renderRecipeIllustration(sample, { width: 320, height: 320 });
    const meta = await sharp(buf).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  it('gives byte-identical output for the same input', async () => {
    const a = await renderRecipeIllustration(sample, { width: 400, height: 300 });
    const b = await renderRecipeIllustration({ ...sample, accents: [...sample.accents] }, { width: 400, height: 300 });
    expect(a.equals(b)).toBe(true);
  });

  it('gives different output for different seeds', async () => {
    const a = await renderRecipeIllustration(sample, { width: 400, height: 300 });
    const b = await renderRecipeIllustration({ ...sample, seed: 'pozole-verde' }, { width: 400, height: 300 });
    expect(a.equals(b)).toBe(false);
  });

  it('renders safely with invalid colours', async () => {
    const buf = await renderRecipeIllustration(
      { ...sample, base: 'not-a-colour', accents: ['#zzzzzz', ''], dish: 'bowl' },
      { width: 320, height: 240 },
    );
    const meta = await sharp(buf).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
  });

  it.each(DISH_SHAPES)('renders a %s', async (dish) => {
    const buf = await renderRecipeIllustration({ ...sample, dish, seed: `render-${dish}` }, { width: 320, height: 240 });
    const { width, height } = await sharp(buf).metadata();
    expect([width, height]).toEqual([320, 240]);
  });
});
