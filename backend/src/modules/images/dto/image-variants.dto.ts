export class ImageVariantDto {
  url!: string;
  /** Pixels wide, for srcset's `w` descriptor. */
  width!: number;
}

/** What a page needs to show an image well: its size, srcset candidates and a placeholder. */
export class ImageVariantsDto {
  /** The full image's URL (the recipe's featuredImage or one of its galleryImages). */
  url!: string;
  width!: number;
  height!: number;
  /** A tiny blurred preview as a data: URL; null until the images worker has run. */
  placeholder!: string | null;
  /** Narrower copies, narrowest first, then the full image; empty until the worker has run. */
  variants!: ImageVariantDto[];
}
