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
    bio: null,
    emailVerified: true,
    suspendedUntil: null,
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What the fake server answers to GET /api/auth/user: a user, 401 (null), a status, or never. */
export type UserAnswer = UserDto | null | { status: number } | 'pending';

/** One answer of the fake server: a status with a JSON body (none for 204), or never. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'pending';

/** Replies per call, keyed 'METHOD /path' (e.g. 'POST /api/login'); a list is answered in turn, its last reply repeating. */
export type Routes = Record<string, Reply | Reply[]>;

/** A reply in the API's error shape { statusCode, message, error }. */
export function failure(status: number, message: string | string[], headers?: Record<string, string>): Reply {
  return { status, body: { statusCode: status, message, error: 'Error' }, headers };
}

function respond(reply: Reply): Promise<Response> | Response {
  if (reply === 'pending') return new Promise<Response>(() => {});
  const { status, body, headers } = reply;
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function userReply(answer: UserAnswer): Reply {
  if (answer === 'pending') return answer;
  if (answer === null) return failure(401, 'Unauthorized');
  if ('status' in answer) return failure(answer.status, 'Failed');
  return { status: 200, body: answer };
}

export interface ApiRequest {
  call: string;
  /** The JSON body sent, if any. */
  body: unknown;
}

interface FakeApi {
  /** Answers to GET /api/auth/user, one per call; the last one repeats. */
  users: UserAnswer[];
  logoutStatus?: number;
  routes?: Routes;
}

/** Replaces fetch with a tiny fake of the API; returns the mock and the requests it received. */
function fakeApi({ users, logoutStatus = 204, routes = {} }: FakeApi) {
  const replies: Routes = {
    'GET /api/auth/user': users.map(userReply),
    'POST /api/logout': logoutStatus < 300 ? { status: logoutStatus } : { status: logoutStatus, body: {} },
    ...routes,
  };
  const callCounts = new Map<string, number>();
  const requests: ApiRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    requests.push({ call, body: text ? JSON.parse(text) : undefined });

    const answers = replies[call];
    if (answers === undefined) return respond(failure(404, 'Not Found'));
    const list = Array.isArray(answers) ? answers : [answers];
    const count = callCounts.get(call) ?? 0;
    callCounts.set(call, count + 1);
    return respond(list[Math.min(count, list.length - 1)]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** Calls of the fake API as 'METHOD /path'. */
export function apiCalls(fetchMock: ReturnType<typeof fakeApi>['fetchMock']): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}

/** The calls about the signed-in user (user and logout), leaving out what pages load. */
export function userCalls(fetchMock: ReturnType<typeof fakeApi>['fetchMock']): string[] {
  return apiCalls(fetchMock).filter((call) => call === 'GET /api/auth/user' || call === 'POST /api/logout');
}

export interface AppOptions {
  /** The answer to GET /api/auth/user (default: 401, a visitor). */
  user?: UserAnswer;
  /** Successive answers instead, e.g. signed in, then 401 after a refetch. */
  users?: UserAnswer[];
  logoutStatus?: number;
  /** Answers to other calls; anything else is a 404. */
  routes?: Routes;
}

/** The whole app at `path`, in memory, against the fake API. */
export function renderApp(path: string, { user = null, users = [user], logoutStatus, routes }: AppOptions = {}) {
  const { fetchMock, requests } = fakeApi({ users, logoutStatus, routes });
  const store = makeStore();
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  /** The bodies sent with `call` ('METHOD /path'), oldest first. */
  const bodiesOf = (call: string) => requests.filter((request) => request.call === call).map(({ body }) => body);
  /** How many times `call` was made. */
  const countOf = (call: string) => requests.filter((request) => request.call === call).length;
  return { ...view, router, store, fetchMock, requests, bodiesOf, countOf, events: userEvent.setup() };
}
