import { EntityManager } from '@mikro-orm/mariadb';
import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { QUEUES, type ImageJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';
import { ImageRejectedError, normaliseImage, type NormalisedImage } from '../../infrastructure/image/image-pipeline.js';
import { FILE_STORAGE, type FileStorage } from '../../infrastructure/storage/file-storage.js';
import type { ImageVariantsDto } from './dto/image-variants.dto.js';
import { StoredImage } from './entities/stored-image.entity.js';
import { imageKeys } from './image-keys.js';

/** An uploaded file as the upload interceptor hands it over, with the words that name it to people. */
export interface ImageUpload {
  label: string;
  data: Buffer;
}

const variantsJobId = (base: string) => `variants-${base.replace(/\W/g, '-')}`;

/**
 * Uploaded images for the API's modules: checked and re-encoded during the request, stored under
 * generated keys, then handed to the images worker for width variants. Other modules refer to an
 * image by its URL only.
 */
@Injectable()
export class ImagesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectQueue(QUEUES.images) private readonly queue: Queue,
  ) {}

  /** Decodes and re-encodes every upload, one at a time; 400 naming each file that is not a good image. */
  async prepare(uploads: readonly ImageUpload[]): Promise<NormalisedImage[]> {
    const images: NormalisedImage[] = [];
    const problems: string[] = [];
    for (const upload of uploads) {
      try {
        images.push(await normaliseImage(upload.data));
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        problems.push(`${upload.label} ${error.message}`);
      }
    }
    if (problems.length) throw new BadRequestException(problems);
    return images;
  }

  /** Stores prepared images and queues their variants; answers their URLs in order. Nothing is left behind on failure. */
  async store(images: readonly NormalisedImage[], folder = 'images'): Promise<string[]> {
    const written: string[] = [];
    try {
      const rows = [];
      for (const image of images) {
        const base = imageKeys.newBase(folder);
        await this.storage.put(imageKeys.full(base), image.data, 'image/webp');
        written.push(imageKeys.full(base));
        rows.push({ base, url: this.storage.publicUrl(imageKeys.full(base)), width: image.width, height: image.height });
      }
      if (rows.length === 0) return [];
      const em = this.em.fork();
      for (const row of rows) em.create(StoredImage, row);
      await em.flush();
      await this.queue.addBulk(
        rows.map(({ base }) => ({ name: 'variants', data: { base } satisfies ImageJobs['variants'], opts: { jobId: variantsJobId(base) } })),
      );
      return rows.map((row) => row.url);
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.storage.delete(key)));
      throw error;
    }
  }

  /** Sizes, srcset variants and placeholders of the images behind these URLs, in one query. */
  async describe(urls: readonly (string | null)[]): Promise<Map<string, ImageVariantsDto>> {
    const wanted = [...new Set(urls.filter((url): url is string => !!url))];
    if (wanted.length === 0) return new Map();
    const rows = await this.em.fork().find(StoredImage, { url: { $in: wanted } });
    return new Map(rows.map((row) => [row.url, this.toDto(row)]));
  }

  private toDto(row: StoredImage): ImageVariantsDto {
    const widths = row.variantWidths ? row.variantWidths.split(',').map(Number) : [];
    const variants = widths.map((width) => ({ url: this.storage.publicUrl(imageKeys.variant(row.base, width)), width }));
    return {
      url: row.url,
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      variants: variants.length ? [...variants, { url: row.url, width: row.width }] : [],
    };
  }

  /**
   * Forgets the images behind these URLs and has the worker delete their files. URLs of this
   * storage without a record (older files) lose their one file; other URLs are left alone.
   */
  async discard(urls: readonly (string | null)[]): Promise<void> {
    const wanted = [...new Set(urls.filter((url): url is string => !!url))];
    if (wanted.length === 0) return;
    const em = this.em.fork();
    const rows = await em.find(StoredImage, { url: { $in: wanted } });
    const known = new Set(rows.map((row) => row.url));
    const keys = [
      ...rows.flatMap((row) => imageKeys.all(row.base)),
      ...wanted.filter((url) => !known.has(url)).flatMap((url) => this.storage.keyOf(url) ?? []),
    ];
    if (rows.length) await em.nativeDelete(StoredImage, { id: { $in: rows.map((row) => row.id) } });
    if (keys.length) await this.queue.add('remove', { keys } satisfies ImageJobs['remove']);
  }
}
