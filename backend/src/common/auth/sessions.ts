import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppConfig } from '../../config/app-config.js';
import type { RedisSessionStore } from './redis-session-store.js';
import './session-data.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Server-side sessions: cookie `sid`, HttpOnly, SameSite=Lax, Secure behind HTTPS. Whether a request
 * came over HTTPS is Express's `req.secure`, which believes X-Forwarded-Proto only from the proxies
 * that TRUST_PROXY names (configureHttp sets `trust proxy`); without such a proxy a Secure cookie is
 * not sent over plain HTTP.
 */
export function sessionMiddleware(config: AppConfig, store: RedisSessionStore): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: SESSION_TTL_SECONDS * 1000,
      path: '/',
    },
  });
}
