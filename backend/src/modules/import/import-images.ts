import { Injectable } from '@nestjs/common';
import { ImageRejectedError } from '../../infrastructure/image/image-pipeline.js';
import { FetchFailedError, UnsafeUrlError } from '../../infrastructure/safe-fetch/safe-fetch.js';
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
 * Images named by imported rows, fetched and stored by the images module's storeFromWeb (the safe
 * fetcher, then the same pipeline as uploads). A bad image is a problem of that image only.
 */
@Injectable()
export class ImportImages {
  constructor(private readonly images: ImagesService) {}

  /** Fetches and stores each image (a few at a time); answers its stored URL or what went wrong. */
  fetchAll(addresses: readonly string[]): Promise<FetchedImage[]> {
    return mapLimited(addresses, CONCURRENCY, (address) => this.fetchOne(address));
  }

  private async fetchOne(address: string): Promise<FetchedImage> {
    try {
      return { url: await this.images.storeFromWeb(address, 'images') };
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
