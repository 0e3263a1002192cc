import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_LIMITS } from '@plantry/shared';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ImageRejectedError, normaliseImage } from '../../infrastructure/image/image-pipeline.js';
import { FetchFailedError, safeFetch, UnsafeUrlError } from '../../infrastructure/safe-fetch/safe-fetch.js';
import { ImagesService } from '../images/index.js';

/** Images fetched at once by one import. */
const CONCURRENCY = 4;

export type FetchedImage = { url: string } | { problem: string };

/** Runs `work` over the items with at most `limit` running at once; answers in order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Images named by imported rows: fetched through the safe fetcher (public http(s) addresses only,
 * checked after DNS and on every redirect, with size and time caps), then through the same image
 * pipeline as uploads. A bad image is a problem of that image only.
 */
@Injectable()
export class ImportImages {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowed = new Set(config.safeFetchAllow);
  }

  /** Fetches and stores each image (a few at a time); answers its stored URL or what went wrong. */
  fetchAll(addresses: readonly string[]): Promise<FetchedImage[]> {
    return mapLimited(addresses, CONCURRENCY, (address) => this.fetchOne(address));
  }

  private async fetchOne(address: string): Promise<FetchedImage> {
    try {
      const { body } = await safeFetch(address, {
        maxBytes: IMAGE_LIMITS.maxBytes,
        timeoutMs: 15_000,
        maxRedirects: 3,
        allowedAddresses: this.allowed,
        accept: 'image/*',
      });
      const [url] = await this.images.store([await normaliseImage(body)]);
      return { url };
    } catch (error) {
      if (error instanceof UnsafeUrlError) return { problem: `The image address is not allowed: ${error.message}` };
      if (error instanceof FetchFailedError) return { problem: `The image could not be fetched: ${error.message}` };
      if (error instanceof ImageRejectedError) return { problem: `The image ${error.message}` };
      throw error;
    }
  }

  /** Forgets images stored for rows that were not written after all. */
  discard(urls: readonly string[]): Promise<void> {
    return this.images.discard(urls);
  }
}
