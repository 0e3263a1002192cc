import { renderVariants } from '../../infrastructure/image/image-pipeline.js';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import { imageKeys } from './image-keys.js';

/** Makes and stores the variants of a full image; answers what its record needs. Idempotent. */
export async function writeVariants(
  storage: FileStorage,
  base: string,
  full: Buffer,
): Promise<{ variantWidths: string; placeholder: string }> {
  const { variants, placeholder } = await renderVariants(full);
  for (const variant of variants) await storage.put(imageKeys.variant(base, variant.width), variant.data, 'image/webp');
  return { variantWidths: variants.map((v) => v.width).join(','), placeholder };
}
