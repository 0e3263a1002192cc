import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { QUEUES, type LinkJobs } from '@plantry/shared';
import type { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../common/auth/principal.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { queueReady } from '../../infrastructure/queue/queue-ready.js';
import { traced } from '../../infrastructure/queue/traced.js';
import { checkUrlForm, UnsafeUrlError } from '../../infrastructure/safe-fetch/safe-fetch.js';
import type { RecipeLinkDto, RecipeLinkStartedDto } from './dto/recipe-link.dto.js';
import { fetchProblem, LINK_MESSAGES, type LinkReadResult } from './link-messages.js';

/** How long a finished read is kept for its member to collect (and a failed one to explain). */
const KEPT_SECONDS = 3600;

type ReadJob = Job<LinkJobs['read'], LinkReadResult>;

/**
 * Link imports on the API's side: checks the address (refusing at once what can never be fetched)
 * and queues its read; answers its state to the member who started it, and to no one else.
 */
@Injectable()
export class RecipeLinksService {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    @InjectQueue(QUEUES.links) private readonly queue: Queue<LinkJobs['read'], LinkReadResult>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowed = new Set(config.safeFetchAllow);
  }

  async start(user: Principal, address: string): Promise<RecipeLinkStartedDto> {
    let url: URL;
    try {
      url = checkUrlForm(address.trim(), this.allowed);
    } catch (error) {
      if (error instanceof UnsafeUrlError) throw new BadRequestException(fetchProblem(error, 0));
      throw error;
    }
    await queueReady(this.queue);
    const id = randomUUID();
    await this.queue.add('read', traced({ url: url.href, userId: user.id }), {
      jobId: id,
      attempts: 1,
      removeOnComplete: { age: KEPT_SECONDS },
      removeOnFail: { age: KEPT_SECONDS },
    });
    return { id };
  }

  async status(user: Principal, id: string): Promise<RecipeLinkDto> {
    const job = (await this.queue.getJob(id)) as ReadJob | undefined;
    if (!job || job.name !== 'read' || job.data.userId !== user.id) throw new NotFoundException(LINK_MESSAGES.notFound);
    // Read from the one snapshot getJob took: asking for the state afterwards could find the job
    // completed while this snapshot still lacks its result.
    if (job.finishedOn && job.failedReason) return { id, state: 'failed', message: job.failedReason, recipe: null };
    if (job.finishedOn) {
      const result = job.returnvalue;
      return 'recipe' in result
        ? { id, state: 'done', message: null, recipe: result.recipe }
        : { id, state: 'failed', message: result.problem, recipe: null };
    }
    return { id, state: 'reading', message: null, recipe: null };
  }
}
