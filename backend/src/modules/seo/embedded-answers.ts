import { UnauthorizedException } from '@nestjs/common';
import { replaceLiteral, scriptJson } from '../../common/html.js';
import { NOT_SIGNED_IN } from '../users/index.js';

/**
 * An API answer that a page asks for first, written into the page itself so that the app need not
 * ask (frontend/src/api/embeddedAnswers.ts takes it in place of the request, once).
 */
export interface EmbeddedAnswer {
  /** The GET request's path and query, e.g. '/api/recipes?limit=24'. */
  url: string;
  status: number;
  body: unknown;
}

const CURRENT_USER = '/api/auth/user';

/** GET /api/auth/user's answer to a visitor (SignedInGuard's 401). */
export function notSignedInAnswer(): EmbeddedAnswer {
  return { url: CURRENT_USER, status: 401, body: new UnauthorizedException(NOT_SIGNED_IN).getResponse() };
}

/** The path and query of a GET with these parameters, e.g. '/api/recipes?isApproved=true&limit=24'. */
export function apiUrl(path: string, params: Record<string, string | number | boolean>): string {
  return `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]))}`;
}

/** index.html's early request for who is signed in (frontend/index.html). */
const CURRENT_USER_PRELOAD = /\s*<link rel="preload" as="fetch" href="\/api\/auth\/user"[^>]*>/;

/**
 * Writes the answers into the page, as JSON that the browser does not run (escaped by scriptJson,
 * so that no text in them can close the script element), and drops the early request for who is
 * signed in when the page already answers it.
 */
export function embedAnswers(html: string, answers: EmbeddedAnswer[]): string {
  if (answers.length === 0) return html;
  const page = answers.some((answer) => answer.url === CURRENT_USER) ? replaceLiteral(html, CURRENT_USER_PRELOAD, '') : html;
  return replaceLiteral(page, '</head>', `<script type="application/json" id="api-answers">${scriptJson(answers)}</script>\n</head>`);
}
