import { i18n } from '@lingui/core';
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { takeEmbeddedAnswer } from './embeddedAnswers';
import { toRequestBody } from './formBody';

/** Every call says the page's language: the server's error messages come back in it. */
const fetchQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers) => {
    if (i18n.locale) headers.set('Accept-Language', i18n.locale);
    return headers;
  },
});

/**
 * fetchBaseQuery, except that an answer the page came with is used instead of asking again
 * (embeddedAnswers.ts), and that a body holding files goes as multipart form data (formBody.ts).
 */
const baseQuery: typeof fetchQuery = (args, api, extraOptions) =>
  takeEmbeddedAnswer(args) ?? fetchQuery(typeof args === 'string' ? args : { ...args, body: toRequestBody(args.body) }, api, extraOptions);

/**
 * Retries are off unless an endpoint asks for them (`extraOptions: { maxRetries }`, SPEC.md section
 * 9); only failures that may pass are retried: no answer, or a server error.
 */
const retryingQuery = retry(baseQuery, {
  retryCondition: (error, _args, { attempt, extraOptions }) => {
    const maxRetries = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? 0;
    const status = (error as { status?: unknown }).status;
    return attempt <= maxRetries && (typeof status !== 'number' || status >= 500);
  },
});

/**
 * The one RTK Query API of the app. Endpoints are injected by the generated client
 * (plantry.gen.ts, made by @rtk-query/codegen-openapi from the backend's OpenAPI document).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: retryingQuery,
  endpoints: () => ({}),
});
