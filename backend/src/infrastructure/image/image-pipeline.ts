/**
 * The image pipeline in two steps, both through sharp (libvips):
 * 1. `normaliseImage` (API, during the upload): the type is decided by decoding, never by the name
 *    or Content-Type; size and pixel limits are checked before any pixel is decoded; the whole file
 *    is decoded (a truncated file is refused), turned upright by its EXIF orientation and re-encoded
 *    as WebP without any metadata (EXIF, GPS, ICC comments).
 * 2. `renderVariants` (images worker): the WebP width variants for srcset and a tiny placeholder.
 */
import { IMAGE_LIMITS } from '@plantry/shared';
import sharp, { type SharpOptions } from 'sharp';

/** Decoded formats accepted (sharp reports AVIF as 'heif' with av1 compression). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type ImageProblem = 'unsupported' | 'too-many-pixels' | 'too-large' | 'damaged';

/** An upload that is not an acceptable image, with the reason in words. */
export class ImageRejectedError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(PROBLEM_TEXT[problem]);
  }
}

const PROBLEM_TEXT: Record<ImageProblem, string> = {
  unsupported: 'is not a supported image (JPEG, PNG, WebP, AVIF or GIF)',
  'too-many-pixels': `has too many pixels (at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels)`,
  'too-large': `is too large (at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB)`,
  damaged: 'could not be read: the file is damaged or incomplete',
};

/** Only the first frame of an animation; refuse pixel bombs; stop on damaged data. */
const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  failOn: 'error',
  animated: false,
  sequentialRead: true,
};

export interface NormalisedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Reads only the header: format and dimensions, without decoding pixels (refusing what will not do). */
export async function inspectImage(input: Buffer): Promise<{ width: number; height: number }> {
  if (input.length > IMAGE_LIMITS.maxBytes) throw new ImageRejectedError('too-large');
  const meta = await sharp(input, { ...DECODE_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejectedError('unsupported');
    });
  const isAvif = meta.format !== 'heif' || meta.compression === 'av1';
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !isAvif || !meta.width || !meta.height) {
    throw new ImageRejectedError('unsupported');
  }
  if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) throw new ImageRejectedError('too-many-pixels');
  return { width: meta.width, height: meta.height };
}

/** Checks and re-encodes an upload: upright, at most fullMaxEdge on its long side, WebP, no metadata. */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage> {
  await inspectImage(input);
  try {
    const { data, info } = await sharp(input, DECODE_OPTIONS)
      .rotate()
      .resize({ width: IMAGE_LIMITS.fullMaxEdge, height: IMAGE_LIMITS.fullMaxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError('damaged');
  }
}

export interface ImageVariants {
  /** One WebP per width narrower than the image itself. */
  variants: { width: number; data: Buffer }[];
  /** A blurred-looking 16-pixel-wide WebP as a data: URL, shown while the real image loads. */
  placeholder: string;
}

/** The widths worth making for an image this wide: every variant width below it. */
export function variantWidthsFor(width: number): number[] {
  return IMAGE_LIMITS.variantWidths.filter((w) => w < width);
}

/** The srcset variants and placeholder of a normalised image, from one decode. */
export async function renderVariants(full: Buffer): Promise<ImageVariants> {
  const source = sharp(full, DECODE_OPTIONS);
  const { width = 0 } = await source.metadata();
  const variants = await Promise.all(
    variantWidthsFor(width).map(async (w) => ({
      width: w,
      data: await source.clone().resize({ width: w }).webp({ quality: 78 }).toBuffer(),
    })),
  );
  const tiny = await source.clone().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return { variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
