import { IMAGE_LIMITS } from '@plantry/shared';
import sharp from 'sharp';
import {
  carriesMetadata,
  hasGpsPointer,
  phoneJpeg,
  pixelBombPng,
  pngImage,
  TEXT_FILE,
  truncatedJpeg,
} from '../../../test/support/image-fixtures.js';
import { ImageRejectedError, normaliseImage, renderVariants, variantWidthsFor } from './image-pipeline.js';

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ImageRejectedError ? error.problem : String(error)),
  );

describe('normaliseImage', () => {
  it('turns a phone photo upright and drops its EXIF and GPS data', async () => {
    const photo = await phoneJpeg(800, 600);
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);
    const image = await normaliseImage(photo);
    const meta = await sharp(image.data).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 600, height: 800 });
    expect(image).toMatchObject({ width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(carriesMetadata(image.data)).toBe(false);
  });

  it('shrinks a large image to the longest edge allowed', async () => {
    const image = await normaliseImage(await pngImage(4000, 1000));
    expect(image).toMatchObject({ width: IMAGE_LIMITS.fullMaxEdge, height: IMAGE_LIMITS.fullMaxEdge / 4 });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const image = await normaliseImage(animated);
    const { data, info } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 40, height: 30 });
    expect(data[0]).toBeGreaterThan(200); // red: the first frame
    expect(data[2]).toBeLessThan(50);
  });

  it.each([
    ['a text file named like a photo', () => Promise.resolve(TEXT_FILE), 'unsupported'],
    [
      'an SVG drawing',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
      'unsupported',
    ],
    ['a truncated JPEG', truncatedJpeg, 'damaged'],
    // Refused from its header: decoding would fail on limitInputPixels and report 'damaged'.
    ['a 20000 x 20000 PNG', () => Promise.resolve(pixelBombPng()), 'too-many-pixels'],
    ['a file over 10 MB', () => Promise.resolve(Buffer.alloc(IMAGE_LIMITS.maxBytes + 1)), 'too-large'],
  ])('refuses %s', async (_name, file, problem) => {
    expect(await problemOf(normaliseImage(await file()))).toBe(problem);
  });
});

describe('renderVariants', () => {
  it('makes every narrower width and a tiny placeholder, all WebP without metadata', async () => {
    const full = await normaliseImage(await phoneJpeg(2400, 1800));
    const { variants, placeholder } = await renderVariants(full.data);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: variant.width });
      expect(carriesMetadata(variant.data)).toBe(false);
    }
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(placeholder.length).toBeLessThan(400);
  });

  it('never enlarges a small image', () => {
    expect(variantWidthsFor(500)).toEqual([320]);
    expect(variantWidthsFor(320)).toEqual([]);
  });
});
