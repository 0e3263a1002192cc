import { IMAGE_SIZES } from '@plantry/shared';
import type { ImageVariantsDto } from '../../api';

/** 'a.webp 320w, b.webp 640w, full.webp 1600w', or none before the images worker has run. */
export function srcSetOf(variants: ImageVariantsDto | null | undefined): string | undefined {
  if (!variants?.variants.length) return undefined;
  return variants.variants.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/** How wide a card is at each screen width (RecipeGrid and the carousels: 1, 2, 3, then 4 columns). */
export const CARD_IMAGE_SIZES = IMAGE_SIZES.card;

const preloaded = new Set<string>();

/**
 * Starts downloading the picture that will likely be the page's largest paint as soon as the page's
 * data names it, while the page still renders: the copy its <img> will pick, from the same srcset
 * and sizes.
 */
export function preloadPicture(src: string, variants: ImageVariantsDto | null | undefined, sizes: string): void {
  if (preloaded.has(src)) return;
  preloaded.add(src);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  const srcSet = srcSetOf(variants);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  document.head.append(link);
}
