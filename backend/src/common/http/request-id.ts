import { Injectable, Module, RequestMethod, type MiddlewareConsumer, type NestMiddleware, type NestModule } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** A request id a caller (or the proxy in front) may choose: short, and nothing that could forge a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of the request being handled in this async context (the API's handlers and what they call). */
const requestContext = new AsyncLocalStorage<string>();

/** The id of the request on whose behalf this code runs, if any: jobs carry it to the worker's log. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore();
}

/** Runs `work` as done for request `id` (the worker, for a job a request started). */
export function runForRequest<T>(id: string | undefined, work: () => T): T {
  return id === undefined ? work() : requestContext.run(id, work);
}

/** The request's id, as the first middleware set it (pino-http's genReqId). */
export const requestIdOf = (req: IncomingMessage): string => (req as IncomingMessage & { id?: string }).id ?? randomUUID();

/**
 * The first middleware: the request's id is the caller's `X-Request-Id` when it is a plain token,
 * else a new UUID; it is answered in `X-Request-Id` and is on every log line of the request.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  (req as Request & { id: string }).id = id;
  res.setHeader('X-Request-Id', id);
  next();
}

/** Enters the request's id into the async context once the body is read (module middleware runs after the parsers). */
@Injectable()
class RequestContextMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    requestContext.run(requestIdOf(req), next);
  }
}

/** The API's request context: what `currentRequestId` answers inside a request. */
@Module({})
export class RequestContextModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestContextMiddleware).forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
