import { DEFAULT_JOB_LOCKS, jobLocks } from './job-locks.js';

describe('jobLocks', () => {
  const jobs = { emailAttempts: 12, emailBackoffMs: 2000 };

  it("keeps each queue's own locks when none are configured", () => {
    expect(jobLocks('email', jobs)).toEqual({ lockDuration: 30_000, stalledInterval: 30_000 });
    expect(jobLocks('import', jobs)).toEqual(DEFAULT_JOB_LOCKS.import);
  });

  it('takes JOB_LOCK_MS and JOB_STALLED_CHECK_MS for every queue', () => {
    expect(jobLocks('images', { ...jobs, lockMs: 2000, stalledCheckMs: 1000 })).toEqual({ lockDuration: 2000, stalledInterval: 1000 });
    expect(jobLocks('import', { ...jobs, lockMs: 2000 })).toEqual({ lockDuration: 2000, stalledInterval: 5_000 });
  });
});
