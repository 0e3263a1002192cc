import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { UserDto } from '../api';
import { AppProviders } from '../app/AppProviders';
import { AppRouter } from '../app/AppRouter';
import { createRoutes } from '../app/routes';
import { makeStore } from '../app/store';

export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    role: 'registered',
    profileImageUrl: null,
    emailVerified: true,
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What the fake server answers to GET /api/auth/user: a user, 401 (null), a status, or never. */
export type UserAnswer = UserDto | null | { status: number } | 'pending';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function answerUser(answer: UserAnswer): Promise<Response> | Response {
  if (answer === 'pending') return new Promise<Response>(() => {});
  if (answer === null) return json(401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
  if ('status' in answer) return json(answer.status, { statusCode: answer.status, message: 'Failed' });
  return json(200, answer);
}

interface FakeApi {
  /** Answers to GET /api/auth/user, one per call; the last one repeats. */
  users: UserAnswer[];
  logoutStatus?: number;
}

/** Replaces fetch with a tiny fake of the API; returns the mock to inspect the calls. */
function fakeApi({ users, logoutStatus = 204 }: FakeApi) {
  let userCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/auth/user') {
      return answerUser(users[Math.min(userCalls++, users.length - 1)]);
    }
    if (request.method === 'POST' && pathname === '/api/logout') {
      return logoutStatus < 300 ? new Response(null, { status: logoutStatus }) : json(logoutStatus, {});
    }
    return json(404, { statusCode: 404, message: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls of the fake API as 'METHOD /path'. */
export function apiCalls(fetchMock: ReturnType<typeof fakeApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}

export interface AppOptions {
  /** The answer to GET /api/auth/user (default: 401, a visitor). */
  user?: UserAnswer;
  /** Successive answers instead, e.g. signed in, then 401 after a refetch. */
  users?: UserAnswer[];
  logoutStatus?: number;
}

/** The whole app at `path`, in memory, against the fake API. */
export function renderApp(path: string, { user = null, users = [user], logoutStatus }: AppOptions = {}) {
  const fetchMock = fakeApi({ users, logoutStatus });
  const store = makeStore();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...view, router, store, fetchMock, events: userEvent.setup() };
}
