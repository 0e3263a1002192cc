import { afterEach, describe, expect, it } from 'vitest';
import { takeEmbeddedAnswer } from './embeddedAnswers';

/** Writes answers into the page as the server does (backend/src/modules/seo/embedded-answers.ts). */
function embed(answers: unknown[] | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'api-answers';
  script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(script);
}

const page = { items: [{ id: 7 }], total: 1 };
const notSignedIn = { statusCode: 401, message: 'You are not signed in', error: 'Unauthorized' };

describe('answers written into the page', () => {
  afterEach(() => {
    // Answers a test left unused must not leak into the next.
    takeEmbeddedAnswer('/api/recipes?isApproved=true&limit=24');
    takeEmbeddedAnswer('/api/auth/user');
  });

  it('answers the same request, whatever the order of its parameters, once', () => {
    embed([{ url: '/api/recipes?isApproved=true&limit=24', status: 200, body: page }]);
    expect(takeEmbeddedAnswer({ url: '/api/recipes', params: { limit: 24, isApproved: true, search: undefined } })).toEqual({ data: page });
    expect(takeEmbeddedAnswer({ url: '/api/recipes', params: { limit: 24, isApproved: true } })).toBeUndefined();
    expect(document.getElementById('api-answers')).toBeNull();
  });

  it('gives an error answer as fetchBaseQuery would', () => {
    embed([{ url: '/api/auth/user', status: 401, body: notSignedIn }]);
    expect(takeEmbeddedAnswer('/api/auth/user')).toEqual({ error: { status: 401, data: notSignedIn } });
  });

  it('leaves other requests, writes and other queries to the API', () => {
    embed([{ url: '/api/recipes?isApproved=true&limit=24', status: 200, body: page }]);
    expect(takeEmbeddedAnswer({ url: '/api/recipes', params: { isApproved: true, limit: 48 } })).toBeUndefined();
    expect(takeEmbeddedAnswer({ url: '/api/recipes?isApproved=true&limit=24', method: 'POST' })).toBeUndefined();
    expect(takeEmbeddedAnswer('/api/cuisines')).toBeUndefined();
  });

  it('ignores answers it cannot read', () => {
    embed('{not json');
    expect(takeEmbeddedAnswer('/api/auth/user')).toBeUndefined();
    expect(document.getElementById('api-answers')).toBeNull();
  });
});
