import { JOB_NAMES } from '@plantry/shared';
import { missingJobHandlers } from './processor-check.js';

describe('missingJobHandlers', () => {
  const jobNames = { email: ['send'], images: ['variants'], import: [] } as unknown as typeof JOB_NAMES;

  it('passes when every job name has a handler', () => {
    const processors = [
      { queue: 'email' as const, handlers: { send: () => 1 } },
      { queue: 'images' as const, handlers: { variants: () => 1 } },
    ];
    expect(missingJobHandlers(processors, jobNames)).toEqual([]);
  });

  it('lists job names without a handler and queues without a processor', () => {
    expect(missingJobHandlers([{ queue: 'email', handlers: {} }], jobNames)).toEqual(['email/send', 'images (no processor)']);
  });

  it('holds for the real job names and the worker processors', async () => {
    const { PROCESSORS } = await import('../../worker.module.js');
    // Handlers are plain functions on the instance; the processors' services are not needed here.
    const processors = PROCESSORS.map((Type) => new Type(undefined as never, undefined as never));
    expect(missingJobHandlers(processors)).toEqual([]);
  });
});
