import { jest } from '@jest/globals';
import { lagOf, ReplicaHealth } from './replica-health.js';

const replicating = (behind: number | null, sql = 'Yes', io = 'Yes') => [
  { Slave_IO_Running: io, Slave_SQL_Running: sql, Seconds_Behind_Master: behind },
];

describe('lagOf', () => {
  it('reads MariaDB and MySQL column names', () => {
    expect(lagOf(replicating(2))).toBe(2);
    expect(lagOf([{ Replica_IO_Running: 'Yes', Replica_SQL_Running: 'Yes', Seconds_Behind_Source: 7 }])).toBe(7);
  });

  it('is unknown (null) when replication is stopped or broken', () => {
    expect(lagOf(replicating(null))).toBeNull();
    expect(lagOf(replicating(0, 'No'))).toBeNull();
    expect(lagOf(replicating(0, 'Yes', 'Connecting'))).toBeNull();
  });

  it('is 0 for a server that is not a replica', () => expect(lagOf([])).toBe(0));
});

describe('ReplicaHealth', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const probe = (answer: (sql: string) => Promise<unknown[]>) => ({ probe: jest.fn(answer) as never });

  it('uses the replicas that answer and are at most the lag behind, and none before their first check', async () => {
    const health = new ReplicaHealth(
      [
        probe(async () => replicating(1)),
        probe(async () => replicating(9)),
        probe(() => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))),
        probe(async () => replicating(null)),
      ],
      5,
    );
    expect(health.usable()).toEqual([]);
    health.start();
    await settle();
    health.stop();
    expect(health.usable()).toEqual([0]);
    health.markAway(0);
    expect(health.usable()).toEqual([]);
  });

  it('falls back to SELECT 1 where the account may not see the replication status', async () => {
    const answers = jest.fn(async (sql: string) => {
      if (sql === 'show replica status') throw Object.assign(new Error('Access denied; you need REPLICATION CLIENT'), { errno: 1227 });
      return [{ 1: 1 }];
    });
    const health = new ReplicaHealth([{ probe: answers as never }], 5).start();
    await settle();
    health.stop();
    expect(answers.mock.calls.map(([sql]) => sql)).toEqual(['show replica status', 'select 1']);
    expect(health.usable()).toEqual([0]);
  });
});
