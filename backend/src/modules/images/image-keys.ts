import { IMAGE_LIMITS } from '@plantry/shared';
import { randomBytes } from 'node:crypto';

/** Storage keys of an image's files: generated, never taken from the uploader. */
export const imageKeys = {
  newBase: (folder = 'images') => `${folder}/${randomBytes(16).toString('hex')}`,
  full: (base: string) => `${base}/full.webp`,
  variant: (base: string, width: number) => `${base}/w${width}.webp`,
  /** Every file an image can have, for deleting it whole. */
  all: (base: string) => [imageKeys.full(base), ...IMAGE_LIMITS.variantWidths.map((w) => imageKeys.variant(base, w))],
};
