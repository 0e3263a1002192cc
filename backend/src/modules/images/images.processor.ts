import { Processor } from '@nestjs/bullmq';
import type { OnModuleInit } from '@nestjs/common';
import { QUEUES } from '@plantry/shared';
import sharp from 'sharp';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { JobRouter, type JobHandlers } from '../../infrastructure/queue/job-router.js';
import { ImageVariantsMaker } from './image-variants.maker.js';

/** Makes image variants and deletes the files of discarded images, one job at a time. */
@Processor(QUEUES.images)
export class ImagesProcessor extends JobRouter<'images'> implements OnModuleInit {
  readonly queue = QUEUES.images;

  constructor(
    private readonly maker: ImageVariantsMaker,
    private readonly events: DomainEventBus,
  ) {
    super();
  }

  /** libvips' operation cache only helps repeated work on the same image; the worker keeps memory low instead. */
  onModuleInit(): void {
    sharp.cache(false);
  }

  readonly handlers: JobHandlers<'images'> = {
    variants: async (job) => {
      const made = await this.maker.makeVariants(job.data.base);
      if ('variantWidths' in made) await this.events.publish('image.ready', { base: job.data.base });
      return made;
    },
    remove: (job) => this.maker.removeFiles(job.data.keys),
  };
}
