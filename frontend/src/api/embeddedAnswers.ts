import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** An API answer the server wrote into the page (backend/src/modules/seo/embedded-answers.ts). */
interface EmbeddedAnswer {
  url: string;
  status: number;
  body: unknown;
}

/** The answers not used yet, by request (see requestKey). */
const answers = new Map<string, EmbeddedAnswer>();

/** A GET request as path and sorted query, so that the order of the parameters does not matter. */
function requestKey(url: string, params?: Record<string, unknown>): string {
  const address = new URL(url, 'http://page.invalid');
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) address.searchParams.append(key, String(value));
  }
  address.searchParams.sort();
  return address.pathname + address.search;
}

/** Takes in the answers of the page's `<script id="api-answers">`, once: the element goes. */
function readPageAnswers(): void {
  const element = document.getElementById('api-answers');
  if (!element) return;
  element.remove();
  try {
    for (const answer of JSON.parse(element.textContent ?? '[]') as EmbeddedAnswer[]) answers.set(requestKey(answer.url), answer);
  } catch {
    // An unreadable script: the app asks the API as usual.
  }
}

/**
 * The answer the page came with for this request, if any, in the shape of fetchBaseQuery's result.
 * Each is used once, by the first request for it: later ones ask the API.
 */
export function takeEmbeddedAnswer(args: string | FetchArgs): { data: unknown } | { error: FetchBaseQueryError } | undefined {
  readPageAnswers();
  const request = typeof args === 'string' ? { url: args } : args;
  if ((request.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const key = requestKey(request.url, request.params);
  const answer = answers.get(key);
  if (!answer) return undefined;
  answers.delete(key);
  return answer.status < 300 ? { data: answer.body } : { error: { status: answer.status, data: answer.body } };
}
