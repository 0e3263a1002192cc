import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from '../../infrastructure/storage/file-storage.js';
import { StoredImage } from './entities/stored-image.entity.js';
import { writeVariants } from './image-files.js';
import { imageKeys } from './image-keys.js';

/**
 * The images worker's work. Both jobs are idempotent: variants are written under fixed keys
 * (atomically, so a killed job leaves no half-written file) and recorded only once all exist.
 */
@Injectable()
export class ImageVariantsMaker {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async makeVariants(base: string): Promise<{ variantWidths: string } | { skipped: string }> {
    const em = this.em.fork();
    if (!(await em.count(StoredImage, { base }))) return { skipped: 'the image was discarded' };
    const full = await this.storage.get(imageKeys.full(base));
    if (!full) return { skipped: 'the image file is gone' };
    const made = await writeVariants(this.storage, base, full);
    const updated = await em.nativeUpdate(StoredImage, { base }, made);
    if (updated === 0) {
      // Discarded while we worked: the remove job may have run already, so clean up after ourselves.
      await this.removeFiles(imageKeys.all(base));
      return { skipped: 'the image was discarded' };
    }
    return { variantWidths: made.variantWidths };
  }

  async removeFiles(keys: readonly string[]): Promise<{ removed: number }> {
    for (const key of keys) await this.storage.delete(key);
    return { removed: keys.length };
  }
}
