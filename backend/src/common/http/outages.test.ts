import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { QueueUnavailableError } from '../../infrastructure/queue/queue-ready.js';
import { outageOf } from './outages.js';

/** An error as Node's fs and net modules make them. */
const systemError = (code: string, syscall: string) => Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, errno: -1 });

describe('outageOf', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO'])('sees %s from the file system as a storage outage', (code) => {
    expect(outageOf(systemError(code, 'write'))).toBe('storage');
  });

  it('answers the same for a full disk as for a folder that refuses writes', () => {
    expect(outageOf(systemError('ENOSPC', 'write'))).toBe(outageOf(systemError('EACCES', 'open')));
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'PROTOCOL_CONNECTION_LOST'])('sees %s as a service outage', (code) => {
    expect(outageOf(systemError(code, 'connect'))).toBe('service');
  });

  it("sees MariaDB's lost connections, raw or wrapped by MikroORM, as a service outage", () => {
    const closed = Object.assign(new Error("Can't add new command when connection is in closed state"), { fatal: true });
    expect(outageOf(closed)).toBe('service');
    expect(outageOf(new ConnectionException(Object.assign(new Error('Access denied'), { errno: 1045 })))).toBe('service');
  });

  it("sees ioredis' refusals while Redis is away, and a queue that cannot take a job, as a service outage", () => {
    expect(outageOf(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe('service');
    expect(outageOf(new Error('Connection is closed.'))).toBe('service');
    expect(outageOf(new QueueUnavailableError('Redis is away'))).toBe('service');
  });

  it('leaves bugs and other errors alone', () => {
    expect(outageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
    expect(outageOf(new UniqueConstraintViolationException(Object.assign(new Error('Duplicate entry'), { errno: 1062 })))).toBeUndefined();
    expect(outageOf(Object.assign(new Error('no such file'), { code: 'ENOENT', syscall: 'open' }))).toBeUndefined();
    expect(outageOf('ENOSPC')).toBeUndefined();
    expect(outageOf(null)).toBeUndefined();
  });
});
