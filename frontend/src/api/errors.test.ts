import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineNote } from '../shared/online';
import { errorMessage, errorStatus } from './errors';

const answered = (status: number, data: unknown) => ({ status, data });

describe('errorMessage', () => {
  it("shows the server's message", () => {
    expect(errorMessage(answered(401, { statusCode: 401, message: 'Invalid email or password' }))).toBe('Invalid email or password');
  });

  it('joins a list of field messages with spaces', () => {
    const error = answered(400, { message: ['First name is required', 'Please enter a valid email'] });
    expect(errorMessage(error)).toBe('First name is required Please enter a valid email');
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['an answer that is not JSON', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }],
    ['an answer without a message', answered(500, { statusCode: 500 })],
    ['an empty message list', answered(400, { message: [] })],
    ['a thrown error', { name: 'Error', message: 'boom' }],
  ])('falls back for %s', (_case, error) => {
    expect(errorMessage(error, 'Failed to resend verification email.')).toBe('Failed to resend verification email.');
    expect(errorMessage(error)).toBe('Something went wrong. Please try again.');
  });
});

describe('errorMessage offline', () => {
  const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the network is needed when no answer came while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage(noAnswer, 'Failed to post review')).toBe(offlineNote());
  });

  it('keeps its own words for a failed network while the browser says online', () => {
    expect(errorMessage(noAnswer, 'Failed to post review')).toBe('Failed to post review');
  });
});

describe('errorStatus', () => {
  it('gives the HTTP status of an answered call, and nothing without an answer', () => {
    expect(errorStatus(answered(403, {}))).toBe(403);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(errorStatus(new Error('boom'))).toBeUndefined();
  });
});
