import { EntityManager } from '@mikro-orm/mariadb';
import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { IMAGE_LIMITS, QUEUES, type ImageJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { BusyError } from '../../common/http/outages.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ImageRejectedError, inspectImage, normaliseImage, type NormalisedImage } from '../../infrastructure/image/image-pipeline.js';
import { safeFetch } from '../../infrastructure/safe-fetch/safe-fetch.js';
import { queueReady } from '../../infrastructure/queue/queue-ready.js';
import { FILE_STORAGE, type FileStorage } from '../../infrastructure/storage/file-storage.js';
import type { ImageVariantsDto } from './dto/image-variants.dto.js';
import { StoredImage } from './entities/stored-image.entity.js';
import { imageKeys } from './image-keys.js';
import { traced } from '../../infrastructure/queue/traced.js';

/** An uploaded file as the upload interceptor hands it over, with the words that name it to people. */
export interface ImageUpload {
  label: string;
  data: Buffer;
}

const variantsJobId = (base: string) => `variants-${base.replace(/\W/g, '-')}`;

export const TOO_MANY_PIXELS = `The photos of one upload may hold at most ${IMAGE_LIMITS.requestMaxPixels / 1_000_000} megapixels together. Please send fewer or smaller photos.`;

/** Uploads decoded at once in this process (one per core: decoding is CPU work), and how many more may wait. */
const DECODING_SLOTS = availableParallelism();
export const DECODING_QUEUE_MAX = 4 * DECODING_SLOTS;

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
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.fetchAllowed = new Set(config.safeFetchAllow);
  }

  /** Addresses the safe fetcher treats as public (tests only). */
  private readonly fetchAllowed: ReadonlySet<string>;

  /** One upload's photos decoded at a time per slot; an upload that would wait behind a full queue is a 503. */
  private readonly decoding = pLimit(DECODING_SLOTS);

  /**
   * Checks every upload's header first (type, size, pixels, and the pixels of all together), then
   * decodes and re-encodes them one at a time in one of the process's decoding slots; 400 naming
   * each file that is not a good image.
   */
  async prepare(uploads: readonly ImageUpload[]): Promise<NormalisedImage[]> {
    if (uploads.length === 0) return [];
    const pixels = await this.eachOrProblems(uploads, async (data) => {
      const { width, height } = await inspectImage(data);
      return width * height;
    });
    if (pixels.reduce((sum, n) => sum + n, 0) > IMAGE_LIMITS.requestMaxPixels) throw new BadRequestException([TOO_MANY_PIXELS]);
    if (this.decoding.pendingCount >= DECODING_QUEUE_MAX) throw new BusyError('every photo-decoding slot is taken');
    return this.decoding(() => this.eachOrProblems(uploads, normaliseImage));
  }

  /** `step` of every upload in turn; a 400 naming each upload it refused. */
  private async eachOrProblems<T>(uploads: readonly ImageUpload[], step: (data: Buffer) => Promise<T>): Promise<T[]> {
    const results: T[] = [];
    const problems: string[] = [];
    for (const upload of uploads) {
      try {
        results.push(await step(upload.data));
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        problems.push(`${upload.label} ${error.message}`);
      }
    }
    if (problems.length) throw new BadRequestException(problems);
    return results;
  }

  /** Stores prepared images and queues their variants; answers their URLs in order. Nothing is left behind on failure. */
  async store(images: readonly NormalisedImage[], folder = 'images'): Promise<string[]> {
    if (images.length === 0) return [];
    // Their variants will need the queue: without Redis, refuse before writing anything.
    await queueReady(this.queue);
    const written: string[] = [];
    /** The images whose rows may have been written (their flush was sent). */
    let recorded: string[] = [];
    try {
      const rows = [];
      for (const image of images) {
        const base = imageKeys.newBase(folder);
        await this.storage.put(imageKeys.full(base), image.data, 'image/webp');
        written.push(imageKeys.full(base));
        rows.push({ base, url: this.storage.publicUrl(imageKeys.full(base)), width: image.width, height: image.height });
      }
      const em = this.em.fork();
      for (const row of rows) em.create(StoredImage, row);
      recorded = rows.map((row) => row.base);
      await em.flush();
      await this.queue.addBulk(
        rows.map(({ base }) => ({
          name: 'variants',
          data: traced({ base } satisfies ImageJobs['variants']),
          opts: { jobId: variantsJobId(base) },
        })),
      );
      return rows.map((row) => row.url);
    } catch (error) {
      await this.undoStore(recorded, written);
      throw error;
    }
  }

  /**
   * Undoes a failed store: the rows that may have been written first (a flush that failed may
   * still have committed), then the files. Rows that cannot be deleted (the database away) keep
   * their files: no row may name a missing file.
   */
  private async undoStore(recorded: string[], files: string[]): Promise<void> {
    const rowsGone =
      recorded.length === 0 ||
      (await this.em
        .fork()
        .nativeDelete(StoredImage, { base: { $in: recorded } })
        .then(
          () => true,
          () => false,
        ));
    if (rowsGone) await Promise.allSettled(files.map((key) => this.storage.delete(key)));
  }

  /**
   * A picture named by a web address (an imported recipe's): fetched through the safe fetcher
   * (public http(s) addresses only, checked after DNS and on every redirect, size and time capped),
   * re-encoded like an upload and stored. Throws UnsafeUrlError, FetchFailedError or
   * ImageRejectedError, for the caller to put in words.
   */
  async storeFromWeb(address: string, folder: string): Promise<string> {
    const { body } = await safeFetch(address, {
      maxBytes: IMAGE_LIMITS.maxBytes,
      timeoutMs: 15_000,
      maxRedirects: 3,
      allowedAddresses: this.fetchAllowed,
      accept: 'image/*',
    });
    const [url] = await this.store([await normaliseImage(body)], folder);
    return url;
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
    if (keys.length) await this.queue.add('remove', traced({ keys } satisfies ImageJobs['remove']));
  }
}
