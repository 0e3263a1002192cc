import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUES, type LinkJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ImageRejectedError } from '../../infrastructure/image/image-pipeline.js';
import { traced } from '../../infrastructure/queue/traced.js';
import { FetchFailedError, safeFetch, UnsafeUrlError } from '../../infrastructure/safe-fetch/safe-fetch.js';
import { ImagesService } from '../images/index.js';
import type { LinkedRecipeDto } from './dto/recipe-link.dto.js';
import { fetchProblem, LINK_MESSAGES, LinkReadError, pictureProblem } from './link-messages.js';
import { decodePage, isPageType } from './page-text.js';
import { readRecipePage } from './read-recipe-page.js';

const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const PAGE_TIMEOUT_SECONDS = 15;
/** How long a draft's picture is kept for the member to share the recipe with it. */
export const PICTURE_KEPT_MS = 24 * 3600_000;

/**
 * The worker's side of a link import: fetches the page through the safe fetcher, reads its
 * schema.org Recipe into a draft and brings its picture over (stored for a day). A page that gives no draft is a LinkReadError in the member's words.
 */
@Injectable()
export class LinkReader {
  private readonly logger = new Logger(LinkReader.name);
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly images: ImagesService,
    @InjectQueue(QUEUES.links) private readonly queue: Queue<LinkJobs['forget-picture']>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowed = new Set(config.safeFetchAllow);
  }

  async read(address: string): Promise<LinkedRecipeDto> {
    const page = await this.fetchPage(address);
    const reading = readRecipePage(page.html, page.url);
    if ('problem' in reading) throw new LinkReadError(LINK_MESSAGES.noRecipe);
    const { imageUrl, ...recipe } = reading.recipe;
    return { ...recipe, ...(await this.bringPicture(imageUrl)) };
  }

  private async fetchPage(address: string): Promise<{ html: string; url: string }> {
    try {
      const { body, contentType, url } = await safeFetch(address, {
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: PAGE_TIMEOUT_SECONDS * 1000,
        maxRedirects: 5,
        allowedAddresses: this.allowed,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      });
      if (!isPageType(contentType)) throw new LinkReadError(`That address is not a web page (it is ${contentType}).`);
      return { html: decodePage(body, contentType), url };
    } catch (error) {
      if (error instanceof UnsafeUrlError || error instanceof FetchFailedError)
        throw new LinkReadError(fetchProblem(error, PAGE_TIMEOUT_SECONDS));
      throw error;
    }
  }

  /** The stored picture, or why it is missing; it is forgotten after PICTURE_KEPT_MS. */
  private async bringPicture(address: string | null): Promise<Pick<LinkedRecipeDto, 'picture' | 'pictureProblem'>> {
    if (!address) return { picture: null, pictureProblem: null };
    try {
      const picture = await this.images.storeFromWeb(address, 'link-imports');
      await this.queue.add('forget-picture', traced({ url: picture }), { delay: PICTURE_KEPT_MS });
      return { picture, pictureProblem: null };
    } catch (error) {
      if (error instanceof UnsafeUrlError || error instanceof FetchFailedError || error instanceof ImageRejectedError) {
        return { picture: null, pictureProblem: pictureProblem(error.message) };
      }
      this.logger.warn(`A linked recipe's picture was not stored: ${error instanceof Error ? error.message : String(error)}`);
      return { picture: null, pictureProblem: pictureProblem('it could not be stored') };
    }
  }

  /** A draft's picture, once its day is over (a recipe shared with it holds its own copy). */
  forgetPicture(url: string): Promise<void> {
    return this.images.discard([url]);
  }
}
